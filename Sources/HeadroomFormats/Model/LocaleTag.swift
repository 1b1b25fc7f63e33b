/// A locale as found in a project (`pt-BR.lproj`, a catalog's `zh-Hans`, XLIFF `target-language`),
/// with its BCP 47 form and script.
public struct LocaleTag: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The identifier as the project spells it (`pt-BR`, `zh-Hans`, `Base`, `en`).
    public var identifier: String
    /// The canonical BCP 47 tag (`pt-BR`, `zh-Hans`; `Base` maps to the development language).
    public var bcp47: String
    /// The ISO 15924 script the locale is written in (`Latn`, `Cyrl`, `Arab`, `Hans`, `Jpan`…).
    public var script: String
    /// True for right-to-left locales (Arabic, Hebrew, Persian, Urdu…).
    public var isRightToLeft: Bool

    public var description: String { identifier }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.identifier < rhs.identifier }
}
