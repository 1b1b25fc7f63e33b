/// Which font face a glyph comes from, across renderings: the font file's name (no folder), the
/// face's index in a collection, and the variation instance it is set at (axis tag → value, empty
/// for a static face). Two renderings with equal keys draw the same outline for a glyph id.
public struct FaceKey: Sendable, Hashable, Codable, Comparable {
    public var file: String
    public var index: Int
    public var variations: [String: Double]

    public init(file: String, index: Int = 0, variations: [String: Double] = [:]) {
        self.file = file
        self.index = index
        self.variations = variations
    }

    public static func < (a: FaceKey, b: FaceKey) -> Bool {
        (a.file, a.index, a.instanceName) < (b.file, b.index, b.instanceName)
    }

    /// The variation instance as text, axes in tag order: `opsz=17,wght=600` ("" for none).
    public var instanceName: String {
        variations.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
    }
}
