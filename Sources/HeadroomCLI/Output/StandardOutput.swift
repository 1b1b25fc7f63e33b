import Foundation
import Synchronization

/// stdout written with write(2): a full disk or a closed pipe is remembered as a write error
/// (exit 3) instead of trapping inside FileHandle.
final class StandardOutput: Sendable {
    private let failed = Mutex<String?>(nil)

    /// Why writing stopped, if it did.
    var failure: String? { failed.withLock { $0 } }

    func write(_ text: String) {
        guard failure == nil else { return }
        if let reason = Self.writeAll(Array(text.utf8), to: 1) { failed.withLock { $0 = reason } }
    }

    /// Writes `bytes` whole to `descriptor`; the reason when it could not (EPIPE with SIGPIPE ignored, ENOSPC).
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var rest = bytes[...]
        while !rest.isEmpty {
            let n = rest.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            rest = rest.dropFirst(n)
        }
        return nil
    }

    /// A command's whole output to stdout: a write error is ``ReportWriteError`` (exit 3).
    static func print(_ bytes: [UInt8]) throws {
        if let reason = writeAll(bytes, to: 1) { throw ReportWriteError.failed(path: "standard output", reason: reason) }
    }

    static func print(_ text: String) throws { try print(Array(text.utf8)) }

    /// A message on stderr; a failure there has nowhere to be told.
    static func printError(_ text: String) { _ = writeAll(Array(text.utf8), to: 2) }
}
