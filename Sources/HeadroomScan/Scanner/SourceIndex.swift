import SwiftSyntax

/// What pass 1 learns from every scanned file, read by the later passes: members of each type (to
/// follow properties, font helpers and generated accessors), the UIKit views' settings, and the keys
/// of the strings files. Built once, after pass 1, and never changed.
// Unchecked: immutable; the syntax nodes it holds are only read.
@dynamicMemberLookup
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
        /// `bundle:` of the call as written (nil: the main bundle), evaluated where it is read (`BundleRef.of`).
        var bundle: ExprSyntax? = nil
    }

    /// `label.font = ...`, `numberOfLines`, ... on one view, in one scope.
    struct ViewSetting {
        var property: String
        var value: ExprSyntax
        var file: String
        var line: Int
    }

    /// The declarations of every scanned file, merged (read as `index.members`, `index.supertypes`, ...).
    let declarations: FileIndex
    /// The most dot-separated parts an accessor's path has: a longer chain names none.
    let accessorParts: Int
    /// The most dot-separated parts a declared type's name has: a longer path names no type.
    let typeParts: Int
    /// Xcode-generated String Catalog symbol (`settingsTitle`) → key, from the keys in the strings files.
    let catalogSymbols: [String: Accessor]
    /// Class → outlet property → the Interface Builder object it is connected to (`NibScan.outlets`).
    let nibOutlets: [String: [String: NibText]]
    /// The documents' cells, by reuse identifier and nib name (`NibScan.cells`): joined to a dequeued cell (`DequeuedCell`).
    let nibCells: NibCell.Index
    /// SwiftGen accessor names derived from the strings files' keys (`SwiftGenName`), and the
    /// undeclared namespaces the code reads them on (`Localizations` when `Localizations.swift` is absent).
    let swiftGen: SwiftGenName.Index
    /// Keys in the strings files (any table): picks `%lld` or `%@` for an interpolated SwiftUI key.
    let knownKeys: Set<String>
    /// Each scanned file's line table (relative path → line starts), for the lines evidence names.
    let lineTables: [String: LineTable]
    /// File → its syntax tree's root (a key named in another file is read there: `FormatArgumentUse`).
    let roots: [String: Syntax]
    /// Types the app pushes onto a navigation stack, by last name: directly (`pushedScreens`) or
    /// through its own push functions (`PushedScreen.throughWrappers`).
    let pushes: [String: (file: String, line: Int, call: String)]
    /// Type → image bar button items in its navigation bar: its own, those of the `ToolbarContent`
    /// types it makes (`CancelToolbarItem()` in its `.toolbar`) and of the `some ToolbarContent`
    /// functions its `.toolbar` calls (`cancelToolbarItem { … }`), with an item's content followed
    /// through the app's view functions (`ToolbarItemContent`).
    let imageBarItems: [String: Int]
    /// The projects' targets, the local packages and the strings files (`bundle:` lookups).
    let layout: ProjectLayout

    init(declarations: FileIndex = FileIndex(), knownKeys: Set<String> = [], swiftGen: SwiftGenName.Index = SwiftGenName.Index(),
         catalogSymbols: [String: Accessor] = [:], nibOutlets: [String: [String: NibText]] = [:],
         nibCells: NibCell.Index = NibCell.Index(),
         lineTables: [String: LineTable] = [:], roots: [String: Syntax] = [:], layout: ProjectLayout = ProjectLayout()) {
        self.declarations = declarations
        accessorParts = declarations.accessors.keys.map { $0.utf8.count(where: { $0 == UInt8(ascii: ".") }) + 1 }.max() ?? 0
        typeParts = declarations.members.keys.map { $0.utf8.count(where: { $0 == UInt8(ascii: ".") }) + 1 }.max() ?? 0
        self.knownKeys = knownKeys
        self.swiftGen = swiftGen
        self.catalogSymbols = catalogSymbols
        self.nibOutlets = nibOutlets
        self.nibCells = nibCells
        self.lineTables = lineTables
        self.roots = roots
        self.layout = layout
        var pushes = declarations.pushedScreens
        if !declarations.pushCandidates.isEmpty {
            let members = declarations.members
            let through = PushedScreen.throughWrappers(declarations.pushCandidates, wrappers: declarations.pushWrappers) { type, factory in
                (members[type]?[factory] ?? []).contains { member in
                    guard let returns = member.node.as(FunctionDeclSyntax.self)?.signature.returnClause?.type.trimmedDescription else { return false }
                    return returns == "Self" || returns == type || returns.split(separator: ".").last.map(String.init) == type
                }
            }
            pushes.merge(through) { direct, _ in direct }
        }
        self.pushes = pushes
        var images = declarations.imageBarItems
        for (type, count) in declarations.imageBarItems
        where declarations.conformances["ToolbarContent"]?.contains(type) == true {
            for node in declarations.constructions[type] ?? [] {
                guard let owner = SyntaxFacts.enclosingTypeName(node), owner != type else { continue }
                images[owner, default: 0] += count
            }
        }
        for (function, items) in declarations.helperBarItems {
            for call in declarations.ownCalls[function] ?? [] {
                guard let call = call.as(FunctionCallExprSyntax.self) else { continue }
                for item in items {
                    guard let argument = item.argument(in: call),
                          let type = HelperBarItem.controllerType(argument, members: declarations.members) else { continue }
                    images[type, default: 0] += 1
                }
            }
        }
        let viewFunctions = declarations.viewFunctions
        let draws = { (content: Syntax) in ToolbarItemContent.drawn(content) { viewFunctions[$0] ?? [] } == .image }
        for item in declarations.followedToolbarItems where draws(item.content) {
            images[item.type, default: 0] += 1
        }
        for (function, contents) in declarations.toolbarFunctionItems {
            let count = contents.filter(draws).count
            guard count > 0 else { continue }
            for type in declarations.toolbarCalls[function] ?? [] { images[type, default: 0] += count }
        }
        self.imageBarItems = images
    }

    /// The tables a lookup in `ref` reads (nil: the app's bundle); a class is found by the file
    /// that declares its members.
    func bundle(_ ref: BundleRef) -> StringsBundle? {
        layout.bundle(ref) { type in
            (self.declarations.members[type] ?? self.declarations.members[String(type.split(separator: ".").last ?? "")])?
                .values.flatMap { $0 }.map(\.file).min()
        }
    }

    subscript<T>(dynamicMember path: KeyPath<FileIndex, T>) -> T { declarations[keyPath: path] }

    /// The line of `node` in `file` (0 when the file is not one of the scanned ones).
    func line(of node: some SyntaxProtocol, in file: String) -> Int {
        lineTables[file].map { $0.start(of: node).line } ?? 0
    }

    /// The scanned file that holds `node` (nil for a tree the index did not read).
    func file(of node: some SyntaxProtocol) -> String? {
        declarations.files[node.root.id]
    }

    /// Members of a type by its full name (`Models.Notification.NotificationType`), else by its last
    /// component (`NotificationType`: how code inside the module writes it). A bare name the code declares
    /// at top level is that type only, not the types nested elsewhere that the index also files under it.
    func member(_ type: String, _ name: String) -> [Member] {
        if let found = declarations.members[type]?[name] {
            guard found.count > 1, !type.contains("."), declarations.declaredTypes[type] != nil else { return found }
            return found.filter { SyntaxFacts.enclosingTypeName($0.node) == type }
        }
        if let last = type.split(separator: ".").last, last.count < type.count { return declarations.members[String(last)]?[name] ?? [] }
        return []
    }

    /// The type and the classes it inherits from that the scanned code declares, nearest first.
    func lineage(_ type: String) -> [String] {
        var out = [type]
        var current = type
        let d = declarations
        while out.count < 6, let parent = d.supertypes[current]?.first(where: { d.members[$0] != nil || d.viewSettings[$0] != nil }),
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
    func settings(ofViewsNamed name: String) -> [String: [ViewSetting]] {
        var found: [String: [ViewSetting]] = [:]
        for (scope, views) in declarations.viewSettings where !scope.contains("@") {
            if let s = views[name] { found[scope, default: []] += s }
        }
        return found
    }
}
