/// The plural categories a locale's cardinal rules (CLDR, through ICU) select: for any number, and
/// for integers only. Russian has `one few many other`, but only fractions are `other`; Japanese
/// has `other` alone.
public struct PluralCategories: Sendable, Hashable {
    /// Every category the rules select for some number.
    public var all: Set<String>
    /// The categories some integer selects.
    public var integer: Set<String>

    /// The categories of `locale` (a BCP 47 tag), computed once per locale.
    public static func of(locale: String) -> PluralCategories {
        LocaleNumbers.shared.pluralCategories(locale: locale)
    }

    /// Whether a plural form of `category` is ever shown for an argument of the given type.
    ///
    /// `zero` is always shown: a `.stringsdict` (and a String Catalog) `zero` form is used for the
    /// value 0 whatever the locale's rules say (Apple, Foundation Release Notes for OS X v10.9:
    /// "If 'zero' is present, the value is used for mapping the argument value zero regardless of
    /// what CLDR rule specifies"). Any other category is shown when the rules select it for some
    /// number, and, for an integer argument (`%d`, `%ld`, `%lld`, `%u`…), for some integer.
    public func shows(_ category: String, integerArgument: Bool) -> Bool {
        if category == "zero" { return true }
        return integerArgument ? integer.contains(category) : all.contains(category)
    }
}
