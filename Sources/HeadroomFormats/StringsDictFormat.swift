/// Placeholder until the real parser lands.
enum StringsDictFormat {
    static func parse(_ bytes: [UInt8], context: FileContext) throws(FormatError) -> FileParseResult {
        FileParseResult()
    }
}
