/// A Swift file or Interface Builder document the scan could not read or parse fully; the others are still scanned.
public struct ScanFileProblem: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Reason: String, Sendable, Hashable {
        case unreadable = "cannot be read"
        case notUTF8 = "is not UTF-8"
        case tooLarge = "is too large to scan"
        case syntaxErrors = "has syntax errors"
        case invalidNib = "is not a valid Interface Builder document"
        case unknownObjectID = "names an object ID that no Interface Builder document of its table has"
        case unconnectedOutlet = "has an outlet connected to no object"
        case tooDeep = "is nested too deeply to scan"
        case invalidProject = "is not a readable Xcode project file"

        /// True when the file was read and scanned in full and the problem is only an inconsistency
        /// between files (a strings table naming an object its nib lacks, an outlet connected to
        /// nothing): what the scan reports is complete. False when part of a file could not be read.
        public var fileReadFully: Bool {
            switch self {
            case .unknownObjectID, .unconnectedOutlet: true
            case .unreadable, .notUTF8, .tooLarge, .syntaxErrors, .invalidNib, .tooDeep, .invalidProject: false
            }
        }
    }

    /// Path relative to the scanned folder.
    public var file: String
    public var reason: Reason
    /// Line of the first syntax error (where `swiftc` reports it) or of the first byte that is not UTF-8.
    public var line: Int?
    public var detail: String?

    public init(file: String, reason: Reason, line: Int? = nil, detail: String? = nil) {
        self.file = file
        self.reason = reason
        self.line = line
        self.detail = detail
    }

    public var description: String {
        let place = line.map { "\(file):\($0)" } ?? file
        return "\(place): \(reason.rawValue)" + (detail.map { " (\($0))" } ?? "")
    }
}
