#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file (or standard input for `-`) one line at a time, as raw bytes, so a batch of any
/// length streams in constant memory and a line of invalid UTF-8 can be reported, not crash.
package final class BatchLineReader {
    private let file: UnsafeMutablePointer<FILE>
    private let ownsFile: Bool
    private var buffer: UnsafeMutablePointer<CChar>?
    private var capacity = 0

    /// Opens `path`, or reads standard input for `-`.
    package init(path: String) throws {
        if path == "-" {
            guard let input = fdopen(0, "rb") else {
                throw MeasureError.batchInput(path: path, reason: "standard input is closed")
            }
            file = input
            ownsFile = false
        } else {
            guard let opened = fopen(path, "rb") else {
                throw MeasureError.batchInput(path: path, reason: String(cString: strerror(errno)))
            }
            file = opened
            ownsFile = true
        }
    }

    deinit {
        free(buffer)
        if ownsFile { fclose(file) }
    }

    /// The next line without its line ending (`\n` or `\r\n`), or nil at the end of the input.
    package func next() -> [UInt8]? {
        nextLine().map { Array($0) }
    }

    /// The next line in the reader's own buffer (valid until the next call), without its line
    /// ending, or nil at the end of the input.
    package func nextLine() -> UnsafeBufferPointer<UInt8>? {
        let count = getline(&buffer, &capacity, file)
        guard count >= 0, let buffer else { return nil }
        var length = count
        if length > 0, buffer[length - 1] == 0x0A { length -= 1 }
        if length > 0, buffer[length - 1] == 0x0D { length -= 1 }
        return UnsafeBufferPointer(start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: length)
    }
}
