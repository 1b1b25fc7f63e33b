import Foundation

/// The files a run reads, known by device and inode (so a hard link or another spelling of the
/// path is recognized too): no output of the run may be written over one of them.
public struct InputFiles: Sendable {
    private var ids: [[UInt64]: String] = [:]

    /// The files at `paths` (a folder: every file directly in it).
    public init(_ paths: [String] = []) {
        for path in paths { add(path) }
    }

    /// Adds the file at `path` (a folder: every file directly in it); a missing path adds nothing.
    public mutating func add(_ path: String) {
        var st = stat()
        guard stat(path, &st) == 0 else { return }
        if st.st_mode & S_IFMT == S_IFDIR {
            // A font folder: every file directly in it.
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                var child = stat()
                let full = (path as NSString).appendingPathComponent(name)
                if stat(full, &child) == 0, child.st_mode & S_IFMT == S_IFREG {
                    ids[[UInt64(child.st_dev), UInt64(child.st_ino)]] = full
                }
            }
            return
        }
        guard st.st_mode & S_IFMT == S_IFREG else { return }
        ids[[UInt64(st.st_dev), UInt64(st.st_ino)]] = path
    }

    /// The input `path` is (after following links), if any.
    public func match(_ path: String) -> String? {
        var st = stat()
        guard stat(path, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { return nil }
        return ids[[UInt64(st.st_dev), UInt64(st.st_ino)]]
    }
}


extension InputFiles {
    /// Both sets.
    public func merging(_ other: InputFiles) -> InputFiles {
        var merged = self
        merged.ids.merge(other.ids) { mine, _ in mine }
        return merged
    }
}
