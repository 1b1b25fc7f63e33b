import SwiftSyntax

/// A `LocalizedError`'s texts read through the protocol (`if let error = error as? LocalizedError {
/// title = error.errorDescription }`): the value is the member of whichever conforming type was thrown,
/// so each type the code declares conforming gives its member (`enum ComposeError: LocalizedError
/// { var errorDescription: String? { ... } }`). Types the code does not declare (system errors) add
/// nothing; a type that leaves the member out gives nothing either.
enum ErrorDescriptionFlow {
    static let requirements: Set<String> = ["errorDescription", "failureReason", "recoverySuggestion", "helpAnchor"]

    /// The conforming types' members named `name` when `type` is `LocalizedError`; nil otherwise.
    static func members(_ type: String, _ name: String, _ scope: ResolveScope) -> [(type: String, members: [SourceIndex.Member])]? {
        guard type == "LocalizedError", requirements.contains(name), !insideRequirement(scope.node) else { return nil }
        let types = ProtocolDispatch.conformers(of: "LocalizedError", scope.index)
        return types.compactMap { owner in
            let found = scope.index.member(owner, name)
            return found.isEmpty ? nil : (owner, found)
        }
    }

    /// Inside one error's `errorDescription` that reads another's through the protocol: not dispatched
    /// again (each level would fan out to every conforming type).
    private static func insideRequirement(_ node: Syntax) -> Bool {
        var current = node.parent
        while let n = current {
            if let binding = n.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               requirements.contains(name) { return true }
            if let function = n.as(FunctionDeclSyntax.self) { return requirements.contains(function.name.text) }
            if n.is(MemberBlockSyntax.self) { return false }
            current = n.parent
        }
        return false
    }
}
