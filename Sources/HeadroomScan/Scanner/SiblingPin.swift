import SwiftSyntax

/// A UIKit view's leading or trailing edge pinned in code to a sibling view's opposite edge, as pass 1
/// records it (`SiblingConstraint.record`): the sibling's path in the same scope, the gap, where it is
/// written.
struct SiblingPin {
    var sibling: String
    var gap: ExprSyntax?
    var file: String
    var line: Int
    /// The pin holds on some paths only: the constraint names a local anchor the code sets to the
    /// sibling's edge in one branch (`anchor = imageView.trailingAnchor` when there is an image).
    var conditional = false
}
