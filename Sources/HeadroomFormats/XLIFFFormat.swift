/// Placeholder until the real parser lands.
enum XLIFFFormat {
    static func parse(_ bytes: [UInt8], context: FileContext) throws(FormatError) -> FileParseResult {
        FileParseResult()
    }
}
