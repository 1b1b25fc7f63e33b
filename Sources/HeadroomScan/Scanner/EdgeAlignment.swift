import SwiftSyntax

/// A UIKit view's leading or trailing edge pinned in code to the same edge of another view that is
/// not its superview's stand-in (`button.leadingAnchor.constraint(equalTo: wrapper.leadingAnchor)`), as
/// pass 1 records it (`SiblingConstraint.record`): two views whose leading edges and trailing edges
/// both coincide are equally wide, whichever holds the other.
struct EdgeAlignment {
    /// The other view's path in the same scope.
    var other: String
    var leading: Bool
    /// The constraint's constant, and whether this view is the constraint's first item
    /// (`this.edge = other.edge + constant`) or its second (`other.edge = this.edge + constant`).
    var constant: ExprSyntax?
    var isFirstItem: Bool
    var file: String
    var line: Int
}
