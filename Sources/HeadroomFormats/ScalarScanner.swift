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

    /// Runs `body` on a scanner over `text` (which it borrows for the call).
    static func scan<T>(_ text: [UInt32], file: String, _ body: (inout Self) throws(FormatError) -> T) throws(FormatError) -> T {
        var result: T?
        var failure: FormatError?
        text.withUnsafeBufferPointer { buffer in
            var scanner = Self(s: buffer, file: file)
            do throws(FormatError) { result = try body(&scanner) } catch { failure = error }
        }
        if let failure { throw failure }
        return result!
    }
}
