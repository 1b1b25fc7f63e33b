import DynamicType

/// Where the fonts come from.
public enum FontSource: Sendable, Hashable {
    /// The bundled stand-in stack for the system font, in a directory.
    case bundled(directory: String, line: Int)
    /// Explicit font files, in fallback order.
    case files([String], line: Int)
}
