import SwiftSyntax

/// What the display sites of one file give: usages, unresolved entries and the key origins they
/// used. Pass 2 (`UsageVisitor`) builds one per file; pass 3 (`CallerFlow`) returns another per file
/// with what the callers and setters give; the scanner appends them.
struct FileUsages {
    let file: String
    let lineTable: LineTable
    let index: SourceIndex
    var usages: [ScanUsage] = []
    var unresolved: [ScanUnresolved] = []
    /// For each `unresolved` entry, the file and UTF-8 range of the expression not followed (the
    /// keys named inside it are the keys it kept from the screen).
    var unresolvedSpans: [(file: String, range: Range<Int>)] = []
    /// Origins a display site used (in any file).
    var consumed: Set<String> = []
    /// Per usage of this file's own sites: the type it is shown in and, for a bar button item, its bar.
    private var barSites: [Int: (type: String, placement: ContainerCatalog.BarPlacement?, largeTitle: Bool)] = [:]

    init(file: String, lineTable: LineTable, index: SourceIndex) {
        self.file = file
        self.lineTable = lineTable
        self.index = index
    }

    /// Usages for keys shown with a context; unresolved entries for its font or lines.
    mutating func add(keys allKeys: [KeyRef], table: String?, bundle: BundleRef? = nil, context given: DisplayContext, site: Syntax) {
        var ctx = given
        if ctx.finalKind.isBoxed, ctx.alternatives.isEmpty, let unused = UncalledViewHelper.reason(at: site, file: file, index) {
            ctx = UsageVisitor.notBoxed(.notDrawn, unused)
        }
        // A site in a branch Swift never runs, or keys only such a branch gives: drawn nowhere.
        if ctx.finalKind.isBoxed, let never = UnreachableBranch.evidence(for: site, file: file, index)
            ?? WidgetFamilyBranch.evidence(for: site, file: file, index) {
            ctx = UsageVisitor.notBoxed(.notDrawn, never)
        }
        if ctx.finalKind.isBoxed || !ctx.alternatives.isEmpty, allKeys.contains(where: { $0.neverDrawn != nil }) {
            for ref in allKeys where ref.neverDrawn != nil {
                add(keys: [ref], table: table, bundle: bundle, context: UsageVisitor.notBoxed(.notDrawn, ref.neverDrawn!), site: site)
            }
            let drawn = allKeys.filter { $0.neverDrawn == nil }
            if !drawn.isEmpty { add(keys: drawn, table: table, bundle: bundle, context: ctx, site: site) }
            return
        }
        // Shown in several places that disagree: one usage per place's context.
        if !ctx.alternatives.isEmpty {
            for alternative in ctx.alternatives { add(keys: allKeys, table: table, bundle: bundle, context: alternative, site: site) }
            return
        }
        // An empty or blank key draws nothing (`Text("")`, a `case .none: ""` branch).
        for ref in allKeys where ref.key.allSatisfy(\.isWhitespace) { consumed.insert(ref.origin) }
        let keys = allKeys.filter { !$0.key.allSatisfy(\.isWhitespace) }
        guard !keys.isEmpty else { return }
        let pos = lineTable.start(of: site)
        let kind = ctx.finalKind
        var shownOn = PlatformCondition.shownOn(site)
        if shownOn == .all { shownOn = DeviceCondition.shownOn(site, index) ?? .all }
        // Text drawn in no box (VoiceOver only, a view never drawn, a text field's value) has no box to read.
        let unboxed = kind == .accessibilityOnly || kind == .notDrawn || kind == .fieldValue
        if !unboxed {
            if let problem = ctx.fontProblem {
                // A problem found in another file (a view type shown there) is reported at the site.
                let node = problem.node.root.id == site.root.id ? problem.node : site
                addUnresolved(node, file: file, cause: .font(problem.reason), at: site)
            }
            else if ctx.font == nil { addUnresolved(site, file: file, cause: .fontNoneForContainer, at: site) }
            if ctx.lines == nil { addUnresolved(site, file: file, cause: .lines(ctx.linesProblem ?? "unknown"), at: site) }
        }
        let type = SyntaxFacts.enclosingTypeName(site)
        for ref in keys {
            consumed.insert(ref.origin)
            if let type { barSites[usages.count] = (type, ctx.barPlacement, ctx.titleMode?.isLarge == true) }
            usages.append(ScanUsage(
                key: ref.key, table: table ?? ref.table, file: file, line: pos.line, column: pos.column, kind: kind,
                font: unboxed ? nil : ctx.font,
                lines: unboxed ? nil : ctx.lines,
                linesEvidence: unboxed ? nil : ctx.linesEvidence,
                maxCategory: ctx.maxCategory, shrink: ctx.shrink,
                width: unboxed ? nil : ctx.width,
                drawn: unboxed ? ctx.hidden : (ctx.shownAt ?? .code(file: file, line: pos.line, what: SyntaxFacts.oneLine(site))).noting(ref.part?.note ?? ""),
                symbol: ref.symbol, markdown: ctx.drawsMarkdown(ref),
                symbolDerivation: ref.symbolDerivation, defaultValue: ref.defaultValue,
                shownOn: shownOn == .all ? originShownOn(ref, site: site) ?? .all : shownOn))
            usages[usages.count - 1].bundle = index.bundle(bundle ?? ref.bundle)
            if !unboxed {
                usages[usages.count - 1].textCase = ctx.textCase
                if let texts = ctx.besideTexts, let font = texts.font, ctx.width != nil {
                    usages[usages.count - 1].besideTexts = BesideTexts(keys: texts.keys, font: font)
                }
                usages[usages.count - 1].formsNeverShown = PluralHiding.formsNeverShown(at: site)
                usages[usages.count - 1].arguments = FormatArgumentUse.arguments(origin: ref.origin, file: file, site: site, index: index)
            }
        }
    }

    /// A key named in this file inside a branch that a device test keeps off the iPhone
    /// (`if ProcessInfo.processInfo.isMacCatalystApp { title = L10n.reveal }`).
    private func originShownOn(_ ref: KeyRef, site: Syntax) -> ShownOn? {
        guard let hash = ref.origin.lastIndex(of: "#"), ref.origin[..<hash] == file,
              let offset = Int(ref.origin[ref.origin.index(after: hash)...]) else { return nil }
        // From the nearest ancestor that holds the key, not the file's root: a lookup from the root
        // goes through the file's top-level declarations one by one, once per usage.
        let position = AbsolutePosition(utf8Offset: offset)
        var holder = site
        while !(holder.position <= position && position < holder.endPosition), let parent = holder.parent { holder = parent }
        guard let token = holder.token(at: position) else { return nil }
        return DeviceCondition.shownOn(Syntax(token), index)
    }

    /// Each inline navigation title shown by a type gets the keys of the text bar button items the
    /// same type puts in the navigation bar (`ScanUsage.barNeighbours`): they share the bar's row
    /// with it; a pushed type's title also shares it with the back button. A large title has a row
    /// of its own below the items.
    mutating func linkBarNeighbours() {
        for (index, site) in barSites where usages[index].kind == .navigationTitle && !site.largeTitle {
            let name = site.type.split(separator: ".").last.map(String.init) ?? site.type
            guard var width = usages[index].width else { continue }
            var why = width.evidence.detail
            var taken = 0.0
            if let push = self.index.pushes[name] {
                taken += ContainerCatalog.backButtonMinimum
                why += ContainerCatalog.backButtonEvidence(pushedAt: push.file, line: push.line, by: push.call)
            }
            let images = min(self.index.imageBarItems[site.type] ?? self.index.imageBarItems[name] ?? 0, ContainerCatalog.imageItemsCounted)
            if images > 0 {
                taken += Double(images) * (ContainerCatalog.imageItemWidth + ContainerCatalog.barItemSpacing)
                why += ContainerCatalog.imageItemsEvidence(images)
            }
            guard taken > 0 else { continue }
            width.narrowest = max(0, width.narrowest - taken)
            width.evidence = .estimate(why: why)
            usages[index].width = width
        }
        var items: [String: [String]] = [:]
        for (index, site) in barSites.sorted(by: { $0.key < $1.key })
        where usages[index].kind == .toolbarItem && site.placement == .navigationBar {
            if !(items[site.type]?.contains(usages[index].key) ?? false) { items[site.type, default: []].append(usages[index].key) }
        }
        guard !items.isEmpty else { return }
        for (index, site) in barSites where usages[index].kind == .navigationTitle && !site.largeTitle {
            usages[index].barNeighbours = items[site.type] ?? []
        }
    }

    mutating func addUnresolved(_ node: Syntax, file problemFile: String, cause: UnresolvedCause, at site: Syntax) {
        // A node from another file (a followed property) is reported at the display site.
        let anchor = problemFile == file ? node : site
        let pos = lineTable.start(of: anchor)
        unresolved.append(ScanUnresolved(file: file, line: pos.line, column: pos.column,
                                         expression: SyntaxFacts.oneLine(node), cause: cause))
        unresolvedSpans.append((problemFile, node.position.utf8Offset..<node.endPosition.utf8Offset))
    }

    /// This file's entries followed by `later`'s (the same file's, from a later pass).
    mutating func append(_ later: FileUsages) {
        let offset = usages.count
        usages += later.usages
        unresolved += later.unresolved
        unresolvedSpans += later.unresolvedSpans
        consumed.formUnion(later.consumed)
        for (i, site) in later.barSites { barSites[offset + i] = site }
    }
}
