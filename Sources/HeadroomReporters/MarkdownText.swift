/// Escaping for GitHub-flavoured Markdown, inline and in table cells.
enum MarkdownText {
    /// Escapes characters Markdown or the HTML it allows would interpret; line breaks become
    /// `<br>` in table cells and spaces elsewhere.
    static func escape(_ text: String, inTable: Bool = false) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\", "`", "*", "_", "[", "]", "|", "~", "#": out += "\\" + String(scalar)
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\r": continue
            case "\n": out += inTable ? "<br>" : " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

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
