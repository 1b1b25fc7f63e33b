extension LocalizedEntry {
    /// False for a plural form iOS never shows: a category the locale's plural rules never select
    /// for the argument's type (Russian `other` for an integer `%d`, Japanese `one`, English `few`).
    /// True for every other entry, a plain value or a device variant included.
    ///
    /// The argument's type is the variable's `NSStringFormatValueTypeKey` or the substitution's
    /// `formatSpecifier`; without one (a String Catalog's plural of a whole string), the first
    /// numeric specifier in the form's own text. A type no text states counts as any number (every
    /// category of the locale is shown).
    public var isShownPluralForm: Bool {
        guard let category = plural?.category else { return true }
        return PluralCategories.of(locale: locale.rulesLocale).shows(category, integerArgument: hasIntegerPluralArgument)
    }

    /// True for a `zero` form that only the count 0 selects in the entry's locale: any locale whose
    /// rules have no `zero` (the `.stringsdict` form then maps 0 alone), Arabic or Welsh (`zero` is
    /// n = 0), but not Latvian, whose `zero` also takes 10 to 20, 30…
    public var isZeroFormOfZeroAlone: Bool {
        guard plural?.category == "zero" else { return false }
        let categories = PluralCategories.of(locale: locale.rulesLocale)
        guard categories.all.contains("zero") else { return true }
        return LocaleNumbers.shared.number(forCategory: "zero", locale: locale.rulesLocale, integerOnly: true).value == 0
    }

    /// True when the number that selects the plural form is an integer.
    var hasIntegerPluralArgument: Bool {
        if let type = plural?.valueType, let last = type.last {
            return "diuoxXDUO".contains(last)
        }
        let number = FormatSpecifier.parse(value).first { $0.isInteger || $0.isFloatingPoint }
        return number?.isInteger ?? false
    }
}
