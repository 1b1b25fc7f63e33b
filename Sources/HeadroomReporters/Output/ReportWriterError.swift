import DynamicType
import Foundation

/// Why a report writer could not finish, beyond its output refusing text.
public enum ReportWriterError: Error, CustomStringConvertible, LocalizedError, Sendable, Hashable {
    /// A temporary file the writer spills to (JUnit's test cases) could not be written or read.
    case temporaryFile(path: String, reason: String)

    public var description: String {
        switch self {
        case .temporaryFile(let path, let reason): "cannot use the temporary file \(path): \(reason)"
        }
    }

    public var errorDescription: String? { description }
}

extension ReportWriterError: ExitCoded {
    public var exitStatus: Int32 { ExitStatus.cannotWrite }
}
