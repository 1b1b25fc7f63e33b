/// What a type the scanned code declares is: a class (which may inherit a view), a struct or enum
/// (a value, never a view), or an actor.
enum DeclaredType: Sendable, Hashable {
    case `class`, valueType, actor
}
