import HeadroomFormats
import DynamicType
import HeadroomText
import Foundation

/// Which font a measurement is set in.
package enum MeasureFont: Hashable, Sendable {
    /// The system stand-in stack at a text style's Dynamic Type sizes.
    case style(TextStyle)
    /// A font file at a point size; with `scaledBy`, scaled per category like `UIFontMetrics`.
    case file(path: String, faceIndex: Int, size: Double, scaledBy: TextStyle?)
    /// The system stand-in stack at a point size (`measure --size N` without `--font`); with
    /// `scaledBy`, scaled per category like `UIFontMetrics`. The stand-in's calibration (tracking, word and figure spacing) applies as for a style.
    case sized(size: Double, scaledBy: TextStyle?)
}
