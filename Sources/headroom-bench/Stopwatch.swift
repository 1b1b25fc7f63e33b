import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Timing, best of several runs. The single-threaded figures use this thread's CPU time, not the
/// wall clock, so other processes on a shared machine do not inflate them (the C programs do the
/// same with their process CPU time); `wall` is for the multi-threaded check.
enum Stopwatch {
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = cpu()
        try body()
        return cpu() - start
    }

    static func best(of runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<max(1, runs) { best = min(best, try seconds(body)) }
        return best
    }

    /// Wall-clock seconds and process CPU seconds (all threads) of one run.
    static func wall(_ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = clock(CLOCK_PROCESS_CPUTIME_ID)
        try body()
        return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, clock(CLOCK_PROCESS_CPUTIME_ID) - cpuStart)
    }

    private static func cpu() -> Double { clock(CLOCK_THREAD_CPUTIME_ID) }

    private static func clock(_ id: clockid_t) -> Double {
        var ts = timespec()
        clock_gettime(id, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
