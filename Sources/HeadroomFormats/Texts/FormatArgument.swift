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
    /// `number up to 10`.
    public var manifestText: String {
        switch self {
        case let .date(date, time): "date \(date.rawValue) \(time.rawValue)"
        case .relativeDate: "relative date"
        case let .boundedNumber(max): "number up to \(max)"
        }
    }

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
    public static let manifestForms = "'date STYLE STYLE' (none, short, medium, long, full), 'relative date', 'number up to N', or 'any'"
}
