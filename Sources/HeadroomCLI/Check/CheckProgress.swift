import Foundation

/// Progress on stderr (only when it is a terminal): at most every 0.2 s, on one rewritten line.
/// `done` and `total` are in any unit (the runner counts bytes of strings files).
final class CheckProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var last = Date.distantPast
    private var shown = false
    private let write: @Sendable (String) -> Void

    init(write: @escaping @Sendable (String) -> Void) { self.write = write }

    func update(_ done: Int, _ total: Int) {
        lock.withLock {
            let now = Date()
            guard now.timeIntervalSince(last) >= 0.2 || done == total else { return }
            last = now
            shown = true
            let percent = total == 0 ? 100 : done * 100 / total
            write("\rheadroom: measuring \(percent)%\u{1B}[K")
        }
    }

    func finish() {
        lock.withLock { if shown { write("\r\u{1B}[K") } }
    }
}
