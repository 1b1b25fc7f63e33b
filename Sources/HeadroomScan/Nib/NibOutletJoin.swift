import SwiftSyntax

/// Joins a Swift display site to the Interface Builder object its view is connected to: a view of
/// a class that is an `@IBOutlet` connected in a document (`<outlet property="titleLabel"
/// destination="ID"/>` in a scene of `customClass` the class) takes the object's font, lines and
/// width wherever the code leaves them unset. A view loaded from a nib never gets UIKit's defaults
/// for views created in code: the document's values (or IB's defaults for what it leaves out) apply.
enum NibOutletJoin {
    /// The object behind `path` (`titleLabel`; `cell.titleLabel` of the document cell dequeued into `cell`
    /// (`DequeuedCell`), else on the declared type of `cell`)
    /// in `viewScope` (a type, or a function's locals), nil when no document connects it.
    static func element(scope viewScope: String, path: String, at node: Syntax, _ scope: ResolveScope) -> NibText? {
        let outlets = scope.index.nibOutlets
        guard !outlets.isEmpty || !scope.index.nibCells.isEmpty else { return nil }
        var parts = path.split(separator: ".").map(String.init)
        if parts.first == "self" { parts.removeFirst() }
        if parts.count == 1, !viewScope.contains("@") {
            return scope.index.lineage(viewScope).lazy.compactMap { outlets[$0]?[parts[0]] }.first
        }
        // A dequeued cell (`cell.detailTextLabel`): the document's cell for its reuse identifier.
        if parts.count == 2, let cell = DequeuedCell.element(root: parts[0], property: parts[1], at: node, scope) { return cell }
        // `modeCell.textLabel`: a label of a cell the type's outlet is connected to.
        if parts.count == 2, !viewScope.contains("@"),
           let found = scope.index.lineage(viewScope).lazy.compactMap({ outlets[$0]?[parts.joined(separator: ".")] }).first {
            return found
        }
        guard parts.count >= 2,
              let owner = TypeInference.type(ofPath: Array(parts.dropLast()), scope.moved(to: node, file: scope.file)) else { return nil }
        return scope.index.lineage(owner).lazy.compactMap { outlets[$0]?[parts[parts.count - 1]] }.first
    }

    /// What the code left unset, from the document.
    /// The object's shrink goes with the text it shrinks (`NibText.shrinking`): a placeholder set in code takes none.
    static func fill(_ ctx: inout DisplayContext, from nib: NibText, node: Syntax) {
        let shrinking = nib.shrinking(ctx.kind == .textFieldPlaceholder ? "placeholder" : "text")
        if !ctx.fontSet, let font = shrinking.font { ctx.setFont(.font(font), node: node) }
        if let lines = nib.lines, let evidence = nib.linesEvidence { ctx.setLines(lines, evidence: evidence) }
        if ctx.width == nil { ctx.width = nib.width }
        if ctx.shrink == nil { ctx.shrink = shrinking.shrink }
    }
}
