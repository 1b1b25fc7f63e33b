/// What the app's code passes for one format argument (`%@`, `%lld`), when reading the code tells:
/// the value's producer or its range. `ArgumentSampler` stands it in by the widest realistic value
/// of that kind in the entry's locale instead of the generic sample.
public enum FormatArgument: Sendable, Hashable {
    /// A date as `DateFormatter` (`dateStyle`, `timeStyle`) or `Date.formatted(date:time:)` writes it.
    case date(date: DateStyle, time: DateStyle)
    /// A date relative to now as `RelativeDateTimeFormatter` writes it ("3 hours ago"), full units.
    case relativeDate
    /// A number the code bounds: a position in a list (`index + 1`), at most `max`.
    case boundedNumber(max: Int)
    /// One of a finite set of texts: the code fills the argument from a `switch`, ternary, array or
    /// dictionary literal whose every value is a localized key or a literal (an enum's `title` over
    /// its cases). The caller measures each candidate's text in the entry's locale and stands the
    /// argument in by the widest (`ArgumentSampler.measurableText(for:arguments:chosen:)`).
    case oneOf([Candidate])

    /// A value the code can fill a `oneOf` argument with.
    public enum Candidate: Sendable, Hashable {
        /// A localized key: its value in the entry's locale (every plural form iOS shows).
        case key(String)
        /// A literal, shown as written.
        case text(String)
    }

    /// A style of `DateFormatter` (`Date.FormatStyle`'s `.omitted`, `.numeric`, `.abbreviated`,
    /// `.long`, `.complete` are none, short, medium, long, full).
    public enum DateStyle: String, Sendable, CaseIterable {
        case none, short, medium, long, full

        /// ICU's `UDateFormatStyle` (-1 none, 0 full … 3 short).
        var icu: Int32 {
            switch self {
            case .none: -1
            case .full: 0
            case .long: 1
            case .medium: 2
            case .short: 3
            }
        }
    }

    /// The manifest's spelling (`arguments:` of a key): `date medium short`, `relative date`,
    /// `number up to 10`; a `oneOf` is written as a mapping (`{ keys: [...], texts: [...] }`), this
    /// is its one-line description (`one of: key K, text T`).
    public var manifestText: String {
        switch self {
        case let .date(date, time): "date \(date.rawValue) \(time.rawValue)"
        case .relativeDate: "relative date"
        case let .boundedNumber(max): "number up to \(max)"
        case let .oneOf(candidates):
            "one of: " + candidates.map { candidate in
                switch candidate {
                case let .key(key): "key \(key)"
                case let .text(text): "text \(text)"
                }
            }.joined(separator: ", ")
        }
    }

    /// The keys of a `oneOf` argument (empty for the other kinds).
    public var candidateKeys: [String] {
        guard case let .oneOf(candidates) = self else { return [] }
        return candidates.compactMap { if case let .key(key) = $0 { key } else { nil } }
    }

    /// The literals of a `oneOf` argument (empty for the other kinds).
    public var candidateTexts: [String] {
        guard case let .oneOf(candidates) = self else { return [] }
        return candidates.compactMap { if case let .text(text) = $0 { text } else { nil } }
    }

    /// The most candidates a `oneOf` keeps (a larger set is no longer a short list of labels).
    public static let maxCandidates = 64

    /// Reads the manifest's spelling; nil for anything else.
    public init?(manifestText text: String) {
        let words = text.split(separator: " ").map(String.init)
        switch words.count {
        case 3 where words[0] == "date":
            guard let date = DateStyle(rawValue: words[1]), let time = DateStyle(rawValue: words[2]),
                  date != .none || time != .none else { return nil }
            self = .date(date: date, time: time)
        case 2 where words == ["relative", "date"]:
            self = .relativeDate
        case 4 where words[0...2] == ["number", "up", "to"]:
            guard let max = Int(words[3]), max >= 0, max <= 1_000_000_000 else { return nil }
            self = .boundedNumber(max: max)
        default:
            return nil
        }
    }

    /// What the manifest accepts, for error messages.
    public static let manifestForms = "'date STYLE STYLE' (none, short, medium, long, full), 'relative date', 'number up to N', { keys: [K, ...], texts: [T, ...] }, or 'any'"
}
