import Foundation
import HeadroomFormats

/// Findings a team has accepted for now (`headroom check --write-baseline`). A finding is known by
/// a fingerprint of what it is about, not where it is, so edits elsewhere in a file keep it known.
public struct Baseline: Sendable, Hashable {
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

    /// Reads a baseline file: an object with a whole-number `version` and a list of `fingerprints`.
    public static func load(path: String) throws(BaselineError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path) }
        func malformed(_ node: JSONNode, _ reason: String) -> BaselineError {
            .malformed(path: path, reason: "line \(node.line), column \(node.column): \(reason)")
        }
        let root: JSONNode
        do throws(FormatError) {
            root = try JSONNode.read([UInt8](data), file: path)
        } catch {
            throw .malformed(path: path, reason: "line \(error.location.line), column \(error.location.column): \(error.reason)")
        }
        guard root.members != nil else { throw malformed(root, "expected an object, found \(root.typeName)") }
        guard case .number(let number, _, _)? = root["version"], let version = Int(exactly: number) else {
            throw malformed(root["version"] ?? root, "\"version\" must be a whole number")
        }
        guard case .array(let items, _, _)? = root["fingerprints"] else {
            throw malformed(root["fingerprints"] ?? root, "\"fingerprints\" must be a list of strings")
        }
        var baseline = Baseline(fingerprints: [])
        baseline.version = version
        for item in items {
            guard let fingerprint = item.stringValue else {
                throw malformed(item, "a fingerprint must be a string, found \(item.typeName)")
            }
            baseline.fingerprints.append(fingerprint)
        }
        return baseline
    }

    /// The baseline as sorted, pretty-printed JSON (stable under version control), in the layout
    /// baselines have always had (`"key" : value`, an empty list as `[`, a blank line, `]`), so an
    /// existing baseline rewritten with the same findings does not change.
    public func encoded() -> [UInt8] {
        var out = JSONWriter()
        out.raw("{\n  \"fingerprints\" : [")
        for (index, fingerprint) in fingerprints.enumerated() {
            out.raw(index == 0 ? "\n    " : ",\n    ")
            out.string(fingerprint)
        }
        out.raw(fingerprints.isEmpty ? "\n\n  ],\n  \"version\" : " : "\n  ],\n  \"version\" : ")
        out.int(version)
        out.raw("\n}\n")
        return out.bytes
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
