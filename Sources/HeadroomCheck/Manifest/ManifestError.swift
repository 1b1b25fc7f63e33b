import DynamicType

/// Why a manifest could not be used. Every case names the manifest file and, where it has one,
/// the line of the offending entry, so the message points at what to fix.
public enum ManifestError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No manifest where one was expected.
    case notFound(path: String)
    /// The file exists but cannot be read (permissions, encoding).
    case unreadable(path: String, reason: String)
    /// The YAML itself is malformed.
    case syntax(file: String, line: Int, column: Int, message: String)
    /// A key the schema does not know (a typo is an error, never silently ignored).
    case unknownKey(file: String, line: Int, key: String, context: String, allowed: [String])
    /// A required key is missing.
    case missingKey(file: String, line: Int, key: String, context: String)
    /// A value of the wrong YAML type.
    case wrongType(file: String, line: Int, key: String, expected: String)
    /// A value of the right type that makes no sense (width ≤ 0, unknown text style).
    case invalidValue(file: String, line: Int, key: String, value: String, reason: String)
    /// A path or glob under `strings:` that matches no file.
    case noMatch(file: String, line: Int, pattern: String)
    /// A font file that does not exist.
    case missingFile(file: String, line: Int, path: String)
    /// Two components (or devices) with the same name.
    case duplicateName(file: String, line: Int, name: String, kind: String)

    /// The manifest file the error is about.
    public var file: String {
        switch self {
        case .notFound(let path), .unreadable(let path, _): path
        case .syntax(let file, _, _, _), .unknownKey(let file, _, _, _, _), .missingKey(let file, _, _, _),
            .wrongType(let file, _, _, _), .invalidValue(let file, _, _, _, _), .noMatch(let file, _, _),
            .missingFile(let file, _, _), .duplicateName(let file, _, _, _):
            file
        }
    }

    /// The 1-based line of the offending entry (1 when the error is about the whole file).
    public var line: Int {
        switch self {
        case .notFound, .unreadable: 1
        case .syntax(_, let line, _, _), .unknownKey(_, let line, _, _, _), .missingKey(_, let line, _, _),
            .wrongType(_, let line, _, _), .invalidValue(_, let line, _, _, _), .noMatch(_, let line, _),
            .missingFile(_, let line, _), .duplicateName(_, let line, _, _):
            line
        }
    }

    public var description: String {
        switch self {
        case .notFound(let path):
            return "\(path): error: no manifest found; run `headroom init` to write one, or pass --config PATH"
        case .unreadable(let path, let reason):
            return "\(path): error: cannot read the manifest: \(reason)"
        case .syntax(let file, let line, let column, let message):
            return "\(file):\(line):\(column): error: invalid YAML: \(message)"
        case .unknownKey(let file, let line, let key, let context, let allowed):
            return "\(file):\(line): error: unknown key '\(key)' in \(context); expected one of: "
                + allowed.joined(separator: ", ")
        case .missingKey(let file, let line, let key, let context):
            return "\(file):\(line): error: \(context) needs a '\(key)' key"
        case .wrongType(let file, let line, let key, let expected):
            return "\(file):\(line): error: '\(key)' must be \(expected)"
        case .invalidValue(let file, let line, let key, let value, let reason):
            return "\(file):\(line): error: '\(key)' has an invalid value '\(value)': \(reason)"
        case .noMatch(let file, let line, let pattern):
            return "\(file):\(line): error: '\(pattern)' matches no localization file"
        case .missingFile(let file, let line, let path):
            return "\(file):\(line): error: font file '\(path)' does not exist"
        case .duplicateName(let file, let line, let name, let kind):
            return "\(file):\(line): error: the \(kind) name '\(name)' is used twice"
        }
    }
}

extension ManifestError: ExitCoded {
    public var exitStatus: Int32 { ExitStatus.usage }
}
