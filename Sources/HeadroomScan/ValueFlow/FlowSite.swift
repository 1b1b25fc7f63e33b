import SwiftSyntax

/// A display site whose value comes from outside the code around it: a parameter or a stored
/// property (`ComponentProperty`), with the context read at the site.
struct FlowSite {
    var target: ComponentProperty
    var context: DisplayContext
    /// The context is complete (UIKit, a system container, a model's property): callers add nothing.
    var finished: Bool
    /// The file that needs the value, and where (for the unresolved entry when nothing sets it).
    var visitor: UsageVisitor
    var site: Syntax
    var value: Syntax
}
