import DynamicType
import Foundation
import HeadroomFormats

/// A baseline that cannot be read or written.
public enum BaselineError: Error, Sendable, Hashable, CustomStringConvertible {
    case unreadable(path: String)
    case malformed(path: String, reason: String)
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path): "\(path): error: cannot read the baseline file"
        case .malformed(let path, let reason): "\(path): error: not a Headroom baseline: \(reason)"
        case .unwritable(let path, let reason): "\(path): error: cannot write the baseline: \(reason)"
        }
    }
}

extension BaselineError: ExitCoded {
    public var exitStatus: Int32 { ExitStatus.usage }
}
