/// The width a text gets, with where that number comes from.
public struct ScanWidth: Sendable, Hashable {
    /// Where the number comes from.
    public enum Source: String, Sendable, Hashable {
        /// A system container's width from the catalog (`ContainerCatalog`), with its citation.
        case catalog
        /// Written in the app's code (`.frame(width:)`, padding).
        case code
        /// Read from an Interface Builder document's constraints (`NibLayout`).
        case nib
        /// The device width less the standard margins: nothing more precise was found.
        case estimate
    }

    /// Points, on the reference device.
    public var points: Double
    public var source: Source
    /// The citation or the code that gives the number.
    public var evidence: String
}
