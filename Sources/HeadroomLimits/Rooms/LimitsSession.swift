import DynamicType
import Foundation
import HeadroomCheck
import HeadroomFormats

/// What `headroom limits` does, given a manifest and a measurer: rooms for the manifest's source
/// strings (or an XLIFF's units), and each output built from them.
public struct LimitsSession: Sendable {
    public let manifest: Manifest
    public let planner: RoomPlanner
    public let sources: LimitsSources
    public let calculator: BudgetCalculator
    public let assessor: RiskAssessor
    /// The project's other inputs (its Swift files, nibs and fonts, from the project loader):
    /// never targets of an output either.
    public var projectInputs = InputFiles()

    public init(manifest: Manifest, measurer: any TextMeasurer, table: ExpansionTable = .shipped) throws(LimitsError) {
        self.manifest = manifest
        planner = try RoomPlanner(manifest: manifest, measurer: measurer)
        sources = LimitsSources.load(manifest)
        calculator = BudgetCalculator(table: table, measurer: measurer)
        assessor = RiskAssessor(table: table, measurer: measurer)
    }

    /// The source locale's tag (for budgets in the source language and measuring sources).
    public var sourceLanguage: String { manifest.sourceLocale ?? sources.entries.first?.locale.bcp47 ?? "en" }

    /// The placed source strings with their rooms, in report order.
    public func placed() -> [(entry: LocalizedEntry, room: Room)] {
        sources.entries.compactMap { entry in planner.room(for: entry.key).map { (entry, $0) } }
    }

    /// The target languages: `requested`, else every locale of the project but the source.
    public func targetLanguages(_ requested: [String]?) -> [String] {
        if let requested { return requested }
        let source = ExpansionTable.language(of: sourceLanguage)
        return sources.locales.filter { $0 != "Base" && ExpansionTable.language(of: $0) != source }
    }

    // MARK: Outputs

    /// One line per placed key: its room.
    public func roomListing() -> String {
        var lines = ["# key\troom\tcomponent / element\tfont\twhere"]
        let placed = placed()
        for (entry, room) in placed {
            lines.append(
                "\(entry.key)\t\(room.maxWidth) pt × \(room.lines) line\(room.lines == 1 ? "" : "s")\t\(room.component) / \(room.element)"
                    + "\t\(room.fontAttribute)\t\(room.category.displayName) on \(room.device)\(room.vertical ? " (vertical)" : "")")
        }
        let unplaced = sources.entries.count - placed.count
        if unplaced > 0 {
            lines.append("# \(unplaced) more source key\(unplaced == 1 ? " is" : "s are") in no component (or only in unlimited boxes): no room")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Budgets for every placed key and target language.
    public func budgets(format: BudgetWriter.Format, languages requested: [String]?) -> String {
        let placed = placed()
        let languages = targetLanguages(requested)
        var budgets: [CharacterBudget] = []
        for (_, room) in placed {
            for language in languages { budgets.append(calculator.budget(room, language: language)) }
        }
        return BudgetWriter.write(budgets, rooms: placed.map(\.room), format: format)
    }

    /// `at-risk` diagnostics: "file:line: note: at-risk: ..." for each placed source string (at the
    /// severity of `limits.atRisk`; none when it is `ignore`), and how many there are.
    public func riskReport(languages requested: [String]?) -> (text: String, count: Int) {
        let severity = manifest.atRiskSeverity
        guard severity != .ignore else { return ("", 0) }
        let languages = targetLanguages(requested)
        var lines: [String] = []
        let sampler = ArgumentSampler(samples: manifest.samples)
        for (entry, room) in placed() {
            let text = sampler.measurableText(for: entry).text
            let risks = assessor.risks(source: text, sourceLocale: entry.locale.bcp47, room: room, languages: languages)
            guard let first = risks.first else { continue }
            let list = AtRiskRule.describe(risks)
            let already = first.sourceWidth > first.room ? " (the source itself does not fit)" : ""
            lines.append(
                "\(entry.location): \(severity.rawValue): at-risk: \"\(entry.key)\" is \(Int(first.sourceWidth.rounded(.up))) pt wide in "
                    + "\(room.component) / \(room.element) with \(Int(first.room.rounded(.down))) pt of room at \(room.category.displayName) "
                    + "on \(room.device)\(already); probably too long in " + list)
        }
        return (lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n"), lines.count)
    }

    /// The files this run reads (the manifest, the strings files): never a target of an output.
    public var inputFiles: [String] { [manifest.file] + sources.files }

    /// Every input of the run, with `more` (the XLIFF or catalog read): refused as targets.
    public func refused(_ more: [String] = []) -> InputFiles {
        InputFiles(inputFiles + more).merging(projectInputs)
    }

    /// Writes limits into an XLIFF file or every XLIFF of an `.xcloc`; returns a summary line.
    public func annotateXLIFF(_ input: String, output: String?, inPlace: Bool, unit: SizeUnit = .pixel) throws(LimitsError) -> String {
        let (kind, _, _) = FileWalker.kind(input)
        guard kind != .missing else { throw .unreadable(path: input, reason: "no such file") }
        let writer = XLIFFLimitsWriter()
        let unitChoice = unit
        var files: [(from: String, to: String)] = []
        if kind == .directory {
            // Every file of the .xcloc is checked before anything is copied or read: a FIFO would hang both.
            var names: [String] = []
            var bad: (String, String)?
            FileWalker().walk(input, descend: { _ in true }) { sub, kind in
                switch kind {
                case .regular:
                    if sub.hasPrefix("Localized Contents/"), sub.hasSuffix(".xliff"), !sub.dropFirst("Localized Contents/".count).contains("/") {
                        names.append(String(sub.dropFirst("Localized Contents/".count)))
                    }
                case .outside: bad = bad ?? (sub, "a folder link that leaves the .xcloc")
                case .other: bad = bad ?? (sub, "not a regular file (a FIFO, device or socket is never read)")
                case .directory, .missing: break
                }
            }
            if let (sub, reason) = bad { throw .unreadable(path: input + "/" + sub, reason: reason) }
            names.sort()
            guard !names.isEmpty else { throw .invalidFile(path: input, line: 1, reason: "not an .xcloc: no Localized Contents/*.xliff") }
            let contents = (input as NSString).appendingPathComponent("Localized Contents")
            var target = input
            if !inPlace, let output {
                var st = stat()
                guard lstat(output, &st) != 0 else {
                    throw .unwritable(path: output, reason: "it exists; give a new folder for the copy of the .xcloc")
                }
                let parent = FileWalker.realPath((output as NSString).deletingLastPathComponent.isEmpty ? "." : (output as NSString).deletingLastPathComponent)
                if let parent, let real = FileWalker.realPath(input), FileWalker.isInside(parent, real) {
                    throw .unwritable(path: output, reason: "it is inside \(input), an input of this run")
                }
                do { try FileManager.default.copyItem(atPath: input, toPath: output) } catch {
                    throw .unwritable(path: output, reason: "cannot copy \(input): \(error.localizedDescription)")
                }
                target = output
            }
            for name in names {
                files.append((contents + "/" + name, (target as NSString).appendingPathComponent("Localized Contents/" + name)))
            }
        } else {
            files.append((input, inPlace ? input : output ?? input))
        }
        var units = 0
        var annotated = 0
        for file in files {
            let bytes = try Self.read(file.from)
            let result = try writer.annotate(bytes, path: file.from) { unit in limit(unit, sizeUnit: unitChoice) }
            try Self.checkReadsBack(result.bytes, original: bytes, file: file.from)
            units += result.units
            annotated += result.annotated
            let editsInput = inPlace && file.to == file.from
            try Self.write(Data(result.bytes), to: file.to, refusing: refused(files.map(\.from)), inPlace: editsInput)
        }
        return "headroom: limits on \(annotated) of \(units) trans-units in \(files.count) file\(files.count == 1 ? "" : "s")\n"
    }

    /// How `maxwidth` is counted in XLIFF.
    public enum SizeUnit: String, Sendable, CaseIterable {
        /// Points of the room (`size-unit="pixel"`): for Weblate and tools that render.
        case pixel
        /// The character budget in the file's target language (`size-unit="char"`): for tools that count.
        case char
    }

    /// The XLIFF limit of a unit: its room in points, or its budget in the file's language.
    public func limit(_ unit: XLIFFLimitsWriter.Unit, sizeUnit: SizeUnit) -> XLIFFLimitsWriter.Limit? {
        guard let room = planner.room(for: unit.key) else { return nil }
        switch sizeUnit {
        case .pixel: return .init(maxWidth: room.maxWidth, sizeUnit: "pixel", font: room.fontAttribute)
        case .char:
            let language = unit.language.isEmpty ? sourceLanguage : unit.language
            return .init(maxWidth: calculator.budget(room, language: language).characters, sizeUnit: "char", font: room.fontAttribute)
        }
    }

    /// Writes a copy of a String Catalog with budgets in its comments (source language).
    public func commentCatalog(_ input: String, output: String) throws(LimitsError) -> String {
        let bytes = try Self.read(input)
        let language = sourceLanguage
        let result = try CatalogCommenter().comment(Data(bytes), path: input) { key in
            planner.room(for: key).map { calculator.budget($0, language: language) }
        }
        try Self.checkReadsBack([UInt8](result.data), original: bytes, file: input)
        try Self.write(result.data, to: output, refusing: refused([input]))
        return "headroom: \(result.commented) comments in \(output)\n"
    }

    /// A regular file of at most ``InputLimits/fileBytes``, read without blocking.
    static func read(_ path: String) throws(LimitsError) -> [UInt8] {
        switch FileWalker.readRegular(path, limit: InputLimits.fileBytes) {
        case .success(let bytes): return bytes
        case .failure(.notRegular): throw .unreadable(path: path, reason: "not a regular file (a FIFO, device or socket is never read)")
        case .failure(.tooLarge(let size)):
            throw .unreadable(path: path, reason: "larger than the limit of \(InputLimits.fileBytes >> 20) MiB (\(size) bytes)")
        case .failure(.unreadable(let reason)): throw .unreadable(path: path, reason: reason)
        }
    }

    /// An edit must leave the file well-formed and with the same strings: read back as the loader
    /// reads it, it gives the entries the original gave (an XLIFF whose DOCTYPE holds `]>` or
    /// `<trans-unit` in an entity value, a catalog on one line). Otherwise nothing is written.
    static func checkReadsBack(_ edited: [UInt8], original: [UInt8], file: String) throws(LimitsError) {
        let before = LocalizationLoader.read(original, as: file)
        let after = LocalizationLoader.read(edited, as: file)
        func strings(_ r: LoadResult) -> [[String?]] { r.entries.map { [$0.key, $0.value, $0.variant, $0.locale.identifier] } }
        if let problem = after.problems.first, before.problems.isEmpty {
            throw .invalidFile(path: file, line: problem.location.line,
                               reason: "the edited file would not read back (\(problem.reason)); nothing was written")
        }
        guard strings(before) == strings(after) else {
            throw .invalidFile(path: file, line: 1, reason: "the edited file would read back with other strings; nothing was written")
        }
    }

    /// Writes `data` to `path` through a temporary file beside it. Refused before anything is
    /// written: a target that is one of `inputs` (by device and inode, so also through a link or
    /// another path) unless `inPlace` (the file edited is that input), and a target that is not a
    /// regular file (a FIFO, a device, a symlink) unless `inPlace`, where a link is written through
    /// and the file keeps its mode.
    public static func write(_ data: Data, to path: String, refusing inputs: InputFiles, inPlace: Bool = false) throws(LimitsError) {
        var target = path
        var mode: mode_t?
        var st = stat()
        if lstat(path, &st) == 0 {
            if st.st_mode & S_IFMT == S_IFLNK, inPlace, let real = FileWalker.realPath(path) {
                target = real
                guard stat(real, &st) == 0 else { throw .unwritable(path: path, reason: "cannot follow the link") }
            }
            guard st.st_mode & S_IFMT == S_IFREG else {
                throw .unwritable(path: path, reason: "not a regular file (a FIFO, device, socket or link is never replaced)")
            }
            if !inPlace, let input = inputs.match(target) { throw .outputIsInput(path: path, input: input) }
            mode = st.st_mode & 0o7777
        }
        do {
            try data.write(to: URL(fileURLWithPath: target), options: .atomic)
        } catch {
            throw .unwritable(path: path, reason: error.localizedDescription)
        }
        if let mode { chmod(target, mode) }
    }
}
