/// A place in the app's Swift code that shows a string (`Text("settings.title")` in
/// `SettingsView.swift:42:13`): the view a developer changes when the string does not fit. From
/// a `sources:` scan or a manifest's `shownAt:` (what `headroom init` writes). The path is
/// resolved like the manifest's other paths (absolute, or as given when the manifest's folder is
/// `.`); reports print it relative to the working directory, as they print the translation's.
public struct DisplaySite: Sendable, Hashable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int
    /// The column (1-based, in characters); nil when the manifest gave only `file:line`.
    public var column: Int?

    public init(file: String, line: Int, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, or `file:line` without a column.
    public var description: String { "\(file):\(line)" + (column.map { ":\($0)" } ?? "") }

    /// Parses `PATH:LINE` or `PATH:LINE:COLUMN` (line and column 1 or more); nil otherwise. The
    /// path may itself hold colons: the numbers are read from the end.
    public static func parse(_ text: String) -> DisplaySite? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return nil }
        func digits(_ part: Substring) -> Bool { !part.isEmpty && part.utf8.allSatisfy { (0x30...0x39).contains($0) } }
        func number(_ part: Substring) -> Int? {
            guard digits(part), let n = Int(part), n >= 1 else { return nil }
            return n
        }
        // Two numbers at the end are always line and column (`A.swift:0:1` is a bad line, not a file `A.swift:0`).
        if parts.count >= 3, digits(parts[parts.count - 2]), digits(parts[parts.count - 1]) {
            guard let line = number(parts[parts.count - 2]), let column = number(parts[parts.count - 1]) else { return nil }
            let file = parts.dropLast(2).joined(separator: ":")
            return file.isEmpty ? nil : DisplaySite(file: file, line: line, column: column)
        }
        guard let line = number(parts[parts.count - 1]) else { return nil }
        let file = parts.dropLast().joined(separator: ":")
        return file.isEmpty ? nil : DisplaySite(file: file, line: line)
    }
}
