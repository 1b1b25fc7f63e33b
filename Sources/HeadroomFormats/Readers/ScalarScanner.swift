/// The skeleton the hand-written readers of decoded Unicode scalars share (`.strings`, JSON, XML):
/// a position in the text with its line and column, moving forward one scalar at a time, and the
/// entry point that runs a reader over a text and hands back its result or its typed error.
protocol ScalarScanner {
    /// Where the reader is (`s`, `i`, `line` and `lineStart` below read and move it).
    var cursor: ScalarCursor { get set }
    /// The file the text came from, for messages.
    var file: String { get }

    init(cursor: ScalarCursor, file: String)

    /// What reading a whole text gives.
    associatedtype Document
    /// Reads the whole text from the start.
    mutating func document() throws(FormatError) -> Document
}

extension ScalarScanner {
    /// The text.
    @inline(__always) var s: UnsafeBufferPointer<UInt32> { cursor.s }
    /// Index of the next scalar.
    @inline(__always) var i: Int {
        get { cursor.i }
        set { cursor.i = newValue }
    }
    /// 1-based line of `i`.
    @inline(__always) var line: Int {
        get { cursor.line }
        set { cursor.line = newValue }
    }
    /// Index where the current line starts.
    @inline(__always) var lineStart: Int {
        get { cursor.lineStart }
        set { cursor.lineStart = newValue }
    }

    /// 1-based column of `i`, in scalars.
    var column: Int { i - lineStart + 1 }

    func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// Where the scanner is.
    var here: SourceLocation { location(line, column) }

    /// Moves past s[i], counting lines (LF, CR LF, or a lone CR ends one).
    @inline(__always) mutating func advance() {
        let c = s[i]
        i += 1
        if c == 0x0A || (c == 0x0D && (i >= s.count || s[i] != 0x0A)) {
            line += 1
            lineStart = i
        }
    }

    /// Reads `text` (which it borrows for the call), the scalars of `file`.
    static func parse(_ text: [UInt32], file: String) throws(FormatError) -> Document {
        var result: Document?
        var failure: FormatError?
        text.withUnsafeBufferPointer { buffer in
            var scanner = Self(cursor: ScalarCursor(s: buffer), file: file)
            do throws(FormatError) { result = try scanner.document() } catch { failure = error }
        }
        if let failure { throw failure }
        return result!
    }
}

/// Appends the UTF-8 form of a scalar value (invalid values become U+FFFD).
@inline(__always) func appendUTF8(_ c: UInt32, to out: inout [UInt8]) {
    switch c {
    case 0..<0x80: out.append(UInt8(c))
    case 0x80..<0x800:
        out.append(UInt8(0xC0 | (c >> 6))); out.append(UInt8(0x80 | (c & 0x3F)))
    case 0x800..<0x10000:
        if (0xD800...0xDFFF).contains(c) { appendUTF8(0xFFFD, to: &out); return }
        out.append(UInt8(0xE0 | (c >> 12))); out.append(UInt8(0x80 | ((c >> 6) & 0x3F)))
        out.append(UInt8(0x80 | (c & 0x3F)))
    case 0x10000...0x10FFFF:
        out.append(UInt8(0xF0 | (c >> 18))); out.append(UInt8(0x80 | ((c >> 12) & 0x3F)))
        out.append(UInt8(0x80 | ((c >> 6) & 0x3F))); out.append(UInt8(0x80 | (c & 0x3F)))
    default: appendUTF8(0xFFFD, to: &out)
    }
}
