/// What stops `headroom serve` before it serves anything.
public enum ServeError: Error, CustomStringConvertible, Equatable, Sendable {
    case notAFolder(String)
    case badAddress(String)

    public var description: String {
        switch self {
        case .notAFolder(let path): "\(path) is not a report folder (write one with: headroom check --format html --output \(path))"
        case .badAddress(let text): "cannot listen on \(text)"
        }
    }
}
