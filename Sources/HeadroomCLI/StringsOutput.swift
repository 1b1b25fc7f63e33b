import Foundation
import HeadroomFormats

/// Renders `headroom strings` output: one line per entry, or JSON with a stable key order.
struct StringsOutput {
    enum Format: String { case text, json }

    let result: LoadResult
    let includeWarnings: Bool

    /// `file:line:column [locale] key = "value"` (plus ` (variant)` for plural/device variants).
    func text() -> String {
        var out = ""
        out.reserveCapacity(result.entries.count * 80)
        for entry in result.entries {
            out += "\(entry.location.file):\(entry.location.line):\(entry.location.column) [\(entry.locale.identifier)] "
            out += Self.escapeText(entry.key)
            if let variant = entry.variant { out += " (\(variant))" }
            out += " = \""
            out += Self.escapeText(entry.value)
            out += "\"\n"
        }
        return out
    }

    /// Problems (and warnings when asked) as `file:line:column: error: message` lines for stderr.
    func textDiagnostics() -> String {
        var out = ""
        for problem in result.problems {
            out += "\(problem.location): error: \(problem.reason)\n"
        }
        if includeWarnings {
            for warning in result.warnings { out += warning.description + "\n" }
        }
        return out
    }

    /// `{"entries":[…],"problems":[…]}` with fields in the documented order.
    func json() -> String {
        var out = "{\"entries\":["
        out.reserveCapacity(result.entries.count * 160)
        for (index, entry) in result.entries.enumerated() {
            if index > 0 { out += "," }
            out += "\n{\"file\":" + Self.jsonString(entry.location.file)
            out += ",\"line\":\(entry.location.line),\"column\":\(entry.location.column)"
            out += ",\"key\":" + Self.jsonString(entry.key)
            out += ",\"locale\":" + Self.jsonString(entry.locale.identifier)
            out += ",\"value\":" + Self.jsonString(entry.value)
            if let variant = entry.variant { out += ",\"variant\":" + Self.jsonString(variant) }
            if let comment = entry.comment { out += ",\"comment\":" + Self.jsonString(comment) }
            if let state = entry.state { out += ",\"state\":" + Self.jsonString(state) }
            out += "}"
        }
        out += "\n],\"problems\":["
        for (index, problem) in result.problems.enumerated() {
            if index > 0 { out += "," }
            out += "\n" + Self.diagnostic(problem.location, problem.reason)
        }
        out += "\n]"
        if includeWarnings {
            out += ",\"warnings\":["
            for (index, warning) in result.warnings.enumerated() {
                if index > 0 { out += "," }
                out += "\n" + Self.diagnostic(warning.location, warning.message)
            }
            out += "\n]"
        }
        out += "}\n"
        return out
    }

    static func diagnostic(_ location: SourceLocation, _ message: String) -> String {
        "{\"file\":\(jsonString(location.file)),\"line\":\(location.line),\"column\":\(location.column),\"message\":\(jsonString(message))}"
    }

    /// A JSON string literal (RFC 8259 escapes; non-ASCII kept as UTF-8).
    static func jsonString(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A value on one line: newlines, tabs, quotes and backslashes escaped as in a .strings file.
    static func escapeText(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func printError(_ text: String, newline: Bool = true) {
        FileHandle.standardError.write(Data((newline ? text + "\n" : text).utf8))
    }
}
