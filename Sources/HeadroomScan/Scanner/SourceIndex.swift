import SwiftSyntax

/// What pass 1 learns from every scanned file, read by pass 2: members of each type (to follow
/// properties, font helpers and generated accessors) and the UIKit views' settings.
// Unchecked: filled by one thread (pass 1 merges), then only read by pass 2's workers.
final class SourceIndex: @unchecked Sendable {
    /// A property or function declared in the scanned sources.
    struct Member {
        var node: Syntax
        var file: String
        var line: Int
        var isStatic: Bool
    }

    /// A key that a generated accessor returns (SwiftGen `tr("Table", "key")`, R.swift, hand-written).
    struct Accessor: Hashable {
        var table: String
        var key: String
        var file: String
        var line: Int
        /// `value:` / `defaultValue:` of the call, when a literal.
        var defaultValue: String? = nil
    }

    /// `label.font = ...`, `numberOfLines`, ... on one view, in one scope.
    struct ViewSetting {
        var property: String
        var value: ExprSyntax
        var file: String
        var line: Int
    }

    /// Type name (`Font`, `L10n.Scene`, `ProfileHeaderView`) → member name → declarations.
    var members: [String: [String: [Member]]] = [:]
    /// Full accessor path (`L10n.Scene.Compose.title`) → key.
    var accessors: [String: Accessor] = [:]
    /// The most dot-separated parts an accessor's path has: a longer chain names none.
    var accessorParts = 0
    /// Scope (a type name, or a function's `file@offset`) → view path (`titleLabel`, `button.titleLabel`) → settings.
    var viewSettings: [String: [String: [ViewSetting]]] = [:]
    /// Scope → view path → fixed height constraints on that view (`HeightConstraint`).
    var viewHeights: [String: [String: [ViewSetting]]] = [:]
    /// Scope → view path → fixed width constraints on that view (`SiblingConstraint`).
    var viewWidths: [String: [String: [ViewSetting]]] = [:]
    /// Scope → view path → the sibling views its leading or trailing edge is pinned to (`SiblingConstraint`).
    var viewSiblings: [String: [String: [SiblingConstraint.Pin]]] = [:]
    /// Scope → stack view path → its arranged subviews' paths, and its `axis` / `spacing` settings (`SiblingConstraint`).
    var stackMembers: [String: [String: [String]]] = [:]
    var stackSettings: [String: [String: [ViewSetting]]] = [:]
    /// Xcode-generated String Catalog symbol (`settingsTitle`) → key, from the keys in the strings files.
    var catalogSymbols: [String: Accessor] = [:]
    /// Calls of a type by its name (`CurrentUserMenuItems(...)`), by the type's last name component.
    var constructions: [String: [Syntax]] = [:]
    /// Types the app pushes onto a navigation stack (`PushedScreen`), by last name: the first push seen.
    var pushedScreens: [String: (file: String, line: Int, call: String)] = [:]
    /// Capitalized names written in expressions and type annotations (`Cell.self`, `let v: Cell`), by name.
    var typeReferences: [String: [Syntax]] = [:]
    /// Names referenced inside `.accessibilityLabel/Hint/Value(...)` arguments (`AccessibilityUse`).
    var accessibilityNames: Set<String> = []
    /// Class → the types it inherits from, as written (`ToggleTableViewCell`, `UITableViewCell`).
    var supertypes: [String: [String]] = [:]
    /// `x.isHidden = value` by the last component of the view's path (`titleLabel`), across the code;
    /// `*` for a view the scan cannot name (`$0` of an unknown sequence, a call's result).
    var visibility: [String: [ViewSetting]] = [:]
    /// Scope → view path → where that view is set `isHidden = true` (`ViewScope.resolve`, as `viewSettings`).
    var hiddenViews: [String: [String: ViewSetting]] = [:]
    /// Types the scanned code declares (not those it only extends), by name (`Outer.Inner` as nested) → what they are.
    var declaredTypes: [String: DeclaredType] = [:]
    /// Enum type → case name → the types of its associated values (`case category(Category)`; none: `[]`).
    var enumCases: [String: [String: [String]]] = [:]
    /// Protocol as written (`LocalizedError`) → the types that declare conformance (type, struct, enum or extension).
    var conformances: [String: Set<String>] = [:]
    /// `value.member` accesses on a local or parameter, by member name, with their file: where other
    /// types show a view member (`tab.label`, `ViewMemberUse.externalUses`).
    var memberReferences: [String: [(node: Syntax, file: String)]] = [:]
    /// `typealias Name = Target` declared in a type (`Outer.Name`) or at file level (`Name`) → the target as written.
    var typeAliases: [String: String] = [:]
    /// Class → outlet property → the Interface Builder object it is connected to (`NibScan.outlets`).
    var nibOutlets: [String: [String: NibText]] = [:]
    /// Free functions (declared at file level) by name: wrappers such as `func L(_ key: String) -> String`.
    var freeFunctions: [String: [Member]] = [:]
    /// SwiftGen accessor names derived from the strings files' keys (`SwiftGenName`), and the
    /// undeclared namespaces the code reads them on (`Localizations` when `Localizations.swift` is absent).
    var swiftGen = SwiftGenName.Index()
    /// Member paths read on an uppercase name no scanned type declares (`Localizations.addCode` →
    /// `Localizations` → `addCode`): candidates for a generated namespace whose file is absent.
    var undeclaredPaths: [String: Set<String>] = [:]
    /// Keys in the strings files (any table): picks `%lld` or `%@` for an interpolated SwiftUI key.
    var knownKeys: Set<String> = []
    /// Each scanned file's line table (relative path → converter), for the lines evidence names.
    var converters: [String: SourceLocationConverter] = [:]

    /// The line of `node` in `file` (0 when the file is not one of the scanned ones).
    func line(of node: some SyntaxProtocol, in file: String) -> Int {
        converters[file].map { node.startLocation(converter: $0).line } ?? 0
    }

    /// Members of a type by its full name (`Models.Notification.NotificationType`), else by its last
    /// component (`NotificationType`: how code inside the module writes it).
    func member(_ type: String, _ name: String) -> [Member] {
        if let found = members[type]?[name] { return found }
        if let last = type.split(separator: ".").last, last.count < type.count { return members[String(last)]?[name] ?? [] }
        return []
    }

    /// The type and the classes it inherits from that the scanned code declares, nearest first.
    func lineage(_ type: String) -> [String] {
        var out = [type]
        var current = type
        while out.count < 6, let parent = supertypes[current]?.first(where: { members[$0] != nil || viewSettings[$0] != nil }),
              !out.contains(parent) {
            out.append(parent)
            current = parent
        }
        return out
    }

    /// Members named `name` of the type or of the nearest class it inherits from that declares one.
    func inheritedMember(_ type: String, _ name: String) -> [Member] {
        for owner in lineage(type) {
            let found = member(owner, name)
            if !found.isEmpty { return found }
        }
        return []
    }

    /// Settings of every view path ending in `.name` or equal to `name` across all types (for
    /// `cell.titleLabel` where the cell's type is not known): type → settings.
    func viewSettings(namedLast name: String) -> [String: [ViewSetting]] {
        var found: [String: [ViewSetting]] = [:]
        for (scope, views) in viewSettings where !scope.contains("@") {
            if let s = views[name] { found[scope, default: []] += s }
        }
        return found
    }

    func merge(_ other: SourceIndex) {
        for (type, names) in other.members {
            for (name, list) in names { members[type, default: [:]][name, default: []] += list }
        }
        accessors.merge(other.accessors) { a, _ in a }
        for path in other.accessors.keys { accessorParts = max(accessorParts, path.utf8.count(where: { $0 == UInt8(ascii: ".") }) + 1) }
        accessibilityNames.formUnion(other.accessibilityNames)
        for (name, list) in other.freeFunctions { freeFunctions[name, default: []] += list }
        for (root, paths) in other.undeclaredPaths { undeclaredPaths[root, default: []].formUnion(paths) }
        for (type, calls) in other.constructions { constructions[type, default: []] += calls }
        pushedScreens.merge(other.pushedScreens) { a, b in (a.file, a.line) <= (b.file, b.line) ? a : b }
        for (type, refs) in other.typeReferences { typeReferences[type, default: []] += refs }
        for (scope, views) in other.viewHeights {
            for (path, list) in views { viewHeights[scope, default: [:]][path, default: []] += list }
        }
        for (scope, views) in other.viewWidths {
            for (path, list) in views { viewWidths[scope, default: [:]][path, default: []] += list }
        }
        for (scope, views) in other.viewSiblings {
            for (path, list) in views { viewSiblings[scope, default: [:]][path, default: []] += list }
        }
        for (scope, views) in other.stackMembers {
            for (path, list) in views { stackMembers[scope, default: [:]][path, default: []] += list }
        }
        for (scope, views) in other.stackSettings {
            for (path, list) in views { stackSettings[scope, default: [:]][path, default: []] += list }
        }
        for (name, uses) in other.memberReferences { memberReferences[name, default: []] += uses }
        supertypes.merge(other.supertypes) { a, _ in a }
        declaredTypes.merge(other.declaredTypes) { a, _ in a }
        for (name, list) in other.visibility { visibility[name, default: []] += list }
        for (scope, views) in other.hiddenViews { hiddenViews[scope, default: [:]].merge(views) { a, _ in a } }
        typeAliases.merge(other.typeAliases) { a, _ in a }
        for (proto, types) in other.conformances { conformances[proto, default: []].formUnion(types) }
        for (type, cases) in other.enumCases { enumCases[type, default: [:]].merge(cases) { a, _ in a } }
        for (scope, views) in other.viewSettings {
            for (path, list) in views { viewSettings[scope, default: [:]][path, default: []] += list }
        }
    }
}
