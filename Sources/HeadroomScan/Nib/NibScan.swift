import Dispatch
import DynamicType
import Foundation
import HeadroomFormats
import Synchronization

/// The Interface Builder side of `headroom scan`: reads every `.storyboard` and `.xib` in parallel,
/// gives the keys of localized documents (`Base.lproj/Main.storyboard` → table `Main`, keys
/// `"OfP-Kw-IOk.text"`) their usages at the element, joins outlets to the Swift code that sets them,
/// and checks the object-ID strings tables beside each document.
struct NibScan: Sendable {
    static let extensions: Set<String> = ["storyboard", "xib"]

    var nibs: [NibFile] = []
    /// Problems of the documents and of their strings tables.
    var problems: [ScanFileProblem] = []

    init() {}

    /// `files`: (path, path relative to the scanned folder).
    init(files: [(String, String)], maxFileBytes: Int) {
        let read = Mutex([NibFile?](repeating: nil, count: files.count))
        let problems = Mutex([ScanFileProblem?](repeating: nil, count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            let (path, relative) = files[i]
            // A regular file only, its size checked before anything is read (a FIFO never blocks).
            let data: [UInt8]
            switch FileWalker.readRegular(path, limit: maxFileBytes) {
            case .success(let bytes): data = bytes
            case .failure(.tooLarge(let size)):
                problems.withLock { $0[i] = ScanFileProblem(file: relative, reason: .tooLarge, detail: "\(size) bytes, limit \(maxFileBytes)") }
                return
            case .failure(.notRegular):
                problems.withLock { $0[i] = ScanFileProblem(file: relative, reason: .unreadable, detail: "not a regular file") }
                return
            case .failure(.unreadable(let reason)):
                problems.withLock { $0[i] = ScanFileProblem(file: relative, reason: .unreadable, detail: reason) }
                return
            }
            let nib = NibReader.read(data: data, relative: relative)
            read.withLock { $0[i] = nib }
        }
        nibs = read.withLock { $0 }.compactMap { $0 }
        self.problems = problems.withLock { $0 }.compactMap { $0 } + nibs.flatMap(\.problems)
        checkTables(files)
    }

    /// The keys of the localized documents' tables: every localizable text, as Xcode generates them.
    var keys: Set<ScanResult.TableKey> {
        Set(nibs.filter(\.localized).flatMap { nib in
            nib.texts.flatMap { t in t.texts.map { ScanResult.TableKey(table: nib.table, key: "\(t.objectID).\($0.property)") } }
        })
    }

    /// Class → outlet property → the text object it is connected to (the first document's, in path order).
    /// An outlet to a cell of a built-in style also reaches its labels (`modeCell.textLabel`).
    var outlets: [String: [String: NibText]] {
        var out: [String: [String: NibText]] = [:]
        for nib in nibs {
            let byID = Dictionary(nib.texts.map { ($0.objectID, $0) }, uniquingKeysWith: { a, _ in a })
            let cellLabels = Dictionary(grouping: nib.outlets.filter { !$0.ownerID.isEmpty }, by: \.ownerID)
            for outlet in nib.outlets where !outlet.ownerClass.isEmpty {
                if let text = byID[outlet.destination], out[outlet.ownerClass]?[outlet.property] == nil {
                    out[outlet.ownerClass, default: [:]][outlet.property] = text
                }
                for label in cellLabels[outlet.destination] ?? [] {
                    let path = "\(outlet.property).\(label.property)"
                    guard let text = byID[label.destination], out[outlet.ownerClass]?[path] == nil else { continue }
                    out[outlet.ownerClass, default: [:]][path] = text
                }
            }
        }
        return out
    }

    /// Every document's cells with their text objects, by reuse identifier and nib name.
    var cells: NibCell.Index {
        NibCell.Index(nibs.flatMap { nib in
            let byID = Dictionary(nib.texts.map { ($0.objectID, $0) }, uniquingKeysWith: { a, _ in a })
            return nib.cells.map { cell in
                NibCell(file: nib.file, nibName: nib.table, isStoryboard: nib.file.hasSuffix(".storyboard"),
                        reuseIdentifier: cell.reuseIdentifier, cellClass: cell.cellClass, sceneClass: cell.sceneClass,
                        style: cell.style, views: cell.views.compactMapValues { byID[$0] }, hostClass: cell.hostClass,
                        objectID: cell.objectID, contents: cell.contents.compactMap { byID[$0] })
            }
        })
    }

    /// One usage per localizable text of a localized document, at the element. A text the code
    /// replaces through its outlet (`replaced`) is not drawn as the document has it.
    /// `lineage` gives a class and the classes it inherits from (`SourceIndex.lineage`).
    /// `itemWidth` gives a text's width where the code decides it (a collection cell's item width).
    func usages(replaced: [NibOverwrite] = [], lineage: (String) -> [String] = { [$0] },
                itemWidth: (NibText) -> ScanWidth? = { $0.width }) -> [ScanUsage] {
        // Every object connected to that outlet of the class or of a subclass is replaced alike (several prototype cells).
        var byOutlet: [String: [NibOverwrite]] = [:]
        for r in replaced where r.ownerType != nil { byOutlet[r.outlet, default: []].append(r) }
        var replacedAt: [String: Evidence] = [:]
        for r in replaced where replacedAt["\(r.file)|\(r.objectID).\(r.property)"] == nil {
            replacedAt["\(r.file)|\(r.objectID).\(r.property)"] = r.evidence
        }
        for nib in nibs {
            for o in nib.outlets where !o.ownerClass.isEmpty && o.ownerID.isEmpty {
                guard let candidates = byOutlet[o.property] else { continue }
                let classes = Set(lineage(o.ownerClass))
                for r in candidates where classes.contains(r.ownerType ?? "") && replacedAt["\(nib.file)|\(o.destination).\(r.property)"] == nil {
                    replacedAt["\(nib.file)|\(o.destination).\(r.property)"] = r.evidence
                }
            }
        }
        return nibs.filter(\.localized).flatMap { nib in
            nib.texts.flatMap { t in
                t.texts.map { text in
                    if text.kind.isBoxed, let evidence = replacedAt["\(nib.file)|\(t.objectID).\(text.property)"] {
                        return ScanUsage(key: "\(t.objectID).\(text.property)", table: nib.table, file: nib.file, line: t.line,
                                         column: t.column, kind: .notDrawn, drawn: evidence)
                    }
                    let drawn = text.kind.isBoxed
                    let shrinking = t.shrinking(text.property)
                    return ScanUsage(key: "\(t.objectID).\(text.property)", table: nib.table, file: nib.file, line: t.line, column: t.column,
                                     kind: text.kind, font: drawn ? shrinking.font : nil, lines: drawn ? t.lines : nil,
                                     linesEvidence: drawn ? t.linesEvidence : nil,
                                     shrink: drawn ? shrinking.shrink : nil, width: drawn ? itemWidth(t) : nil,
                                     drawn: .nib(file: nib.file, objectID: t.objectID, what: text.kind == .accessibilityOnly
                                                 ? "\(text.property): read by VoiceOver, never drawn"
                                                 : text.kind == .fieldValue ? "\(text.property) of a <\(t.element)>: the value the user edits"
                                                 : "\(text.property) of a <\(t.element)>"))
                }
            }
        }
    }

    /// Every `.strings` table in an `*.lproj` folder beside a localized document, named after it,
    /// whose keys name an object ID the document does not have.
    private mutating func checkTables(_ files: [(String, String)]) {
        let loader = LocalizationLoader()
        let paths = Dictionary(files.map { ($0.1, $0.0) }, uniquingKeysWith: { a, _ in a })
        for nib in nibs where nib.localized {
            guard let path = paths[nib.file] else { continue }
            let root = String(path.dropLast(nib.file.count))
            let parent = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            guard let folders = try? FileManager.default.contentsOfDirectory(atPath: parent) else { continue }
            let tables = folders.filter { $0.hasSuffix(".lproj") }.sorted().map { "\(parent)/\($0)/\(nib.table).strings" }
                .filter { FileManager.default.fileExists(atPath: $0) }
            let loaded = loader.load(files: tables)
            var reported = Set<String>()
            for entry in loaded.entries {
                let id = String(entry.key.prefix { $0 != "." })
                guard !nib.objectIDs.contains(id), reported.insert("\(entry.keyLocation.file)|\(entry.key)").inserted else { continue }
                let file = entry.keyLocation.file.hasPrefix(root) ? String(entry.keyLocation.file.dropFirst(root.count)) : entry.keyLocation.file
                problems.append(ScanFileProblem(file: file, reason: .unknownObjectID, line: entry.keyLocation.line,
                                                detail: "\"\(entry.key)\": \(nib.file) has no object \(id)"))
            }
        }
    }
}
