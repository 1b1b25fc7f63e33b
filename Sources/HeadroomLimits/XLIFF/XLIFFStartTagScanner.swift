import HeadroomFormats

/// Finds the start tags of an XML document in its bytes, with each attribute's byte ranges, so a
/// writer can change a few attributes and leave every other byte as it was. Skips comments, CDATA,
/// processing instructions, the doctype (its internal subset read structurally) and end tags. Not a validating parser: the file was
/// already read by the XLIFF reader, or is checked for well-formedness by its consumer.
struct XLIFFStartTagScanner {
    struct Attribute {
        /// The qualified name as written (`xml:space`).
        var name: String
        /// The value's bytes (between the quotes), undecoded.
        var value: Range<Int>
        /// From the name to the closing quote.
        var whole: Range<Int>
    }

    struct StartTag {
        /// The local name (`trans-unit` for `xlf:trans-unit`).
        var name: String
        var attributes: [Attribute]
        /// Where new attributes go: after the last attribute (or the name).
        var insertionPoint: Int
        var line: Int
    }

    let bytes: [UInt8]

    static let commentStart = Array("<!--".utf8)
    static let cdataStart = Array("<![CDATA[".utf8)
    static let piStart = Array("<?".utf8)
    static let declarationStart = Array("<!".utf8)
    static let endTagStart = Array("</".utf8)
    static let commentEnd = Array("-->".utf8)
    static let cdataEnd = Array("]]>".utf8)
    static let piEnd = Array("?>".utf8)

    enum ScanError: Error {
        case unterminated(String, line: Int)
    }

    /// Calls `visit` for every start tag, in document order.
    func scan(_ visit: (StartTag) throws(ScanError) -> Void) throws(ScanError) {
        var i = 0
        var line = 1
        let count = bytes.count
        func advance(to end: Int) {
            while i < end && i < count {
                if bytes[i] == 0x0A { line += 1 }
                i += 1
            }
        }
        func matches(_ pattern: [UInt8], at position: Int) -> Bool {
            guard position + pattern.count <= count else { return false }
            for (offset, byte) in pattern.enumerated() where bytes[position + offset] != byte { return false }
            return true
        }
        func find(_ pattern: [UInt8], from start: Int) -> Int? {
            var j = start
            while j + pattern.count <= count {
                if matches(pattern, at: j) { return j }
                j += 1
            }
            return nil
        }
        func has(_ prefix: [UInt8], at position: Int) -> Bool { matches(prefix, at: position) }
        while i < count {
            guard bytes[i] == UInt8(ascii: "<") else {
                advance(to: i + 1)
                continue
            }
            let startLine = line
            if has(Self.commentStart, at: i) {
                guard let end = find(Self.commentEnd, from: i + 4) else { throw .unterminated("comment", line: startLine) }
                advance(to: end + 3)
            } else if has(Self.cdataStart, at: i) {
                guard let end = find(Self.cdataEnd, from: i + 9) else { throw .unterminated("CDATA section", line: startLine) }
                advance(to: end + 3)
            } else if has(Self.piStart, at: i) {
                guard let end = find(Self.piEnd, from: i + 2) else { throw .unterminated("processing instruction", line: startLine) }
                advance(to: end + 2)
            } else if has(Self.declarationStart, at: i) {
                guard let end = declarationEnd(from: i + 2) else { throw .unterminated("declaration", line: startLine) }
                advance(to: end)
            } else if has(Self.endTagStart, at: i) {
                guard let end = find([UInt8(ascii: ">")], from: i) else { throw .unterminated("end tag", line: startLine) }
                advance(to: end + 1)
            } else {
                let tag = try startTag(at: i, line: startLine)
                try visit(tag.tag)
                advance(to: tag.end)
            }
        }
    }

    /// The index after the `>` that ends the declaration (a doctype) whose body starts at `start`,
    /// read as XML defines it: quoted literals (an entity value may hold `]>` or `<trans-unit`)
    /// and, in the internal subset, comments and processing instructions are skipped whole, and
    /// the subset ends at its `]`. Nil when the file ends first.
    func declarationEnd(from start: Int) -> Int? {
        let count = bytes.count
        var j = start
        func skip(past end: [UInt8], from k: Int) -> Int? {
            var k = k
            while k + end.count <= count {
                if bytes[k..<(k + end.count)].elementsEqual(end) { return k + end.count }
                k += 1
            }
            return nil
        }
        func skipLiteral(at k: Int) -> Int? {
            let quote = bytes[k]
            var k = k + 1
            while k < count, bytes[k] != quote { k += 1 }
            return k < count ? k + 1 : nil
        }
        var inSubset = false
        while j < count {
            let byte = bytes[j]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                guard let next = skipLiteral(at: j) else { return nil }
                j = next
            } else if inSubset {
                if byte == UInt8(ascii: "]") {
                    inSubset = false
                    j += 1
                } else if bytes[j...].starts(with: Self.commentStart) {
                    guard let next = skip(past: Self.commentEnd, from: j + 4) else { return nil }
                    j = next
                } else if bytes[j...].starts(with: Self.piStart) {
                    guard let next = skip(past: Self.piEnd, from: j + 2) else { return nil }
                    j = next
                } else {
                    j += 1
                }
            } else if byte == UInt8(ascii: "[") {
                inSubset = true
                j += 1
            } else if byte == UInt8(ascii: ">") {
                return j + 1
            } else {
                j += 1
            }
        }
        return nil
    }

    private func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// Parses the start tag at `start` (its `<`); returns it and the index after its `>`.
    private func startTag(at start: Int, line: Int) throws(ScanError) -> (tag: StartTag, end: Int) {
        let count = bytes.count
        var j = start + 1
        while j < count && !isSpace(bytes[j]) && bytes[j] != UInt8(ascii: ">") && bytes[j] != UInt8(ascii: "/") { j += 1 }
        let qualified = String(decoding: bytes[(start + 1)..<j], as: UTF8.self)
        let name = qualified.split(separator: ":").last.map(String.init) ?? qualified
        var tag = StartTag(name: name, attributes: [], insertionPoint: j, line: line)
        while true {
            while j < count && isSpace(bytes[j]) { j += 1 }
            guard j < count else { throw .unterminated("<\(qualified)> start tag", line: line) }
            if bytes[j] == UInt8(ascii: ">") { return (tag, j + 1) }
            if bytes[j] == UInt8(ascii: "/") {
                guard j + 1 < count, bytes[j + 1] == UInt8(ascii: ">") else { throw .unterminated("<\(qualified)> start tag", line: line) }
                return (tag, j + 2)
            }
            let nameStart = j
            while j < count && !isSpace(bytes[j]) && bytes[j] != UInt8(ascii: "=") && bytes[j] != UInt8(ascii: ">") { j += 1 }
            let attributeName = String(decoding: bytes[nameStart..<j], as: UTF8.self)
            while j < count && isSpace(bytes[j]) { j += 1 }
            guard j < count, bytes[j] == UInt8(ascii: "=") else { throw .unterminated("attribute \(attributeName)", line: line) }
            j += 1
            while j < count && isSpace(bytes[j]) { j += 1 }
            guard j < count, bytes[j] == UInt8(ascii: "\"") || bytes[j] == UInt8(ascii: "'") else {
                throw .unterminated("attribute \(attributeName)", line: line)
            }
            let quote = bytes[j]
            let valueStart = j + 1
            j = valueStart
            while j < count && bytes[j] != quote { j += 1 }
            guard j < count else { throw .unterminated("attribute \(attributeName)", line: line) }
            tag.attributes.append(Attribute(name: attributeName, value: valueStart..<j, whole: nameStart..<(j + 1)))
            j += 1
            tag.insertionPoint = j
        }
    }

    /// An attribute value with its entity and character references resolved.
    func decoded(_ range: Range<Int>) -> String {
        let raw = String(decoding: bytes[range], as: UTF8.self)
        guard raw.contains("&") else { return raw }
        var result = ""
        var rest = Substring(raw)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semi = rest[amp...].firstIndex(of: ";") else { break }
            if let scalar = XMLReference.scalar(named: String(rest[rest.index(after: amp)..<semi])) {
                result.unicodeScalars.append(scalar)
            } else {
                result += rest[amp...semi]
            }
            rest = rest[rest.index(after: semi)...]
        }
        return result + rest
    }
}
