import DynamicType
import Foundation
import HeadroomFormats

/// A file `headroom` writes (a report, a page of the HTML report, a baseline), written so that a
/// run never damages what is there:
/// - a regular file (or a new one) is written to a temporary file beside it and renamed over it
///   by ``commit()``: the previous report stays whole until then, and after an interruption there
///   is no finished-looking partial report (SIGINT/SIGTERM also remove the temporary file);
/// - a device, FIFO, socket or `/dev/stdout`-like path (under `/dev/` or `/proc/`) is written
///   through, never replaced by a regular file;
/// - a path that is one of the run's inputs (a strings file, the manifest, the baseline read, a
///   font) is refused before anything is written.
final class ReportDestination {
    let path: String
    private var fd: Int32
    private let temporary: String?

    private init(path: String, fd: Int32, temporary: String?) {
        self.path = path
        self.fd = fd
        self.temporary = temporary
    }

    /// Opens `path` for writing; `inputs` are the files the run reads.
    static func open(_ given: String, inputs: InputFiles) throws -> ReportDestination {
        if let input = inputs.match(given) {
            throw ReportWriteError.isInput(path: given, input: input)
        }
        var path = given
        if let target = linkTarget(given) {
            // A link to /proc/self/fd/1 or /dev/stdout is written through; a link to a file keeps
            // being a link: the file it points to is replaced.
            if target.hasPrefix("/proc/") || target.hasPrefix("/dev/") {
                let fd = Foundation.open(given, O_WRONLY | O_CLOEXEC)
                guard fd >= 0 else { throw ReportWriteError.failed(path: given, reason: String(cString: strerror(errno))) }
                return ReportDestination(path: given, fd: fd, temporary: nil)
            }
            if let real = FileWalker.realPath(given) { path = real }
        }
        var st = stat()
        let exists = stat(path, &st) == 0
        if (exists && st.st_mode & S_IFMT != S_IFREG) || path.hasPrefix("/dev/") || path.hasPrefix("/proc/") {
            guard !exists || st.st_mode & S_IFMT != S_IFDIR else { throw ReportWriteError.failed(path: path, reason: "it is a folder") }
            let fd = Foundation.open(path, O_WRONLY | O_CLOEXEC | (exists ? 0 : O_CREAT), 0o644)
            guard fd >= 0 else { throw ReportWriteError.failed(path: path, reason: String(cString: strerror(errno))) }
            return ReportDestination(path: path, fd: fd, temporary: nil)
        }
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw ReportWriteError.failed(path: path, reason: error.localizedDescription)
            }
        }
        let name = (path as NSString).lastPathComponent
        var template = Array(((directory.isEmpty ? "" : directory + "/") + ".\(name).headroom-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw ReportWriteError.failed(path: path, reason: String(cString: strerror(errno))) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        TemporaryFiles.register(temporary)
        // mkstemp makes it 0600; a report is as readable as any file the user creates.
        let mask = umask(0); umask(mask)
        fchmod(fd, 0o666 & ~mask)
        return ReportDestination(path: path, fd: fd, temporary: temporary)
    }

    /// Writes all of `bytes` (a short write or an error such as ENOSPC is a write error).
    func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                throw ReportWriteError.failed(path: path, reason: String(cString: strerror(errno)))
            }
            offset += n
        }
    }

    /// Closes the file and, for a regular file, renames the finished temporary file over `path`.
    func commit() throws {
        let closed = close(fd)
        fd = -1
        guard let temporary else {
            if closed != 0 { throw ReportWriteError.failed(path: path, reason: String(cString: strerror(errno))) }
            return
        }
        defer { TemporaryFiles.unregister(temporary) }
        guard closed == 0, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw ReportWriteError.failed(path: path, reason: reason)
        }
    }

    /// Gives up: closes and removes the temporary file; `path` is left as it was.
    func abandon() {
        if fd >= 0 { close(fd); fd = -1 }
        if let temporary {
            unlink(temporary)
            TemporaryFiles.unregister(temporary)
        }
    }

    deinit { abandon() }
}

/// Where the symlink at `path` leads (each hop followed, absolute), or nil when it is no link.
private func linkTarget(_ path: String) -> String? {
    var current = path
    var hops = 0
    var st = stat()
    while lstat(current, &st) == 0, st.st_mode & S_IFMT == S_IFLNK, hops < 40 {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(current, &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        let text = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.hasPrefix("/proc/") || text.hasPrefix("/dev/") { return text }
        current = text.hasPrefix("/") ? text : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(text)
        hops += 1
    }
    return hops > 0 ? current : nil
}

/// Writing an output failed: exit status 3, never confused with findings (1) or bad usage (2).
/// An output that is one of the run's inputs is refused before anything is written: a usage
/// mistake (2).
enum ReportWriteError: CommandError {
    case isInput(path: String, input: String)
    case failed(path: String, reason: String)

    var exitStatus: Int32 {
        if case .isInput = self { return ExitStatus.usage }
        return ExitStatus.cannotWrite
    }

    var description: String {
        switch self {
        case .isInput(let path, let input):
            "refusing to write \(path): it is \(input), an input of this run"
        case .failed(let path, let reason):
            "cannot write \(path): \(reason)"
        }
    }
}
