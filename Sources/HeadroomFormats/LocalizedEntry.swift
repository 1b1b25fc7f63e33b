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
    /// The source-language text for this key (and variant), when the file or catalog knows it.
    public var sourceText: String?
    /// An XLIFF `maxwidth` with its `size-unit`, when present.
    public var maxWidth: MaxWidth?
    /// For a plural (or device) variant: how it fits in its enclosing format, so that the whole
    /// sentence can be measured with a number of the right plural category. Nil for plain values.
    public var plural: PluralContext?
}

/// Where a plural variant sits: the plural category, and, for `.stringsdict` variables and
/// catalog substitutions, the format that contains `%#@variable@` plus the other variables' text.
public struct PluralContext: Sendable, Hashable, Codable {
    /// The plural category (`zero`, `one`, `two`, `few`, `many`, `other`), or nil for a device-only variant.
    public var category: String?
    /// The variable this variant belongs to (`%#@variable@`); nil when the whole value varies.
    public var variable: String?
    /// The enclosing format (`NSStringLocalizedFormatKey` or the catalog's `stringUnit` value),
    /// containing `%#@variable@`; nil when the value is the whole text.
    public var template: String?
    /// The printf type of the variable's number (`d`, `ld`, `lld`…), when the file says it.
    public var valueType: String?
    /// The catalog substitution's `argNum`, when given.
    public var argumentNumber: Int?
    /// The other variables of the same format and the text used for them (their `other` variant).
    public var otherVariables: [String: String] = [:]
}

/// An XLIFF `maxwidth` and its unit (`pixel`, `char`, `point`…).
public struct MaxWidth: Sendable, Hashable, Codable {
    public var value: Double
    public var unit: String
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
