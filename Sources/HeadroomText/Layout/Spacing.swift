/// Points added at one size after characters set in the primary face: `tracking` after each
/// grapheme, `word` after each word space (U+0020, U+00A0), `figure` after each ASCII digit. All 0
/// except for the system stand-in (`StandInCalibration`).
struct Spacing: Sendable, Hashable {
    var tracking: Double
    var word: Double
    var figure: Double = 0

    static let zero = Spacing(tracking: 0, word: 0)
}
