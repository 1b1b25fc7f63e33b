import Foundation

/// `at-risk`: a source string whose room is below what a language's translations need at their
/// 90th percentile of expansion. One rule for `check` (a verdict on source strings) and
/// `headroom limits --risk`.
public struct AtRiskRule: Sendable {
    /// One language that will probably not fit.
    public struct Risk: Sendable, Hashable, Codable {
        public var language: String
        /// The source's width on one line in the room's font and size.
        public var sourceWidth: Double
        /// `sourceWidth` × the language's p90 expansion.
        public var needed: Double
        /// The room: width × lines.
        public var room: Double
        public var p90: Double

        public init(language: String, sourceWidth: Double, needed: Double, room: Double, p90: Double) {
            self.language = language
            self.sourceWidth = sourceWidth
            self.needed = needed
            self.room = room
            self.p90 = p90
        }
    }

    public let facts: any ExpansionFacts

    public init(facts: any ExpansionFacts) {
        self.facts = facts
    }

    /// The languages among `languages` whose p90 translation of a source `sourceWidth` points wide
    /// (on one line) and `sourceCharacters` long would not fit `room` (width × lines).
    public func risks(sourceWidth: Double, sourceCharacters: Int, room: Double, languages: [String]) -> [Risk] {
        languages.compactMap { language in
            guard let p90 = facts.p90(language: language, sourceCharacters: sourceCharacters) else { return nil }
            let needed = sourceWidth * p90
            guard needed > room else { return nil }
            return Risk(language: language, sourceWidth: sourceWidth, needed: needed, room: room, p90: p90)
        }
    }

    /// The largest p90 among `languages` for a source of `sourceCharacters`: a box is at risk for
    /// some language exactly when `sourceWidth × largestP90 > room` (nil: no language has data).
    public func largestP90(sourceCharacters: Int, languages: [String]) -> Double? {
        languages.compactMap { facts.p90(language: $0, sourceCharacters: sourceCharacters) }.max()
    }

    /// The one-line description of the languages at risk, shared by `check` and `limits --risk`:
    /// "de (p90 ×1.35 needs 120 pt), fr (...)".
    public static func describe(_ risks: [Risk]) -> String {
        risks.map { "\($0.language) (p90 ×\(String(format: "%.2f", $0.p90)) needs \(Int($0.needed.rounded(.up))) pt)" }
            .joined(separator: ", ")
    }
}
