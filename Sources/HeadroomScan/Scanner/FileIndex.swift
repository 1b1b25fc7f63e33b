import SwiftSyntax

/// What pass 1 (`IndexCollector`) learns from one file's declarations; the files' indexes are
/// merged into one and frozen in a `SourceIndex`.
struct FileIndex {
    /// Type name (`Font`, `L10n.Scene`, `ProfileHeaderView`) → member name → declarations.
    var members: [String: [String: [SourceIndex.Member]]] = [:]
    /// Full accessor path (`L10n.Scene.Compose.title`) → key.
    var accessors: [String: SourceIndex.Accessor] = [:]
    /// Scope (a type name, or a function's `file@offset`) → view path (`titleLabel`, `button.titleLabel`) → settings.
    var viewSettings: [String: [String: [SourceIndex.ViewSetting]]] = [:]
    /// Scope → view path → fixed height constraints on that view (`HeightConstraint`).
    var viewHeights: [String: [String: [SourceIndex.ViewSetting]]] = [:]
    /// Scope → view path → fixed width constraints on that view (`SiblingConstraint`).
    var viewWidths: [String: [String: [SourceIndex.ViewSetting]]] = [:]
    /// Scope → view path → the sibling views its leading or trailing edge is pinned to (`SiblingConstraint`).
    var viewSiblings: [String: [String: [SiblingPin]]] = [:]
    /// Scope → view path → its leading or trailing edge pinned to a view's safe area (`SiblingConstraint`).
    var viewSafeAreaPins: [String: [String: [SafeAreaPin]]] = [:]
    /// Scope → view path → the views whose same edge its leading or trailing edge is pinned to (`SiblingConstraint`).
    var viewEdgeAlignments: [String: [String: [EdgeAlignment]]] = [:]
    /// Scope → stack view path → its arranged subviews' paths, and its `axis` / `spacing` settings (`SiblingConstraint`).
    var stackMembers: [String: [String: [String]]] = [:]
    var stackSettings: [String: [String: [SourceIndex.ViewSetting]]] = [:]
    /// Calls of a type by its name (`CurrentUserMenuItems(...)`), by the type's last name component.
    var constructions: [String: [Syntax]] = [:]
    /// Each scanned file's syntax tree (its root's id) → the file's relative path: where a node found
    /// through the index (a construction) is read.
    var files: [SyntaxIdentifier: String] = [:]
    /// Types the app pushes onto a navigation stack (`PushedScreen`), by last name: the first push seen.
    var pushedScreens: [String: (file: String, line: Int, call: String)] = [:]
    /// Constructions passed first to other calls, and factories' results passed to any push: pushed
    /// when the call is one of `pushWrappers` (or UIKit's push, for a factory that returns its type).
    var pushCandidates: [PushedScreen.Candidate] = []
    /// Type → image bar button items it puts in its navigation bar (`ContainerCatalog.imageBarItem`).
    var imageBarItems: [String: Int] = [:]
    /// Functions that put an image bar button item in the navigation item of a controller they take
    /// (`HelperBarItem`), by name; and the calls of functions by name on `self` or no receiver, with
    /// an argument (where those functions are called).
    var helperBarItems: [String: [HelperBarItem]] = [:]
    /// SwiftUI toolbar items in the navigation bar whose content calls the app's own functions (what
    /// they draw is decided once every file is read): the content and the type whose bar it is in.
    var followedToolbarItems: [(content: Syntax, type: String)] = []
    /// Functions returning `some ToolbarContent`, by name: the contents of their navigation-bar items;
    /// and the types whose `.toolbar { }` calls a function of that name.
    var toolbarFunctionItems: [String: [Syntax]] = [:]
    var toolbarCalls: [String: [String]] = [:]
    /// Bodies of the app's functions that return a view, by name (`ToolbarItemContent` follows them).
    var viewFunctions: [String: [Syntax]] = [:]
    var ownCalls: [String: [Syntax]] = [:]
    /// The app's functions that push the screen they take (`PushedScreen.wrappedPosition`): name → positions.
    var pushWrappers: [String: Set<Int>] = [:]
    /// Capitalized names written in expressions and type annotations (`Cell.self`, `let v: Cell`), by name.
    var typeReferences: [String: [Syntax]] = [:]
    /// Names referenced inside `.accessibilityLabel/Hint/Value(...)` arguments (`AccessibilityUse`).
    var accessibilityNames: Set<String> = []
    /// Tab bar item title attributes the code sets (`TabTitleColor`).
    var tabTitleAttributes: [TabTitleColor.Setting] = []
    /// Class → the types it inherits from, as written (`ToggleTableViewCell`, `UITableViewCell`).
    var supertypes: [String: [String]] = [:]
    /// `x.isHidden = value` by the last component of the view's path (`titleLabel`), across the code;
    /// `*` for a view the scan cannot name (`$0` of an unknown sequence, a call's result).
    var visibility: [String: [SourceIndex.ViewSetting]] = [:]
    /// Scope → view path → where that view is set `isHidden = true` (`ViewScope.resolve`, as `viewSettings`).
    var hiddenViews: [String: [String: SourceIndex.ViewSetting]] = [:]
    /// Types the scanned code declares (not those it only extends), by name (`Outer.Inner` as nested) → what they are.
    var declaredTypes: [String: DeclaredType] = [:]
    /// Enum type → case name → the types of its associated values (`case category(Category)`; none: `[]`).
    var enumCases: [String: [String: [String]]] = [:]
    /// Enum type declared with a `String` raw type → case name → its raw value (the literal written, or
    /// the case's name when none is: Swift's implicit raw value); a case whose raw value is no plain literal is absent.
    var enumRawValues: [String: [String: String]] = [:]
    /// Enum type declared with an integer raw type (`Int`, `UInt8`…) → case name → its raw value (the
    /// literal written, or Swift's implicit one: 0 for the first case, the previous case's plus 1);
    /// absent when a case's raw value is no integer literal.
    var enumIntegerRawValues: [String: [String: Int]] = [:]
    /// Protocol as written (`LocalizedError`) → the types that declare conformance (type, struct, enum or extension).
    var conformances: [String: Set<String>] = [:]
    /// Protocol the code declares → the names of its requirements (`var footer: String? { get }`, `func title()`).
    var protocolRequirements: [String: Set<String>] = [:]
    /// `value.member` accesses on a local or parameter, by member name, with their file: where other
    /// types show a view member (`tab.label`, `ViewMemberUse.externalUses`).
    var memberReferences: [String: [(node: Syntax, file: String)]] = [:]
    /// `register(UINib(nibName:bundle:), forCellReuseIdentifier:)` and the other nib registrations of cells
    /// and reusable views, by the type that makes them (`DequeuedCell` resolves their names and identifiers).
    var nibRegistrations: [String: [(node: Syntax, file: String)]] = [:]
    /// Names the code refers to (`helper(...)`, `view.helper`, `#selector(helper)`, `\.helper`):
    /// a member named nowhere is called by nothing but the framework (`UncalledViewHelper`).
    var referencedNames: Set<String> = []
    /// Lowercase names written as values, not in a pattern (`case .expired:`, `if case .expired = r`, `catch
    /// E.expired`): the enum cases the code may construct, `expired` for `.expired` or a bare `expired`,
    /// `expired@Reason` for `Reason.expired` (`UnreachableBranch.valueName`).
    var valueNames: Set<String> = []
    /// `typealias Name = Target` declared in a type (`Outer.Name`) or at file level (`Name`) → the target as written.
    var typeAliases: [String: String] = [:]
    /// Names written to anywhere: the target of an assignment or compound assignment (`x.name = v`,
    /// `name += v`, every member of `a.name.b = v`) or of `&x.name` (`DefaultMemberValue`).
    var assignedNames: Set<String> = []
    /// Free functions (declared at file level) by name: wrappers such as `func L(_ key: String) -> String`.
    var freeFunctions: [String: [SourceIndex.Member]] = [:]
    /// Member paths read on an uppercase name no scanned type declares (`Localizations.addCode` →
    /// `Localizations` → `addCode`): candidates for a generated namespace whose file is absent.
    var undeclaredPaths: [String: Set<String>] = [:]

    mutating func merge(_ other: FileIndex) {
        for (type, names) in other.members {
            for (name, list) in names { members[type, default: [:]][name, default: []] += list }
        }
        accessors.merge(other.accessors) { a, _ in a }
        accessibilityNames.formUnion(other.accessibilityNames)
        tabTitleAttributes += other.tabTitleAttributes
        for (name, list) in other.freeFunctions { freeFunctions[name, default: []] += list }
        for (root, paths) in other.undeclaredPaths { undeclaredPaths[root, default: []].formUnion(paths) }
        for (type, calls) in other.constructions { constructions[type, default: []] += calls }
        files.merge(other.files) { a, _ in a }
        pushedScreens.merge(other.pushedScreens) { a, b in (a.file, a.line) <= (b.file, b.line) ? a : b }
        pushCandidates += other.pushCandidates
        imageBarItems.merge(other.imageBarItems, uniquingKeysWith: +)
        for (name, items) in other.helperBarItems { helperBarItems[name, default: []] += items }
        followedToolbarItems += other.followedToolbarItems
        for (name, items) in other.toolbarFunctionItems { toolbarFunctionItems[name, default: []] += items }
        for (name, types) in other.toolbarCalls { toolbarCalls[name, default: []] += types }
        for (name, bodies) in other.viewFunctions { viewFunctions[name, default: []] += bodies }
        for (name, calls) in other.ownCalls { ownCalls[name, default: []] += calls }
        for (name, positions) in other.pushWrappers { pushWrappers[name, default: []].formUnion(positions) }
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
        for (scope, views) in other.viewSafeAreaPins {
            for (path, list) in views { viewSafeAreaPins[scope, default: [:]][path, default: []] += list }
        }
        for (scope, views) in other.viewEdgeAlignments {
            for (path, list) in views { viewEdgeAlignments[scope, default: [:]][path, default: []] += list }
        }
        for (scope, views) in other.stackMembers {
            for (path, list) in views { stackMembers[scope, default: [:]][path, default: []] += list }
        }
        for (scope, views) in other.stackSettings {
            for (path, list) in views { stackSettings[scope, default: [:]][path, default: []] += list }
        }
        for (name, uses) in other.memberReferences { memberReferences[name, default: []] += uses }
        for (type, calls) in other.nibRegistrations { nibRegistrations[type, default: []] += calls }
        supertypes.merge(other.supertypes) { a, _ in a }
        declaredTypes.merge(other.declaredTypes) { a, _ in a }
        for (name, list) in other.visibility { visibility[name, default: []] += list }
        for (scope, views) in other.hiddenViews { hiddenViews[scope, default: [:]].merge(views) { a, _ in a } }
        typeAliases.merge(other.typeAliases) { a, _ in a }
        referencedNames.formUnion(other.referencedNames)
        valueNames.formUnion(other.valueNames)
        assignedNames.formUnion(other.assignedNames)
        for (proto, types) in other.conformances { conformances[proto, default: []].formUnion(types) }
        for (proto, names) in other.protocolRequirements { protocolRequirements[proto, default: []].formUnion(names) }
        for (type, cases) in other.enumCases { enumCases[type, default: [:]].merge(cases) { a, _ in a } }
        for (type, cases) in other.enumRawValues { enumRawValues[type, default: [:]].merge(cases) { a, _ in a } }
        enumIntegerRawValues.merge(other.enumIntegerRawValues) { a, _ in a }
        for (scope, views) in other.viewSettings {
            for (path, list) in views { viewSettings[scope, default: [:]][path, default: []] += list }
        }
    }
}
