import HeadroomFormats
import Yams

/// Typed access to Yams nodes that turns every mismatch into a `ManifestError` with a line.
struct NodeReader {
    struct Key {
        var name: String
        var line: Int
    }
    struct Item {
        var value: String
        var line: Int
    }

    let file: String

    static func line(_ node: Node) -> Int { node.mark?.line ?? 1 }

    /// A mapping's entries in order. With `allowed`, any other key is an error at its line.
    func mapping(_ node: Node, context: String, allowed: [String]?) throws(ManifestError) -> [(key: Key, value: Node)] {
        guard case .mapping(let mapping) = node else {
            throw .wrongType(file: file, line: Self.line(node), key: context, expected: "a mapping of keys to values")
        }
        var result: [(key: Key, value: Node)] = []
        for (keyNode, value) in mapping {
            guard let name = keyNode.string else {
                throw .wrongType(file: file, line: Self.line(keyNode), key: context, expected: "keyed by strings")
            }
            let key = Key(name: name, line: Self.line(keyNode))
            if let allowed, !allowed.contains(name) {
                throw .unknownKey(file: file, line: key.line, key: name, context: context, allowed: allowed)
            }
            result.append((key, value))
        }
        return result
    }

    func sequence(_ node: Node, key: String) throws(ManifestError) -> [Node] {
        guard case .sequence(let sequence) = node else {
            throw .wrongType(file: file, line: Self.line(node), key: key, expected: "a list")
        }
        return Array(sequence)
    }

    func string(_ node: Node, key: String) throws(ManifestError) -> String {
        guard case .scalar(let scalar) = node else {
            throw .wrongType(file: file, line: Self.line(node), key: key, expected: "a string")
        }
        return scalar.string
    }

    /// A string or a list of strings.
    func strings(_ node: Node, key: String) throws(ManifestError) -> [Item] {
        if case .scalar(let scalar) = node { return [Item(value: scalar.string, line: Self.line(node))] }
        var result: [Item] = []
        for item in try sequence(node, key: key) {
            result.append(Item(value: try string(item, key: key), line: Self.line(item)))
        }
        return result
    }

    func number(_ node: Node, key: String) throws(ManifestError) -> Double {
        guard case .scalar = node, let value = node.float ?? node.int.map(Double.init), value.isFinite else {
            throw .wrongType(file: file, line: Self.line(node), key: key, expected: "a number")
        }
        return value
    }

    /// A number above zero and at most `limit` (widths in points unless told: see docs/limits.md).
    func positiveNumber(_ node: Node, key: String, limit: Double = InputLimits.width) throws(ManifestError) -> Double {
        let value = try number(node, key: key)
        guard value > 0 else {
            throw .invalidValue(
                file: file, line: Self.line(node), key: key, value: node.string ?? "\(value)",
                reason: "must be greater than zero")
        }
        try checkLimit(value, node: node, key: key, limit: limit)
        return value
    }

    func nonNegativeNumber(_ node: Node, key: String, limit: Double = InputLimits.width) throws(ManifestError) -> Double {
        let value = try number(node, key: key)
        guard value >= 0 else {
            throw .invalidValue(
                file: file, line: Self.line(node), key: key, value: node.string ?? "\(value)",
                reason: "must not be negative")
        }
        try checkLimit(value, node: node, key: key, limit: limit)
        return value
    }

    private func checkLimit(_ value: Double, node: Node, key: String, limit: Double) throws(ManifestError) {
        guard value <= limit else {
            throw .invalidValue(
                file: file, line: Self.line(node), key: key, value: node.string ?? "\(value)",
                reason: "must be at most \(Int(limit))")
        }
    }

    /// A line count: 0 (unlimited) or more.
    func count(_ node: Node, key: String) throws(ManifestError) -> Int {
        guard case .scalar = node, let value = node.int else {
            throw .wrongType(file: file, line: Self.line(node), key: key, expected: "a whole number (0 = unlimited)")
        }
        guard value >= 0 else {
            throw .invalidValue(
                file: file, line: Self.line(node), key: key, value: "\(value)", reason: "must not be negative")
        }
        guard value <= InputLimits.lineCount else {
            throw .invalidValue(
                file: file, line: Self.line(node), key: key, value: "\(value)", reason: "must be at most \(InputLimits.lineCount)")
        }
        return value
    }

    func bool(_ node: Node, key: String) throws(ManifestError) -> Bool {
        guard case .scalar = node, let value = node.bool else {
            throw .wrongType(file: file, line: Self.line(node), key: key, expected: "true or false")
        }
        return value
    }
}
