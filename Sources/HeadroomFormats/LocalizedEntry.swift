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
    public var shouldTranslate: Bool
    /// The source-language text for this key (and variant), when the file or catalog knows it.
    public var sourceText: String?
    /// An XLIFF `maxwidth` with its `size-unit`, when present.
    public var maxWidth: MaxWidth?

    public init(
        key: String, table: String, locale: LocaleTag, value: String, variant: String? = nil,
        comment: String? = nil, state: String? = nil, location: SourceLocation, keyLocation: SourceLocation,
        format: FileFormat, shouldTranslate: Bool = true, sourceText: String? = nil, maxWidth: MaxWidth? = nil
    ) {
        self.key = key
        self.table = table
        self.locale = locale
        self.value = value
        self.variant = variant
        self.comment = comment
        self.state = state
        self.location = location
        self.keyLocation = keyLocation
        self.format = format
        self.shouldTranslate = shouldTranslate
        self.sourceText = sourceText
        self.maxWidth = maxWidth
    }
}

/// An XLIFF `maxwidth` and its unit (`pixel`, `char`, `point`…).
public struct MaxWidth: Sendable, Hashable, Codable {
    public var value: Double
    public var unit: String
    public init(value: Double, unit: String) {
        self.value = value
        self.unit = unit
    }
}

/// A position in a file: path as given by the user, 1-based line and column (columns count
/// Unicode scalars, as Xcode does).
public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// The localization file formats Headroom reads.
public enum FileFormat: String, Sendable, Hashable, Codable, CaseIterable {
    case strings, stringsdict, xcstrings, xliff
}
