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

/// What one file yielded.
struct FileParseResult: Sendable {
    var entries: [LocalizedEntry] = []
    var warnings: [FormatWarning] = []
    /// Problems; a syntax or encoding problem means the file yielded nothing, a structural one
    /// (one bad key of a `.stringsdict` or catalog) skips only that key.
    var problems: [FormatError] = []
}

/// What a parser knows about the file it reads.
struct FileContext: Sendable {
    /// The path as the user gave it (joined with the path inside a folder).
    var file: String
    /// The file name without extension.
    var table: String
    /// The locale of the enclosing `.lproj`, or `und`.
    var locale: LocaleTag
    /// True when the locale comes from an `.lproj` folder.
    var localeKnown: Bool

    func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }
}
