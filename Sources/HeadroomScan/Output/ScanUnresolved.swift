/// A place the scan saw a string shown (or a font or line limit set) but could not follow, with why.
public struct ScanUnresolved: Sendable, Hashable {
    /// Path relative to the scanned folder.
    public var file: String
    public var line: Int
    public var column: Int
    /// The Swift expression, trimmed to one line.
    public var expression: String
    /// A short, stable reason (grouped in the stats), e.g. `value from another type's property`.
    public var reason: String
}
