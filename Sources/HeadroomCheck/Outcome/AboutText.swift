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
