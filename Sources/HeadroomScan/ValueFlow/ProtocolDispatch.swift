import SwiftSyntax

/// A member read on a value whose static type is a protocol the code declares (`let item: any Menuable`),
/// or a generic parameter constrained to one (`struct Field<T: Menuable>`, `where T: Menuable`,
/// `class List<Section: SettingsSection>`): Swift runs the member of whichever conforming type the
/// value has, so each type the code declares conforming (directly or through a protocol that refines
/// it) gives its own member, or the protocol extension's default when it declares none. Only members
/// the protocol requires or its extensions declare are dispatched: nothing else can be read through it.
enum ProtocolDispatch {
    /// Conforming types dispatched to, at most (a protocol every model adopts is no display value).
    static let maxConformers = 64

    /// Each conforming type's members named `name` when `type` is a protocol or a constrained generic
    /// parameter seen from `scope`; nil when it is neither or no protocol of it declares `name`.
    static func members(_ type: String, _ name: String, _ scope: ResolveScope) -> [(type: String, members: [SourceIndex.Member])]? {
        let protocols = constraints(of: type, scope).filter { declares($0, name, scope.index) }
        guard !protocols.isEmpty else { return nil }
        var out: [(type: String, members: [SourceIndex.Member])] = []
        var seen = Set<SyntaxIdentifier>()
        for proto in protocols {
            for conformer in conformers(of: proto, scope.index) {
                var found = scope.index.inheritedMember(conformer, name)
                var owner = conformer
                if found.isEmpty { found = scope.index.member(proto, name); owner = proto }
                let fresh = found.filter { seen.insert($0.node.id).inserted }
                if !fresh.isEmpty { out.append((owner, fresh)) }
            }
        }
        return out
    }

    /// The protocols a type name stands for at `scope`: a generic parameter's constraints (inline and
    /// in `where` clauses of the declarations around the node, innermost first, which shadows outer
    /// names), else the name itself when it is a protocol the code declares.
    static func constraints(of type: String, _ scope: ResolveScope) -> [String] {
        var current: Syntax? = scope.node
        while let n = current {
            if let found = genericConstraints(of: type, in: n) { return found }
            current = n.parent
        }
        return scope.index.protocolRequirements[type] != nil ? [type] : []
    }

    /// `type`'s constraints when `node` is a declaration whose generic parameters name it (`[]` when
    /// unconstrained), or an extension whose `where` clause constrains it; nil otherwise.
    private static func genericConstraints(of type: String, in node: Syntax) -> [String]? {
        let clause: GenericParameterClauseSyntax?
        let whereClause: GenericWhereClauseSyntax?
        if let d = node.as(StructDeclSyntax.self) { (clause, whereClause) = (d.genericParameterClause, d.genericWhereClause) }
        else if let d = node.as(ClassDeclSyntax.self) { (clause, whereClause) = (d.genericParameterClause, d.genericWhereClause) }
        else if let d = node.as(EnumDeclSyntax.self) { (clause, whereClause) = (d.genericParameterClause, d.genericWhereClause) }
        else if let d = node.as(ActorDeclSyntax.self) { (clause, whereClause) = (d.genericParameterClause, d.genericWhereClause) }
        else if let d = node.as(FunctionDeclSyntax.self) { (clause, whereClause) = (d.genericParameterClause, d.genericWhereClause) }
        else if let d = node.as(InitializerDeclSyntax.self) { (clause, whereClause) = (d.genericParameterClause, d.genericWhereClause) }
        else if let d = node.as(ExtensionDeclSyntax.self) { (clause, whereClause) = (nil, d.genericWhereClause) }
        else { return nil }
        let parameter = clause?.parameters.first { $0.name.text == type }
        var out = parameter?.inheritedType.map { split($0.trimmedDescription) } ?? []
        for requirement in whereClause?.requirements ?? [] {
            guard case .conformanceRequirement(let c) = requirement.requirement, c.leftType.trimmedDescription == type else { continue }
            out += split(c.rightType.trimmedDescription)
        }
        return parameter != nil || !out.isEmpty ? out : nil
    }

    /// `A & B` → `[A, B]`.
    private static func split(_ text: String) -> [String] {
        text.split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The protocol requires `name`, or an extension of it declares one.
    private static func declares(_ proto: String, _ name: String, _ index: SourceIndex) -> Bool {
        index.protocolRequirements[proto]?.contains(name) == true || !index.member(proto, name).isEmpty
    }

    /// The types the code declares conforming to `proto`, also through protocols that refine it, sorted.
    static func conformers(of proto: String, _ index: SourceIndex) -> [String] {
        var out = Set<String>(), visited = Set<String>()
        var frontier = [proto]
        while let current = frontier.popLast(), out.count < maxConformers {
            guard visited.insert(current).inserted, visited.count <= TypeRelation.maxDepth * 4 else { continue }
            for type in index.conformances[current] ?? [] {
                if index.protocolRequirements[type] != nil { frontier.append(type) } else { out.insert(type) }
            }
        }
        return out.sorted()
    }
}
