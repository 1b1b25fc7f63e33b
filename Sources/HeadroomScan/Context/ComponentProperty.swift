/// A value a display site gets from outside the code around it, followed from the callers in pass 3
/// (`CallerFlow`): a stored property (`Text(title)` in `ErrorView`, whose callers write
/// `ErrorView(title: "status.error.title")`; `cell.label.text = item.title`, whose `Item(title:)`
/// is built elsewhere) or a parameter of a function or initialiser (`makeInfoLabel(title:count:)`).
struct ComponentProperty: Hashable {
    /// The type that declares the property or the function (`ErrorView`, `Outer.Inner`); empty for a free function.
    var type: String
    /// The property's or the parameter's name (the one the body uses).
    var name: String
    var mode: KeyResolver.Mode
    /// The function the parameter belongs to (`init` for an initialiser); nil for a stored property.
    var function: String? = nil
    /// The function's argument labels in order (`_` for an unlabelled one).
    var labels: [String] = []
    /// The parameter's position among `labels`.
    var index = 0
    /// True when the display site is inside the view the call builds (a view's own property, a
    /// `func ... -> some View` parameter): the modifiers around the call apply to it as well.
    var composes = true
    /// The property has a value of its own (a `var` with an initializer, already read): setters add to it.
    var hasValue = false
    /// `function` names a case of the enum `type`, `name` the value a `switch` binds at position `index`
    /// (`EnumCaseFlow.boundValue`): its setters are the case's constructions.
    var enumCase = false

    /// The name callers write: the function's, or the type's last component (`Inner` for `Outer.Inner`).
    var callName: String {
        if let function, function != "init" { return function }
        return String(type.split(separator: ".").last ?? "")
    }

    /// How a parameter or property is named in an unresolved reason.
    var described: String {
        if let function, enumCase { return "associated value `\(name)` of case \(type).\(function)" }
        if let function { return "parameter `\(name)` of \(type.isEmpty ? "" : type + ".")\(function)" }
        return "property `\(type).\(name)`"
    }
}
