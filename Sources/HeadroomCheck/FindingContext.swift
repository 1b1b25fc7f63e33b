import DynamicType
import HeadroomFormats

/// The one-sentence messages of one string's findings in one element.
struct FindingContext {
    let component: Component
    let element: Element
    let entry: LocalizedEntry
    let text: String
    /// The message's subject and place, the same for every finding of this string (built once).
    private let subject: String
    private let place: String

    init(component: Component, element: Element, entry: LocalizedEntry, text: String) {
        self.component = component
        self.element = element
        self.entry = entry
        self.text = text
        subject = "\"\(entry.key)\"\(entry.variant.map { " [\($0)]" } ?? "") (\(entry.locale.identifier))"
        place = component.elements.count > 1 || element.name != "text" ? "\(component.name) › \(element.name)" : component.name
    }

    /// The finding's sentence, built only for findings that are kept.
    func message(for finding: Finding, firstVertical: ContentSizeCategory?) -> String {
        let measurement = finding.measurement
        let width = finding.width
        let size = "at \(finding.category.displayName) on \(finding.device)"
        switch finding.verdict {
        case .borderline:
            let figure = measurement.truncates
                ? "over by \(Self.points(measurement.overflow)) pt" : "\(Self.points(measurement.headroom)) pt to spare"
            return "\(subject) is borderline in \(place) \(size): \(figure) in a \(Self.points(width)) pt box, within the "
                + "measuring tolerance; it may truncate on a device"
        case .shrinks:
            let scale = finding.scale.map { "\(Int(($0 * 100).rounded(.down)))%" } ?? "its minimum scale"
            let factor = element.minimumScaleFactor.map { " (minimumScaleFactor \(Self.points($0 * 100) + "%"))" } ?? ""
            return "\(subject) does not fit \(place) \(size) at full size; the label shrinks it to about \(scale)\(factor)"
        case .breaksWord:
            return "\(subject) breaks a word across lines in \(place) \(size): its widest word is "
                + "\(Self.points(measurement.widestWord)) pt in a \(Self.points(width)) pt box"
        case .noRoom:
            return "no room for text in \(place) \(size): the width comes out \(Self.points(width)) pt"
                + " (\(subject))"
        default:
            return message(
                finding.verdict, category: finding.category, device: finding.device, orientation: finding.orientation,
                width: width, measurement: measurement, firstVertical: firstVertical)
        }
    }

    private func message(
        _ verdict: Verdict, category: ContentSizeCategory, device: String, orientation: Orientation, width: Double,
        measurement: TextMeasurement, firstVertical: ContentSizeCategory?
    ) -> String {
        let size = "at \(category.displayName) on \(device)"
        switch verdict {
        case .borderline, .shrinks, .breaksWord, .noRoom:
            return "\(subject) \(verdict.rawValue) in \(place) \(size)"
        case .fits:
            return "\(subject) fits \(place) \(size)"
        case .truncates:
            let limit = measurement.linesAllowed == 1 ? "1 line" : "\(measurement.linesAllowed) lines"
            let layout = component.layout == .fixed ? "" : " \(orientation.rawValue)"
            return "\(subject) truncates in \(place)\(layout) \(size): needs \(measurement.lines) lines of "
                + "\(Self.points(width)) pt at \(Self.points(measurement.pointSize)) pt, \(limit) allowed; "
                + "shorten by about \(Self.overflow(measurement))"
        case .reflow:
            let from = firstVertical.map { " from \($0.displayName)" } ?? ""
            return "\(subject) does not fit \(place) horizontally \(size) (over by about \(Self.overflow(measurement))); "
                + "the \(component.layout.rawValue) layout goes vertical\(from), where it fits"
        case .missingGlyphs:
            let characters = measurement.missingCharacters.map { character in
                character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
            }
            return "\(subject): no font in the stack has glyphs for \(characters.joined(separator: ", "))"
        case .untranslated:
            return "\(subject) is untranslated"
        case .atRisk:
            return "\(subject) is at risk once translated in \(place) \(size)"
        }
    }

    /// The sentence of an `at-risk` finding: the source's width, its room and the languages.
    func atRiskMessage(category: ContentSizeCategory, device: String, risks: [AtRiskRule.Risk]) -> String {
        guard let first = risks.first else { return "\(subject) is at risk once translated in \(place)" }
        return "\(subject) is at risk once translated in \(place) at \(category.displayName) on \(device): "
            + "\(Self.points(first.sourceWidth)) pt wide in \(Self.points(first.room)) pt of room; probably too long in "
            + AtRiskRule.describe(risks)
    }

    static func points(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// "12 characters (34.5 pt)" from a measurement's overflow.
    static func overflow(_ measurement: TextMeasurement) -> String {
        let characters = max(1, measurement.overflowCharacters)
        let points = points(measurement.overflow)
        return "\(characters) character\(characters == 1 ? "" : "s") (\(points) pt)"
    }
}
