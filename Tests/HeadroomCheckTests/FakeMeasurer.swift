import DynamicType
import HeadroomCheck

/// A test double at the `TextMeasurer` boundary: every character is half the point size wide,
/// a line is 1.2 × the point size tall, and the text wraps by width alone (no words). Simple
/// enough to compute expected verdicts by hand in the rule tables. Words are separated by spaces
/// (for `widestWord`).
struct FakeMeasurer: TextMeasurer {
    /// Characters no "font" covers.
    var missing: Set<Character> = ["☃"]

    static func width(_ text: String, _ pointSize: Double) -> Double { Double(text.count) * 0.5 * pointSize }

    func measure(_ text: String, locale: String, typeface: Typeface, boxes: [LayoutBox]) throws -> [TextMeasurement] {
        boxes.map { box in
            let natural = Self.width(text, box.pointSize)
            let lines = max(1, Int((natural / box.width).rounded(.up)))
            let lineHeight = 1.2 * box.pointSize
            let allowed = box.lines == 0 ? lines : min(lines, box.lines)
            let capacity = box.lines == 0 ? natural : Double(box.lines) * box.width
            return TextMeasurement(
                pointSize: box.pointSize, lineHeight: lineHeight, lines: lines, linesAllowed: box.lines,
                unconstrainedHeight: Double(lines) * lineHeight, limitedHeight: Double(allowed) * lineHeight,
                truncates: lines > allowed, naturalWidth: natural, overflow: lines > allowed ? natural - capacity : 0,
                headroom: lines > allowed ? 0 : capacity - natural,
                averageCharacterWidth: 0.5 * box.pointSize,
                widestWord: text.split(separator: " ").map { Self.width(String($0), box.pointSize) }.max() ?? 0,
                lineTexts: [text],
                missingCharacters: text.filter { missing.contains($0) }.map(String.init))
        }
    }

    func lineHeight(typeface: Typeface, pointSize: Double) throws -> Double { 1.2 * pointSize }

    /// The figures and a shaping to draw the previews from, which knows only these boxes.
    func measureText(_ text: String, locale: String, typeface: Typeface, boxes: [LayoutBox]) throws -> MeasuredText {
        let measurements = try measure(text, locale: locale, typeface: typeface, boxes: boxes)
        return MeasuredText(measurements: measurements, shaping: FakeShaping(text: text, boxes: Dictionary(zip(boxes, measurements), uniquingKeysWith: { a, _ in a })))
    }
}
