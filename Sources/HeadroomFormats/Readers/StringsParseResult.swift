/// The result of parsing one `.strings` text: pairs in file order (duplicates resolved: only the
/// last occurrence of a key is kept, at its own position) and warnings.
struct StringsParseResult: Sendable {
    var pairs: [StringsPair]
    var warnings: [FormatWarning]
}
