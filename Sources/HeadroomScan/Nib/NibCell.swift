import SwiftSyntax

/// A table or collection view cell laid out in an Interface Builder document (a storyboard's
/// prototype cell, a xib's cell) with its text views: what a cell the code dequeues by that
/// reuse identifier (or registers from that nib) draws its `textLabel`, `detailTextLabel` and
/// outlets with.
struct NibCell: Sendable {
    /// The document's element names for cells and reusable views.
    static let elements: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"]

    /// The document's path relative to the scanned folder.
    var file: String
    /// The nib's name (`ParameterValueCell` for `ParameterValueCell.xib`), as `UINib(nibName:bundle:)` names it.
    var nibName: String
    var isStoryboard: Bool
    var reuseIdentifier: String
    var cellClass: String
    /// The `customClass` of the scene's view controller (a storyboard's prototype), empty otherwise.
    var sceneClass: String
    /// `style="IBUITableViewCellStyle…"`, nil for a custom cell.
    var style: String?
    /// `textLabel`, `detailTextLabel` and the cell's outlets → the text object.
    var views: [String: NibText]
    /// The class of the cell whose table or collection view holds this one (`NibFile.Cell.hostClass`).
    var hostClass = ""
    /// The cell's object ID and every text object inside it.
    var objectID = ""
    var contents: [NibText] = []

    /// `register(UINib(nibName: name, bundle: b), forCellReuseIdentifier: id)` (also `forCellWithReuseIdentifier:`,
    /// `forHeaderFooterViewReuseIdentifier:`, `forSupplementaryViewOfKind:withReuseIdentifier:`): the nib name's and
    /// the identifier's expressions.
    static func registration(_ call: FunctionCallExprSyntax) -> (nibName: ExprSyntax, identifier: ExprSyntax)? {
        guard SyntaxFacts.calleeName(call) == "register", let first = call.arguments.first,
              let nib = SyntaxFacts.unwrapped(first.expression).as(FunctionCallExprSyntax.self),
              SyntaxFacts.calleeName(nib) == "UINib",
              let name = nib.arguments.first(where: { $0.label?.text == "nibName" })?.expression,
              let identifier = call.arguments.first(where: {
                  ["forCellReuseIdentifier", "forCellWithReuseIdentifier", "forHeaderFooterViewReuseIdentifier", "withReuseIdentifier"]
                      .contains($0.label?.text ?? "")
              })?.expression else { return nil }
        return (name, identifier)
    }

    /// The cells of every document, by the ways code reaches them.
    struct Index: Sendable {
        /// Storyboard prototype cells by `reuseIdentifier`.
        var prototypes: [String: [NibCell]] = [:]
        /// Cells of xibs by nib name.
        var nibs: [String: [NibCell]] = [:]

        init() {}

        init(_ cells: [NibCell]) {
            for cell in cells {
                if cell.isStoryboard {
                    if !cell.reuseIdentifier.isEmpty { prototypes[cell.reuseIdentifier, default: []].append(cell) }
                } else {
                    nibs[cell.nibName, default: []].append(cell)
                }
            }
        }

        var isEmpty: Bool { prototypes.isEmpty && nibs.isEmpty }
    }
}
