import Foundation

/// Expansion facts the `at-risk` rule reads: how much wider a language's translations are than
/// their development-language source at their 90th percentile (HeadroomLimits' `ExpansionTable`,
/// measured on real translations).
public protocol ExpansionFacts: Sendable {
    /// The p90 of translation width over source width for a language (any locale tag) and a source
    /// of `sourceCharacters` graphemes; nil for a language without data.
    func p90(language: String, sourceCharacters: Int) -> Double?
}
