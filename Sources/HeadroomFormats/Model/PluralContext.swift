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
