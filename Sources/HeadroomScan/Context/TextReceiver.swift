import DynamicType
import SwiftSyntax

/// What receives a `.text` or `.placeholder` assignment, read from the receiver's declared type (its
/// annotation, its initializer, the class an outlet is declared as, the nib object it is connected
/// to) and from what the code does with it. Only a view draws text in a box a translator must fit.
enum TextReceiver: Equatable {
    /// A label or another view, or a receiver the scan cannot type: `UIKitContext` reads its box.
    case view
    /// A text field's `text`: the value the user edits, not a translator's box (a field whose delegate
    /// refuses editing, `EditingRefused`, shows the app's text: a view).
    case fieldValue(Evidence)
    /// A text view's `text`: wraps and scrolls, never cut off.
    case scrolling(Evidence)
    /// A view that is never drawn (created only to be measured, hidden for good).
    case notDrawn(Evidence)
    /// An object of a type the app declares that is no view (a model's `text`): not a display site;
    /// where the value is shown is found by following the property (`CallerFlow`).
    case model(String)

    static func of(_ base: ExprSyntax, property: String, at node: Syntax, _ scope: ResolveScope) -> TextReceiver {
        let here = scope.moved(to: node, file: scope.file)
        if let measured = MeasuringView.notDrawn(base, at: node, scope) { return .notDrawn(measured) }
        if let hidden = HiddenView.alwaysHidden(base, at: node, scope) { return .notDrawn(hidden) }
        if property == "text", let (viewScope, path) = ViewScope.resolve(base, at: node, file: scope.file),
           let nib = NibOutletJoin.element(scope: viewScope, path: path, at: node, scope) {
            switch nib.element {
            case "textField" where EditingRefused.evidence(field: path, of: viewScope, scope.index) != nil:
                return .view
            case "textField", "searchBar":
                return .fieldValue(.nib(file: nib.file, objectID: nib.objectID, what: "text of a <\(nib.element)>: the value the user edits"))
            case "textView":
                return .scrolling(.nib(file: nib.file, objectID: nib.objectID, what: "text of a <textView>: wraps and scrolls"))
            default:
                return .view
            }
        }
        guard let type = TypeInference.type(of: base, here) else { return .view }
        let index = scope.index
        if property == "text" {
            let chain = ancestry(type, index)
            if let e = chain.lazy.compactMap({ ContainerCatalog.fieldValueClasses[$0] }).first {
                if chain.contains("UITextField"), let (viewScope, path) = ViewScope.resolve(base, at: node, file: scope.file),
                   EditingRefused.evidence(field: path, of: viewScope, index) != nil {
                    return .view
                }
                return .fieldValue(e)
            }
            if let e = chain.lazy.compactMap({ ContainerCatalog.scrollingTextClasses[$0] }).first { return .scrolling(e) }
        }
        return isModel(type, index) ? .model(type) : .view
    }

    /// The type and every type it inherits, as written (generic arguments dropped), nearest first.
    static func ancestry(_ type: String, _ index: SourceIndex) -> [String] {
        var out: [String] = []
        var queue = [type]
        while let next = queue.first, out.count < 16 {
            queue.removeFirst()
            guard let name = TypeInference.normalize(next), !out.contains(name) else { continue }
            out.append(name)
            let last = name.split(separator: ".").last.map(String.init) ?? name
            queue += index.supertypes[name] ?? index.supertypes[last] ?? []
        }
        return out
    }

    /// A UIKit view or a class the app declares that inherits one.
    static func isView(_ type: String, _ index: SourceIndex) -> Bool {
        ancestry(type, index).contains { ContainerCatalog.drawingClasses.contains($0) }
    }

    /// A struct or enum the app declares, or a class whose every supertype is one the app declares
    /// or one that draws nothing (`NSObject`, `Codable`): no view, so its properties are data.
    static func isModel(_ type: String, _ index: SourceIndex) -> Bool {
        func declared(_ name: String) -> DeclaredType? {
            index.declaredTypes[name] ?? name.split(separator: ".").last.flatMap { index.declaredTypes[String($0)] }
        }
        guard let normalized = TypeInference.normalize(type), let kind = declared(normalized) else { return false }
        if kind == .valueType { return true }
        for name in ancestry(normalized, index) {
            if ContainerCatalog.drawingClasses.contains(name) { return false }
            guard declared(name) != nil || ContainerCatalog.nonDrawingSupertypes.contains(name) else { return false }
        }
        return true
    }
}
