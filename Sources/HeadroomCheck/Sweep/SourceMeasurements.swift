import Foundation
import Synchronization

/// The development-language text measured in the boxes of an element, shared by the sweep's
/// workers so that each (element, source text, devices) is measured once for all locales: what
/// decides a finding's cause (`design` when the source fails in the same box). With previews, each
/// measurement's shaping is kept too: the report draws the source from it where it is cut too.
final class SourceMeasurements: Sendable {
    struct Key: Hashable {
        var component: Int
        var element: Int
        var text: String
        var devices: [Int]
    }

    /// The locale the source texts are shaped in.
    let locale: String
    private let results = Mutex<[Key: [TextMeasurement]]>([:])
    private let shapings = Mutex<[Key: any TextShaping]>([:])

    init(locale: String) {
        self.locale = locale
    }

    /// Keeps a source-locale string's own results, so that its translations need not measure it again.
    func store(_ key: Key, _ measured: [TextMeasurement], shaping: (any TextShaping)? = nil) {
        guard results.withLock({ $0[key] == nil }) else { return }
        if let shaping { shapings.withLock { $0[key] = shaping } }
        keep(measured, for: key)
    }

    /// The cached results for `key`, or `measure()`'s (kept without their line texts).
    func results(_ key: Key, measure: () throws -> MeasuredText) -> [TextMeasurement]? {
        if let known = results.withLock({ $0[key] }) { return known }
        guard let measured = try? measure() else { return nil }
        if let shaping = measured.shaping { shapings.withLock { $0[key] = shaping } }
        return keep(measured.measurements, for: key)
    }

    /// The shaping the source was measured with, when previews are drawn.
    func shaping(_ key: Key) -> (any TextShaping)? { shapings.withLock { $0[key] } }

    /// Stores the figures only: line texts and fonts are what the cause never reads.
    @discardableResult
    private func keep(_ measured: [TextMeasurement], for key: Key) -> [TextMeasurement] {
        var measured = measured
        for index in measured.indices {
            measured[index].lineTexts = []
            measured[index].fontsUsed = []
        }
        results.withLock { [measured] in $0[key] = measured }
        return measured
    }
}
