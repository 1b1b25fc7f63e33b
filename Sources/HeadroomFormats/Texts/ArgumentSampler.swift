import Foundation

/// Replaces format arguments (`%@`, `%d`, `%1$@`, `%%`, `.stringsdict` variables, catalog
/// substitutions) with sample values, giving the text a label would really show.
///
/// Samples, in order of preference:
/// - the values the user gives for the key (`samples[key]`, one per argument, in argument order);
/// - for the number that selects a plural variant: a number of that variant's category in the
///   entry's locale (ICU plural rules), formatted for the locale;
/// - what the code passes, when the caller knows it (`FormatArgument`, one per argument position):
///   a date is the widest of the year's months in the locale's format for the code's styles, a
///   relative date the widest of realistic offsets ("59 minutes ago" … "10 years ago"), a bounded
///   number its bound, each through ICU; one of a finite set of texts (`oneOf`) the text the caller
///   chose among the candidates (`chosen`: the widest, measured in the element's font);
/// - otherwise a realistic worst case by type: objects and C strings (`%@`, `%s`) become
///   ``defaultText`` ("Alexandria", a 10-letter word that exists in every Latin-script language);
///   integers become ``defaultInteger`` (12345) formatted for the locale with ICU (grouping
///   separators and the locale's digits, as `String.localizedStringWithFormat` shows them);
///   floating-point numbers are formatted the same way with the printf precision (6 when absent);
///   hex, octal, character and pointer conversions use C formatting of the same number.
public struct ArgumentSampler: Sendable {
    /// The sample for text arguments.
    public static let defaultText = "Alexandria"
    /// The sample for numeric arguments.
    public static let defaultInteger = 12345

    /// Values per key for the arguments in order.
    public var samples: [String: [String]]

    public init(samples: [String: [String]] = [:]) {
        self.samples = samples
    }

    /// The text to measure for `entry` and the samples used; `arguments[i]` is what the code passes
    /// for argument `i + 1`, when known; `chosen[i + 1]` the candidate's text the caller chose for a
    /// `oneOf` argument (without one, the generic sample).
    public func measurableText(for entry: LocalizedEntry, arguments: [FormatArgument?] = [], chosen: [Int: String] = [:]) -> MeasurableText {
        // Most values have no arguments at all.
        if entry.plural?.template == nil, !entry.value.utf8.contains(0x25 /* % */) {
            return MeasurableText(text: entry.value, samples: [])
        }
        var state = SamplingState(entry: entry, given: samples[entry.key] ?? [], arguments: arguments, chosen: chosen)
        let text: String
        if let plural = entry.plural, let template = plural.template, let variable = plural.variable {
            text = state.expand(template, ownedVariable: variable, isOwnedText: false, variableArgument: nil)
        } else {
            // The whole value is (or is not) a plural variant: its numbers get the category's number.
            text = state.expand(entry.value, ownedVariable: nil, isOwnedText: entry.plural?.category != nil, variableArgument: nil)
        }
        // Positions past the limit are reported by the loader; never allocate for them here.
        let maxIndex = min(state.used.keys.max() ?? 0, InputLimits.formatPosition)
        let ordered = maxIndex == 0 ? [] : (1...maxIndex).map { state.used[$0] ?? "" }
        return MeasurableText(text: text, samples: ordered)
    }
}

/// The running state of one substitution: the next implicit argument and the samples used.
private struct SamplingState {
    let entry: LocalizedEntry
    let given: [String]
    let arguments: [FormatArgument?]
    let chosen: [Int: String]
    var next = 1
    var used: [Int: String] = [:]
    var depth = 0

    init(entry: LocalizedEntry, given: [String], arguments: [FormatArgument?], chosen: [Int: String]) {
        self.entry = entry
        self.given = given
        self.arguments = arguments
        self.chosen = chosen
    }

    var locale: String { entry.locale.rulesLocale }

    /// Substitutes the specifiers of `text`. In the plural variant's own text (`isOwnedText`), the
    /// numeric arguments that select the variant get a number of its category.
    mutating func expand(_ text: String, ownedVariable: String?, isOwnedText: Bool, variableArgument: Int?) -> String {
        let scalars = Array(text.unicodeScalars)
        let specifiers = FormatSpecifier.parse(scalars)
        guard !specifiers.isEmpty else { return text }
        var out = String.UnicodeScalarView()
        var cursor = 0
        var ownedNumberUsed = false
        for spec in specifiers {
            out.append(contentsOf: scalars[cursor..<spec.range.lowerBound])
            cursor = spec.range.upperBound
            switch spec.kind {
            case .percent:
                out.append("%")
            case .variable(let name):
                let owned = name == ownedVariable
                let implicit = spec.position ?? takeNext()
                let index = owned ? (entry.plural?.argumentNumber ?? implicit) : implicit
                let inner: String
                if owned {
                    inner = entry.value
                } else {
                    inner = entry.plural?.otherVariables[name] ?? ""
                }
                depth += 1
                let expanded = depth > 4 ? inner : expand(inner, ownedVariable: nil, isOwnedText: owned, variableArgument: index)
                depth -= 1
                if used[index] == nil { used[index] = expanded.isEmpty ? "" : numberSample(owned: owned, spec: nil) }
                out.append(contentsOf: expanded.unicodeScalars)
            case .substitutionArgument:
                let index = variableArgument ?? takeNext()
                let sample = given(index) ?? numberSample(owned: isOwnedText, spec: nil)
                used[index] = sample
                out.append(contentsOf: sample.unicodeScalars)
            case .argument:
                let index: Int
                let selectsVariant = isOwnedText && spec.isNumeric && !ownedNumberUsed
                    && (spec.position == nil || spec.position == variableArgument)
                if let variableArgument, spec.isNumeric, spec.position == nil {
                    index = variableArgument
                } else if let position = spec.position {
                    index = position
                } else {
                    index = takeNext()
                }
                if selectsVariant { ownedNumberUsed = true }
                let pluralSelecting = selectsVariant || (isOwnedText && spec.isNumeric && index == variableArgument)
                let sample = given(index) ?? (pluralSelecting ? nil : typedSample(spec, index: index))
                    ?? defaultSample(spec, pluralSelecting: pluralSelecting)
                used[index] = sample
                out.append(contentsOf: sample.unicodeScalars)
            }
        }
        out.append(contentsOf: scalars[cursor...])
        return String(out)
    }

    mutating func takeNext() -> Int {
        defer { next += 1 }
        return next
    }

    func given(_ index: Int) -> String? {
        index >= 1 && index <= given.count ? given[index - 1] : nil
    }

    /// The stand-in for what the code passes at `index`, when known and the conversion shows it
    /// (a date, relative date or chosen candidate through `%@`, a bounded number through an integer
    /// conversion).
    func typedSample(_ spec: FormatSpecifier, index: Int) -> String? {
        guard index >= 1, index <= arguments.count, let argument = arguments[index - 1],
              case .argument(let conversion) = spec.kind else { return nil }
        switch argument {
        case let .date(date, time):
            guard ["@", "s", "S"].contains(conversion) else { return nil }
            return LocaleDates.shared.widestDate(date: date, time: time, locale: locale)
        case .relativeDate:
            guard ["@", "s", "S"].contains(conversion) else { return nil }
            return LocaleDates.shared.widestRelativeDate(locale: locale)
        case let .boundedNumber(max):
            guard spec.isInteger || ["@", "s", "S"].contains(conversion) else { return nil }
            return LocaleNumbers.shared.format(Double(max), fractionDigits: 0, locale: locale)
        case .oneOf:
            guard ["@", "s", "S"].contains(conversion) else { return nil }
            return chosen[index]
        }
    }

    /// The number that selects the variant (`owned`) or the default number.
    func numberSample(owned: Bool, spec: FormatSpecifier?) -> String {
        if owned, let category = entry.plural?.category {
            let (value, digits) = LocaleNumbers.shared.number(forCategory: category, locale: locale, integerOnly: entry.hasIntegerPluralArgument)
            return LocaleNumbers.shared.format(value, fractionDigits: digits, locale: locale)
        }
        return LocaleNumbers.shared.format(Double(ArgumentSampler.defaultInteger), fractionDigits: 0, locale: locale)
    }

    func defaultSample(_ spec: FormatSpecifier, pluralSelecting: Bool) -> String {
        guard case .argument(let conversion) = spec.kind else { return ArgumentSampler.defaultText }
        var number = Double(ArgumentSampler.defaultInteger)
        var digits = 0
        if pluralSelecting, let category = entry.plural?.category {
            (number, digits) = LocaleNumbers.shared.number(forCategory: category, locale: locale,
                                                           integerOnly: spec.isInteger || entry.hasIntegerPluralArgument)
        }
        switch conversion {
        case "@", "s", "S":
            return ArgumentSampler.defaultText
        case "d", "i", "u", "D", "U":
            return LocaleNumbers.shared.format(number, fractionDigits: digits, locale: locale)
        case "f", "F":
            return LocaleNumbers.shared.format(number, fractionDigits: max(digits, min(spec.precision ?? 6, InputLimits.formatPrecision)), locale: locale)
        case "x": return String(Int(number), radix: 16)
        case "X": return String(Int(number), radix: 16, uppercase: true)
        case "o", "O": return String(Int(number), radix: 8)
        case "c", "C": return "W"
        case "p": return "0x600000c8a120"
        case "e", "E", "g", "G", "a", "A":
            let precision = spec.precision.map { ".\(min($0, InputLimits.formatPrecision))" } ?? ""
            return String(format: "%\(precision)\(conversion)", number)
        default:
            return ArgumentSampler.defaultText
        }
    }
}
