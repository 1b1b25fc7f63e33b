import DynamicType

/// One `strings:` entry: a folder, a file or a glob, with the manifest line it came from.
public struct StringsSource: Sendable, Hashable {
    public var pattern: String
    public var line: Int
}
