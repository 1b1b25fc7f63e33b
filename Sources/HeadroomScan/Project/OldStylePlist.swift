/// The old-style (OpenStep) property list text of an Xcode `project.pbxproj`: `{ key = value; }`
/// dictionaries, `( a, b, )` arrays, quoted or bare strings, `<0fbd>` data, `/* */` and `//`
/// comments. Tolerant of what Xcode and hand edits leave (a trailing `,` in an array, a missing `;`
/// before `}`); anything else is an error naming the line.
enum OldStylePlist {
    /// A value with the line it starts on (evidence names it).
    struct Node: Sendable {
        enum Value: Sendable {
            case string(String)
            case array([Node])
            case dictionary([String: Node])
            case data([UInt8])
        }

        var value: Value
        var line: Int

        var string: String? {
            if case .string(let s) = value { return s }
            return nil
        }

        var array: [Node]? {
            if case .array(let a) = value { return a }
            return nil
        }

        var dictionary: [String: Node]? {
            if case .dictionary(let d) = value { return d }
            return nil
        }

        subscript(key: String) -> Node? { dictionary?[key] }

        /// The strings of an array, or a single string's words (`SUPPORTED_PLATFORMS = "iphoneos iphonesimulator"`,
        /// `TARGETED_DEVICE_FAMILY = "1,2"` is split by the caller).
        var strings: [String] {
            switch value {
            case .string(let s): return s.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            case .array(let a): return a.compactMap(\.string)
            default: return []
            }
        }
    }

    /// Why the text is not a property list, at its line.
    struct ParseError: Error, Sendable, Equatable {
        var line: Int
        var message: String
    }

    /// Arrays and dictionaries nested deeper than this are an error (a pbxproj nests 4 deep).
    static let maxDepth = 200

    static func parse(_ text: String) throws(ParseError) -> Node {
        var parser = Parser(bytes: Array(text.utf8))
        parser.skipTrivia()
        // A file that is only a bare dictionary body is not accepted: Xcode always writes `{ ... }`.
        let root = try parser.value(depth: 0)
        try parser.skipTriviaChecked()
        guard parser.atEnd else { throw ParseError(line: parser.line, message: "text after the property list's end") }
        return root
    }

    private struct Parser {
        let bytes: [UInt8]
        var i = 0
        var line = 1
        var commentError: ParseError?

        var atEnd: Bool { i >= bytes.count }

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func skipTrivia() {
            while i < bytes.count {
                let b = bytes[i]
                if b == UInt8(ascii: "\n") { line += 1; i += 1 }
                else if b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\r") { i += 1 }
                else if b == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
                    while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                } else if b == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
                    let start = line
                    i += 2
                    var closed = false
                    while i < bytes.count {
                        if bytes[i] == UInt8(ascii: "\n") { line += 1 }
                        if bytes[i] == UInt8(ascii: "*"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") { i += 2; closed = true; break }
                        i += 1
                    }
                    if !closed { commentError = ParseError(line: start, message: "a /* comment is never closed") ; return }
                } else { return }
            }
        }

        mutating func skipTriviaChecked() throws(ParseError) {
            skipTrivia()
            if let commentError { throw commentError }
        }

        mutating func expectMore(_ what: String) throws(ParseError) {
            try skipTriviaChecked()
            guard !atEnd else { throw ParseError(line: line, message: "the file ends inside \(what)") }
        }

        mutating func value(depth: Int) throws(ParseError) -> Node {
            try expectMore("a value")
            guard depth < OldStylePlist.maxDepth else { throw ParseError(line: line, message: "nested deeper than \(OldStylePlist.maxDepth) levels") }
            let start = line
            switch bytes[i] {
            case UInt8(ascii: "{"):
                i += 1
                var dict: [String: Node] = [:]
                while true {
                    try expectMore("a dictionary opened on line \(start)")
                    if bytes[i] == UInt8(ascii: "}") { i += 1; break }
                    let keyLine = line
                    guard let key = try scalar() else { throw unexpected("a key") }
                    try expectMore("a dictionary opened on line \(start)")
                    guard bytes[i] == UInt8(ascii: "=") else { throw unexpected("'=' after the key \"\(key)\" (line \(keyLine))") }
                    i += 1
                    dict[key] = try value(depth: depth + 1)
                    try expectMore("a dictionary opened on line \(start)")
                    if bytes[i] == UInt8(ascii: ";") { i += 1 }
                    else if bytes[i] != UInt8(ascii: "}") { throw unexpected("';' after the value of \"\(key)\"") }
                }
                return Node(value: .dictionary(dict), line: start)
            case UInt8(ascii: "("):
                i += 1
                var items: [Node] = []
                while true {
                    try expectMore("an array opened on line \(start)")
                    if bytes[i] == UInt8(ascii: ")") { i += 1; break }
                    items.append(try value(depth: depth + 1))
                    try expectMore("an array opened on line \(start)")
                    if bytes[i] == UInt8(ascii: ",") { i += 1 }
                    else if bytes[i] != UInt8(ascii: ")") { throw unexpected("',' or ')' in an array") }
                }
                return Node(value: .array(items), line: start)
            case UInt8(ascii: "<"):
                return Node(value: .data(try data()), line: start)
            default:
                guard let s = try scalar() else { throw unexpected("a value") }
                return Node(value: .string(s), line: start)
            }
        }

        func unexpected(_ expected: String) -> ParseError {
            let found = i < bytes.count ? String(decoding: [bytes[i]], as: UTF8.self) : "the end"
            return ParseError(line: line, message: "expected \(expected), found '\(found)'")
        }

        static func isBare(_ b: UInt8) -> Bool {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
                 UInt8(ascii: "-"):
                true
            default:
                false
            }
        }

        /// A quoted or bare string, nil when neither starts here.
        mutating func scalar() throws(ParseError) -> String? {
            if bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") { return try quoted() }
            let start = i
            while i < bytes.count, Self.isBare(bytes[i]) {
                // `//` and `/*` start a comment even right after a bare word.
                if bytes[i] == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") || bytes[i + 1] == UInt8(ascii: "*") { break }
                i += 1
            }
            return i > start ? String(decoding: bytes[start..<i], as: UTF8.self) : nil
        }

        mutating func quoted() throws(ParseError) -> String {
            let quote = bytes[i]
            let start = line
            i += 1
            var out: [UInt8] = []
            while i < bytes.count {
                let b = bytes[i]
                if b == quote { i += 1; return String(decoding: out, as: UTF8.self) }
                if b == UInt8(ascii: "\n") { line += 1 }
                if b == UInt8(ascii: "\\"), i + 1 < bytes.count {
                    i += 1
                    let e = bytes[i]
                    switch e {
                    case UInt8(ascii: "n"): out.append(UInt8(ascii: "\n"))
                    case UInt8(ascii: "t"): out.append(UInt8(ascii: "\t"))
                    case UInt8(ascii: "r"): out.append(UInt8(ascii: "\r"))
                    case UInt8(ascii: "U"), UInt8(ascii: "u"):
                        var value: UInt32 = 0, digits = 0
                        while digits < 4, i + 1 < bytes.count, let d = Self.hex(bytes[i + 1]) { value = value * 16 + UInt32(d); i += 1; digits += 1 }
                        out += Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8)
                    case UInt8(ascii: "0")...UInt8(ascii: "7"):
                        var value = UInt32(e - UInt8(ascii: "0")), digits = 1
                        while digits < 3, i + 1 < bytes.count, bytes[i + 1] >= UInt8(ascii: "0"), bytes[i + 1] <= UInt8(ascii: "7") {
                            value = value * 8 + UInt32(bytes[i + 1] - UInt8(ascii: "0")); i += 1; digits += 1
                        }
                        out.append(UInt8(truncatingIfNeeded: value))
                    default:
                        if e == UInt8(ascii: "\n") { line += 1 }
                        out.append(e)
                    }
                    i += 1
                    continue
                }
                out.append(b)
                i += 1
            }
            throw ParseError(line: start, message: "a quoted string is never closed")
        }

        mutating func data() throws(ParseError) -> [UInt8] {
            let start = line
            i += 1
            var out: [UInt8] = []
            var high: UInt8?
            while i < bytes.count {
                let b = bytes[i]
                i += 1
                if b == UInt8(ascii: ">") {
                    guard high == nil else { throw ParseError(line: line, message: "data has an odd number of hex digits") }
                    return out
                }
                if b == UInt8(ascii: "\n") { line += 1; continue }
                if b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\r") { continue }
                guard let d = Self.hex(b) else { throw ParseError(line: line, message: "data holds '\(String(decoding: [b], as: UTF8.self))', not a hex digit") }
                if let h = high { out.append(h << 4 | d); high = nil } else { high = d }
            }
            throw ParseError(line: start, message: "data <...> is never closed")
        }

        static func hex(_ b: UInt8) -> UInt8? {
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
            default: nil
            }
        }
    }
}
