import DynamicType
import HeadroomCheck

/// What one text asks of its translator, from the translation's own failures only: the boxes
/// where the translation fails and the source fits (`Finding.cause`), the room there in points and
/// characters, and a length to aim for. Boxes where the source fails too are the design's: they
/// are listed apart and never count towards the advice. The HTML card and the to-do CSV both read
/// these figures.
struct TranslatorAdvice {
    /// The layout verdicts a shorter text can fix.
    static let shortenable: Set<Verdict> = [.truncates, .borderline, .noRoom]
    /// Every verdict about a box (not about the text as a whole).
    static let layout: Set<Verdict> = [.truncates, .borderline, .noRoom, .breaksWord, .reflow, .shrinks]

    /// One box the translation alone fails, with its room.
    struct Box {
        var finding: Finding
        /// Characters of this text that fit (its length less the overflow in its own characters).
        var fitsOwn: Int
        /// The language's character budget for the box (`headroom limits --budgets`), if known.
        var budget: Int?
        /// The room in characters the card states: the budget, unless this text's own characters
        /// show that fewer fit (wide glyphs), so that the room is always below the text's length.
        var room: Int { budget.map { min($0, fitsOwn) } ?? fitsOwn }
    }

    /// Layout findings the translation alone fails (cause translation, or unknown source).
    var own: [Finding]
    /// Layout findings the source fails too.
    var design: [Finding]
    /// The boxes a shorter translation fixes, worst (largest overflow) first.
    var boxes: [Box]
    /// The translation's length in characters (graphemes of the measured text).
    var length: Int
    /// The length to aim for: the smallest room of `boxes`; nil when there is nothing to shorten.
    var target: Int? { boxes.map(\.room).min() }
    /// The box with the largest overflow the translation alone causes.
    var worst: Box? { boxes.first }
    /// True when only the design fails (the source text fails in every failing box).
    var isDesignOnly: Bool { own.isEmpty && !design.isEmpty }

    init(findings: [Finding], rooms: (any CharacterRoomEstimator)?) {
        let layout = findings.filter { Self.layout.contains($0.verdict) }
        own = layout.filter { $0.cause != .design }
        design = layout.filter { $0.cause == .design }
        let text = findings.first?.measuredText ?? ""
        length = text.count
        let count = length
        boxes = own.filter { Self.shortenable.contains($0.verdict) }.map { finding in
            let m = finding.measurement
            // A borderline box may be cut on a device: one character less makes it safe. A box
            // with no room holds nothing.
            let over = finding.verdict == .noRoom ? count : max(1, m.overflowCharacters)
            let budget = rooms?.characters(
                component: finding.component, element: finding.element, locale: finding.locale,
                box: LayoutBox(pointSize: m.pointSize, width: finding.width, lines: m.linesAllowed))
            return Box(finding: finding, fitsOwn: max(0, count - over), budget: budget)
        }.sorted { a, b in
            if a.finding.measurement.overflow != b.finding.measurement.overflow {
                return a.finding.measurement.overflow > b.finding.measurement.overflow
            }
            return (a.finding.category, a.finding.device) < (b.finding.category, b.finding.device)
        }
    }

    /// By how many characters to shorten (the length less the target), nil when nothing to shorten.
    var shortenBy: Int? { target.map { length - $0 } }

    /// `xxxLarge–AX5 on iPhone SE, AX3–AX5 on iPhone 16`: the sizes of `findings` per device, in
    /// the order the devices first appear.
    static func places(_ findings: [Finding]) -> String {
        var devices: [String] = []
        for f in findings where !devices.contains(f.device) { devices.append(f.device) }
        return devices.map { device in
            CategoryList.format(findings.filter { $0.device == device }.map(\.category)) + " on " + device
        }.joined(separator: ", ")
    }

    /// The advice in plain words, one sentence each (not escaped).
    func sentences() -> [String] {
        var out: [String] = []
        if isDesignOnly {
            out.append("The English does not fit either: this is for the designers, not a translation to shorten.")
            out.append("Cut in the English too at \(Self.places(design)).")
            return out
        }
        if let worst, let target {
            let f = worst.finding
            let place = "\(f.category.displayName) on \(f.device)"
            out.append("Too long for its box at \(Self.places(own.filter { Self.shortenable.contains($0.verdict) })).")
            if target < 1 {
                out.append("The box at \(place) has no room for this text: ask the developers for a wider or taller box.")
            } else {
                var s = "Fits about \(NumberFormat.count(worst.room, "character")) at \(place); yours has \(length)"
                s += f.verdict == .borderline
                    ? " (within \(NumberFormat.points(max(f.measurement.overflow, f.measurement.headroom))) of the edge: it may be cut on a device)."
                    : " (over by \(NumberFormat.points(f.measurement.overflow)))."
                out.append(s)
                out.append("Aim for \(NumberFormat.count(target, "character")) or fewer (about \(NumberFormat.count(length - target, "character")) shorter).")
            }
        }
        let breaking = own.filter { $0.verdict == .breaksWord }
        if let word = breaking.max(by: { $0.measurement.widestWord < $1.measurement.widestWord }) {
            out.append(
                "A word is wider than the box at \(Self.places(breaking)) (\(NumberFormat.points(word.measurement.widestWord)) in \(NumberFormat.points(word.width))): "
                    + "use a shorter word, or put a soft hyphen (U+00AD) where it may break.")
        }
        let vertical = own.filter { $0.verdict == .reflow }
        if !vertical.isEmpty {
            out.append("At \(Self.places(vertical)) the screen must stack vertically for this text (the English fits side by side): shorter text avoids it.")
        }
        let shrinking = own.filter { $0.verdict == .shrinks }
        if !shrinking.isEmpty, boxes.isEmpty {
            out.append("At \(Self.places(shrinking)) the label shrinks this text to fit: readable, but smaller than the user asked for.")
        }
        if !design.isEmpty {
            out.append("At \(Self.places(design)) the English is cut too: that part is for the designers, not for you.")
        }
        return out
    }
}
