import DynamicType
import Foundation
@testable import HeadroomFormats
import Synchronization
import Testing

@testable import HeadroomCheck

/// Counts the `measure` calls per (text, locale) on top of the fake measurer.
final class CountingMeasurer: TextMeasurer, Sendable {
    private let counts = Mutex<[String: Int]>([:])
    private let inner = FakeMeasurer()

    func calls(_ text: String, _ locale: String) -> Int {
        counts.withLock { $0[Self.key(text, locale)] ?? 0 }
    }

    var total: Int {
        counts.withLock { $0.values.reduce(0, +) }
    }

    // Byte-wise key, so canonically equivalent spellings count apart.
    private static func key(_ text: String, _ locale: String) -> String {
        text.utf8.map { String($0) }.joined(separator: ",") + "|" + locale
    }

    func measure(_ text: String, locale: String, typeface: Typeface, boxes: [LayoutBox]) throws -> [TextMeasurement] {
        counts.withLock { $0[Self.key(text, locale), default: 0] += 1 }
        return try inner.measure(text, locale: locale, typeface: typeface, boxes: boxes)
    }

    func lineHeight(typeface: Typeface, pointSize: Double) throws -> Double {
        try inner.lineHeight(typeface: typeface, pointSize: pointSize)
    }

    /// Counted with `measure`: one call is one shaping, whatever it is asked for.
    func measureText(_ text: String, locale: String, typeface: Typeface, boxes: [LayoutBox]) throws -> MeasuredText {
        counts.withLock { $0[Self.key(text, locale), default: 0] += 1 }
        return try inner.measureText(text, locale: locale, typeface: typeface, boxes: boxes)
    }
}

/// The sweep measures identical work (same measured text, locale, typeface and boxes) once, and
/// reports exactly what it reports when it measures every string.
struct MeasureMemoTests {
    static func entry(_ key: String, _ value: String, table: String, locale: String, line: Int) -> LocalizedEntry {
        let file = "Strings/\(locale).lproj/\(table).strings"
        return LocalizedEntry(
            key: key, table: table, locale: Fixtures.locale(locale), value: value,
            location: SourceLocation(file: file, line: line, column: 10),
            keyLocation: SourceLocation(file: file, line: line, column: 1), format: .strings)
    }

    static let decomposed = "Cafe\u{301} au lait, tre\u{300}s chaud"
    static let precomposed = "Café au lait, très chaud"

    /// The same texts spread across tables, locales and components, interleaved with others.
    static func entries() -> [LocalizedEntry] {
        var result: [LocalizedEntry] = []
        for (t, table) in ["Main", "Settings", "Onboarding"].enumerated() {
            for locale in ["en", "de"] {
                var line = 1
                func add(_ key: String, _ value: String) {
                    result.append(entry(key, value, table: table, locale: locale, line: line))
                    line += 1
                }
                add("continue", "Continue to the next step please")
                add("other.\(t)", "Something different \(t) \(locale)")
                add("header.\(t).title", "Continue to the next step please")
                add("cafe", t == 1 ? decomposed : precomposed)
                add("unique.\(t)", String(repeating: "w", count: 10 + 7 * t))
            }
        }
        return result
    }

    static func manifest() -> Manifest {
        let header = Component(
            name: "Header", layout: .adaptive,
            elements: [Fixtures.element("title", keys: ["header.*.title"], width: 120, verticalWidth: 240)])
        let rule = Component(name: "rule *", layout: .fixed, elements: [Fixtures.element("text", keys: ["*"], width: 150)])
        return Fixtures.manifest([header], rules: [rule], devices: [Device(name: "Small", width: 320), Device(name: "Big", width: 820)])
    }

    static func run(memoize: Bool, workers: Int, previews: Bool = false) -> (CheckReport, CountingMeasurer) {
        let measurer = CountingMeasurer()
        let report = CheckRunner(manifest: manifest(), measurer: measurer)
            .check(entries: entries(), options: CheckOptions(previews: previews, workers: workers, memoize: memoize))
        return (report, measurer)
    }

    @Test(arguments: [1, 2, 4])
    func sameReportWithAndWithoutTheMemo(workers: Int) {
        let (plain, _) = Self.run(memoize: false, workers: workers)
        let (memoized, _) = Self.run(memoize: true, workers: workers)
        #expect(!plain.findings.isEmpty)
        #expect(plain.findings.contains { $0.verdict == .truncates })
        #expect(plain.findings == memoized.findings)
        #expect(plain.components == memoized.components)
        #expect(plain.statistics.measurements == memoized.statistics.measurements)
        #expect(plain.statistics.verdicts == memoized.statistics.verdicts)
    }

    @Test func repeatedTextIsMeasuredOncePerLocaleAndBoxes() {
        let (_, plain) = Self.run(memoize: false, workers: 1)
        let (_, memoized) = Self.run(memoize: true, workers: 1)
        let text = "Continue to the next step please"
        // Without the memo: once per table in the rule, and once per table in the header's phase 1
        // and phase 2.
        #expect(plain.calls(text, "en") == 9)
        // With it: once for the rule's boxes; the header's title once in each phase (other boxes).
        #expect(memoized.calls(text, "en") == 3)
        // Another locale is other work, even for the same text.
        #expect(memoized.calls(text, "de") == 3)
        // Canonically equivalent but differently spelled texts are not the same work.
        #expect(memoized.calls(Self.precomposed, "en") == 1)
        #expect(memoized.calls(Self.decomposed, "en") == 1)
        #expect(plain.calls(Self.precomposed, "en") == 2)
        // Unique texts are measured once either way.
        #expect(memoized.calls(String(repeating: "w", count: 24), "en") == 1)
        #expect(memoized.total < plain.total)
    }

    @Test func previewsAreDrawnFromTheOneMeasurementOfEachText() throws {
        let (plain, counted) = Self.run(memoize: true, workers: 1)
        let (drawn, withPreviews) = Self.run(memoize: true, workers: 1, previews: true)
        // Previews on every failing device and size, and not one more shaping than without them:
        // each text is shaped once per typeface for all its boxes, its previews come from that.
        #expect(!drawn.previews.isEmpty)
        #expect(drawn.previews.allSatisfy { $0.frames.count == 12 })
        #expect(withPreviews.total == counted.total)
        #expect(withPreviews.calls("Continue to the next step please", "en") == 3)
        #expect(drawn.findings == plain.findings)
        // Each preview's frames are boxes of that measurement (the fake's shaping knows no other),
        // and every device of a string shares the one rendering.
        for outcome in drawn.outcomes where outcome.previews.count > 1 {
            #expect(Set(outcome.previews.map(\.rendering)).count == 1)
        }
    }
}
