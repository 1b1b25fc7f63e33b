/// A small, strict, non-validating XML reader over decoded scalars: elements, attributes, text,
/// CDATA, the five predefined entities and character references; skips the XML declaration,
/// processing instructions, comments and the DOCTYPE. Errors name the line. Elements nest at
/// most ``InputLimits/xmlDepth`` deep (an error at the element past it, not a stack overflow).
struct XMLTreeParser: ScalarScanner {
    var cursor: ScalarCursor
    let file: String
    var depth = 0
    let storage = XMLTextStorage()

    init(cursor: ScalarCursor, file: String) {
        self.cursor = cursor
        self.file = file
    }

    func error(_ line: Int, _ column: Int, _ message: String) -> FormatError {
        .syntax(location(line, column), reason: "invalid XML: \(message)")
    }

    func at(_ literal: String) -> Bool {
        var k = i
        for u in literal.unicodeScalars {
            guard k < s.count, s[k] == u.value else { return false }
            k += 1
        }
        return true
    }

    mutating func skip(_ count: Int) { for _ in 0..<count where i < s.count { advance() } }

    mutating func skipSpace() {
        while i < s.count, s[i] == 0x20 || s[i] == 0x09 || s[i] == 0x0A || s[i] == 0x0D || s[i] == 0xFEFF { advance() }
    }

    /// Skips until after `terminator`; error if the file ends first.
    mutating func skipPast(_ terminator: String, what: String) throws(FormatError) {
        let startLine = line, startColumn = column
        while i < s.count {
            if at(terminator) { skip(terminator.unicodeScalars.count); return }
            advance()
        }
        throw error(startLine, startColumn, "unterminated \(what)")
    }

    /// Skips the prolog (declaration, comments, processing instructions, DOCTYPE).
    mutating func skipMisc() throws(FormatError) {
        while true {
            skipSpace()
            if at("<?") { try skipPast("?>", what: "processing instruction") }
            else if at("<!--") { try skipPast("-->", what: "comment") }
            else if at("<!DOCTYPE") {
                let startLine = line, startColumn = column
                var depth = 0
                while i < s.count {
                    let c = s[i]
                    if c == 0x5B { depth += 1 } else if c == 0x5D { depth -= 1 }
                    advance()
                    if c == 0x3E, depth <= 0 { break }
                }
                if i >= s.count, depth > 0 { throw error(startLine, startColumn, "unterminated DOCTYPE") }
            } else { return }
        }
    }

    mutating func document() throws(FormatError) -> XMLElement {
        try skipMisc()
        guard i < s.count else { throw error(line, column, "no root element (empty document)") }
        guard s[i] == 0x3C else { throw error(line, column, "expected '<' at the start of the document, found text") }
        let root = try element()
        try skipMisc()
        if i < s.count { throw error(line, column, "content after the root element") }
        return root
    }

    static func isNameChar(_ c: UInt32) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39)
            || c == 0x5F || c == 0x2D || c == 0x2E || c == 0x3A || c >= 0x80
    }

    mutating func name() throws(FormatError) -> String {
        let start = i
        while i < s.count, Self.isNameChar(s[i]) { i += 1 }
        guard i > start else {
            throw error(line, column, i < s.count ? "expected a name, found \(Self.describe(s[i]))" : "unexpected end of file")
        }
        var utf8: [UInt8] = []
        for k in start..<i { appendUTF8(s[k], to: &utf8) }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Parses an element starting at `<`.
    mutating func element() throws(FormatError) -> XMLElement {
        let startLine = line, startColumn = column
        advance() // <
        let tag = try name()
        var attributes: [(name: String, value: String)] = []
        while true {
            skipSpace()
            guard i < s.count else { throw error(startLine, startColumn, "unterminated start tag <\(tag)>") }
            if s[i] == 0x2F /* / */ {
                advance()
                guard i < s.count, s[i] == 0x3E else { throw error(line, column, "expected '>' after '/' in <\(tag)>") }
                advance()
                return XMLElement(name: tag, attributes: attributes, storage: storage, line: startLine, column: startColumn,
                                  contentLine: line, contentColumn: column)
            }
            if s[i] == 0x3E { advance(); break }
            let attributeName = try name()
            skipSpace()
            guard i < s.count, s[i] == 0x3D else { throw error(line, column, "expected '=' after attribute \(attributeName)") }
            advance()
            skipSpace()
            guard i < s.count, s[i] == 0x22 || s[i] == 0x27 else { throw error(line, column, "expected a quoted value for attribute \(attributeName)") }
            let quote = s[i]
            let valueLine = line, valueColumn = column
            advance()
            var utf8: [UInt8] = []
            while i < s.count, s[i] != quote {
                if s[i] == 0x26 { try entity(into: &utf8) } else { appendUTF8(s[i], to: &utf8); advance() }
            }
            guard i < s.count else { throw error(valueLine, valueColumn, "unterminated attribute value") }
            advance()
            attributes.append((attributeName, String(decoding: utf8, as: UTF8.self)))
        }
        depth += 1
        defer { depth -= 1 }
        if depth > InputLimits.xmlDepth {
            throw error(startLine, startColumn, "elements nested deeper than \(InputLimits.xmlDepth) levels")
        }
        var element = XMLElement(name: tag, attributes: attributes, storage: storage, line: startLine, column: startColumn,
                                 contentLine: line, contentColumn: column)
        let textStart = storage.bytes.count
        while true {
            guard i < s.count else { throw error(startLine, startColumn, "element <\(tag)> is never closed") }
            let c = s[i]
            if c == 0x3C {
                if at("</") {
                    let closeLine = line, closeColumn = column
                    skip(2)
                    let closing = try name()
                    skipSpace()
                    guard i < s.count, s[i] == 0x3E else { throw error(line, column, "expected '>' in </\(closing)>") }
                    advance()
                    guard closing == tag else {
                        throw error(closeLine, closeColumn, "</\(closing)> does not match <\(tag)> opened at line \(startLine)")
                    }
                    element.textRange = textStart..<storage.bytes.count
                    return element
                } else if at("<!--") {
                    try skipPast("-->", what: "comment")
                } else if at("<![CDATA[") {
                    let cdLine = line, cdColumn = column
                    skip(9)
                    var closed = false
                    while i < s.count {
                        if at("]]>") { skip(3); closed = true; break }
                        appendUTF8(s[i], to: &storage.bytes); advance()
                    }
                    if !closed { throw error(cdLine, cdColumn, "unterminated CDATA section") }
                } else if at("<?") {
                    try skipPast("?>", what: "processing instruction")
                } else {
                    // Inline markup (XLIFF <g>, <ph>…): the child's text joins the parent's, in order.
                    element.children.append(try self.element())
                }
            } else if c == 0x26 {
                try entity(into: &storage.bytes)
            } else {
                appendUTF8(c, to: &storage.bytes)
                advance()
            }
        }
    }

    /// Resolves `&name;` or `&#N;` / `&#xN;` at s[i].
    mutating func entity(into utf8: inout [UInt8]) throws(FormatError) {
        let startLine = line, startColumn = column
        advance() // &
        var body: [UInt32] = []
        while i < s.count, s[i] != 0x3B, body.count < 12 { body.append(s[i]); advance() }
        guard i < s.count, s[i] == 0x3B else { throw error(startLine, startColumn, "unterminated entity reference") }
        advance()
        let name = String(decoding: body.flatMap { v -> [UInt8] in var b: [UInt8] = []; appendUTF8(v, to: &b); return b }, as: UTF8.self)
        if let scalar = XMLReference.scalar(named: name) { return appendUTF8(scalar.value, to: &utf8) }
        guard XMLReference.number(name) != nil else { throw error(startLine, startColumn, "unknown entity &\(name);") }
        throw .invalidEncoding(
            location(startLine, startColumn),
            reason: "character reference &\(name); is not a Unicode scalar (lone surrogate or out of range)")
    }

    static func describe(_ c: UInt32) -> String {
        c >= 0x21 && c < 0x7F ? "'\(Character(Unicode.Scalar(UInt8(c))))'" : "U+\(String(c, radix: 16, uppercase: true))"
    }
}
