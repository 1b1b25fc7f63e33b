import SwiftSyntax

/// A file's line starts, for the line and column of a position: what `SourceLocationConverter`
/// gives for line and column (UTF-8 columns from 1; `\n`, `\r` and `\r\n` end a line), in four
/// bytes a line instead of a copy of the file and eight bytes a line.
struct LineTable: Sendable {
    /// The offset after each line break, in order.
    private let lineEnds: [UInt32]
    /// The file's length in UTF-8 bytes.
    private let length: Int

    init(_ text: String) {
        var ends: [UInt32] = []
        var length = 0
        var text = text
        text.withUTF8 { bytes in
            length = bytes.count
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                i += 1
                if byte == UInt8(ascii: "\r"), i < bytes.count, bytes[i] == UInt8(ascii: "\n") { i += 1 }
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { ends.append(UInt32(truncatingIfNeeded: i)) }
            }
        }
        lineEnds = ends
        self.length = length
    }

    /// The line and column (from 1) of `position`, clamped to the file.
    func location(of position: AbsolutePosition) -> (line: Int, column: Int) {
        let offset = max(0, min(position.utf8Offset, length))
        // The first line end after `offset`: the lines before it end at or before it.
        var low = 0
        var high = lineEnds.count
        while low < high {
            let mid = (low + high) / 2
            if Int(lineEnds[mid]) <= offset { low = mid + 1 } else { high = mid }
        }
        return (low + 1, offset - (low == 0 ? 0 : Int(lineEnds[low - 1])) + 1)
    }

    /// Where `node`'s text starts, after its leading trivia (as `startLocation(converter:)`).
    func start(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        location(of: node.positionAfterSkippingLeadingTrivia)
    }
}
