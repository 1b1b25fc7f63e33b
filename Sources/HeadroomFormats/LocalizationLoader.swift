import Foundation

/// Finds and reads localization files: `.strings`, `.stringsdict`, `.xcstrings`, `.xliff` (and
/// the XLIFF inside `.xcloc` bundles).
public struct LocalizationLoader: Sendable {
    /// File extensions the loader reads.
    public static let extensions: Set<String> = ["strings", "stringsdict", "xcstrings", "xliff"]

    public init() {}

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
            switch Self.discover(path) {
            case .failure(let error): problems.append(error)
            case .success(let found):
                for file in found where seen.insert(file).inserted { files.append(file) }
            }
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

    /// Parses one file (any supported format), reporting problems instead of throwing.
    public func loadFile(_ file: String) -> LoadResult {
        let r = Self.parseFile(file)
        return LoadResult(entries: r.entries, problems: r.problems, files: [file], warnings: r.warnings)
    }

    private func parseAll(_ files: [String]) -> [FileParseResult] {
        let results = UnsafeResults(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            results.set(index, Self.parseFile(files[index]))
        }
        return results.values
    }

    /// The supported files at `path`: the file itself, or those under a folder, sorted.
    static func discover(_ path: String) -> Result<[String], FormatError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(.noSuchPath(path: path))
        }
        guard isDirectory.boolValue else {
            let ext = (path as NSString).pathExtension.lowercased()
            guard extensions.contains(ext) else {
                return .failure(.unreadable(file: path, reason: "not a localization file (expected .strings, .stringsdict, .xcstrings, .xliff or an .xcloc folder)"))
            }
            return .success([path])
        }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else {
            return .failure(.unreadable(file: path, reason: "cannot list the folder"))
        }
        var found: [String] = []
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        while let sub = enumerator.nextObject() as? String {
            // Hidden folders (.git, .build, …) hold copies, not the project's translations.
            if (sub as NSString).lastPathComponent.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            let ext = (sub as NSString).pathExtension.lowercased()
            guard extensions.contains(ext) else { continue }
            // An .xcloc's source copies and notes are not translations: only Localized Contents counts.
            if sub.contains(".xcloc/Source Contents/") || sub.contains(".xcloc/Notes/")
                || (path.hasSuffix(".xcloc") || path.hasSuffix(".xcloc/")) && !sub.hasPrefix("Localized Contents/") { continue }
            let full = base + "/" + sub
            var subIsDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: full, isDirectory: &subIsDirectory), !subIsDirectory.boolValue {
                found.append(full)
            }
        }
        return .success(found.sorted())
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

    static func parseFile(_ file: String) -> FileParseResult {
        let context = context(for: file)
        let bytes: [UInt8]
        do {
            bytes = try readBytes(file)
        } catch {
            return FileParseResult(problems: [error])
        }
        let ext = (file as NSString).pathExtension.lowercased()
        do {
            switch ext {
            case "strings": return try StringsFormat.parse(bytes, context: context)
            case "stringsdict": return try StringsDictFormat.parse(bytes, context: context)
            case "xcstrings": return try StringCatalogFormat.parse(bytes, context: context)
            case "xliff": return try XLIFFFormat.parse(bytes, context: context)
            default: return FileParseResult(problems: [.unreadable(file: file, reason: "unsupported file type .\(ext)")])
            }
        } catch {
            return FileParseResult(problems: [error])
        }
    }

    static func readBytes(_ file: String) throws(FormatError) -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: file) else {
            throw .unreadable(file: file, reason: "permission denied or not a regular file")
        }
        defer { try? handle.close() }
        do {
            let data = try handle.readToEnd() ?? Data()
            return [UInt8](data)
        } catch {
            throw .unreadable(file: file, reason: "\(error.localizedDescription)")
        }
    }
}

/// Per-index result slots written by `concurrentPerform` (each index written once, by one thread).
private final class UnsafeResults: @unchecked Sendable {
    private var storage: [FileParseResult]
    private let lock = Lock()
    init(count: Int) { storage = Array(repeating: FileParseResult(), count: count) }
    func set(_ index: Int, _ value: FileParseResult) { lock.withLock { storage[index] = value } }
    var values: [FileParseResult] { lock.withLock { storage } }
}
