/// A localization file that could not be read, or a part of it that is invalid. Every case names
/// the file and the line (line 1, column 1 when the position is unknown).
public enum FormatError: Error, CustomStringConvertible, Sendable, Hashable {
    /// The path does not exist.
    case noSuchPath(path: String)
    /// The file exists but could not be read (permissions, a folder where a file was expected…).
    case unreadable(file: String, reason: String)
    /// The bytes are not valid text in the detected encoding (odd UTF-16 length, invalid UTF-8,
    /// lone surrogates, binary data).
    case invalidEncoding(SourceLocation, reason: String)
    /// The text does not follow the format's grammar (unterminated quote or comment, missing `=`…).
    case syntax(SourceLocation, reason: String)
    /// The file is well formed but its structure is not what the format requires (a
    /// `.stringsdict` that is not a dictionary of dictionaries, a catalog value of the wrong type…).
    case invalidStructure(SourceLocation, reason: String)

    /// Where the problem is.
    public var location: SourceLocation {
        switch self {
        case .noSuchPath(let path): SourceLocation(file: path, line: 1, column: 1)
        case .unreadable(let file, _): SourceLocation(file: file, line: 1, column: 1)
        case .invalidEncoding(let location, _), .syntax(let location, _), .invalidStructure(let location, _):
            location
        }
    }

    /// The message without the location prefix.
    public var reason: String {
        switch self {
        case .noSuchPath: "no such file or folder"
        case .unreadable(_, let reason): "cannot read file: \(reason)"
        case .invalidEncoding(_, let reason): "invalid encoding: \(reason)"
        case .syntax(_, let reason): reason
        case .invalidStructure(_, let reason): reason
        }
    }

    /// One line: `file:line:column: message`.
    public var description: String { "\(location): \(reason)" }
}
