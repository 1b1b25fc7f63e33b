/// Which text a result is about: a string (key in a table, locale, plural or device variant) shown
/// in one element of one component. Findings, outcomes and replays hold one (`AboutText`) and read
/// its fields as their own (`finding.key`), so the identity is spelled and compared in one place.
public struct TextIdentity: Sendable, Hashable, Codable {
    public var component: String
    public var element: String
    public var key: String
    /// The table name: the file name without extension (`Localizable`).
    public var table: String
    public var locale: String
    /// The plural category, device or substitution variant; nil for a plain value.
    public var variant: String?
}

/// A result about one text: its identity's fields read (and set) as its own (`finding.key`).
@dynamicMemberLookup
public protocol AboutText {
    var identity: TextIdentity { get set }
}

extension AboutText {
    // Inlinable: reporters read these fields for every finding; the key path then folds into a field access.
    @inlinable public subscript<Value>(dynamicMember field: WritableKeyPath<TextIdentity, Value>) -> Value {
        get { identity[keyPath: field] }
        set { identity[keyPath: field] = newValue }
    }
}
