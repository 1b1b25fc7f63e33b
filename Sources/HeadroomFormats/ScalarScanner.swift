/// The skeleton the hand-written readers of decoded Unicode scalars share (`.strings`, JSON, XML):
/// a position in the text with its line and column, moving forward one scalar at a time, and the
/// entry point that runs a reader over a text and hands back its result or its typed error.
protocol ScalarScanner {
    var s: UnsafeBufferPointer<UInt32> { get }
    var file: String { get }
    /// Index of the next scalar.
    var i: Int { get set }
    /// 1-based line of `i`.
    var line: Int { get set }
    /// Index where the current line starts.
    var lineStart: Int { get set }

    init(s: UnsafeBufferPointer<UInt32>, file: String)

    /// What reading a whole text gives.
    associatedtype Document
    /// Reads the whole text from the start.
    mutating func document() throws(FormatError) -> Document
}

extension ScalarScanner {
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
            var scanner = Self(s: buffer, file: file)
            do throws(FormatError) { result = try scanner.document() } catch { failure = error }
        }
        if let failure { throw failure }
        return result!
    }
}
