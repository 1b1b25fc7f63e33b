import Foundation

/// Reads XML property lists (with positions) and binary ones (`bplist00`, through Foundation,
/// positions reported as line 1).
enum PropertyListReader {
    static func read(_ bytes: [UInt8], file: String) throws(FormatError) -> PlistNode {
        if bytes.count >= 8, bytes.starts(with: Array("bplist".utf8)) {
            return try readBinary(bytes, file: file)
        }
        let text = try TextDecoding.decode(bytes, file: file)
        let root = try XMLTreeParser.parse(text.scalars, file: file)
        guard root.name == "plist" else {
            throw .invalidStructure(SourceLocation(file: file, line: root.line, column: root.column),
                                    reason: "not a property list: the root element is <\(root.name)>, expected <plist>")
        }
        guard root.children.count == 1 else {
            throw .invalidStructure(SourceLocation(file: file, line: root.line, column: root.column),
                                    reason: "<plist> must contain exactly one value, found \(root.children.count)")
        }
        return try node(root.children[0], file: file)
    }

    static func node(_ element: XMLElement, file: String) throws(FormatError) -> PlistNode {
        switch element.name {
        case "string":
            guard element.children.isEmpty else {
                throw .invalidStructure(SourceLocation(file: file, line: element.line, column: element.column),
                                        reason: "<string> contains the element <\(element.children[0].name)>")
            }
            return .string(element.text, line: element.contentLine, column: element.contentColumn)
        case "dict":
            var entries: [(key: String, keyLine: Int, keyColumn: Int, value: PlistNode)] = []
            var k = 0
            let children = element.children
            while k < children.count {
                let keyElement = children[k]
                guard keyElement.name == "key" else {
                    throw .invalidStructure(SourceLocation(file: file, line: keyElement.line, column: keyElement.column),
                                            reason: "expected <key> in <dict>, found <\(keyElement.name)>")
                }
                guard k + 1 < children.count else {
                    throw .invalidStructure(SourceLocation(file: file, line: keyElement.line, column: keyElement.column),
                                            reason: "<key>\(keyElement.text)</key> has no value")
                }
                entries.append((keyElement.text, keyElement.contentLine, keyElement.contentColumn, try node(children[k + 1], file: file)))
                k += 2
            }
            return .dict(entries, line: element.line, column: element.column)
        case "array":
            var items: [PlistNode] = []
            for child in element.children { items.append(try node(child, file: file)) }
            return .array(items, line: element.line, column: element.column)
        case "integer", "real", "true", "false", "date", "data":
            return .other(type: element.name, line: element.line, column: element.column)
        default:
            throw .invalidStructure(SourceLocation(file: file, line: element.line, column: element.column),
                                    reason: "<\(element.name)> is not a property list element")
        }
    }

    static func readBinary(_ bytes: [UInt8], file: String) throws(FormatError) -> PlistNode {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw .syntax(SourceLocation(file: file, line: 1, column: 1), reason: "invalid binary property list")
        }
        return convert(object)
    }

    /// Binary plists carry no positions: every node is at line 1, column 1. Dictionary keys are
    /// sorted so the order is deterministic.
    static func convert(_ object: Any) -> PlistNode {
        if let s = object as? String { return .string(s, line: 1, column: 1) }
        if let d = object as? [String: Any] {
            let entries = d.keys.sorted().map { key in (key: key, keyLine: 1, keyColumn: 1, value: convert(d[key]!)) }
            return .dict(entries, line: 1, column: 1)
        }
        if let a = object as? [Any] { return .array(a.map(convert), line: 1, column: 1) }
        return .other(type: "\(type(of: object))", line: 1, column: 1)
    }
}
