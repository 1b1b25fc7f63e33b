
/// Renders a ``LoadResult`` as `headroom strings` prints it: one line per entry, or JSON with
/// a stable key order (`file`, `line`, `column`, `key`, `locale`, `value`, then `variant`,
/// `comment`, `state` when present).
public struct EntryListing: Sendable {
    /// The output formats.
    public enum Format: String, Sendable, CaseIterable { case text, json }

    public let result: LoadResult
    public let includeWarnings: Bool

    public init(result: LoadResult, includeWarnings: Bool) {
        self.result = result
        self.includeWarnings = includeWarnings
    }

    /// `file:line:column [locale] key = "value"` (plus ` (variant)` for plural/device variants).
    public func text() -> String { String(decoding: textBytes(), as: UTF8.self) }

    /// The text output as UTF-8 bytes.
    public func textBytes() -> [UInt8] {
        var out = ByteBuffer(capacity: result.entries.count * 96)
        for entry in result.entries {
            out.append(ControlCharacters.escaped("\(entry.location.file):\(entry.location.line):\(entry.location.column) [\(entry.locale.identifier)] "))
            out.appendEscapedText(entry.key)
            if let variant = entry.variant { out.append(" (" + ControlCharacters.escaped(variant) + ")") }
            out.append(" = \"")
            out.appendEscapedText(entry.value)
            out.append("\"\n")
        }
        return out.bytes
    }

    /// Problems (and warnings when asked) as `file:line:column: error: message` lines for stderr.
    public func textDiagnostics() -> String {
        var out = ""
        for problem in result.problems {
            out += ControlCharacters.escaped("\(problem.location): error: \(problem.reason)") + "\n"
        }
        if includeWarnings {
            for warning in result.warnings { out += ControlCharacters.escaped(warning.description) + "\n" }
        }
        return out
    }

    /// `{"entries":[…],"problems":[…]}` with fields in the documented order.
    public func json() -> String { String(decoding: jsonBytes(), as: UTF8.self) }

    /// The JSON output as UTF-8 bytes.
    public func jsonBytes() -> [UInt8] {
        var out = ByteBuffer(capacity: result.entries.count * 200)
        out.append("{\"entries\":[")
        for (index, entry) in result.entries.enumerated() {
            out.append(index > 0 ? ",\n{\"file\":" : "\n{\"file\":")
            out.appendJSONString(entry.location.file)
            out.append(",\"line\":\(entry.location.line),\"column\":\(entry.location.column),\"key\":")
            out.appendJSONString(entry.key)
            out.append(",\"locale\":")
            out.appendJSONString(entry.locale.identifier)
            out.append(",\"value\":")
            out.appendJSONString(entry.value)
            if let variant = entry.variant { out.append(",\"variant\":"); out.appendJSONString(variant) }
            if let comment = entry.comment { out.append(",\"comment\":"); out.appendJSONString(comment) }
            if let state = entry.state { out.append(",\"state\":"); out.appendJSONString(state) }
            out.append("}")
        }
        out.append("\n],\"problems\":[")
        for (index, problem) in result.problems.enumerated() {
            out.append(index > 0 ? ",\n" : "\n")
            out.appendDiagnostic(problem.location, problem.reason)
        }
        out.append("\n]")
        if includeWarnings {
            out.append(",\"warnings\":[")
            for (index, warning) in result.warnings.enumerated() {
                out.append(index > 0 ? ",\n" : "\n")
                out.appendDiagnostic(warning.location, warning.message)
            }
            out.append("\n]")
        }
        out.append("}\n")
        return out.bytes
    }

    /// A value on one line: newlines, tabs, quotes and backslashes escaped as in a .strings file.
    public static func escapeText(_ s: String) -> String {
        var out = ByteBuffer(capacity: s.utf8.count)
        out.appendEscapedText(s)
        return out.string
    }
}
