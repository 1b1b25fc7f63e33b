/// Turns a `.strings` file into entries.
enum StringsFormat {
    static func parse(_ bytes: [UInt8], context: FileContext) throws(FormatError) -> FileParseResult {
        let text = try TextDecoding.decode(bytes, file: context.file)
        var result = FileParseResult()
        if text.scalars.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xFEFF }) {
            result.warnings.append(FormatWarning(.emptyFile, context.location(1, 1), "empty .strings file: no entries"))
            return result
        }
        let parsed = try StringsFileParser.parse(text.scalars, file: context.file)
        result.warnings = parsed.warnings
        if !context.localeKnown {
            result.warnings.append(FormatWarning(.unknownLocale, context.location(1, 1),
                                                 "not inside an .lproj folder: locale unknown (und); English rules assumed"))
        }
        result.entries.reserveCapacity(parsed.pairs.count)
        for pair in parsed.pairs {
            result.entries.append(LocalizedEntry(
                key: pair.key, table: context.table, locale: context.locale, value: pair.value,
                comment: pair.comment,
                location: context.location(pair.valueLine, pair.valueColumn),
                keyLocation: context.location(pair.keyLine, pair.keyColumn),
                format: .strings))
        }
        return result
    }
}
