import SwiftSyntax

/// A display site whose value comes from outside the code around it: a parameter or a stored
/// property (`ComponentProperty`), with the context read at the site.
struct FlowSite {
    var target: ComponentProperty
    var context: DisplayContext
    /// The context is complete (UIKit, a system container, a model's property): callers add nothing.
    var finished: Bool
    /// The file that needs the value, and where (for the unresolved entry when nothing sets it).
    /// Unowned: the visitor keeps its sites (`componentSites`) and outlives them; a strong reference
    /// would be a cycle that keeps every file's syntax tree alive after the scan.
    unowned var visitor: UsageVisitor
    var site: Syntax
    var value: Syntax
}
