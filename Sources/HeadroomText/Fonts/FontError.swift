import DynamicType

/// Why a font could not be used. Every case names the file.
public enum FontError: Error, CustomStringConvertible, Sendable, Hashable {
    /// The file does not exist. `package` names the Debian package that provides it, when known.
    case missingFile(path: String, package: String?)
    /// The file exists but could not be read.
    case unreadable(path: String)
    /// The file is not an OpenType/TrueType font (or collection).
    case corrupt(path: String, reason: String)
    /// A `.ttc` face index past the faces in the collection.
    case faceIndexOutOfRange(path: String, index: Int, count: Int)
    /// `Fonts/manifest.json` is missing or malformed.
    case badManifest(path: String, reason: String)

    public var description: String {
        switch self {
        case let .missingFile(path, package?):
            #if os(Linux)
                "font file not found: \(path) (install the Debian package '\(package)': apt-get install \(package))"
            #else
                "font file not found: \(path) (the default stack takes it from the Debian package '\(package)'; "
                    + "elsewhere give a font folder of your own with --fonts: see Fonts/README.md)"
            #endif
        case let .missingFile(path, nil):
            "font file not found: \(path)"
        case let .unreadable(path):
            "cannot read font file: \(path)"
        case let .corrupt(path, reason):
            "not a usable font file: \(path) (\(reason))"
        case let .faceIndexOutOfRange(path, index, count):
            "face index \(index) is out of range for \(path), which has \(count) face\(count == 1 ? "" : "s") (0...\(max(count - 1, 0)))"
        case let .badManifest(path, reason):
            "bad font manifest \(path): \(reason)"
        }
    }
}

extension FontError: ExitCoded {
    public var exitStatus: Int32 { ExitStatus.usage }
}
