import Foundation
import Synchronization

/// Runs the scan's per-file work in parallel on threads with a stack sized for swift-syntax's
/// recursion: its parser, operator folding and visitors go one or more frames deeper per tree
/// level, and a file's depth is bounded by `SourceDepth.limit` before it is parsed. Dispatch's
/// worker threads have the platform's default stack (8 MiB on Linux, 512 KiB on Darwin).
enum ScanWorkers {
    /// Reserved address space per thread; only the pages a deep file touches are committed.
    static let stackBytes = 256 << 20

    /// Calls `body` once for each index in `0..<count`, on up to one thread per core, and returns
    /// when all calls have returned (as `DispatchQueue.concurrentPerform`, whose closure is not
    /// `Sendable` either: callers share state through locks).
    static func perform(iterations count: Int, _ body: (Int) -> Void) {
        guard count > 0 else { return }
        withoutActuallyEscaping(body) { body in run(count, Unchecked(body: body)) }
    }

    private static func run(_ count: Int, _ work: Unchecked) {
        let job = Job(count: count, work: work)
        let threads = min(count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        var started: [pthread_t] = []
        for _ in 0..<threads {
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            pthread_attr_setstacksize(&attributes, stackBytes)
            defer { pthread_attr_destroy(&attributes) }
            let context = Unmanaged.passRetained(job).toOpaque()
            #if canImport(Darwin)
                var thread: pthread_t?
            #else
                var thread = pthread_t()
            #endif
            let status = pthread_create(&thread, &attributes, { context in
                Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().drain()
                return nil
            }, context)
            #if canImport(Darwin)
                if status == 0, let thread { started.append(thread) } else { Unmanaged<Job>.fromOpaque(context).release() }
            #else
                if status == 0 { started.append(thread) } else { Unmanaged<Job>.fromOpaque(context).release() }
            #endif
        }
        // No thread could start (resource limits): the work still gets done, on this thread's stack.
        if started.isEmpty { job.drain() }
        for thread in started { pthread_join(thread, nil) }
    }

    /// The shared queue of indices; each thread takes the next until none is left.
    private final class Job: @unchecked Sendable {
        let count: Int
        let work: Unchecked
        let next = Atomic<Int>(0)

        init(count: Int, work: Unchecked) {
            self.count = count
            self.work = work
        }

        func drain() {
            while true {
                let i = next.add(1, ordering: .relaxed).oldValue
                guard i < count else { return }
                work.body(i)
            }
        }
    }

    private struct Unchecked: @unchecked Sendable {
        let body: (Int) -> Void
    }
}
