/// A stored property of a view that a display site shows (`Text(title)` in `ErrorView`): its callers
/// pass the key (`ErrorView(title: "status.error.title")`).
struct ComponentProperty: Hashable {
    /// The view's type name (`ErrorView`, `Outer.Inner`).
    var type: String
    var name: String
    var mode: KeyResolver.Mode

    /// The name callers write (`Inner` for `Outer.Inner`).
    var callName: String { String(type.split(separator: ".").last ?? "") }
}
