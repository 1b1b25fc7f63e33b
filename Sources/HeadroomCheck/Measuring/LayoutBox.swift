import HeadroomFormats
import DynamicType

/// One box to lay a text out in.
public struct LayoutBox: Sendable, Hashable, Codable {
    /// Font size in points.
    public var pointSize: Double
    /// Available width in points.
    public var width: Double
    /// Line limit (`numberOfLines`); 0 means unlimited.
    public var lines: Int

    public init(pointSize: Double, width: Double, lines: Int) {
        self.pointSize = pointSize
        self.width = width
        self.lines = lines
    }
}
