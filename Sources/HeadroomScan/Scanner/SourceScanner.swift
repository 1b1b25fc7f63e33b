import DynamicType
import Foundation
#if canImport(Glibc)
    import Glibc
#endif
import HeadroomFormats
import SwiftParser
import SwiftSyntax
import Synchronization

/// `headroom scan`: reads Swift sources with swift-syntax in two passes (declarations, then display
/// sites) and the project's strings files for the keys, in parallel over files.
public struct SourceScanner: Sendable {
    /// The API families whose display sites pass 2 reads (`SiteRecognizer`), in the order each call is handed to them.
    static let recognizers: [any SiteRecognizer.Type] = [SwiftUIViewSites.self, SwiftUIModifierSites.self, UIKitSites.self]

    /// Files larger than this are reported and skipped (generated code the size of a database).
    public var maxFileBytes: Int
    /// Where files may be read from (a manifest's folder and its `allowOutside:`): a Swift file,
    /// nib or strings file that resolves elsewhere (a link out of the project) is a problem, never
    /// read. The default reads anywhere.
    public var walker: FileWalker

    /// The default `maxFileBytes`: 15 times the largest Swift file of the four sample apps (135 KB),
    /// and the size whose scan stays under 500 MB (about 190 MB per MiB of one-line views, release).
    public static let defaultMaxFileBytes = 2 << 20
    /// The largest `project.pbxproj` read (a project of thousands of files is a few MB).
    static let projectFileBytes = 64 << 20

    public init(maxFileBytes: Int = SourceScanner.defaultMaxFileBytes, walker: FileWalker = FileWalker()) {
        self.maxFileBytes = maxFileBytes
        self.walker = walker
    }

    /// Scans the Swift files under `paths` (files or folders); keys come from the strings files
    /// under `stringsPaths` (default: the same paths). Paths in the result are relative to the
    /// folder given (or the file's folder).
    public func scan(paths: [String], stringsPaths: [String]? = nil) -> ScanResult {
        var result = ScanResult()
        var sources: [(path: String, relative: String)] = []
        var documents: [(String, String)] = []
        var projectFiles: [(file: String, text: String)] = []
        for path in paths {
            let (all, problem) = Self.files(under: path, extensions: NibScan.extensions.union(["swift", "pbxproj"]))
            let listed = all.filter { !$0.1.hasSuffix(".pbxproj") }
            for project in all where project.1.hasSuffix(".pbxproj") && walker.isAllowed(project.0) {
                // Project files of large apps pass the Swift limit; they are read whole, in linear time.
                var large = self
                large.maxFileBytes = max(maxFileBytes, Self.projectFileBytes)
                switch large.read(project.0, relative: project.1) {
                case .success(let text): projectFiles.append((project.1, text.1))
                case .failure(var problem):
                    if problem.reason == .notUTF8 || problem.reason == .unreadable {
                        problem.detail = problem.detail ?? problem.reason.rawValue
                        problem.reason = .invalidProject
                    }
                    result.problems.append(problem)
                }
            }
            let found = listed.filter { file in
                guard !walker.isAllowed(file.0) else { return true }
                result.problems.append(ScanFileProblem(
                    file: file.1, reason: .unreadable,
                    detail: "it resolves outside the project folder (\(FileWalker.realPath(file.0) ?? file.0)); allow its folder with 'allowOutside:' in the manifest"))
                return false
            }
            sources += found.filter { $0.1.hasSuffix(".swift") }
            documents += found.filter { !$0.1.hasSuffix(".swift") }
            if let problem { result.problems.append(problem) }
        }
        result.files = sources.count
        result.sourcePaths = sources.map(\.path)
        result.nibPaths = documents.map(\.0)

        let nibs = NibScan(files: documents, maxFileBytes: maxFileBytes)
        result.nibFiles = documents.count
        result.knownKeys = nibs.keys
        let catalogKeys = loadKeys(stringsPaths ?? paths, into: &result)
        let layout = ProjectLayout(projectFiles: projectFiles, swiftFiles: sources.map(\.relative),
                                   stringsFiles: result.stringsFiles.map { Self.relative($0, to: paths) })
        result.problems += layout.problems
        let inputs = sources
        scan(count: inputs.count, read: { read(inputs[$0].path, relative: inputs[$0].relative) }, catalogKeys: catalogKeys, nibs: nibs,
             layout: layout, into: &result)
        return result
    }

    /// Scans sources given as text (relative path → Swift source) against known keys.
    func scan(texts: [(String, String)], keys: Set<ScanResult.TableKey>) -> ScanResult {
        var result = ScanResult()
        result.files = texts.count
        result.knownKeys = keys
        scan(count: texts.count, read: { .success((texts[$0].0, texts[$0].1)) }, catalogKeys: keys, into: &result)
        return result
    }

    /// The three passes over the files `read` gives, with `result.knownKeys` already loaded;
    /// `catalogKeys` are the keys whose String Catalog symbols Xcode generates.
    private func scan(count: Int, read: @Sendable (Int) -> Result<(String, String), ScanFileProblem>,
                      catalogKeys: Set<ScanResult.TableKey>, nibs: NibScan = NibScan(), layout: ProjectLayout = ProjectLayout(),
                      into result: inout ScanResult) {
        // Every syntax tree is released when `sites` returns: what follows holds plain values only.
        var found = sites(count: count, read: read, catalogKeys: catalogKeys, nibs: nibs, layout: layout, knownKeys: result.knownKeys)
        Self.returnFreedPages()
        result.problems += found.problems
        var consumed = Set<String>()
        for file in found.files { consumed.formUnion(file.consumed) }
        for i in found.files.indices {
            result.usages += found.files[i].usages
            result.unresolved += found.files[i].unresolved
            found.files[i].usages = []
            found.files[i].unresolved = []
        }
        result.usages += found.nibUsages
        found.nibUsages = []
        result.problems += nibs.problems
        // Keys the code names where no display site was seen: listed, kind `other`.
        for file in found.files {
            for r in file.references where !consumed.contains(r.ref.origin) {
                result.usages.append(ScanUsage(key: r.ref.key, table: r.ref.table, file: file.file, line: r.line, column: r.column,
                                               kind: .other, symbol: r.ref.symbol, symbolDerivation: r.ref.symbolDerivation,
                                               defaultValue: r.ref.defaultValue, shownOn: r.shownOn))
                result.usages[result.usages.count - 1].bundle = r.bundle
            }
        }
        found.files = []
        Self.applyTargets(layout, to: &result.usages)
        result.usages = ScanUsage.distinct(result.usages)
        var seenUnresolved = Set<ScanUnresolved>()
        result.unresolved = result.unresolved.filter { seenUnresolved.insert($0).inserted }
        result.usages.sort { ($0.file, $0.line, $0.column, $0.key, $0.kind.rawValue) < ($1.file, $1.line, $1.column, $1.key, $1.kind.rawValue) }
        result.unresolved.sort { ($0.file, $0.line, $0.column, $0.reason) < ($1.file, $1.line, $1.column, $1.reason) }
        result.problems.sort { ($0.file, $0.line ?? 0) < ($1.file, $1.line ?? 0) }

        let used = Set(result.usages.map { ScanResult.TableKey(table: $0.table, key: $0.key) })
        result.missingKeys = result.knownKeys.isEmpty ? [] : used.subtracting(result.knownKeys).sorted()
        result.unusedKeys = result.knownKeys.subtracting(used).sorted()
    }

    /// What one Swift file gives after the three passes, as plain values (no syntax nodes, no index).
    struct FileSites {
        var file: String
        var usages: [ScanUsage]
        var unresolved: [ScanUnresolved]
        /// Origins a display site used (in any file).
        var consumed: Set<String>
        /// Key references anywhere in the file (`UsageVisitor.references`), with the bundle each names.
        var references: [(ref: KeyRef, line: Int, column: Int, shownOn: ShownOn, bundle: StringsBundle?)]
    }

    /// Passes 1 to 3. The syntax trees, the index and the visitors live only inside this call: their
    /// memory (about 40 times the source's bytes, swift-syntax's nodes) is freed before the results are
    /// sorted and written.
    private func sites(count: Int, read: @Sendable (Int) -> Result<(String, String), ScanFileProblem>,
                       catalogKeys: Set<ScanResult.TableKey>, nibs: NibScan, layout: ProjectLayout, knownKeys: Set<ScanResult.TableKey>)
        -> (files: [FileSites], nibUsages: [ScanUsage], problems: [ScanFileProblem]) {
        // Pass 1: parse and index every file.
        let parsed = Mutex([ParsedFile?](repeating: nil, count: count))
        let problems = Mutex([ScanFileProblem?](repeating: nil, count: count))
        ScanWorkers.perform(iterations: count) { i in
            switch read(i).flatMap({ parseBounded(text: $0.1, relative: $0.0) }) {
            case .success(let file):
                parsed.withLock { $0[i] = file }
                if let p = file.problem { problems.withLock { $0[i] = p } }
            case .failure(let problem):
                problems.withLock { $0[i] = problem }
            }
        }
        var files = parsed.withLock { $0.compactMap { $0 } }
        parsed.withLock { $0 = [] }
        var declarations = FileIndex()
        var lineTables: [String: LineTable] = [:]
        var roots: [String: Syntax] = [:]
        for i in files.indices {
            declarations.merge(files[i].index)
            // Merged: the file's own copy of its declarations is not kept beside the merged one.
            files[i].index = FileIndex()
            lineTables[files[i].relative] = files[i].lineTable
            roots[files[i].relative] = Syntax(files[i].tree)
        }
        var swiftGen = SwiftGenName.index(knownKeys)
        swiftGen.namespaces = SwiftGenName.namespaces(
            declarations.undeclaredPaths, declared: { declarations.members[$0] != nil || declarations.typeAliases[$0] != nil }, swiftGen)
        let index = SourceIndex(declarations: declarations, knownKeys: Set(knownKeys.map(\.key)), swiftGen: swiftGen,
                                catalogSymbols: Self.catalogSymbols(catalogKeys), nibOutlets: nibs.outlets, nibCells: nibs.cells,
                                lineTables: lineTables, roots: roots, layout: layout)

        // Pass 2: display sites and references.
        let visitors = Mutex([(UsageVisitor, FileUsages)?](repeating: nil, count: files.count))
        let sources = files
        ScanWorkers.perform(iterations: sources.count) { i in
            let file = sources[i]
            let visitor = UsageVisitor(file: file.relative, lineTable: file.lineTable, index: index, recognizers: Self.recognizers)
            let found = visitor.run(file.tree)
            visitors.withLock { $0[i] = (visitor, found) }
        }
        var done: [UsageVisitor] = []
        var shown: [FileUsages] = []
        visitors.withLock {
            for case let (visitor, found)? in $0 {
                done.append(visitor)
                shown.append(found)
            }
            $0 = []
        }
        // Pass 3: values display sites get from their callers and setters (`CallerFlow`).
        for (i, more) in CallerFlow.follow(done, index).enumerated() { shown[i].append(more) }
        // A title a caller gives (`.navigationBar(title: …)`, the app's own modifier) shares its bar too.
        for i in shown.indices { shown[i].linkBarNeighbours() }
        var consumed = Set<String>()
        for s in shown { consumed.formUnion(s.consumed) }
        Self.attachBlockedKeys(done, &shown, consumed: consumed)
        let out = zip(done, shown).map { v, s in
            FileSites(file: v.file, usages: s.usages, unresolved: s.unresolved, consumed: s.consumed,
                      references: v.references.map { ($0.ref, $0.line, $0.column, $0.shownOn, index.bundle($0.ref.bundle)) })
        }
        // Interface Builder usages whose text the code replaces give way to the code's (`NibOverwrite`).
        let nibUsages = nibs.usages(replaced: done.flatMap(\.nibOverwrites) + NibOverwrite.contentConfigured(done.flatMap(\.cellDequeues)), lineage: index.lineage) { text in
            guard let width = text.width, let host = text.collectionHost else { return text.width }
            return CollectionItemWidth.apply(width, host: host, index)
        }
        return (out, nibUsages, problems.withLock { $0.compactMap { $0 } })
    }

    /// Each key reference no display site used that lies inside an expression the scan could not
    /// follow is a key that expression kept from the screen (the innermost such expression).
    private static func attachBlockedKeys(_ visitors: [UsageVisitor], _ shown: inout [FileUsages], consumed: Set<String>) {
        var spans: [String: [(range: Range<Int>, visitor: Int, entry: Int)]] = [:]
        for (i, s) in shown.enumerated() {
            for (j, span) in s.unresolvedSpans.enumerated() { spans[span.file, default: []].append((span.range, i, j)) }
        }
        for v in visitors {
            guard let candidates = spans[v.file] else { continue }
            for r in v.references where !consumed.contains(r.ref.origin) {
                guard let offset = r.ref.origin.split(separator: "#").last.flatMap({ Int($0) }) else { continue }
                let inside = candidates.filter { $0.range.contains(offset) }
                guard let best = inside.min(by: { $0.range.count < $1.range.count }) else { continue }
                let key = ScanResult.TableKey(table: r.ref.table, key: r.ref.key)
                if !shown[best.visitor].unresolved[best.entry].keys.contains(key) { shown[best.visitor].unresolved[best.entry].keys.append(key) }
            }
        }
    }

    // Unchecked: the syntax tree and its index are built by one thread in pass 1, then only read.
    struct ParsedFile: @unchecked Sendable {
        var relative: String
        var tree: SourceFileSyntax
        var lineTable: LineTable
        var index: FileIndex
        var problem: ScanFileProblem?
    }

    /// A file's text, or why it cannot be scanned.
    func read(_ path: String, relative: String) -> Result<(String, String), ScanFileProblem> {
        let data: Data
        switch FileWalker.readRegular(path, limit: maxFileBytes) {
        case .success(let read): data = Data(read)
        case .failure(.tooLarge(let size)):
            return .failure(ScanFileProblem(file: relative, reason: .tooLarge, detail: "\(size) bytes, limit \(maxFileBytes)"))
        case .failure(.notRegular):
            return .failure(ScanFileProblem(file: relative, reason: .unreadable, detail: "not a regular file"))
        case .failure(.unreadable(let reason)):
            return .failure(ScanFileProblem(file: relative, reason: .unreadable, detail: reason))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(ScanFileProblem(file: relative, reason: .notUTF8, line: Self.firstInvalidUTF8Line(data)))
        }
        return .success((relative, text))
    }

    /// The file parsed, or a problem when it is deeper than swift-syntax's recursion may go (`SourceDepth`).
    func parseBounded(text: String, relative: String) -> Result<ParsedFile, ScanFileProblem> {
        if let excess = SourceDepth.firstExcess(in: text) {
            return .failure(ScanFileProblem(file: relative, reason: .tooDeep, line: excess.line,
                                            detail: "nesting or expression chain deeper than the limit of \(SourceDepth.limit)"))
        }
        return .success(parse(text: text, relative: relative))
    }

    func parse(text: String, relative: String) -> ParsedFile {
        var source = text
        let parsedTree = source.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: SourceDepth.limit) }
        // Fold operators so that `a ? b : c`, `x = y` and `a ?? b` are single expressions.
        let tree = SequenceFolding.fold(parsedTree)
        let lineTable = LineTable(text)
        var problem: ScanFileProblem?
        if tree.hasError {
            // `.all`: a source-accurate walk never visits missing tokens (an unclosed `(`).
            let finder = FirstErrorFinder(viewMode: .all)
            finder.walk(tree)
            let line = finder.position.map { lineTable.location(of: $0).line }
            problem = ScanFileProblem(file: relative, reason: .syntaxErrors, line: line,
                                      detail: "scanned as far as the parser recovered")
        }
        let collector = IndexCollector(file: relative, lineTable: lineTable)
        collector.walk(tree)
        return ParsedFile(relative: relative, tree: tree, lineTable: lineTable, index: collector.index, problem: problem)
    }

    /// Loads the keys of the development-language strings files (and catalogs) into `result`; returns
    /// the String Catalog keys (Xcode generates symbols for those).
    private func loadKeys(_ paths: [String], into result: inout ScanResult) -> Set<ScanResult.TableKey> {
        let loader = LocalizationLoader(walker: walker)
        let (all, problems) = loader.discover(paths: paths.filter { FileManager.default.fileExists(atPath: $0) })
        let files = all.filter { file in
            guard let locale = LocalizationLoader.folderLocale(of: file) else { return true }
            return ["en", "Base"].contains(locale.identifier)
        }
        let loaded = loader.load(files: files)
        var entries = loaded.entries
        result.stringsFiles = files
        result.stringsProblems = (problems + loaded.problems).map(\.description)
        // A table whose development-language file holds no keys or is absent (the English text is
        // each call's `value:` in the code): the keys of its translations (the check reads them too).
        // A file is `Folder/<locale>.lproj/Name.ext`; its development-language counterpart holds keys when `Folder/Name.ext` does.
        let counterpart = Self.developmentCounterpart
        let devFiles = Set(loaded.entries.map { counterpart($0.location.file) })
        let translated = all.filter { file in
            LocalizationLoader.folderLocale(of: file) != nil && !files.contains(file) && !devFiles.contains(counterpart(file))
        }
        if !translated.isEmpty {
            let more = loader.load(files: translated)
            entries += more.entries
            result.stringsFiles += translated
            result.stringsProblems += more.problems.map(\.description)
        }
        for entry in entries {
            result.knownKeys.insert(ScanResult.TableKey(table: entry.table, key: entry.key))
        }
        // Xcode generates symbols for String Catalogs only; a `.strings` key has none to guess.
        return Set(loaded.entries.filter { $0.format == .xcstrings }.map { ScanResult.TableKey(table: $0.table, key: $0.key) })
    }

    /// Xcode's generated String Catalog symbols (`settingsTitle`, `Table.settingsTitle`) of `keys`.
    private static func catalogSymbols(_ keys: Set<ScanResult.TableKey>) -> [String: SourceIndex.Accessor] {
        var symbols: [String: SourceIndex.Accessor] = [:]
        for key in keys.sorted() {
            let symbol = CatalogSymbol.name(for: key.key)
            // Other tables' symbols are namespaced by table; code inside the table's own module may
            // write them bare, so a bare name is kept when no other key claims it.
            let accessor = SourceIndex.Accessor(table: key.table, key: key.key, file: "", line: 0)
            if key.table != LocalizationCall.defaultTable, symbols["\(key.table).\(symbol)"] == nil {
                symbols["\(key.table).\(symbol)"] = accessor
            }
            if symbols[symbol] == nil { symbols[symbol] = accessor }
        }
        return symbols
    }

    /// Files with one of `extensions` under a path (or the path itself), sorted, with paths relative
    /// to it; hidden folders, `.build`, `DerivedData` and `Pods` skipped. Each folder is entered once
    /// and never through a link that leaves `path` (`FileWalker`); a non-regular entry is listed and
    /// reported when read.
    static func files(under path: String, extensions: Set<String>) -> (files: [(String, String)], problem: ScanFileProblem?) {
        let (kind, _, _) = FileWalker.kind(path)
        guard kind != .missing else {
            return ([], ScanFileProblem(file: path, reason: .unreadable, detail: "no such file or folder"))
        }
        guard kind == .directory else { return ([(path, (path as NSString).lastPathComponent)], nil) }
        let base = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        var found: [(String, String)] = []
        FileWalker().walk(base, descend: { sub in
            let name = (sub as NSString).lastPathComponent
            return !name.hasPrefix(".") && name != "DerivedData" && name != "Pods"
        }) { sub, kind in
            guard kind != .outside, !(sub as NSString).lastPathComponent.hasPrefix("."),
                extensions.contains((sub as NSString).pathExtension)
            else { return }
            found.append((base + "/" + sub, sub))
        }
        found.sort { $0.1 < $1.1 }
        return (found, nil)
    }

    /// `Folder/<locale>.lproj/Name.ext` → `Folder/Name.ext`; a file with no folder above it is its own
    /// (`Localizable.strings` when the scanned folder is `.`).
    static func developmentCounterpart(_ file: String) -> String {
        var parts = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, let name = parts.popLast() else { return file }
        parts.removeLast()
        return (parts + [name]).joined(separator: "/")
    }
}

extension SourceScanner {
    /// Gives the pages of freed memory back to the system. The syntax trees were built by the worker
    /// threads, in their own allocator arenas: once freed, their memory would stay resident and would
    /// not serve the allocations this thread makes for the results, which would come on top of it.
    static func returnFreedPages() {
        #if canImport(Glibc)
            // glibc's `malloc_trim` (in <malloc.h>, which the Glibc module does not import).
            typealias Trim = @convention(c) (Int) -> Int32
            if let process = dlopen(nil, RTLD_NOW), let trim = dlsym(process, "malloc_trim") {
                _ = unsafeBitCast(trim, to: Trim.self)(0)
            }
        #endif
    }

    /// Texts of files that only Mac, watch, TV or Vision targets build are another platform's; of
    /// files only iPad targets build, the iPad's (`ProjectLayout.shownOn`).
    static func applyTargets(_ layout: ProjectLayout, to usages: inout [ScanUsage]) {
        guard !layout.projects.isEmpty else { return }
        var byFile: [String: (shownOn: ShownOn, evidence: Evidence)?] = [:]
        for i in usages.indices {
            let file = usages[i].file
            if byFile[file] == nil { byFile[file] = .some(layout.shownOn(file)) }
            guard let decided = byFile[file] ?? nil, usages[i].shownOn != .otherPlatform else { continue }
            usages[i].shownOn = decided.shownOn
            usages[i].shownOnEvidence = decided.evidence
        }
    }

    /// `path` relative to the first of `roots` (folders) that holds it, else as given.
    static func relative(_ path: String, to roots: [String]) -> String {
        for root in roots {
            let base = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
            if path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) }
        }
        return path
    }

    /// The line (from 1) of the first byte sequence that is not valid UTF-8, or nil when all are.
    static func firstInvalidUTF8Line(_ data: Data) -> Int? {
        var line = 1
        var bytes = data.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&bytes) {
            case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
            case .emptyInput: return nil
            case .error: return line
            }
        }
    }
}

/// The first node the parser marked missing or unexpected.
final class FirstErrorFinder: SyntaxAnyVisitor {
    var found: Syntax?

    /// Where the compiler reports it: a missing token at the next token present (as `swiftc` does
    /// for an unclosed `(`), unexpected text at its start.
    var position: AbsolutePosition? {
        guard let found else { return nil }
        if found.as(TokenSyntax.self)?.presence == .missing {
            return found.nextToken(viewMode: .sourceAccurate)?.positionAfterSkippingLeadingTrivia ?? found.position
        }
        return found.positionAfterSkippingLeadingTrivia
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        if node.is(UnexpectedNodesSyntax.self) { found = node; return .skipChildren }
        if let token = node.as(TokenSyntax.self), token.presence == .missing { found = node; return .skipChildren }
        return node.hasError ? .visitChildren : .skipChildren
    }
}
