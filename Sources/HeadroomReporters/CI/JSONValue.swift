import HeadroomFormats

/// A JSON document whose key order is fixed: objects print their keys sorted. Strings and numbers
/// are written by `JSONWriter` (HeadroomFormats), the one JSON writer.
enum JSONValue: Sendable {
    /// A key and its value; a list of them is an object built without hashing (large reports
    /// have one per finding).
    typealias Member = (key: String, value: JSONValue)

    case null
    case bool(Bool)
    case int(Int)
    /// Printed with at most three decimals (measurements are not more precise than that).
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
    /// An object given as members (keys unique); written with its keys sorted like `object`.
    case members([Member])
    /// Members already in key order (a finding's fields, a SARIF result): written as they are,
    /// without checking or sorting (debug builds assert the order).
    case sortedMembers([Member])
    /// Members already in key order, written on one line (`{"a": 1, "b": [2, 3]}`): for the many
    /// small records of a large document.
    case sortedLine([Member])
    /// Already-serialized JSON, written verbatim.
    case raw(String)

    static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// The document, pretty-printed with two-space indentation and sorted keys, ending in a newline.
    func rendered() -> String {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        write(into: &out, indent: 0)
        out.append(0x0A)
        return String(decoding: out, as: UTF8.self)
    }

    static func newline(_ out: inout [UInt8], indent: Int) {
        out.append(0x0A)
        for _ in 0..<indent { out.append(0x20); out.append(0x20) }
    }

    /// One member of an object being written piece by piece (a streamed document): a comma unless
    /// `first`, the line break and indentation of the object's members, the key, then the value.
    static func writeMember(_ key: String, _ value: JSONValue, into out: inout [UInt8], indent: Int, first: Bool = false) {
        writeKey(key, into: &out, indent: indent, first: first)
        value.write(into: &out, indent: indent)
    }

    /// The start of a member whose value the caller writes itself (`"findings": ` before a
    /// streamed array).
    static func writeKey(_ key: String, into out: inout [UInt8], indent: Int, first: Bool = false) {
        if !first { out.append(UInt8(ascii: ",")) }
        newline(&out, indent: indent)
        writeQuoted(key, into: &out)
        out.append(UInt8(ascii: ":"))
        out.append(0x20)
    }

    /// Writes the value as a member or item at `indent` levels (its nested lines are indented
    /// further; its first line is not).
    // Bytes are appended to an array: building a large report through String appends is several
    // times slower.
    func write(into out: inout [UInt8], indent: Int) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .raw(let json): out.append(contentsOf: json.utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): out.append(contentsOf: String(value).utf8)
        case .double(let value):
            Self.writeNumber(value, into: &out)
        case .string(let value): Self.writeQuoted(value, into: &out)
        case .array(let items):
            guard !items.isEmpty else { return out.append(contentsOf: "[]".utf8) }
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.newline(&out, indent: indent + 1)
                item.write(into: &out, indent: indent + 1)
            }
            Self.newline(&out, indent: indent)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            Self.writeMembers(members.map { (key: $0.key, value: $0.value) }, into: &out, indent: indent)
        case .members(let members):
            Self.writeMembers(members, into: &out, indent: indent)
        case .sortedMembers(let members):
            assert(Self.inKeyOrder(members), "sortedMembers out of order: \(members.map(\.key))")
            Self.writeMembers(members, into: &out, indent: indent, sorted: true)
        case .sortedLine(let members):
            assert(Self.inKeyOrder(members), "sortedLine out of order: \(members.map(\.key))")
            writeLine(into: &out)
        }
    }

    /// The value on one line: `, ` between items and members, `: ` after keys.
    private func writeLine(into out: inout [UInt8]) {
        switch self {
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(contentsOf: ", ".utf8) }
                item.writeLine(into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object, .members, .sortedMembers, .sortedLine:
            let members: [Member]
            switch self {
            case .object(let all): members = all.map { (key: $0.key, value: $0.value) }.sorted { Self.keyPrecedes($0.key, $1.key) }
            case .members(let all): members = Self.inKeyOrder(all) ? all : all.sorted { Self.keyPrecedes($0.key, $1.key) }
            case .sortedMembers(let all), .sortedLine(let all): members = all
            default: members = []
            }
            out.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(contentsOf: ", ".utf8) }
                Self.writeQuoted(member.key, into: &out)
                out.append(contentsOf: ": ".utf8)
                member.value.writeLine(into: &out)
            }
            out.append(UInt8(ascii: "}"))
        default:
            write(into: &out, indent: 0)
        }
    }

    private static func inKeyOrder(_ members: [Member]) -> Bool {
        zip(members, members.dropFirst()).allSatisfy { keyPrecedes($0.key, $1.key) }
    }

    private static func writeMembers(_ members: [Member], into out: inout [UInt8], indent: Int, sorted: Bool = false) {
        guard !members.isEmpty else { return out.append(contentsOf: "{}".utf8) }
        out.append(UInt8(ascii: "{"))
        let ordered = sorted || inKeyOrder(members) ? members : members.sorted { keyPrecedes($0.key, $1.key) }
        for (index, member) in ordered.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            newline(&out, indent: indent + 1)
            writeQuoted(member.key, into: &out)
            out.append(UInt8(ascii: ":"))
            out.append(0x20)
            member.value.write(into: &out, indent: indent + 1)
        }
        Self.newline(&out, indent: indent)
        out.append(UInt8(ascii: "}"))
    }

    /// Key order: bytes of the UTF-8 form (so `$schema` is first).
    static func keyPrecedes(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }

    /// At most three decimals, trailing zeros dropped (measurements are not more precise than that).
    private static func writeNumber(_ value: Double, into out: inout [UInt8]) {
        JSONWriter.appendNumber(value, decimals: 3, to: &out)
    }

    private static func writeQuoted(_ text: String, into out: inout [UInt8]) {
        JSONWriter.appendString(text, to: &out)
    }

    /// A JSON string literal (`JSONWriter`'s escaping).
    static func quoted(_ text: String) -> String { JSONWriter.quoted(text) }
}
