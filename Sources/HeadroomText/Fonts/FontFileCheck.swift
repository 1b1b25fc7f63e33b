import Foundation

/// Checks that a font file is whole before it is measured with: an OpenType/TrueType file (or
/// each face of a collection) whose table directory points inside the file. FreeType opens a
/// truncated file lazily and the layout then silently measures through the fallbacks (a font cut
/// to 1 KB was accepted; half an Inter file measured 111.55 pt against 106.02 pt).
public enum FontFileCheck {
    /// Throws `FontError.corrupt` naming the file when it is not a whole sfnt font or collection.
    public static func validate(_ path: String) throws {
        // Only the headers are read (a CJK collection is tens of MB): the table directories and the file size.
        // Non-blocking: opening a FIFO named like a font must not wait for a writer.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw errno == ENOENT ? FontError.missingFile(path: path, package: nil) : FontError.unreadable(path: path) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG else {
            throw FontError.corrupt(path: path, reason: "not a regular file (a FIFO, device or socket is never read)")
        }
        let size = Int(st.st_size)
        func read(_ at: Int, _ count: Int) -> [UInt8]? {
            guard at >= 0, at + count <= size else { return nil }
            var buffer = [UInt8](repeating: 0, count: count)
            let n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress!, count, off_t(at)) }
            return n == count ? buffer : nil
        }
        func u32(_ at: Int) -> Int? {
            guard let b = read(at, 4) else { return nil }
            return Int(b[0]) << 24 | Int(b[1]) << 16 | Int(b[2]) << 8 | Int(b[3])
        }
        func u16(_ at: Int) -> Int? {
            guard let b = read(at, 2) else { return nil }
            return Int(b[0]) << 8 | Int(b[1])
        }
        guard let tag = u32(0) else { throw FontError.corrupt(path: path, reason: "shorter than a font header (\(size) bytes)") }
        var faces: [Int] = [0]
        if tag == 0x7474_6366 /* ttcf */ {
            guard let count = u32(8), count > 0, count < 10_000 else { throw FontError.corrupt(path: path, reason: "bad collection header") }
            faces = []
            for index in 0..<count {
                guard let offset = u32(12 + 4 * index) else { throw FontError.corrupt(path: path, reason: "collection header cut short") }
                faces.append(offset)
            }
        }
        for face in faces {
            guard let version = u32(face), [0x0001_0000, 0x4F54_544F /* OTTO */, 0x7472_7565 /* true */].contains(version) else {
                throw FontError.corrupt(path: path, reason: "not an OpenType or TrueType font")
            }
            guard let tables = u16(face + 4), tables > 0 else { throw FontError.corrupt(path: path, reason: "no tables") }
            for table in 0..<tables {
                let record = face + 12 + 16 * table
                guard let offset = u32(record + 8), let length = u32(record + 12) else {
                    throw FontError.corrupt(path: path, reason: "table directory cut short (the file is truncated)")
                }
                guard offset + length <= size else {
                    throw FontError.corrupt(
                        path: path, reason: "a table ends at byte \(offset + length) but the file has \(size) (the file is truncated)")
                }
            }
        }
    }
}
