import SwiftSyntax

/// Where nodes start (after their leading trivia), remembered by node: swift-syntax finds a node's
/// first token by walking down its first children, so asking it for every link of a chain
/// `Text("k").padding().padding()…` walks the chain again at each link. Here a walk stops at the
/// first node already known, and one visitor's questions cost linear time in the file.
final class StartPositions {
    private var known: [SyntaxIdentifier: AbsolutePosition?] = [:]

    /// `node.positionAfterSkippingLeadingTrivia`.
    func start(of node: Syntax) -> AbsolutePosition {
        firstTokenStart(node) ?? node.position
    }

    /// The start of the first token present in the source under `node`, nil when there is none.
    private func firstTokenStart(_ node: Syntax) -> AbsolutePosition? {
        // Down the first children to a known node or a token, then back up, remembering each.
        var path: [Syntax] = []
        var current = node
        var found: AbsolutePosition??
        while found == nil {
            if let remembered = known[current.id] {
                found = remembered
            } else if let token = current.as(TokenSyntax.self) {
                found = .some(token.presence == .present ? token.positionAfterSkippingLeadingTrivia : nil)
            } else {
                path.append(current)
                let children = current.children(viewMode: .sourceAccurate)
                guard let first = children.first else { found = .some(nil); break }
                current = first
                continue
            }
        }
        var result = found ?? nil
        // A node whose first child has no token present reads its next children (rare: a missing
        // or empty first child), each through this memo.
        while let parent = path.popLast() {
            if result == nil {
                for child in parent.children(viewMode: .sourceAccurate).dropFirst() {
                    if let start = firstTokenStart(child) { result = start; break }
                }
            }
            known[parent.id] = .some(result)
        }
        return result
    }
}
