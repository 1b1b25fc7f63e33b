/// Swift's subtyping between the types the code declares or extends, for matching a call to the
/// function it runs: a subclass inherits its superclass's methods and those of the superclass's
/// extensions (also of a framework class the app extends: `extension UIViewController`), a
/// conforming type those of a protocol extension (UIKit's own classes from
/// `ContainerCatalog.uiKitSuperclasses`); a call through a superclass or a protocol that
/// declares the function reaches each subtype's implementation.
enum TypeRelation {
    /// Written supertypes followed at most this deep (class chains, protocol refinements).
    static let maxDepth = 12

    /// Type names as written may be qualified (`Models.Item`) or not (`Item`).
    static func sameType(_ a: String, _ b: String) -> Bool {
        guard !a.isEmpty, !b.isEmpty else { return false }
        if a == b { return true }
        let la = a.split(separator: ".").last, lb = b.split(separator: ".").last
        return la == lb && (a.hasSuffix("." + b) || b.hasSuffix("." + a))
    }

    /// `type` is `ancestor`, or inherits from it or conforms to it through its written supertypes.
    static func isSubtype(_ type: String, of ancestor: String, _ index: SourceIndex) -> Bool {
        guard !type.isEmpty, !ancestor.isEmpty else { return false }
        let conforming = index.conformances[ancestor] ?? index.conformances[lastComponent(ancestor)] ?? []
        var frontier = [type]
        var seen = Set<String>()
        while let current = frontier.popLast() {
            guard seen.count < maxDepth, seen.insert(current).inserted else { continue }
            if sameType(current, ancestor) || conforming.contains(current) { return true }
            frontier += index.supertypes[current] ?? index.supertypes[lastComponent(current)]
                ?? ContainerCatalog.uiKitSuperclasses[current].map { [$0] } ?? []
        }
        return false
    }

    /// A call of `function` on a value of type `receiver` can run the one `declaring` declares:
    /// the same type, a subtype inheriting it, or a supertype (class or protocol) that declares a
    /// function of that name, dispatched to `declaring`'s.
    static func dispatches(receiver: String, to declaring: String, function: String, _ index: SourceIndex) -> Bool {
        if isSubtype(receiver, of: declaring, index) { return true }
        guard isSubtype(declaring, of: receiver, index) else { return false }
        // A protocol's requirements are not indexed as members: a receiver no class chain names
        // (not a class the code declares) that types conform to is taken as the protocol declaring it.
        return !index.member(receiver, function).isEmpty || index.supertypes[receiver] == nil && index.conformances[receiver] != nil
    }

    private static func lastComponent(_ type: String) -> String {
        type.split(separator: ".").last.map(String.init) ?? type
    }
}

extension TypeRelation {
    /// The members named `name` a type gets from an extension of a protocol it conforms to (in its declaration or an
    /// extension, through a superclass or a refined protocol), as Swift finds `Type.name` when the type declares none.
    static func protocolExtensionMember(_ type: String, _ name: String, _ index: SourceIndex) -> [SourceIndex.Member] {
        var frontier = index.lineage(type)
        var seen = Set<String>()
        while !frontier.isEmpty, seen.count < maxDepth {
            let current = frontier.removeFirst()
            guard seen.insert(current).inserted else { continue }
            for proto in index.conformances.compactMap({ $0.value.contains(current) ? $0.key : nil }).sorted() {
                let found = index.member(proto, name)
                if !found.isEmpty { return found }
                frontier.append(proto)
            }
        }
        return []
    }
}
