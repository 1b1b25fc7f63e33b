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
        let constraint = constraints(of: type, scope)
        let protocols = constraint.protocols.filter { declares($0, name, scope.index) }
        guard !protocols.isEmpty else { return nil }
        let bound = constraint.declaration.flatMap { boundTypes(of: type, in: $0, scope) }
        var out: [(type: String, members: [SourceIndex.Member])] = []
        var seen = Set<SyntaxIdentifier>()
        for proto in protocols {
            let all = conformers(of: proto, scope.index)
            // A generic type's parameter takes the types its constructions bind it to, when each is read.
            let types = bound.map { bound in all.filter { conformer in bound.contains { TypeRelation.sameType($0, conformer) } } } ?? all
            for conformer in types {
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
    static func constraints(of type: String, _ scope: ResolveScope) -> (protocols: [String], declaration: Syntax?) {
        var current: Syntax? = scope.node
        while let n = current {
            if let found = genericConstraints(of: type, in: n) { return (found, n) }
            current = n.parent
        }
        return (scope.index.protocolRequirements[type] != nil ? [type] : [], nil)
    }

    /// The types the code binds a generic struct's or class's parameter to where it constructs the type
    /// by name (`Field(options: Theme.allCases)` binds `T` through `let options: [T]`), previews
    /// left out; nil when the declaration is no such type, nothing constructs it, or a construction
    /// binds the parameter to a type the scan cannot read.
    private static func boundTypes(of parameter: String, in declaration: Syntax, _ scope: ResolveScope) -> Set<String>? {
        let members: MemberBlockSyntax
        if let d = declaration.as(StructDeclSyntax.self), d.genericParameterClause != nil { members = d.memberBlock }
        else if let d = declaration.as(ClassDeclSyntax.self), d.genericParameterClause != nil { members = d.memberBlock }
        else { return nil }
        guard let name = SyntaxFacts.enclosingTypeName(Syntax(members)) else { return nil }
        // Labels of the memberwise or declared initializers' arguments typed with the parameter.
        var labels = Set<String>()
        for item in members.members {
            if let variable = item.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings where binding.accessorBlock == nil {
                    guard let type = binding.typeAnnotation?.type.trimmedDescription, TypeInference.normalize(type) == parameter,
                          let id = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    labels.insert(id)
                }
            } else if let initializer = item.decl.as(InitializerDeclSyntax.self) {
                for p in initializer.signature.parameterClause.parameters where TypeInference.normalize(p.type.trimmedDescription) == parameter {
                    labels.insert(p.firstName.text)
                }
            }
        }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        let calls = (scope.index.constructions[last] ?? []).compactMap { $0.as(FunctionCallExprSyntax.self) }
            .filter { !ViewTypeUse.inPreview(Syntax($0)) }
        guard !labels.isEmpty, !calls.isEmpty else { return nil }
        var out = Set<String>()
        for call in calls {
            let found = call.arguments.lazy.filter { $0.label.map { labels.contains($0.text) } ?? false }.compactMap { argument in
                TypeInference.type(of: argument.expression, ResolveScope(index: scope.index, file: scope.file, node: Syntax(argument.expression),
                                                                          depth: scope.depth + 1, memo: scope.memo))
            }.first
            guard let found else { return nil }
            out.insert(found)
        }
        return out
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
