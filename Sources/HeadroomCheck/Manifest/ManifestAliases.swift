import Yams

/// YAML aliases in a manifest, bounded: an anchor on a list of keys reused by N components gives
/// N² key patterns from a manifest of size N (300 components took 28.7 s, 3,000 reached 3 GB).
/// The nodes aliases add are counted once the file is composed; past the limit the manifest is an
/// error naming the anchor.
enum ManifestAliases {
    /// Nodes (scalars, lists, mappings) aliases may add to a manifest in all.
    static let expandedNodes = 10_000

    static func check(_ root: Node, file: String) throws(ManifestError) {
        var seen = Set<String>()
        var added = 0
        // An explicit stack: a manifest is as deep as the YAML reader allows.
        var stack: [(node: Node, insideAlias: Bool)] = [(root, false)]
        while let (node, insideAlias) = stack.popLast() {
            var inside = insideAlias
            if let anchor = node.anchor?.rawValue, !seen.insert(anchor).inserted { inside = true }
            if inside {
                added += 1
                if added > expandedNodes {
                    let name = node.anchor.map { "*\($0.rawValue)" } ?? "an alias"
                    throw .syntax(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1,
                                  message: "aliases (\(name) and those it holds) add more than \(expandedNodes) nodes to the manifest; write the entries out or share fewer")
                }
            }
            switch node {
            case .scalar, .alias: break
            case .sequence(let items): for item in Array(items).reversed() { stack.append((item, inside)) }
            case .mapping(let pairs):
                for (key, value) in Array(pairs).reversed() {
                    stack.append((value, inside))
                    stack.append((key, inside))
                }
            }
        }
    }
}
