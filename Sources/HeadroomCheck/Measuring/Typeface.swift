import HeadroomFormats
import DynamicType

/// Which font a text is set in: the system font stack at a weight, or a named font file.
public struct Typeface: Sendable, Hashable, Codable {
    /// A font file (path) for a custom font, nil for the default (system stand-in) stack.
    public var file: String?
    /// The face index inside a `.ttc` collection.
    public var faceIndex: Int
    /// The weight (selects the face in the stack, or the `wght` axis of a variable font).
    public var weight: FontWeight
    /// Apply the system stand-in's fitted tracking and word spacing for the point size (true for the
    /// system font stack; never applied to a font file).
    public var tracking: Bool

    public init(file: String? = nil, faceIndex: Int = 0, weight: FontWeight = .regular, tracking: Bool? = nil) {
        self.file = file
        self.faceIndex = faceIndex
        self.weight = weight
        self.tracking = tracking ?? (file == nil)
    }

    /// The system font stack at a weight.
    public static func system(_ weight: FontWeight) -> Typeface { Typeface(weight: weight) }
}
