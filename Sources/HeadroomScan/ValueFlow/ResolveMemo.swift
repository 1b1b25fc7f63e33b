import SwiftSyntax

/// What `KeyResolver` has resolved in one reading, by expression: each expression is resolved once
/// per depth, call and receiver (a ternary over itself, `a = c ? a : c ? a : a`, took time
/// exponential in its alternatives), and an expression met again inside its own resolution is a
/// cycle, not followed further.
final class ResolveMemo {
    struct Key: Hashable {
        var file: String
        var node: SyntaxIdentifier
        var swiftUIKey: Bool
        var call: Int?
        var receiver: Int?
    }

    /// Resolutions one reading may make: past it, a value is listed as too large to follow. The
    /// memo keeps a reading linear in the expressions it meets, but a function entered through each
    /// of its calls is a new context every time; this bounds that too.
    static let budget = 20_000

    private var done: [Key: (depth: Int, resolution: KeyResolver.Resolution)] = [:]
    private var active: Set<Key> = []
    private var made = 0
    /// Links of member chains `TypeInference` has read in this reading (each once per chain read).
    var typeChainLinks = 0
    // The call and receiver are named by serial number, not kept: they hold scopes that hold this
    // memo, and keeping them would be a cycle that keeps the syntax trees alive after the scan.
    func key(_ expr: ExprSyntax, file: String, mode: KeyResolver.Mode, call: ResolveScope.CallBinding?,
             receiver: ResolveScope.Receiver?) -> Key {
        Key(file: file, node: expr.id, swiftUIKey: mode == .swiftUIKey, call: call?.serial, receiver: receiver?.serial)
    }

    /// The resolution of `key`: a remembered one made at this depth or shallower, `fail`'s for a key
    /// being resolved or past the budget, else `compute()`'s, remembered.
    func resolution(_ key: Key, depth: Int, fail: (UnresolvedCause) -> KeyResolver.Resolution,
                    compute: () -> KeyResolver.Resolution) -> KeyResolver.Resolution {
        if let known = done[key], known.depth <= depth { return known.resolution }
        guard made < Self.budget else { return fail(.flowTooLarge) }
        guard active.insert(key).inserted else { return fail(.refersToItself) }
        made += 1
        var resolution = compute()
        resolution.removeDuplicates()
        active.remove(key)
        done[key] = (depth, resolution)
        return resolution
    }
}
