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
        if !ByteEscaping.contains(text, where: { $0 == 0x25 || $0 == 0x0D || $0 == 0x0A }) { return text }
        return ByteEscaping.mapASCII(text) { byte in
            switch byte {
            case 0x25: "%25"
            case 0x0D: "%0D"
            case 0x0A: "%0A"
            default: nil
            }
        }
    }

    /// Escapes a property value: as a message, plus `:` → `%3A` and `,` → `%2C`.
    static func escapeProperty(_ text: String) -> String {
        if !ByteEscaping.contains(text, where: { $0 == 0x25 || $0 == 0x0D || $0 == 0x0A || $0 == 0x3A || $0 == 0x2C }) {
            return text
        }
        return ByteEscaping.mapASCII(text) { byte in
            switch byte {
            case 0x25: "%25"
            case 0x0D: "%0D"
            case 0x0A: "%0A"
            case 0x3A: "%3A"
            case 0x2C: "%2C"
            default: nil
            }
        }
    }
}
