import SwiftSyntax

/// A UIKit view's leading or trailing edge pinned in code to the same edge of a view's safe area
/// (`label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20)`),
/// as pass 1 records it (`SiblingConstraint.record`).
struct SafeAreaPin {
    /// True for the leading edge, false for the trailing edge.
    var leading: Bool
    /// The path of the view whose safe area it is (`view`, `self.view`), in the type `ownerType`
    /// (nil when that view is a local or a parameter: not a controller's root view).
    var owner: String
    var ownerType: String?
    var constant: ExprSyntax?
    var file: String
    var line: Int
}
