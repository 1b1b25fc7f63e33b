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
