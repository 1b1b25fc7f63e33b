/// A place the scan saw a string shown (or a font or line limit set) but could not follow, with why.
public struct ScanUnresolved: Sendable, Hashable {
    /// Path relative to the scanned folder.
    public var file: String
    public var line: Int
    public var column: Int
    /// The Swift expression, trimmed to one line.
    public var expression: String
    /// Why it was not followed.
    public var cause: UnresolvedCause
    /// Keys of the strings files named inside the expression that was not followed (a literal or
    /// accessor the display site's value contains): the keys this entry keeps from the screen.
    public var keys: [ScanResult.TableKey] = []

    /// A short, stable text for the cause (grouped in the stats), e.g. `value from another type's property`.
    public var reason: String { cause.description }
}
