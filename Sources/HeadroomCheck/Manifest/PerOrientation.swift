import DynamicType

/// A value per orientation of the layout (horizontal, or gone vertical).
public struct PerOrientation<Value: Sendable & Hashable>: Sendable, Hashable {
    public var horizontal: Value
    public var vertical: Value
}

extension PerOrientation {
    /// The same value in both orientations.
    public init(_ both: Value) {
        horizontal = both
        vertical = both
    }
}

/// A line limit per orientation (`numberOfLines`, 0 = unlimited).
public typealias Lines = PerOrientation<Int>

/// The width of an element per orientation.
public typealias Widths = PerOrientation<WidthSpec>
