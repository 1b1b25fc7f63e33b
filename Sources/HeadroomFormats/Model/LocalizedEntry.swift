/// One measurable translation found in a localization file: a key's value in one locale, or one
/// plural/device variant of it.
public struct LocalizedEntry: Sendable, Hashable, Codable {
    /// The key as written in the file (for a String Catalog, the catalog key).
    public var key: String
    /// The table name: the file name without extension (`Localizable`, `InfoPlist`).
    public var table: String
    /// The locale the value belongs to.
    public var locale: LocaleTag
    /// The translation as written, escapes resolved, format arguments not substituted.
    public var value: String
    /// The plural category (`one`, `few`…), device (`iphone`…) or both (`device.iphone/plural.one`),
    /// or a substitution's variant (`count:one`); nil for a plain value.
    public var variant: String?
    /// The translator comment, if the file has one.
    public var comment: String?
    /// The String Catalog or XLIFF state (`translated`, `needs_review`, `new`, `stale`).
    public var state: String?
    /// Where the value is (file, 1-based line and column of the value's first character).
    public var location: SourceLocation
    /// Where the key is.
    public var keyLocation: SourceLocation
    /// The file format it came from.
    public var format: FileFormat
    /// False for catalog entries marked `shouldTranslate: false`.
    public var shouldTranslate: Bool = true
    /// True when no table has the key: the app shows the code's fallback text (the key itself, or
    /// the call's default value) in this locale, untranslated.
    public var inNoTable = false
    /// The source-language text for this key (and variant), when the file or catalog knows it.
    public var sourceText: String?
    /// An XLIFF `maxwidth` with its `size-unit`, when present.
    public var maxWidth: MaxWidth?
    /// For a plural (or device) variant: how it fits in its enclosing format, so that the whole
    /// sentence can be measured with a number of the right plural category. Nil for plain values.
    public var plural: PluralContext?
}

extension LocalizedEntry {
    /// The text the app shows in `locale` for a key no table has (the key itself, or the code's
    /// default value): `inNoTable`, its source text the same text, placed at `location`.
    public static func notInAnyTable(key: String, table: String, locale: LocaleTag, text: String, location: SourceLocation) -> LocalizedEntry {
        LocalizedEntry(key: key, table: table, locale: locale, value: text, location: location, keyLocation: location,
                       format: .strings, inNoTable: true, sourceText: text)
    }
}
