/// Sets translator comments in a String Catalog (`.xcstrings`) by editing those values only: every
/// other byte stays as Xcode (or the developer) wrote it, so the change reviews as one line per key.
public enum StringCatalogComments {
    /// `bytes` (a catalog read from `file`) with the comment of each key that `comment` answers for
    /// (given the key and its current comment, nil when it has none): an existing `"comment"` value
    /// is replaced; a unit without one gets it as its first member (Xcode sorts `comment` first),
    /// indented and separated like the unit's other members. Returns the new bytes (UTF-8, with the
    /// byte order mark when the file had one) and how many comments were set.
    public static func setting(
        in bytes: [UInt8], file: String, _ comment: (_ key: String, _ current: String?) -> String?
    ) throws(FormatError) -> (bytes: [UInt8], changed: Int) {
        let text = try TextDecoding.decode(bytes, file: file)
        let s = text.scalars
        let root = try JSONTreeParser.parse(s, file: file)
        guard let strings = root["strings"]?.members else {
            throw .invalidStructure(
                SourceLocation(file: file, line: root.line, column: root.column), reason: "no \"strings\" object")
        }
        let lineStarts = Self.lineStarts(s)
        func index(_ line: Int, _ column: Int) -> Int { lineStarts[line - 1] + column - 1 }
        var edits: [(range: Range<Int>, replacement: [UInt32])] = []
        for (key, keyLine, keyColumn, unit) in strings {
            guard case .object(let members, let line, let column) = unit else { continue }
            let existing = members.last { $0.key == "comment" }
            guard let new = comment(key, existing?.value.stringValue) else { continue }
            let quoted = JSONWriter.quoted(new).unicodeScalars.map(\.value)
            let open = index(line, column)
            if let existing {
                // Only a string comment is replaced: from its opening quote to its closing one.
                guard case .string(_, let l, let c) = existing.value else { continue }
                let start = index(l, c) - 1
                edits.append((start..<Self.stringEnd(s, from: start), quoted))
            } else if let first = members.first {
                let firstKey = index(first.keyLine, first.keyColumn) - 1
                let separator = Array(s[Self.stringEnd(s, from: firstKey)..<Self.valueStart(s, first.value, index)])
                let gap = Array(s[(open + 1)..<firstKey])
                let member = Array("\"comment\"".unicodeScalars.map(\.value)) + separator + quoted + [0x2C] + gap
                edits.append((firstKey..<firstKey, member))
            } else {
                let keyStart = index(keyLine, keyColumn) - 1
                let separator = Array(s[Self.stringEnd(s, from: keyStart)..<open])
                let close = Self.closingBrace(s, after: open)
                let name = Array("\"comment\"".unicodeScalars.map(\.value))
                let before = s[lineStarts[keyLine - 1]..<keyStart]
                if before.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                    // An empty unit on a line of its own: the member on its own line, one step
                    // (two spaces) deeper than the key.
                    let indent = Array(before)
                    let member = [0x7B, 0x0A] + indent + [0x20, 0x20] + name + separator + quoted + [0x0A] + indent + [0x7D]
                    edits.append((open..<(close + 1), member))
                } else {
                    // A key that shares its line (a catalog written on one line): the member inline.
                    edits.append((open..<(close + 1), [0x7B] + name + separator + quoted + [0x7D]))
                }
            }
        }
        // The edits spliced in one pass, in file order: linear in the file whatever their number.
        edits.sort { $0.range.lowerBound < $1.range.lowerBound }
        var out: [UInt32] = []
        out.reserveCapacity(s.count + edits.reduce(0) { $0 + $1.replacement.count })
        var position = 0
        for edit in edits {
            out += s[position..<edit.range.lowerBound]
            out += edit.replacement
            position = edit.range.upperBound
        }
        out += s[position...]
        var result: [UInt8] = text.hadByteOrderMark && text.encoding == .utf8 ? [0xEF, 0xBB, 0xBF] : []
        result.reserveCapacity(bytes.count + edits.count * 64)
        for scalar in out { UTF8.encode(Unicode.Scalar(scalar)!) { result.append($0) } }
        return (result, edits.count)
    }

    /// Index of the first scalar of each line (LF, CR LF or a lone CR ends one, as the reader counts).
    static func lineStarts(_ s: [UInt32]) -> [Int] {
        var starts = [0]
        var i = 0
        while i < s.count {
            let c = s[i]
            i += 1
            if c == 0x0A || (c == 0x0D && (i >= s.count || s[i] != 0x0A)) { starts.append(i) }
        }
        return starts
    }

    /// The index just past the closing quote of the string whose opening quote is at `start`.
    static func stringEnd(_ s: [UInt32], from start: Int) -> Int {
        var i = start + 1
        while i < s.count, s[i] != 0x22 { i += s[i] == 0x5C ? 2 : 1 }
        return i + 1
    }

    /// Where a value starts (a string's opening quote, not its first character).
    static func valueStart(_ s: [UInt32], _ value: JSONNode, _ index: (Int, Int) -> Int) -> Int {
        if case .string = value { return index(value.line, value.column) - 1 }
        return index(value.line, value.column)
    }

    /// The `}` that closes the empty object opened at `open`.
    static func closingBrace(_ s: [UInt32], after open: Int) -> Int {
        var i = open + 1
        while i < s.count, s[i] != 0x7D { i += 1 }
        return i
    }
}
