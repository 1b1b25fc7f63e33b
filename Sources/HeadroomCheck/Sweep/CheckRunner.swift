import DynamicType
import Foundation
import HeadroomFormats

/// Runs `headroom check`: loads the manifest's strings, sweeps every component, element, key,
/// variant, locale, category and device through a `TextMeasurer`, and returns the report.
/// `headroom-bench` calls it the same way the command does.
public struct CheckRunner: Sendable {
    public let manifest: Manifest
    public let measurer: any TextMeasurer
    /// Problems found before the run (inputs of the project that could not be read): carried into
    /// the report, at their severity, beside the strings files' own.
    public let problems: [Problem]

    public init(manifest: Manifest, measurer: any TextMeasurer, problems: [Problem] = []) {
        self.manifest = manifest
        self.measurer = measurer
        self.problems = problems
    }

    /// Loads the strings named by the manifest (bad files become problems) and checks them,
    /// holding every outcome in the report.
    public func run(options: CheckOptions = CheckOptions()) -> CheckReport {
        var outcomes: [StringOutcome] = []
        var report = run(options: options) { outcomes += $0 }
        report.outcomes = outcomes
        return report
    }

    /// Loads and checks the manifest's strings a batch of files at a time, handing each batch's
    /// outcomes to `deliver` in report order as soon as the batch is done, and keeping none of
    /// them: memory depends on the largest batch, not on the run. The returned report has no
    /// `outcomes` (they were delivered); everything else is complete, so its `highestSeverity` and
    /// `exitCode` see only problems and layout rules: count the outcomes' severities as they come. A batch is consecutive files
    /// (in report order) of about `batchBytes` bytes; a larger file is a batch of its own, measured
    /// and delivered in slices of about `sliceEntries` translations and devices (4,000 translations
    /// on one device, 1,000 on four).
    public func run(
        options: CheckOptions = CheckOptions(), batchBytes: Int = 1 << 20, sliceEntries: Int = 4_000,
        outcomes deliver: ([StringOutcome]) throws -> Void
    ) rethrows -> CheckReport {
        let started = Date()
        let loader = LocalizationLoader(walker: manifest.walker)
        let paths = manifest.strings.flatMap { PathResolver.expand($0.pattern, base: manifest.baseDirectory) }
        let (files, discoveryProblems) = loader.discover(paths: paths)
        let sizes = files.map { Self.fileSize($0) }
        var state = RunState(runner: self, options: options)
        state.problems = problems + discoveryProblems.map { Problem(location: $0.location, message: $0.reason) }
        for file in files { if let locale = LocalizationLoader.folderLocale(of: file) { state.seenLocales.insert(locale.identifier) } }

        // Pass 1 reads what every batch needs first: the development-language texts, and the
        // adaptive titles (which decide when their component goes vertical, in every file).
        let everyFile = state.needsTitles || !state.neighbourKeys.isEmpty || !state.standIns.candidateKeys.isEmpty
        let prepass = everyFile ? Array(files.indices) : files.indices.filter { state.mayHoldSource(files[$0]) }
        for batch in Self.batches(prepass, sizes: sizes, limit: batchBytes) {
            let loaded = loader.load(files: batch.map { files[$0] }, sourceTexts: SourceTexts())
            state.learnSources(loaded.entries)
            state.learnNeighbours(loaded.entries)
            state.learnCandidates(loaded.entries)
            if state.needsTitles { state.measureTitles(loaded.entries) }
        }
        // Pass 2: every file, in report order; each batch's findings go out as soon as it is done.
        let totalBytes = max(1, sizes.reduce(0, +))
        var doneBytes = 0
        for batch in Self.batches(Array(files.indices), sizes: sizes, limit: batchBytes) {
            let loaded = loader.load(files: batch.map { files[$0] }, sourceTexts: state.sourceTexts)
            state.problems += loaded.problems.map { Problem(location: $0.location, message: $0.reason) }
            let batchBytes = batch.reduce(0) { $0 + sizes[$1] }
            // A large file (a String Catalog holds every locale) is measured in slices of
            // translations, so its findings go out in parts too; findings grow with the devices.
            let slices = Self.slices(loaded.entries, limit: max(1, sliceEntries / max(1, manifest.devices.count)))
            for (number, slice) in slices.enumerated() {
                let base = doneBytes + batchBytes * number / slices.count
                let share = batchBytes / slices.count
                let progress = options.progress.map { report in
                    { @Sendable (done: Int, total: Int) in
                        report(base + (total == 0 ? share : share * done / total), totalBytes)
                    }
                }
                try deliver(state.measureStrings(slice, progress: progress))
            }
            doneBytes += batchBytes
        }
        var report = state.report(files: files.count)
        report.statistics.seconds = Date().timeIntervalSince(started)
        return report
    }

    /// Checks entries already loaded, all at once. `problems` are carried into the report as they are.
    public func check(
        entries allEntries: [LocalizedEntry], options: CheckOptions = CheckOptions(), problems: [Problem] = [],
        files: Int = 0
    ) -> CheckReport {
        let started = Date()
        var state = RunState(runner: self, options: options)
        state.problems = problems
        state.learnSources(allEntries)
        state.learnNeighbours(allEntries)
        state.learnCandidates(allEntries)
        if state.needsTitles { state.measureTitles(allEntries) }
        let outcomes = state.measureStrings(allEntries, progress: options.progress)
        var report = state.report(files: files)
        report.outcomes = outcomes
        report.statistics.seconds = Date().timeIntervalSince(started)
        return report
    }

    /// Consecutive runs of `indices` of about `limit` bytes each (a larger file is a run alone).
    static func batches(_ indices: [Int], sizes: [Int], limit: Int) -> [[Int]] {
        var result: [[Int]] = []
        var current: [Int] = []
        var bytes = 0
        for index in indices {
            if !current.isEmpty && bytes + sizes[index] > limit {
                result.append(current)
                current = []
                bytes = 0
            }
            current.append(index)
            bytes += sizes[index]
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// `entries` in report order (file, line, column), cut into runs of about `limit` entries,
    /// never between two entries at the same place.
    public static func slices(_ entries: [LocalizedEntry], limit: Int) -> [[LocalizedEntry]] {
        guard entries.count > limit else { return [entries] }
        let order = entries.indices.sorted { (entries[$0].location, $0) < (entries[$1].location, $1) }
        var result: [[LocalizedEntry]] = []
        var current: [LocalizedEntry] = []
        for index in order {
            if current.count >= limit, let last = current.last, last.location != entries[index].location {
                result.append(current)
                current = []
            }
            current.append(entries[index])
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    static func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    // MARK: Planning

    /// Every (component, element, entry) to measure. A key in a declared component is measured
    /// there (in each component that shows it); other keys fall to the first rule that matches.
    /// `index` is the declared components' patterns (`ComponentKeyIndex`), made once per run.
    static func assign(
        _ entries: [LocalizedEntry], components: [Component], componentCount: Int, only: Set<String>?,
        index: ComponentKeyIndex? = nil
    ) -> [Assignment] {
        let index = index ?? ComponentKeyIndex(components, count: componentCount)
        var result: [Assignment] = []
        // Elements that name a table or a bundle take only that table's, that bundle's entries.
        let scoped = components.contains { $0.elements.contains { $0.table != nil || $0.bundle != nil } }
        let folders = components.flatMap { $0.elements.compactMap { e -> String? in
            if case .folder(let folder) = e.bundle { return folder }
            return nil
        } }
        var owners: [String: String?] = [:]
        for (entryIndex, entry) in entries.enumerated() {
            var matches = index.matches(entry.key)
            if scoped {
                let file = entry.location.file
                if owners[file] == nil { owners[file] = .some(LookupBundle.owner(of: LookupBundle.standardized(file), among: folders)) }
                let owner = owners[file] ?? nil
                matches = matches.filter { components[$0.component].elements[$0.element].looksUp(table: entry.table, owner: owner) }
            }
            for match in matches where only?.contains(components[match.component].name) ?? true {
                // The element is hidden at the count 0: its `zero` form (when 0 alone selects it) is never drawn there.
                if entry.isZeroFormOfZeroAlone,
                   components[match.component].elements[match.element].formsNeverShown.contains("zero") { continue }
                result.append(Assignment(
                    component: match.component, element: match.element, entry: entryIndex,
                    instance: match.captures.joined(separator: "\u{1}")))
            }
            if !matches.isEmpty { continue }
            for r in componentCount..<components.count {
                guard components[r].elements[0].keys.contains(where: { $0.matches(entry.key) }) else { continue }
                if only?.contains(components[r].name) ?? true {
                    result.append(Assignment(component: r, element: 0, entry: entryIndex, instance: ""))
                }
                break
            }
        }
        return result
    }

    static func localeSelected(_ locale: LocaleTag, _ selection: [String]?) -> Bool {
        guard let selection else { return true }
        return selection.contains { $0 == locale.identifier || $0 == locale.bcp47 }
    }

    static func texter(samples: [String: [String]]) -> @Sendable (LocalizedEntry, [FormatArgument?]) -> String {
        let sampler = ArgumentSampler(samples: samples)
        return { sampler.measurableText(for: $0, arguments: $1).text }
    }

    /// Sorts outcomes in report order: file, line, column, then component, element, variant, key.
    static func sort(_ outcomes: inout [StringOutcome]) {
        outcomes.sort { a, b in
            if a.location != b.location { return a.location < b.location }
            return (a.component, a.element, a.variant ?? "", a.key, a.table) < (b.component, b.element, b.variant ?? "", b.key, b.table)
        }
    }

    // MARK: Summaries

    func summarize(_ partial: SweepPartial, components: [Component], categories: [ContentSizeCategory])
        -> [ComponentSummary]
    {
        var groupTitleMasks: [GroupKey: UInt16] = [:]
        for (key, mask) in partial.titleMasks { groupTitleMasks[key.group, default: 0] |= mask }
        // Made in report order: component, locale, device (the manifest's orders). Sorting the
        // summaries by their names instead hashed a component's name at every comparison.
        let groups = partial.strings.filter { $0.key.component < manifest.components.count }.sorted {
            ($0.key.component, $0.key.locale, $0.key.device) < ($1.key.component, $1.key.locale, $1.key.device)
        }
        var summaries: [ComponentSummary] = []
        summaries.reserveCapacity(groups.count)
        for (group, count) in groups {
            let component = components[group.component]
            let device = manifest.devices[group.device]
            let horizontal = partial.horizontalMasks[group] ?? 0
            let firstTruncation = categories.first { horizontal & (1 << UInt16($0.index)) != 0 }
            var summary = ComponentSummary(
                component: component.name, layout: ComponentSummary.Layout(rawValue: component.layout.rawValue)!,
                locale: group.locale, device: device.name, firstVerticalCategory: nil, ruleProblem: nil,
                firstHorizontalTruncation: firstTruncation, strings: count,
                location: manifest.file.isEmpty || component.line < 1
                    ? nil : SourceLocation(file: manifest.file, line: component.line, column: 1))
            switch component.layout {
            case .fixed: break
            case .adaptive:
                let mask = groupTitleMasks[group] ?? 0
                summary.firstVerticalCategory = categories.first { mask & (1 << UInt16($0.index)) != 0 }
            case .flexible:
                let firstAX = categories.first(where: \.isAccessibilityCategory)
                summary.firstVerticalCategory = firstAX
                if let truncation = firstTruncation, !truncation.isAccessibilityCategory {
                    summary.ruleProblem = "truncates horizontally from \(truncation.displayName), before the accessibility "
                        + "sizes where \(component.name) goes vertical; it needs to go vertical from \(truncation.displayName)"
                    summary.ruleSeverity = manifest.severities.flexibleTooLate
                } else if let firstAX, firstTruncation != firstAX {
                    let fitsUntil = firstTruncation.map { "until \(ContentSizeCategory.allCases[$0.index - 1].displayName)" }
                        ?? "at every size"
                    summary.ruleProblem = "goes vertical from \(firstAX.displayName) although its text fits horizontally \(fitsUntil)"
                    summary.ruleSeverity = manifest.severities.flexibleTooEarly
                }
                if summary.ruleSeverity == .ignore { summary.ruleSeverity = nil }
            }
            summaries.append(summary)
        }
        return summaries
    }
}
