/// A glyph outline as the font stores it: SVG path data in font units with the y axis pointing UP
/// (baseline at y = 0, ascenders positive), always. To draw it at a point size, scale by
/// `pointSize / unitsPerEm` and flip y: `scale(k, -k)` (see `drawScale(pointSize:)`).
public struct FontUnitOutline: Sendable, Hashable, Codable {
    /// SVG path data, font units, y up; "" for a glyph that draws nothing (a space).
    public var pathYUp: String
    /// The face's units per em.
    public var unitsPerEm: Double

    public init(pathYUp: String, unitsPerEm: Double) {
        self.pathYUp = pathYUp
        self.unitsPerEm = unitsPerEm
    }

    /// The factors that draw the outline at a size in a y-down canvas: x by `x`, y by `y` (< 0).
    public func drawScale(pointSize: Double) -> (x: Double, y: Double) {
        let k = unitsPerEm > 0 ? pointSize / unitsPerEm : 0
        return (k, -k)
    }
}
