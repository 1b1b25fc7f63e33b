#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file (or standard input for `-`) one line at a time, as raw bytes, so a batch of any
/// length streams in constant memory and a line of invalid UTF-8 can be reported, not crash.
/// A line keeps at most ``lineLimit`` bytes: the rest of an over-long line is read and dropped
/// (``lastLineLength`` says how long it was), so even a 1 GiB line costs no more memory.
package final class BatchLineReader {
    /// Bytes of a line kept: twice the text limit (escapes) plus room for the other fields.
    package static let lineLimit = MeasureRequest.maximumTextBytes * 2 + 4096
    private let file: UnsafeMutablePointer<FILE>
    private let ownsFile: Bool
    private let line: UnsafeMutablePointer<UInt8>
    private var lineCount = 0
    private let chunk: UnsafeMutablePointer<UInt8>
    private let chunkSize = 1 << 16
    private var start = 0
    private var end = 0
    /// The full length of the line `nextLine()` returned last (more than ``lineLimit`` when cut).
    package private(set) var lastLineLength = 0

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
        line = .allocate(capacity: Self.lineLimit)
        chunk = .allocate(capacity: chunkSize)
    }

    deinit {
        line.deallocate()
        chunk.deallocate()
        if ownsFile { fclose(file) }
    }

    /// The next line without its line ending (`\n` or `\r\n`), or nil at the end of the input.
    package func next() -> [UInt8]? {
        nextLine().map { Array($0) }
    }

    /// True when the last line was longer than ``lineLimit`` (only its start was kept).
    package var lastLineWasCut: Bool { lastLineLength > Self.lineLimit }

    /// The next line in the reader's own buffer (valid until the next call), without its line
    /// ending, or nil at the end of the input.
    package func nextLine() -> UnsafeBufferPointer<UInt8>? {
        lineCount = 0
        lastLineLength = 0
        var sawAny = false
        while true {
            if start == end {
                // Standard input may be interactive: read(2) returns what one write delivered
                // (fread would wait for a full chunk).
                var n = read(fileno(file), chunk, chunkSize)
                while n < 0 && errno == EINTR { n = read(fileno(file), chunk, chunkSize) }
                end = max(0, n)
                start = 0
                if end == 0 {
                    if !sawAny { return nil }
                    break
                }
            }
            sawAny = true
            var stop = start
            while stop < end, chunk[stop] != 0x0A { stop += 1 }
            keep(start, stop)
            if stop < end {
                start = stop + 1
                break
            }
            start = end
        }
        var length = lineCount
        if !lastLineWasCut, length > 0, line[length - 1] == 0x0D { length -= 1; lastLineLength -= 1 }
        return UnsafeBufferPointer(start: line, count: length)
    }

    private func keep(_ from: Int, _ to: Int) {
        let count = to - from
        lastLineLength += count
        let room = min(count, Self.lineLimit - lineCount)
        if room > 0 {
            (line + lineCount).update(from: chunk + from, count: room)
            lineCount += room
        }
    }
}
