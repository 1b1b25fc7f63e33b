import Foundation
import Synchronization

/// Progress on stderr (only when it is a terminal): at most every 0.2 s, on one rewritten line.
/// `done` and `total` are in any unit (the runner counts bytes of strings files).
final class CheckProgress: Sendable {
    private let state = Mutex((last: Date.distantPast, shown: false))
    private let write: @Sendable (String) -> Void

    init(write: @escaping @Sendable (String) -> Void) { self.write = write }

    func update(_ done: Int, _ total: Int) {
        state.withLock { state in
            let now = Date()
            guard now.timeIntervalSince(state.last) >= 0.2 || done == total else { return }
            state.last = now
            state.shown = true
            let percent = total == 0 ? 100 : done * 100 / total
            write("\rheadroom: measuring \(percent)%\u{1B}[K")
        }
    }

    func finish() {
        state.withLock { if $0.shown { write("\r\u{1B}[K") } }
    }
}
