/// Everything read from a set of localization files.
public struct LoadResult: Sendable {
    /// Entries in file order (files sorted), then by position in the file.
    public var entries: [LocalizedEntry]
    /// Files or parts of files that could not be read. A file with a syntax or encoding problem
    /// contributes no entries; a structural problem in one key of a `.stringsdict` or catalog
    /// skips that key only.
    public var problems: [FormatError]
    /// Every file read, sorted.
    public var files: [String]
    /// Valid but noteworthy things: duplicate keys, a missing final `;`, empty files, unknown locales.
    public var warnings: [FormatWarning]

    public init(entries: [LocalizedEntry] = [], problems: [FormatError] = [], files: [String] = [],
                warnings: [FormatWarning] = []) {
        self.entries = entries
        self.problems = problems
        self.files = files
        self.warnings = warnings
    }
}
