import HeadroomFormats

/// Escaping for GitHub-flavoured Markdown, inline and in table cells.
enum MarkdownText {
    /// Escapes characters Markdown or the HTML it allows would interpret; line breaks become
    /// `<br>` in table cells and spaces elsewhere.
    /// Bidi controls become `\U202E`-style escapes, so a name cannot reorder the rest of its line.
    static func escape(_ text: String, inTable: Bool = false) -> String {
        let text = ControlCharacters.bidiEscaped(text)
        if !ByteEscaping.contains(text, where: { Self.special.contains($0) }) { return text }
        return ByteEscaping.mapASCII(text) { byte in
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"): HTMLEscape.reference(byte)
            case 0x0D: ""
            case 0x0A: inTable ? "<br>" : " "
            // `@name` would notify a GitHub user or team from a PR comment; `#12` links an issue.
            case UInt8(ascii: "@"): "@\u{200B}"
            case 0x00..<0x20, 0x7F: "\\U" + String(format: "%04X", Int(byte))
            default: Self.special.contains(byte) ? "\\" + String(UnicodeScalar(byte)) : nil
            }
        }
    }

    /// Bytes `escape` changes: `\ ` * _ [ ] | ~ # < > &`, CR and LF.
    private static let special: Set<UInt8> = Set("\\`*_[]|~#<>&@\r\n".utf8).union(Set(0..<0x20)).union([0x7F])

    /// `path:line` as a link when a base URL is known (`…/blob/SHA/path#L12`), else escaped text.
    static func location(_ path: String, line: Int, linkBase: String?) -> String {
        let label = escape("\(path):\(line)")
        guard let base = linkBase, !ReportPath.isAbsolute(path) else { return label }
        let separator = base.hasSuffix("/") ? "" : "/"
        return "[\(label)](\(base)\(separator)\(SARIFReporter.percentEncoded(path))#L\(line))"
    }

    /// A table: header row, alignment row (`right` columns are numeric), then rows.
    static func table(_ header: [String], right: Set<Int> = [], _ rows: [[String]]) -> String {
        var out = "| " + header.joined(separator: " | ") + " |\n"
        out += "|" + header.indices.map { right.contains($0) ? " ---: |" : " --- |" }.joined() + "\n"
        for row in rows { out += "| " + row.joined(separator: " | ") + " |\n" }
        return out
    }
}
