/// What one file yielded.
struct FileParseResult: Sendable {
    var entries: [LocalizedEntry] = []
    var warnings: [FormatWarning] = []
    /// Problems; a syntax or encoding problem means the file yielded nothing, a structural one
    /// (one bad key of a `.stringsdict` or catalog) skips only that key.
    var problems: [FormatError] = []
}
