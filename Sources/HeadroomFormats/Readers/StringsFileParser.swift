/// A hand-written parser for the old-style property list "strings" dialect, scanning decoded
/// Unicode scalars (no per-character `String` indexing).
///
/// Grammar and behaviour follow Apple's parser: `"key" = "value";`, `"key";` (the value is the
/// key), single-quoted strings, unquoted tokens of `[A-Za-z0-9_$+/:.-]`, `//` and `/* */` comments anywhere between
/// tokens, escapes `\n \t \r \a \b \f \v`, `\U` and `\u` with up to four hex digits (surrogate
/// pairs as two escapes), octal `\ooo` (taken as a Unicode code point), and any other escaped
/// character standing for itself (`\"`, `\\`, `\'`). A missing `;` after the last entry is
/// accepted with a warning (Apple's parser only accepts it in a compatibility mode, so the
/// warning says so); duplicate keys keep the last value, with a warning.
struct StringsFileParser: ScalarScanner {
    var cursor: ScalarCursor
    let file: String
    var warnings: [FormatWarning] = []
    /// The last comment seen since the previous entry ended.
    var pendingComment: String?

    init(cursor: ScalarCursor, file: String) {
        self.cursor = cursor
        self.file = file
    }

    mutating func document() throws(FormatError) -> StringsParseResult {
        var pairs: [StringsPair] = []
        // A leading byte order mark decoded as U+FEFF (e.g. a BOM inside UTF-8 written twice).
        if i < s.count, s[i] == 0xFEFF { i += 1; lineStart = 1 }
        // A strings file may also be written as a full old-style dictionary: `{ "k" = "v"; }`.
        try skipTrivia()
        var braceLine = 0, braceColumn = 0
        if i < s.count, s[i] == 0x7B /* { */ {
            braceLine = line; braceColumn = column
            advance()
        }
        while true {
            try skipTrivia()
            if braceLine > 0, i < s.count, s[i] == 0x7D /* } */ {
                advance()
                try skipTrivia()
                if i < s.count {
                    throw .syntax(location(line, column), reason: "unexpected \(describe(s[i])) after the closing '}'")
                }
                braceLine = 0
                break
            }
            guard i < s.count else { break }
            let keyLine = line, keyColumn = column
            let comment = pendingComment
            pendingComment = nil
            guard let key = try readToken(role: "key") else {
                throw .syntax(location(line, column), reason: "expected a quoted key, found \(describe(s[i]))")
            }
            let (keyText, kLine, kColumn) = key
            try skipTrivia()
            if i < s.count, s[i] == 0x3B /* ; */ {
                advance()
                pairs.append(StringsPair(key: keyText, value: keyText, comment: comment, keyLine: kLine,
                                         keyColumn: kColumn, valueLine: kLine, valueColumn: kColumn))
                continue
            }
            guard i < s.count else {
                throw .syntax(location(keyLine, keyColumn), reason: "key \(quoted(keyText)) has no value: expected '=' or ';' before end of file")
            }
            guard s[i] == 0x3D /* = */ else {
                throw .syntax(location(line, column), reason: "expected '=' or ';' after key \(quoted(keyText)), found \(describe(s[i]))")
            }
            advance()
            try skipTrivia()
            guard i < s.count else {
                throw .syntax(location(line, column), reason: "expected a value for key \(quoted(keyText)) before end of file")
            }
            guard let value = try readToken(role: "value") else {
                throw .syntax(location(line, column), reason: "expected a quoted value for key \(quoted(keyText)), found \(describe(s[i]))")
            }
            pairs.append(StringsPair(key: keyText, value: value.0, comment: comment, keyLine: kLine,
                                     keyColumn: kColumn, valueLine: value.1, valueColumn: value.2))
            let afterValueLine = line, afterValueColumn = column
            try skipTrivia()
            if i < s.count, s[i] == 0x3B {
                advance()
            } else if i >= s.count {
                warnings.append(FormatWarning(.missingFinalSemicolon, location(afterValueLine, afterValueColumn),
                                              "missing ';' after the last entry (key \(quoted(keyText))): accepted here, but Apple's strict parser (plutil) rejects it"))
            } else {
                // A quote left open usually closes at the next key's opening quote: say so.
                let hint = value.1 < afterValueLine
                    ? " (the value starting on line \(value.1) spans several lines: is its closing quote missing?)" : ""
                throw .syntax(location(line, column), reason: "expected ';' after the value of key \(quoted(keyText)), found \(describe(s[i]))\(hint)")
            }
            pendingComment = nil
        }
        if braceLine > 0 {
            throw .syntax(location(braceLine, braceColumn), reason: "the '{' opened here has no closing '}'")
        }
        let kept = resolveDuplicates(pairs)
        return StringsParseResult(pairs: kept, warnings: warnings.sorted { $0.location < $1.location })
    }

    /// Keeps the last occurrence of each key; warns about the earlier ones.
    mutating func resolveDuplicates(_ pairs: [StringsPair]) -> [StringsPair] {
        var lastIndex: [String: Int] = [:]
        lastIndex.reserveCapacity(pairs.count)
        for (index, pair) in pairs.enumerated() { lastIndex[pair.key] = index }
        guard lastIndex.count != pairs.count else { return pairs }
        var kept: [StringsPair] = []
        kept.reserveCapacity(lastIndex.count)
        for (index, pair) in pairs.enumerated() {
            let last = lastIndex[pair.key]!
            if last == index {
                kept.append(pair)
            } else {
                let winner = pairs[last]
                warnings.append(FormatWarning(.duplicateKey, location(pair.keyLine, pair.keyColumn),
                                              "duplicate key \(quoted(pair.key)); the value at line \(winner.keyLine) wins"))
            }
        }
        return kept
    }

    /// Skips whitespace and comments, remembering the last comment's text.
    mutating func skipTrivia() throws(FormatError) {
        while i < s.count {
            let c = s[i]
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0B || c == 0x0C || c == 0xFEFF || c == 0xA0 || c == 0x2028 || c == 0x2029 {
                advance()
            } else if c == 0x2F /* / */, i + 1 < s.count, s[i + 1] == 0x2A /* * */ {
                let startLine = line, startColumn = column
                advance(); advance()
                let bodyStart = i
                var closed = false
                while i < s.count {
                    if s[i] == 0x2A, i + 1 < s.count, s[i + 1] == 0x2F {
                        pendingComment = trimmedString(bodyStart, i)
                        advance(); advance()
                        closed = true
                        break
                    }
                    advance()
                }
                if !closed {
                    throw .syntax(location(startLine, startColumn), reason: "unterminated comment: '/*' has no closing '*/'")
                }
            } else if c == 0x2F, i + 1 < s.count, s[i + 1] == 0x2F {
                advance(); advance()
                let bodyStart = i
                while i < s.count, s[i] != 0x0A, s[i] != 0x0D { i += 1 }
                pendingComment = trimmedString(bodyStart, i)
            } else {
                return
            }
        }
    }

    /// Reads a quoted or unquoted token; nil if s[i] starts neither. Returns the text and the
    /// position of its first character (after the opening quote).
    mutating func readToken(role: String) throws(FormatError) -> (String, Int, Int)? {
        let c = s[i]
        if c == 0x22 /* " */ || c == 0x27 /* ' (old-style plists accept single quotes too) */ {
            let quote = c
            let quoteLine = line, quoteColumn = column
            advance()
            let startLine = line, startColumn = column
            var utf8: [UInt8] = []
            while i < s.count {
                let d = s[i]
                if d == quote {
                    advance()
                    return (String(decoding: utf8, as: UTF8.self), startLine, startColumn)
                }
                if d == 0x5C /* \ */ {
                    try readEscape(into: &utf8)
                    continue
                }
                appendUTF8(d, to: &utf8)
                advance()
            }
            throw .syntax(location(quoteLine, quoteColumn), reason: "unterminated quoted \(role): the '\"' opened here is never closed")
        }
        if Self.isUnquoted(c) {
            let startLine = line, startColumn = column
            var utf8: [UInt8] = []
            while i < s.count, Self.isUnquoted(s[i]) {
                utf8.append(UInt8(s[i]))
                i += 1
            }
            return (String(decoding: utf8, as: UTF8.self), startLine, startColumn)
        }
        return nil
    }

    /// Reads one escape sequence at s[i] (the backslash).
    mutating func readEscape(into utf8: inout [UInt8]) throws(FormatError) {
        let escLine = line, escColumn = column
        advance()
        guard i < s.count else {
            throw .syntax(location(escLine, escColumn), reason: "unterminated escape sequence at end of file")
        }
        let e = s[i]
        switch e {
        case 0x6E: utf8.append(0x0A); advance()          // n
        case 0x74: utf8.append(0x09); advance()          // t
        case 0x72: utf8.append(0x0D); advance()          // r
        case 0x61: utf8.append(0x07); advance()          // a
        case 0x62: utf8.append(0x08); advance()          // b
        case 0x66: utf8.append(0x0C); advance()          // f
        case 0x76: utf8.append(0x0B); advance()          // v
        case 0x30...0x37:                                // octal, up to three digits
            var value: UInt32 = 0, digits = 0
            while digits < 3, i < s.count, (0x30...0x37).contains(s[i]) {
                value = value * 8 + (s[i] - 0x30); advance(); digits += 1
            }
            appendUTF8(value, to: &utf8)
        case 0x55, 0x75:                                 // U, u: up to four hex digits
            advance()
            let unit = readHex()
            if (0xD800...0xDBFF).contains(unit) {
                // A high surrogate must be followed by an escaped low surrogate.
                if i + 1 < s.count, s[i] == 0x5C, s[i + 1] == 0x55 || s[i + 1] == 0x75 {
                    let save = (i, line, lineStart)
                    advance(); advance()
                    let low = readHex()
                    if (0xDC00...0xDFFF).contains(low) {
                        appendUTF8(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00), to: &utf8)
                        return
                    }
                    (i, line, lineStart) = save
                }
                throw .invalidEncoding(location(escLine, escColumn), reason: "escape \\U\(hex4(unit)) is a high surrogate with no low surrogate after it")
            }
            if (0xDC00...0xDFFF).contains(unit) {
                throw .invalidEncoding(location(escLine, escColumn), reason: "escape \\U\(hex4(unit)) is a lone low surrogate")
            }
            appendUTF8(unit, to: &utf8)
        default:
            appendUTF8(e, to: &utf8)
            advance()
        }
    }

    mutating func readHex() -> UInt32 {
        var value: UInt32 = 0, digits = 0
        while digits < 4, i < s.count, let h = Self.hexValue(s[i]) {
            value = value * 16 + h; i += 1; digits += 1
        }
        return value
    }

    func hex4(_ v: UInt32) -> String {
        let h = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - h.count)) + h
    }

    static func hexValue(_ c: UInt32) -> UInt32? {
        switch c {
        case 0x30...0x39: c - 0x30
        case 0x41...0x46: c - 0x41 + 10
        case 0x61...0x66: c - 0x61 + 10
        default: nil
        }
    }

    @inline(__always) static func isUnquoted(_ c: UInt32) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39)
            || c == 0x5F || c == 0x24 || c == 0x2F || c == 0x3A || c == 0x2E || c == 0x2D || c == 0x2B
    }

    func trimmedString(_ from: Int, _ to: Int) -> String {
        var a = from, b = to
        while a < b, isSpace(s[a]) { a += 1 }
        while b > a, isSpace(s[b - 1]) { b -= 1 }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(b - a)
        for k in a..<b { appendUTF8(s[k], to: &utf8) }
        return String(decoding: utf8, as: UTF8.self)
    }

    func isSpace(_ c: UInt32) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }

    func describe(_ c: UInt32) -> String {
        if c >= 0x21, c < 0x7F { return "'\(Character(Unicode.Scalar(UInt8(c))))'" }
        return "U+\(hex4(c))"
    }

    func quoted(_ key: String) -> String { "\"\(key)\"" }
}
