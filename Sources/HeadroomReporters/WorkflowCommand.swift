/// GitHub Actions workflow commands (`::error file=…,line=…::message`) and their escaping.
struct WorkflowCommand: Sendable, Hashable {
    var name: String
    /// Ordered properties (`file`, `line`, `col`, `title`…); nil values are left out.
    var properties: [(String, String?)]
    var message: String

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.rendered == rhs.rendered }
    func hash(into hasher: inout Hasher) { hasher.combine(rendered) }

    /// `::name key=value,key=value::message` (no trailing newline).
    var rendered: String {
        let props = properties.compactMap { key, value in value.map { "\(key)=\(Self.escapeProperty($0))" } }
        let head = props.isEmpty ? name : name + " " + props.joined(separator: ",")
        return "::\(head)::\(Self.escapeData(message))"
    }

    /// Escapes a message: `%` → `%25`, CR → `%0D`, LF → `%0A`.
    static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Escapes a property value: as a message, plus `:` → `%3A` and `,` → `%2C`.
    static func escapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
