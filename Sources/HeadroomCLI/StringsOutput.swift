import Foundation
import HeadroomFormats

/// Renders `headroom strings` output: one line per entry, or JSON with a stable key order.
struct StringsOutput {
    enum Format: String { case text, json }

    let result: LoadResult
    let includeWarnings: Bool

    /// `file:line:column [locale] key = "value"` (plus ` (variant)` for plural/device variants).
    func text() -> String { String(decoding: textBytes(), as: UTF8.self) }

    /// The text output as UTF-8 bytes.
    func textBytes() -> [UInt8] {
        var out = ByteBuffer(capacity: result.entries.count * 96)
        for entry in result.entries {
            out.append("\(entry.location.file):\(entry.location.line):\(entry.location.column) [\(entry.locale.identifier)] ")
            out.appendEscapedText(entry.key)
            if let variant = entry.variant { out.append(" (\(variant))") }
            out.append(" = \"")
            out.appendEscapedText(entry.value)
            out.append("\"\n")
        }
        return out.bytes
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
    func json() -> String { String(decoding: jsonBytes(), as: UTF8.self) }

    /// The JSON output as UTF-8 bytes.
    func jsonBytes() -> [UInt8] {
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

    /// A JSON string literal (RFC 8259 escapes; non-ASCII kept as UTF-8).
    static func jsonString(_ s: String) -> String {
        var out = ByteBuffer(capacity: s.utf8.count + 2)
        out.appendJSONString(s)
        return out.string
    }

    /// A value on one line: newlines, tabs, quotes and backslashes escaped as in a .strings file.
    static func escapeText(_ s: String) -> String {
        var out = ByteBuffer(capacity: s.utf8.count)
        out.appendEscapedText(s)
        return out.string
    }

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func write(_ bytes: [UInt8]) {
        FileHandle.standardOutput.write(Data(bytes))
    }

    static func printError(_ text: String, newline: Bool = true) {
        FileHandle.standardError.write(Data((newline ? text + "\n" : text).utf8))
    }
}
