import Foundation

/// Findings a team has accepted for now (`headroom check --write-baseline`). A finding is known by
/// a fingerprint of what it is about, not where it is, so edits elsewhere in a file keep it known.
public struct Baseline: Sendable, Hashable, Codable {
    public var version: Int
    public var fingerprints: [String]
    private var set: Set<String> { Set(fingerprints) }

    public init(fingerprints: some Sequence<String>) {
        version = 1
        self.fingerprints = Array(Set(fingerprints)).sorted()
    }

    /// The baseline of a run's findings.
    public init(findings: [Finding]) { self.init(fingerprints: findings.map(Self.fingerprint)) }

    /// component / element / table / key / locale / variant / category / device / verdict.
    public static func fingerprint(_ finding: Finding) -> String {
        [
            finding.component, finding.element, finding.table, finding.key, finding.locale, finding.variant ?? "",
            finding.category.rawValue, finding.device, finding.verdict.rawValue,
        ].joined(separator: "|")
    }

    /// Reads a baseline file.
    public static func load(path: String) throws(BaselineError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path) }
        do {
            return try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw .malformed(path: path, reason: "\(error)")
        }
    }

    /// The baseline as sorted, pretty-printed JSON (stable under version control).
    public func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = (try? encoder.encode(self)) ?? Data()
        data.append(0x0A)
        return [UInt8](data)
    }

    /// Writes the baseline (`encoded()`) to `path` in place.
    public func write(path: String) throws(BaselineError) {
        do {
            try Data(encoded()).write(to: URL(fileURLWithPath: path))
        } catch {
            throw .unwritable(path: path, reason: error.localizedDescription)
        }
    }

    /// A lookup set for the sweep.
    func lookup() -> Set<String> { set }
}

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
