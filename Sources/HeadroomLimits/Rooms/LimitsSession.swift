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

    /// Writes limits into an XLIFF file or every XLIFF of an `.xcloc`; returns a summary line.
    public func annotateXLIFF(_ input: String, output: String?, inPlace: Bool, unit: SizeUnit = .pixel) throws(LimitsError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
            throw .unreadable(path: input, reason: "no such file")
        }
        let writer = XLIFFLimitsWriter()
        let unitChoice = unit
        var files: [(from: String, to: String)] = []
        if isDirectory.boolValue {
            let contents = (input as NSString).appendingPathComponent("Localized Contents")
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: contents)) ?? []).filter { $0.hasSuffix(".xliff") }.sorted()
            guard !names.isEmpty else { throw .invalidFile(path: input, line: 1, reason: "not an .xcloc: no Localized Contents/*.xliff") }
            var target = input
            if !inPlace, let output {
                guard !FileManager.default.fileExists(atPath: output) else {
                    throw .unwritable(path: output, reason: "it exists; give a new folder for the copy of the .xcloc")
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
            guard let data = FileManager.default.contents(atPath: file.from) else { throw .unreadable(path: file.from, reason: "cannot open") }
            let result = try writer.annotate([UInt8](data), path: file.from) { unit in limit(unit, sizeUnit: unitChoice) }
            units += result.units
            annotated += result.annotated
            try Self.write(Data(result.bytes), to: file.to, refusing: inPlace || file.to != file.from ? [] : [file.from])
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
        guard let data = FileManager.default.contents(atPath: input) else { throw .unreadable(path: input, reason: "no such file") }
        let language = sourceLanguage
        let result = try CatalogCommenter().comment(data, path: input) { key in
            planner.room(for: key).map { calculator.budget($0, language: language) }
        }
        try Self.write(result.data, to: output, refusing: [input])
        return "headroom: \(result.commented) comments in \(output)\n"
    }

    /// Writes `data` to `path` through a temporary file beside it; refuses to overwrite `refusing`.
    public static func write(_ data: Data, to path: String, refusing inputs: [String]) throws(LimitsError) {
        let target = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        for input in inputs where URL(fileURLWithPath: input).standardizedFileURL.resolvingSymlinksInPath().path == target {
            throw .unwritable(path: path, reason: "it is an input; write to a new file (or use --in-place for XLIFF)")
        }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .unwritable(path: path, reason: error.localizedDescription)
        }
    }
}
