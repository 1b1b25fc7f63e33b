/// Why the keys of the strings files that no scanned component holds were not placed, grouped by
/// cause with a count and one example each (what `headroom init` prints and writes above its
/// catch-all rule).
public struct UnplacedKeys: Sendable {
    /// One reason a key is not placed, the first that applies in this order.
    public enum Cause: Sendable, Hashable {
        /// Shown at a display site whose font, line limit or width could not be read.
        case contextUnknown(UnresolvedCause)
        /// Named inside a value the scan could not follow to a display site.
        case notFollowed(UnresolvedCause)
        /// Set only where no box is drawn: a view created only to be measured, a text field's value.
        case notDrawn
        /// Only accessibility text (labels, hints): never drawn.
        case accessibilityOnly
        /// Only in code an iOS build does not compile or show (`#if os(macOS)`, a `Settings` scene).
        case otherPlatform
        /// Named in code where no display site was seen (a model value passed on, a data source).
        case noDisplaySite
        /// Named nowhere in the scanned code.
        case namedNowhere

        /// What the keys of one group share: a not-followed call by its callee, a cause by its kind.
        var groupKey: String {
            switch self {
            case .contextUnknown(let c): "context:" + c.group
            case .notFollowed(let c): "value:" + c.group
            case .notDrawn: "notDrawn"
            case .accessibilityOnly: "accessibilityOnly"
            case .otherPlatform: "otherPlatform"
            case .noDisplaySite: "noDisplaySite"
            case .namedNowhere: "namedNowhere"
            }
        }
    }

    /// Keys with one cause: how many, and the first one (sorted by table and key) with a place in the code.
    public struct Group: Sendable {
        public var cause: Cause
        public var count: Int
        public var exampleKey: String
        /// Where the example is named or shown (nil for keys named nowhere).
        public var example: ScanComponents.Place?
    }

    /// Largest group first.
    public var groups: [Group] = []
    public var total: Int { groups.reduce(0) { $0 + $1.count } }

    init() {}

    /// The keys of `result.knownKeys` whose key is not in `placed`, each given its cause.
    public init(result: ScanResult, placed: Set<String>) {
        var usages: [String: [ScanUsage]] = [:]
        for u in result.usages { usages[u.key, default: []].append(u) }
        var blocked: [String: ScanUnresolved] = [:]
        var atSite: [String: ScanUnresolved] = [:]
        for u in result.unresolved {
            for k in u.keys where blocked[k.key] == nil { blocked[k.key] = u }
            switch u.cause {
            case .font, .fontNoneForContainer, .lines:
                let site = "\(u.file):\(u.line):\(u.column)"
                if atSite[site] == nil { atSite[site] = u }
            default: break
            }
        }
        var byGroup: [String: Int] = [:]
        for key in result.knownKeys.sorted() where !placed.contains(key.key) {
            let found = usages[key.key] ?? []
            let drawn = found.filter { $0.kind.isBoxed && $0.shownOn != .otherPlatform }
            let cause: Cause
            var example = found.first.map { ScanComponents.Place(file: $0.file, line: $0.line, column: $0.column) }
            if let site = drawn.first {
                let reason = drawn.lazy.compactMap { atSite["\($0.file):\($0.line):\($0.column)"]?.cause }.first ?? .notUnderstood
                cause = .contextUnknown(reason)
                example = ScanComponents.Place(file: site.file, line: site.line, column: site.column)
            } else if let entry = blocked[key.key] {
                cause = .notFollowed(entry.cause)
                example = ScanComponents.Place(file: entry.file, line: entry.line, column: entry.column)
            } else if found.contains(where: { ($0.kind == .notDrawn || $0.kind == .fieldValue) && $0.shownOn != .otherPlatform }) {
                cause = .notDrawn
            } else if found.contains(where: { $0.kind == .accessibilityOnly && $0.shownOn != .otherPlatform }) {
                cause = .accessibilityOnly
            } else if !found.isEmpty, found.allSatisfy({ $0.shownOn == .otherPlatform }) {
                cause = .otherPlatform
            } else if !found.isEmpty {
                cause = .noDisplaySite
            } else {
                cause = .namedNowhere
            }
            if let i = byGroup[cause.groupKey] {
                groups[i].count += 1
            } else {
                byGroup[cause.groupKey] = groups.count
                groups.append(Group(cause: cause, count: 1, exampleKey: key.key, example: example))
            }
        }
        groups.sort { $0.count != $1.count ? $0.count > $1.count : $0.cause.groupKey < $1.cause.groupKey }
    }
}
