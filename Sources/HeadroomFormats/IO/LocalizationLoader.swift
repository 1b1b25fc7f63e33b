import Foundation
import Synchronization

/// Finds and reads localization files: `.strings`, `.stringsdict`, `.xcstrings`, `.xliff` (and
/// the XLIFF inside `.xcloc` bundles).
public struct LocalizationLoader: Sendable {
    /// File extensions the loader reads.
    public static let extensions: Set<String> = ["strings", "stringsdict", "xcstrings", "xliff"]

    /// How folders are listed and files read (allowed folders, one visit per directory).
    public var walker: FileWalker

    public init(walker: FileWalker = FileWalker()) {
        self.walker = walker
    }

    /// Reads every localization file under the files or folders given (folders recursively, in a
    /// deterministic order, skipping hidden folders such as `.build` and an `.xcloc`'s
    /// `Source Contents`). Bad files become problems; the others still load. Files are parsed in
    /// parallel; the result does not depend on scheduling.
    public func load(paths: [String]) -> LoadResult {
        let (files, problems) = discover(paths: paths)
        var result = load(files: files)
        result.problems = problems + result.problems
        return result
    }

    /// The supported files under the files or folders given, sorted and without repeats, and a
    /// problem for each path that cannot be listed. `load(paths:)` reads exactly these.
    public func discover(paths: [String]) -> (files: [String], problems: [FormatError]) {
        var problems: [FormatError] = []
        var files: [String] = []
        var seen = Set<String>()
        for path in paths {
            let (found, trouble) = discover(path)
            problems += trouble
            for file in found where seen.insert(file).inserted { files.append(file) }
        }
        files.sort()
        return (files, problems)
    }

    /// Parses the given files in parallel, in their order. Source texts come from `sourceTexts`
    /// when given (built beforehand from the development-language files, for batched runs), else
    /// from the development-language files among `files`.
    public func load(files: [String], sourceTexts: SourceTexts? = nil) -> LoadResult {
        let results = parseAll(files)
        var result = LoadResult(files: files)
        result.entries.reserveCapacity(results.reduce(0) { $0 + $1.entries.count })
        for fileResult in results {
            result.entries += fileResult.entries
            result.warnings += fileResult.warnings
            result.problems += fileResult.problems
        }
        if let sourceTexts {
            sourceTexts.link(&result.entries)
        } else {
            var own = SourceTexts()
            own.add(result.entries)
            own.link(&result.entries)
        }
        return result
    }

    /// The locale a file's nearest `.lproj` folder names, or nil when it is in none (catalogs,
    /// XLIFF): known without reading the file.
    public static func folderLocale(of file: String) -> LocaleTag? {
        let context = context(for: file)
        return context.localeKnown ? context.locale : nil
    }

    private func parseAll(_ files: [String]) -> [FileParseResult] {
        let results = FileResults(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            results.set(index, Self.parseFile(files[index], walker: walker))
        }
        return results.values
    }

    /// The supported files at `path`: the file itself, or those under a folder, sorted; and a
    /// problem for each one that is not a regular file or resolves outside the allowed folders.
    func discover(_ path: String) -> (files: [String], problems: [FormatError]) {
        let (kind, _, _) = FileWalker.kind(path)
        if kind == .missing { return ([], [.noSuchPath(path: path)]) }
        guard walker.isAllowed(path) else {
            return ([], [.unreadable(file: path, reason: "it resolves outside the project folder (\(FileWalker.realPath(path) ?? path)); allow its folder with 'allowOutside:' in the manifest")])
        }
        guard kind == .directory else {
            let ext = (path as NSString).pathExtension.lowercased()
            guard Self.extensions.contains(ext) else {
                return ([], [.unreadable(file: path, reason: "not a localization file (expected .strings, .stringsdict, .xcstrings, .xliff or an .xcloc folder)")])
            }
            guard kind == .regular else { return ([], [.unreadable(file: path, reason: "not a regular file (a FIFO, device or socket is never read)")]) }
            return ([path], [])
        }
        var found: [String] = []
        var problems: [FormatError] = []
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        let isXcloc = path.hasSuffix(".xcloc") || path.hasSuffix(".xcloc/")
        // Hidden folders (.git, .build, …) hold copies, not the project's translations.
        walker.walk(base, descend: { sub in !(sub as NSString).lastPathComponent.hasPrefix(".") }) { sub, kind in
            if kind == .outside {
                problems.append(.unreadable(file: base + "/" + sub, reason: "a folder link that leaves \(base) (to \(FileWalker.realPath(base + "/" + sub) ?? "?")); not entered"))
                return
            }
            let ext = (sub as NSString).pathExtension.lowercased()
            guard Self.extensions.contains(ext), !(sub as NSString).lastPathComponent.hasPrefix(".") else { return }
            // An .xcloc's source copies and notes are not translations: only Localized Contents counts.
            if sub.contains(".xcloc/Source Contents/") || sub.contains(".xcloc/Notes/")
                || isXcloc && !sub.hasPrefix("Localized Contents/") { return }
            let full = base + "/" + sub
            switch kind {
            case .regular:
                if walker.isAllowed(full) {
                    found.append(full)
                } else {
                    problems.append(.unreadable(file: full, reason: "it resolves outside the project folder (\(FileWalker.realPath(full) ?? full)); allow its folder with 'allowOutside:' in the manifest"))
                }
            case .other: problems.append(.unreadable(file: full, reason: "not a regular file (a FIFO, device or socket is never read)"))
            case .missing, .directory, .outside: break
            }
        }
        return (found.sorted(), problems)
    }

    /// The locale of a file from its nearest `.lproj` folder.
    static func context(for file: String) -> FileContext {
        let components = file.split(separator: "/", omittingEmptySubsequences: true)
        let name = components.last.map(String.init) ?? file
        let table = (name as NSString).deletingPathExtension
        for component in components.dropLast().reversed() where component.hasSuffix(".lproj") {
            let identifier = String(component.dropLast(".lproj".count))
            return FileContext(file: file, table: table, locale: LocaleTag.resolve(identifier), localeKnown: true)
        }
        return FileContext(file: file, table: table, locale: LocaleTag.resolve(LocaleTag.unknownIdentifier), localeKnown: false)
    }

    static func parseFile(_ file: String, walker: FileWalker) -> FileParseResult {
        let bytes: [UInt8]
        do {
            bytes = try walker.readFile(file)
        } catch {
            return FileParseResult(problems: [error])
        }
        return parse(bytes, file: file)
    }

    /// Reads bytes as the localization file `file` would be read (its format by extension), without
    /// touching the disk: how a file an edit would write is checked before it replaces anything.
    public static func read(_ bytes: [UInt8], as file: String) -> LoadResult {
        let parsed = parse(bytes, file: file)
        return LoadResult(entries: parsed.entries, problems: parsed.problems, files: [file], warnings: parsed.warnings)
    }

    static func parse(_ bytes: [UInt8], file: String) -> FileParseResult {
        let context = context(for: file)
        let ext = (file as NSString).pathExtension.lowercased()
        do {
            switch ext {
            case "strings": return rejectOverLimit(try StringsFormat.parse(bytes, context: context))
            case "stringsdict": return rejectOverLimit(try StringsDictFormat.parse(bytes, context: context))
            case "xcstrings": return rejectOverLimit(try StringCatalogFormat.parse(bytes, context: context))
            case "xliff": return rejectOverLimit(try XLIFFFormat.parse(bytes, context: context))
            default: return FileParseResult(problems: [.unreadable(file: file, reason: "unsupported file type .\(ext)")])
            }
        } catch {
            return FileParseResult(problems: [error])
        }
    }

    /// Entries whose format specifiers are past ``InputLimits`` (`%.99999999e`, `%100000000$@`)
    /// become problems at their line: sampling them would take gigabytes.
    static func rejectOverLimit(_ result: FileParseResult) -> FileParseResult {
        var result = result
        var kept: [LocalizedEntry] = []
        kept.reserveCapacity(result.entries.count)
        for entry in result.entries {
            if let why = FormatSpecifier.firstLimitViolation(in: entry.value)
                ?? entry.plural?.template.flatMap(FormatSpecifier.firstLimitViolation(in:)) {
                result.problems.append(.invalidStructure(entry.location, reason: "key \"\(entry.key)\": \(why)"))
            } else {
                kept.append(entry)
            }
        }
        result.entries = kept
        return result
    }
}

/// Per-index result slots written by `concurrentPerform` (each index written once, by one thread).
private final class FileResults: Sendable {
    private let storage: Mutex<[FileParseResult]>
    init(count: Int) { storage = Mutex(Array(repeating: FileParseResult(), count: count)) }
    func set(_ index: Int, _ value: FileParseResult) { storage.withLock { $0[index] = value } }
    var values: [FileParseResult] { storage.withLock { $0 } }
}
