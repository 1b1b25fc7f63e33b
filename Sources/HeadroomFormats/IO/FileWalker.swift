import Foundation

/// Lists and reads files the way an untrusted folder requires: every directory is entered once
/// (known by device and inode, so symlink loops end), only regular files are listed or read
/// (a FIFO or a device named `Localizable.strings` is a problem, not a hang), a file or link that
/// resolves outside the allowed folders is refused, and at most ``InputLimits/fileBytes`` are read.
public struct FileWalker: Sendable {
    /// Real paths (symlinks resolved) under which files may be read; empty allows everything.
    public var allowedRoots: [String]

    public init(allowedRoots: [String] = []) {
        self.allowedRoots = allowedRoots.map { Self.realPath($0) ?? $0 }
    }

    /// `path` with every symlink, `.` and `..` resolved, or nil when it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// True when `path` resolves inside one of the allowed roots (or no roots are set).
    public func isAllowed(_ path: String) -> Bool {
        guard !allowedRoots.isEmpty else { return true }
        guard let real = Self.realPath(path) else { return false }
        return allowedRoots.contains { Self.isInside(real, $0) }
    }

    /// True when the real path `path` is `root` or below it.
    public static func isInside(_ path: String, _ root: String) -> Bool {
        root == "/" || path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// What a path is. `outside`: a folder (through a symlink) whose real path leaves the folder walked; never entered.
    public enum Kind: Sendable { case directory, regular, other, missing, outside }

    /// What `path` is after following symlinks, and its device and inode.
    public static func kind(_ path: String) -> (Kind, dev: UInt64, ino: UInt64) {
        var st = stat()
        guard stat(path, &st) == 0 else { return (.missing, 0, 0) }
        let type = st.st_mode & S_IFMT
        let kind: Kind = type == S_IFDIR ? .directory : type == S_IFREG ? .regular : .other
        return (kind, UInt64(st.st_dev), UInt64(st.st_ino))
    }

    /// Every entry under `directory` (names relative to it, sorted depth first like `ls -R`),
    /// descending into each directory once and never into a folder link that leaves `directory`
    /// (a cloned repository may carry a link to `/`): that one is visited with kind `outside`.
    /// `descend` decides on a sub-folder by its relative path; `visit` gets each non-directory's
    /// relative path and kind.
    public func walk(_ directory: String, descend: (String) -> Bool, visit: (String, Kind) -> Void) {
        let root = Self.realPath(directory) ?? directory
        var seen = Set<[UInt64]>()
        let top = Self.kind(directory)
        seen.insert([top.dev, top.ino])
        var stack: [String] = [""]
        while let relative = stack.popLast() {
            let full = relative.isEmpty ? directory : directory + "/" + relative
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: full)) ?? []).sorted()
            var subfolders: [String] = []
            for name in names {
                let sub = relative.isEmpty ? name : relative + "/" + name
                let info = Self.kind(directory + "/" + sub)
                if info.0 == .directory {
                    guard descend(sub) else { continue }
                    guard Self.isInside(Self.realPath(directory + "/" + sub) ?? "", root) else {
                        visit(sub, .outside)
                        continue
                    }
                    guard seen.insert([info.dev, info.ino]).inserted else { continue }
                    subfolders.append(sub)
                } else {
                    visit(sub, info.0)
                }
            }
            stack.append(contentsOf: subfolders.reversed())
        }
    }

    /// Why a file was not read.
    public enum ReadFailure: Error, Sendable, Equatable {
        case notRegular
        case tooLarge(bytes: Int)
        case unreadable(String)
    }

    /// The bytes of a regular file of at most `limit` bytes: opened without blocking, the opened
    /// descriptor checked (a FIFO swapped in after a listing cannot hang) and its size checked
    /// before anything is read.
    public static func readRegular(_ file: String, limit: Int) -> Result<[UInt8], ReadFailure> {
        let fd = open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular) }
        if Int(st.st_size) > limit { return .failure(.tooLarge(bytes: Int(st.st_size))) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(st.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(String(cString: strerror(errno))))
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
            // The file grew after fstat (or is a /proc file that reports size 0).
            if bytes.count > limit { return .failure(.tooLarge(bytes: bytes.count)) }
        }
        return .success(bytes)
    }

    /// The bytes of a regular file, at most ``InputLimits/fileBytes``, inside the allowed roots.
    public func readFile(_ file: String) throws(FormatError) -> [UInt8] {
        guard isAllowed(file) else {
            throw .unreadable(file: file, reason: "it resolves outside the project folder (\(Self.realPath(file) ?? file)); allow its folder with 'allowOutside:' in the manifest")
        }
        let limit = InputLimits.fileBytes
        switch Self.readRegular(file, limit: limit) {
        case .success(let bytes): return bytes
        case .failure(.notRegular): throw .unreadable(file: file, reason: "not a regular file (a FIFO, device or socket is never read)")
        case .failure(.tooLarge(let size)): throw .unreadable(file: file, reason: "larger than the limit of \(limit >> 20) MiB per file (\(size) bytes)")
        case .failure(.unreadable(let reason)): throw .unreadable(file: file, reason: reason)
        }
    }
}
