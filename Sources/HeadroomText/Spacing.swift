/// Points added at one size after characters set in the primary face: `tracking` after each
/// grapheme, `word` after each word space (U+0020, U+00A0). Both 0 except for the system stand-in
/// (`StandInCalibration`).
struct Spacing: Sendable, Hashable {
    var tracking: Double
    var word: Double

    static let zero = Spacing(tracking: 0, word: 0)
}
