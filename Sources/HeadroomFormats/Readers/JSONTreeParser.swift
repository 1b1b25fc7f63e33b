/// A strict RFC 8259 JSON reader over decoded scalars that keeps every value's position
/// (Foundation's `JSONSerialization` loses them). Errors name the line and column.
struct JSONTreeParser: ScalarScanner {
    var cursor: ScalarCursor
    let file: String
    var depth = 0

    init(cursor: ScalarCursor, file: String) {
        self.cursor = cursor
        self.file = file
    }

    func error(_ message: String) -> FormatError {
        .syntax(here, reason: "invalid JSON: \(message)")
    }

    var found: String {
        guard i < s.count else { return "end of file (truncated JSON?)" }
        let c = s[i]
        return c >= 0x21 && c < 0x7F ? "'\(Character(Unicode.Scalar(UInt8(c))))'" : "U+\(String(c, radix: 16, uppercase: true))"
    }

    @inline(__always) mutating func skipSpace() {
        while i < s.count {
            let c = s[i]
            if c == 0x0A { i += 1; line += 1; lineStart = i }
            else if c == 0x0D { i += 1; if i >= s.count || s[i] != 0x0A { line += 1; lineStart = i } }
            else if c == 0x20 || c == 0x09 || (c == 0xFEFF && i == 0) { i += 1 }
            else { return }
        }
    }

    mutating func document() throws(FormatError) -> JSONNode {
        skipSpace()
        guard i < s.count else { throw error("empty document") }
        let value = try self.value()
        skipSpace()
        if i < s.count { throw error("unexpected \(found) after the top-level value") }
        return value
    }

    mutating func value() throws(FormatError) -> JSONNode {
        guard i < s.count else { throw error("expected a value, found \(found)") }
        let l = line, c = column
        switch s[i] {
        case 0x7B: return try object()
        case 0x5B: return try array()
        case 0x22:
            let (text, sl, sc) = try string()
            return .string(text, line: sl, column: sc)
        case 0x74: try literal("true"); return .bool(true, line: l, column: c)
        case 0x66: try literal("false"); return .bool(false, line: l, column: c)
        case 0x6E: try literal("null"); return .null(line: l, column: c)
        case 0x2D, 0x30...0x39: return try number()
        default: throw error("expected a value, found \(found)")
        }
    }

    mutating func literal(_ word: String) throws(FormatError) {
        for u in word.unicodeScalars {
            guard i < s.count, s[i] == u.value else { throw error("expected '\(word)', found \(found)") }
            i += 1
        }
    }

    mutating func number() throws(FormatError) -> JSONNode {
        let l = line, c = column
        let start = i
        if s[i] == 0x2D { i += 1 }
        guard i < s.count, (0x30...0x39).contains(s[i]) else { throw error("invalid number") }
        while i < s.count, (0x30...0x39).contains(s[i]) { i += 1 }
        if i < s.count, s[i] == 0x2E {
            i += 1
            guard i < s.count, (0x30...0x39).contains(s[i]) else { throw error("invalid number: digits expected after '.'") }
            while i < s.count, (0x30...0x39).contains(s[i]) { i += 1 }
        }
        if i < s.count, s[i] == 0x65 || s[i] == 0x45 {
            i += 1
            if i < s.count, s[i] == 0x2B || s[i] == 0x2D { i += 1 }
            guard i < s.count, (0x30...0x39).contains(s[i]) else { throw error("invalid number: digits expected in exponent") }
            while i < s.count, (0x30...0x39).contains(s[i]) { i += 1 }
        }
        var text = ""
        for k in start..<i { text.unicodeScalars.append(Unicode.Scalar(UInt8(s[k]))) }
        return .number(Double(text) ?? 0, line: l, column: c)
    }

    mutating func enter() throws(FormatError) {
        depth += 1
        if depth > InputLimits.jsonDepth { throw error("nesting deeper than \(InputLimits.jsonDepth) levels") }
    }

    /// After an item of an object or array: true past the closing `close`, false past a comma.
    mutating func endOfList(closedBy close: UInt32, _ expected: String) throws(FormatError) -> Bool {
        skipSpace()
        guard i < s.count else { throw error("expected \(expected), found \(found)") }
        if s[i] == 0x2C { i += 1; return false }
        if s[i] == close { i += 1; return true }
        throw error("expected \(expected), found \(found)")
    }

    mutating func object() throws(FormatError) -> JSONNode {
        let l = line, c = column
        try enter()
        i += 1
        var members: [(key: String, keyLine: Int, keyColumn: Int, value: JSONNode)] = []
        skipSpace()
        if i < s.count, s[i] == 0x7D { i += 1; depth -= 1; return .object(members, line: l, column: c) }
        while true {
            skipSpace()
            guard i < s.count, s[i] == 0x22 else { throw error("expected a quoted member name, found \(found)") }
            let (key, kl, kc) = try string()
            skipSpace()
            guard i < s.count, s[i] == 0x3A else { throw error("expected ':' after member name \"\(key)\", found \(found)") }
            i += 1
            skipSpace()
            let v = try value()
            members.append((key, kl, kc, v))
            if try endOfList(closedBy: 0x7D, "',' or '}'") { break }
        }
        depth -= 1
        return .object(members, line: l, column: c)
    }

    mutating func array() throws(FormatError) -> JSONNode {
        let l = line, c = column
        try enter()
        i += 1
        var items: [JSONNode] = []
        skipSpace()
        if i < s.count, s[i] == 0x5D { i += 1; depth -= 1; return .array(items, line: l, column: c) }
        while true {
            skipSpace()
            items.append(try value())
            if try endOfList(closedBy: 0x5D, "',' or ']'") { break }
        }
        depth -= 1
        return .array(items, line: l, column: c)
    }

    /// Reads a string at the opening quote; returns it with the position after the quote.
    mutating func string() throws(FormatError) -> (String, Int, Int) {
        let quoteLine = line, quoteColumn = column
        i += 1
        let l = line, c = column
        var utf8: [UInt8] = []
        while i < s.count {
            let ch = s[i]
            if ch == 0x22 { i += 1; return (String(decoding: utf8, as: UTF8.self), l, c) }
            if ch < 0x20 {
                throw error("control character U+\(String(ch, radix: 16, uppercase: true)) inside a string (must be escaped)")
            }
            if ch == 0x5C {
                i += 1
                guard i < s.count else { break }
                let e = s[i]
                i += 1
                switch e {
                case 0x22: utf8.append(0x22)
                case 0x5C: utf8.append(0x5C)
                case 0x2F: utf8.append(0x2F)
                case 0x62: utf8.append(0x08)
                case 0x66: utf8.append(0x0C)
                case 0x6E: utf8.append(0x0A)
                case 0x72: utf8.append(0x0D)
                case 0x74: utf8.append(0x09)
                case 0x75:
                    let unit = try hex4()
                    if (0xD800...0xDBFF).contains(unit) {
                        if i + 1 < s.count, s[i] == 0x5C, s[i + 1] == 0x75 {
                            i += 2
                            let low = try hex4()
                            if (0xDC00...0xDFFF).contains(low) {
                                appendUTF8(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00), to: &utf8)
                                continue
                            }
                        }
                        throw .invalidEncoding(here,
                                               reason: "\\u\(String(unit, radix: 16, uppercase: true)) is a high surrogate with no low surrogate after it")
                    }
                    if (0xDC00...0xDFFF).contains(unit) {
                        throw .invalidEncoding(here,
                                               reason: "\\u\(String(unit, radix: 16, uppercase: true)) is a lone low surrogate")
                    }
                    appendUTF8(unit, to: &utf8)
                default:
                    i -= 1
                    throw error("invalid escape '\\\(Character(Unicode.Scalar(e) ?? "?"))' in a string")
                }
                continue
            }
            appendUTF8(ch, to: &utf8)
            i += 1
        }
        throw .syntax(location(quoteLine, quoteColumn),
                      reason: "invalid JSON: unterminated string (truncated JSON?)")
    }

    mutating func hex4() throws(FormatError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard i < s.count else { throw error("truncated \\u escape") }
            let c = s[i]
            let d: UInt32
            switch c {
            case 0x30...0x39: d = c - 0x30
            case 0x41...0x46: d = c - 0x41 + 10
            case 0x61...0x66: d = c - 0x61 + 10
            default: throw error("invalid hex digit in \\u escape")
            }
            v = v * 16 + d
            i += 1
        }
        return v
    }
}
