/// Everything a scan found.
public struct ScanResult: Sendable {
    /// A key with its table.
    public struct TableKey: Hashable, Sendable, Comparable {
        public var table: String
        public var key: String
        public static func < (a: Self, b: Self) -> Bool { (a.table, a.key) < (b.table, b.key) }
    }

    /// Display sites and key references, sorted by file, line, column, key.
    public var usages: [ScanUsage] = []
    public var unresolved: [ScanUnresolved] = []
    /// Files that could not be read or parsed fully (a file with syntax errors is still scanned).
    public var problems: [ScanFileProblem] = []
    /// Swift files scanned.
    public var files = 0
    /// Interface Builder documents (`.storyboard`, `.xib`) read.
    public var nibFiles = 0
    /// Their paths (as found under the paths given): inputs a run must never write over.
    public var sourcePaths: [String] = []
    /// The Interface Builder documents found (paths as given): inputs too.
    public var nibPaths: [String] = []
    /// Strings files read, and problems reading them.
    public var stringsFiles: [String] = []
    public var stringsProblems: [String] = []
    /// Keys in the strings files.
    public var knownKeys: Set<TableKey> = []
    /// Keys the code uses that no strings file has.
    public var missingKeys: [TableKey] = []
    /// Keys in the strings files that no code uses.
    public var unusedKeys: [TableKey] = []

    public init() {}

    /// Usages drawn on an iPhone or iPad screen in a box to fit (not accessibility-only, not references
    /// without a display site, not a view never drawn or a text field's value, not code for another platform).
    public var drawn: [ScanUsage] { usages.filter { $0.kind.isBoxed && $0.shownOn != .otherPlatform } }

    /// Distinct keys of the strings files that the code uses (any usage or reference).
    public var foundKeys: Set<TableKey> {
        Set(usages.map { TableKey(table: $0.table, key: $0.key) }).intersection(knownKeys)
    }

    /// Unresolved entries per reason, most frequent first.
    public var unresolvedByReason: [(reason: String, count: Int)] {
        var counts: [String: Int] = [:]
        for u in unresolved { counts[u.reason, default: 0] += 1 }
        return counts.map { ($0.key, $0.value) }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
    }
}
