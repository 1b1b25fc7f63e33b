import Foundation

/// Wall-clock timing, best of several runs.
enum Stopwatch {
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    static func best(of runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<max(1, runs) { best = min(best, try seconds(body)) }
        return best
    }
}
