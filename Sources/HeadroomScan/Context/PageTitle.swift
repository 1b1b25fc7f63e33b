import SwiftSyntax

/// A view controller the app shows only as a page of a paging container (Tabman's
/// `TabmanViewController`, Pageboy's `PageboyViewController`, UIKit's `UIPageViewController`): its
/// `title` is no navigation bar title. The navigation bar shows the container's item; Tabman draws
/// a page's title only through the bar items its data source returns (`TMBarItem(title:)`), and the
/// library's source is not in the scanned code, so such a title is listed with this reason, never placed.
enum PageTitle {
    static let pagingContainers: Set<String> = ["TabmanViewController", "PageboyViewController", "UIPageViewController"]

    /// Why the `title` set at `node` is not drawn as a navigation title: every construction of its
    /// view controller type sits in a paging container's type; nil otherwise.
    static func notDrawnReason(at node: Syntax, _ index: SourceIndex) -> String? {
        guard let type = SyntaxFacts.enclosingTypeName(node) else { return nil }
        let last = type.split(separator: ".").last.map(String.init) ?? type
        let constructions = index.constructions[last] ?? []
        guard !constructions.isEmpty else { return nil }
        var found: (owner: String, container: String)?
        for construction in constructions {
            guard let owner = SyntaxFacts.enclosingTypeName(construction), let container = pagingContainer(of: owner, index) else { return nil }
            found = (owner, container)
        }
        guard let found else { return nil }
        return "title of a page of \(found.container) (\(type) is shown only in \(found.owner)): not a navigation bar title; "
            + "the library draws page titles only through its bar items, and its source is not in the scanned code"
    }

    /// The paging container `type` is or inherits from, by the names the code writes.
    private static func pagingContainer(of type: String, _ index: SourceIndex) -> String? {
        for t in index.lineage(type) {
            if let container = index.supertypes[t]?.first(where: { pagingContainers.contains($0) }) { return container }
        }
        return nil
    }
}
