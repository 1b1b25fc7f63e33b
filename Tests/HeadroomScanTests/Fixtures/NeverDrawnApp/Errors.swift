import UIKit

/// Thrown with `.invalidType` and `.expired` only: `.tooLarge`'s text is never drawn.
enum UploadError: Error, LocalizedError {
    case invalidType
    case tooLarge
    case expired(Date)

    var errorDescription: String? {
        switch self {
        case .invalidType: return NSLocalizedString("upload.invalid", comment: "")
        case .tooLarge: return NSLocalizedString("upload.tooLarge", comment: "")
        case .expired: return NSLocalizedString("upload.expired", comment: "")
        }
    }
}

/// A raw type: `ServerError(rawValue:)` makes any case without naming it.
enum ServerError: String, Error, LocalizedError {
    case busy, gone

    var errorDescription: String? {
        switch self {
        case .busy: return NSLocalizedString("server.busy", comment: "")
        case .gone: return NSLocalizedString("server.gone", comment: "")
        }
    }
}

/// Decoded (the conformance is on an extension): any case may arrive.
enum SyncError: Error, LocalizedError {
    case conflict

    var errorDescription: String? {
        switch self {
        case .conflict: return NSLocalizedString("sync.conflict", comment: "")
        }
    }
}

extension SyncError: Decodable {}

/// The switch is over a stored reason: `.pollClosed` is never made.
struct APIFailure: LocalizedError {
    enum Reason { case throttled, pollClosed }
    let reason: Reason

    var errorDescription: String? {
        switch reason {
        case .throttled: return NSLocalizedString("api.throttled", comment: "")
        case .pollClosed: return NSLocalizedString("api.pollClosed", comment: "")
        }
    }
}

/// An accessor of the same name as a case constructs no case.
enum Strings {
    static let tooLarge = NSLocalizedString("strings.tooLarge", comment: "")
}

func upload(size: Int) throws {
    if size < 0 { throw UploadError.invalidType }
    throw UploadError.expired(Date())
}

func callServer() throws {
    throw APIFailure(reason: .throttled)
}

/// Patterns name cases without constructing them.
func isTooLarge(_ error: Error) -> Bool {
    if case UploadError.tooLarge = error { return true }
    if let failure = error as? APIFailure, case .pollClosed = failure.reason { return true }
    return false
}
