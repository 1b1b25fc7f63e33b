import Dispatch
import Synchronization

/// Bounds the measurements running at once (`running`) and waiting (`queued`): a request past
/// both is refused at once (the server answers 503 with Retry-After), so a burst of requests from
/// one client is answered or refused cleanly instead of piling up.
public final class MeasureLimiter: Sendable {
    public let running: Int
    public let queued: Int
    private struct State {
        var active = 0
        var waiting: [CheckedContinuation<Void, Never>] = []
    }
    private let state = Mutex(State())
    private enum Entry { case now, wait, refuse }

    public init(running: Int, queued: Int) {
        self.running = max(1, running)
        self.queued = max(0, queued)
    }

    /// Runs `work` when a slot is free; nil when the queue is full (refused without running).
    public func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T? {
        let entry = state.withLock { s -> Entry in
            if s.active < running {
                s.active += 1
                return .now
            }
            return s.waiting.count < queued ? .wait : .refuse
        }
        switch entry {
        case .refuse: return nil
        case .wait:
            await withCheckedContinuation { continuation in
                let resumeNow = state.withLock { s -> Bool in
                    if s.active < running {
                        s.active += 1
                        return true
                    }
                    s.waiting.append(continuation)
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        case .now: break
        }
        defer { release() }
        // Off the cooperative pool: a measurement holding one of its few threads would keep the
        // server from answering (or refusing) every other request until it ends.
        return try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async { continuation.resume(with: Result { try work() }) }
        }
    }

    /// Hands the slot to the next waiting request, or frees it.
    private func release() {
        let next = state.withLock { s -> CheckedContinuation<Void, Never>? in
            if s.waiting.isEmpty {
                s.active -= 1
                return nil
            }
            return s.waiting.removeFirst()
        }
        next?.resume()
    }
}
