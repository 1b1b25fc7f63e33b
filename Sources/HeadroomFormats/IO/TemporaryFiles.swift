import Foundation
import Synchronization

/// Temporary files and folders the process must not leave behind: registered while they exist,
/// removed by a SIGINT/SIGTERM handler (which then lets the signal end the process as before).
/// After SIGKILL nothing runs; a report is then only ever an unrenamed temporary file beside its
/// target, never a finished-looking partial report.
///
/// The handler touches only preallocated C memory (a fixed table of `strdup`ed paths) and calls
/// `unlink`, `rmdir`, `opendir`/`readdir` (one level: the JUnit spill folder is flat).
public enum TemporaryFiles {
    private static let capacity = 64
    nonisolated(unsafe) private static let table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        table.initialize(repeating: nil, count: capacity)
        return table
    }()
    nonisolated(unsafe) private static let nameBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: 4096)
    private static let lock = Mutex(())
    nonisolated(unsafe) private static var installed = false

    /// Registers `path` (a file, or a flat folder) for removal if the process is interrupted.
    public static func register(_ path: String) {
        lock.withLock { _ in
            _ = nameBuffer
            installHandlers()
            for slot in 0..<capacity where table[slot] == nil {
                table[slot] = strdup(path)
                return
            }
        }
    }

    /// Forgets `path` (it was renamed into place or removed).
    public static func unregister(_ path: String) {
        lock.withLock { _ in
            for slot in 0..<capacity {
                if let entry = table[slot], String(cString: entry) == path {
                    table[slot] = nil
                    free(entry)
                }
            }
        }
    }

    private static func installHandlers() {
        guard !installed else { return }
        installed = true
        // A parent may start us with these blocked (a thread pool's mask is inherited through
        // posix_spawn): then SIGTERM would stay pending and never clean up or end the run.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for sig in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&unblock, sig) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            signal(sig) { received in
                TemporaryFiles.removeAll()
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }

    /// Removes every registered path (called from the signal handler, and by tests).
    public static func removeAll() {
        for slot in 0..<capacity {
            guard let path = table[slot] else { continue }
            if unlink(path) != 0, let dir = opendir(path) {
                // A flat folder: remove its files, then the folder.
                while let entry = readdir(dir) {
                    withUnsafeBytes(of: entry.pointee.d_name) { raw in
                        let bytes = raw.bindMemory(to: CChar.self)
                        let length = strnlen(bytes.baseAddress!, bytes.count)
                        let base = strlen(path)
                        guard length > 0, !(bytes[0] == 0x2E && (length == 1 || (length == 2 && bytes[1] == 0x2E))),
                            base + 1 + length < 4096 else { return }
                        memcpy(nameBuffer, path, base)
                        nameBuffer[base] = 0x2F
                        memcpy(nameBuffer + base + 1, bytes.baseAddress!, length)
                        nameBuffer[base + 1 + length] = 0
                        unlink(nameBuffer)
                    }
                }
                closedir(dir)
                rmdir(path)
            }
        }
    }
}
