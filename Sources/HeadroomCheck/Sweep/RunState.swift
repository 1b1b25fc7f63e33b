import DynamicType
import Foundation
import HeadroomFormats

/// What a check run carries from batch to batch: the development-language texts, the adaptive
/// titles' masks, counts and summaries. Nothing in it grows with the findings.
struct RunState {
    let runner: CheckRunner
    let options: CheckOptions
    let components: [Component]
    let categories: [ContentSizeCategory]
    let iconLineHeights: [TextStyle: [Double]]
    let baseline: Set<String>
    /// True when some adaptive component is checked: its titles are measured in pass 1.
    let needsTitles: Bool
    /// The development-language texts measured in each element's boxes, across batches.
    let sourceMeasurements: SourceMeasurements
    /// The declared components' key patterns, for `CheckRunner.assign`.
    let keyIndex: ComponentKeyIndex
    /// Keys of the bar button items beside some element (`beside:`): their texts are learnt in pass 1.
    let neighbourKeys: Set<String>
    /// The texts measured for entries in elements, with the candidates' texts some arguments take.
    let standIns: StandInTexts
    /// Per bar item key: its text per locale identifier (arguments sampled), the development
    /// language's under "" (what iOS shows where a translation is missing).
    var neighbourTexts: [String: [String: String]] = [:]

    var sourceTexts = SourceTexts()
    /// Source text per table, key and variant (first seen wins), for the untranslated check.
    var sourceValues: [String: String] = [:]
    var sourceLocales: Set<String>
    /// Every locale seen (file folders and entries): the target languages of `at-risk`.
    var seenLocales: Set<String> = []
    /// Categories at which each adaptive title truncates horizontally, from every batch.
    var titleMasks: [InstanceKey: UInt16] = [:]
    /// Counts, masks and problems of every batch (never outcomes).
    var totals = SweepPartial()
    var entries = 0
    var problems: [Problem] = []
    /// Reported findings by severity, over every batch.
    var findingSeverities: [Severity: Int] = [:]
    /// Every locale (identifier and BCP 47 tag) of the strings read, to flag a selected locale no file has.
    private(set) var localesSeen: Set<String> = []
    /// The locale of every entry read, by identifier (the locales a key in no table is shown in).
    private var localeTags: [String: LocaleTag] = [:]
    /// Key patterns (component, element, pattern) no string has matched yet.
    private var unmatched: [(component: Int, element: Int, pattern: Int)]

    init(runner: CheckRunner, options: CheckOptions) {
        let manifest = runner.manifest
        self.runner = runner
        self.options = options
        components = manifest.components + manifest.rules
        keyIndex = ComponentKeyIndex(components, count: manifest.components.count)
        categories = manifest.categories.filter { options.categories?.contains($0) ?? true }
        baseline = options.baseline?.lookup() ?? []
        sourceLocales = manifest.sourceLocale.map { [$0] } ?? ["en", "Base", "en-US"]
        sourceMeasurements = SourceMeasurements(locale: manifest.sourceLocale ?? "en")
        neighbourKeys = Set(components.flatMap { $0.elements.flatMap { $0.beside?.keys ?? [] } })
        standIns = StandInTexts(samples: manifest.samples, measurer: runner.measurer, components: manifest.components + manifest.rules)
        needsTitles = manifest.components.contains { component in
            component.layout == .adaptive && (options.components?.contains(component.name) ?? true)
        }
        var unmatched: [(component: Int, element: Int, pattern: Int)] = []
        if !manifest.file.isEmpty {
            for (c, component) in components.enumerated() {
                for (e, element) in component.elements.enumerated() {
                    for p in element.keys.indices { unmatched.append((c, e, p)) }
                }
            }
        }
        self.unmatched = unmatched

        var styles = Set<TextStyle>()
        for component in components {
            for element in component.elements {
                for spec in [element.width.horizontal, element.width.vertical] {
                    if let icon = spec.icon { styles.insert(icon.relativeTo) }
                }
            }
        }
        var heights: [TextStyle: [Double]] = [:]
        for style in styles {
            heights[style] = ContentSizeCategory.allCases.map { category in
                let size = Double(style.pointSize(at: category))
                return (try? runner.measurer.lineHeight(typeface: .system(style.weight), pointSize: size))
                    ?? Double(style.leading(at: category))
            }
        }
        iconLineHeights = heights
    }

    // MARK: Sources

    /// True for a locale that is the development language: the manifest's `sourceLocale`
    /// (identifier or BCP 47 tag), else en, Base and en-US.
    func isSource(_ locale: LocaleTag) -> Bool {
        if let source = runner.manifest.sourceLocale { return locale.identifier == source || locale.bcp47 == source }
        return sourceLocales.contains(locale.identifier)
    }

    /// True unless the file sits in the `.lproj` of a locale that cannot be the source.
    func mayHoldSource(_ file: String) -> Bool {
        guard let locale = LocalizationLoader.folderLocale(of: file) else { return true }
        return isSource(locale) || SourceTexts.isSourceFile(file)
    }

    /// Takes the development-language texts among `entries`.
    mutating func learnSources(_ entries: [LocalizedEntry]) {
        sourceTexts.add(entries)
        for entry in entries { seenLocales.insert(entry.locale.identifier) }
        for entry in entries where isSource(entry.locale) {
            sourceLocales.insert(entry.locale.identifier)
            let key = Sweep.sourceKey(entry)
            if sourceValues[key] == nil { sourceValues[key] = entry.value }
        }
    }

    /// Takes the texts of the keys some format argument is one of (`FormatArgument.oneOf`) among `entries`.
    func learnCandidates(_ entries: [LocalizedEntry]) {
        standIns.learn(entries) { isSource($0) }
    }

    /// Takes the texts of the bar button items beside some element among `entries`.
    mutating func learnNeighbours(_ entries: [LocalizedEntry]) {
        guard !neighbourKeys.isEmpty else { return }
        let texts = CheckRunner.texter(samples: runner.manifest.samples)
        for entry in entries where entry.plural == nil && entry.variant == nil && neighbourKeys.contains(entry.key) {
            let text = texts(entry, [])
            neighbourTexts[entry.key, default: [:]][entry.locale.identifier] = text
            if isSource(entry.locale) { neighbourTexts[entry.key, default: [:]][""] = text }
        }
    }

    /// The points the bar items beside each element take in each locale of `entries`, per category
    /// index: each item's text on one line in its font, plus its spacing (`Sweep.besideRooms`); for a
    /// sibling that shows one of its keys (`oneOf`), the widest and the narrowest of them.
    func besideRooms(_ entries: [LocalizedEntry]) -> [Sweep.BesideKey: Sweep.BesideRoom] {
        guard !neighbourKeys.isEmpty else { return [:] }
        let locales = Set(entries.map(\.locale))
        let all = ContentSizeCategory.allCases
        var rooms: [Sweep.BesideKey: Sweep.BesideRoom] = [:]
        for (c, component) in components.enumerated() {
            for (e, element) in component.elements.enumerated() {
                guard let beside = element.beside else { continue }
                for locale in locales {
                    var widths: [[Double]] = []
                    for key in beside.keys {
                        guard let text = neighbourTexts[key]?[locale.identifier] ?? neighbourTexts[key]?[""] else { continue }
                        let boxes = all.map { LayoutBox(pointSize: beside.font.pointSize(at: $0), width: 100_000, lines: 1) }
                        guard let measured = try? runner.measurer.measure(text, locale: locale.bcp47, typeface: beside.font.typeface, boxes: boxes),
                              measured.count == all.count else { continue }
                        widths.append(measured.map { $0.naturalWidth + beside.spacing })
                    }
                    let at = Sweep.BesideKey(component: c, element: e, locale: locale.identifier)
                    if beside.oneOf {
                        guard !widths.isEmpty else { continue }
                        rooms[at] = Sweep.BesideRoom(most: all.indices.map { i in widths.map { $0[i] }.max() ?? 0 },
                                                     least: all.indices.map { i in widths.map { $0[i] }.min() ?? 0 })
                    } else {
                        let sum = all.indices.map { i in widths.reduce(0) { $0 + $1[i] } }
                        rooms[at] = Sweep.BesideRoom(most: sum, least: sum)
                    }
                }
            }
        }
        return rooms
    }

    // MARK: Measuring

    private mutating func selected(_ entries: [LocalizedEntry]) -> [LocalizedEntry] {
        for entry in entries {
            localesSeen.insert(entry.locale.identifier); localesSeen.insert(entry.locale.bcp47)
            if localeTags[entry.locale.identifier] == nil { localeTags[entry.locale.identifier] = entry.locale }
        }
        // A plural form the locale's rules never select for its argument is never on screen.
        let shown = entries.filter(\.isShownPluralForm)
        if let pseudo = options.pseudolocalize { return shown.filter { isSource($0.locale) }.map(pseudo) }
        let locales = runner.manifest.locales
        let only = options.locales.map(Array.init)
        return shown.filter { CheckRunner.localeSelected($0.locale, locales) && CheckRunner.localeSelected($0.locale, only) }
    }

    private func sweep(_ entries: [LocalizedEntry], progress: (@Sendable (Int, Int) -> Void)?) -> Sweep {
        let manifest = runner.manifest
        var sweep = Sweep(
            components: components, entries: entries, texts: { [standIns] in standIns.text($0, $1) },
            measurer: runner.measurer, categories: categories, devices: manifest.devices,
            severities: manifest.severities, baseline: baseline, previews: options.previews,
            workers: max(1, options.workers ?? ProcessInfo.processInfo.activeProcessorCount), progress: progress,
            sourceValues: sourceValues, sourceLocales: sourceLocales, iconLineHeights: iconLineHeights,
            memoize: options.memoize)
        sweep.rules = VerdictRules(tolerance: manifest.tolerance)
        sweep.rules.systemFontIsStandIn = runner.measurer.systemFontIsStandIn
        sweep.sameAsSource = manifest.sameAsSource
        sweep.severities.atRisk = manifest.atRiskSeverity
        if let facts = options.expansion, options.pseudolocalize == nil, manifest.atRiskSeverity != .ignore {
            sweep.atRiskRule = AtRiskRule(facts: facts)
            sweep.riskLanguages = riskLanguages
            sweep.riskUpTo = manifest.limits.upTo
        }
        sweep.sourceMeasurements = sourceMeasurements
        sweep.besideRooms = besideRooms(entries)
        sweep.causes = options.causes
        sweep.replayKey = options.replayKey
        return sweep
    }

    /// The target languages of `at-risk`: every locale seen whose language is not the
    /// development language's (regional variants of it are not translations), sorted.
    var riskLanguages: [String] {
        let source = Set(sourceLocales.map { UntranslatedRule.language($0) })
        return seenLocales.filter { $0 != "Base" && !source.contains(UntranslatedRule.language($0)) }.sorted()
    }

    private var sweeps: Bool { !categories.isEmpty && !runner.manifest.devices.isEmpty }

    /// Pass 1: measures the adaptive titles among `entries` and keeps their masks.
    mutating func measureTitles(_ entries: [LocalizedEntry]) {
        guard sweeps else { return }
        let chosen = selected(entries)
        let manifest = runner.manifest
        let sweep = sweep(chosen, progress: nil)
        let all = CheckRunner.assign(
            chosen, components: components, componentCount: manifest.components.count, only: options.components,
            index: keyIndex)
        let titles = sweep.titleAssignments(all)
        guard !titles.isEmpty else { return }
        let partial = sweep.runTitles(sweep.grouped(titles))
        for (key, mask) in partial.titleMasks { titleMasks[key, default: 0] |= mask }
        totals.measurements += partial.measurements
    }

    /// Pass 2: measures every string of `entries` and returns its outcomes in report order.
    mutating func measureStrings(_ entries: [LocalizedEntry], progress: (@Sendable (Int, Int) -> Void)?) -> [StringOutcome] {
        for entry in entries where isSource(entry.locale) { sourceLocales.insert(entry.locale.identifier) }
        for entry in entries { seenLocales.insert(entry.locale.identifier) }
        noteMatchedKeys(entries)
        var chosen = selected(entries)
        if let key = options.replayKey { chosen = chosen.filter { $0.key == key } }
        self.entries += chosen.count
        guard sweeps else { return [] }
        let manifest = runner.manifest
        let assignments = CheckRunner.assign(
            chosen, components: components, componentCount: manifest.components.count, only: options.components,
            index: keyIndex)
        guard !assignments.isEmpty else { return [] }
        let sweep = sweep(chosen, progress: progress)
        var partial = sweep.runStrings(sweep.grouped(assignments), instanceMasks: titleMasks)
        var outcomes = partial.outcomes
        partial.outcomes = []  // the only copy, so it sorts in place
        CheckRunner.sort(&outcomes)
        totals.merge(partial)
        for outcome in outcomes {
            for result in outcome.results + outcome.textFindings where result.reported { findingSeverities[result.severity, default: 0] += 1 }
        }
        return outcomes
    }

    /// For every exact key no string matched whose element gives the text the app shows instead
    /// (`Element.keyFallbacks`): that text in every locale read, marked `inNoTable` (untranslated
    /// outside the source locale), placed at the element's line of the manifest.
    func fallbackEntries() -> [LocalizedEntry] {
        var result: [LocalizedEntry] = []
        var done = Set<String>()
        for item in unmatched {
            let element = components[item.component].elements[item.element]
            let pattern = element.keys[item.pattern]
            guard pattern.isExact, let text = element.keyFallbacks[pattern.pattern], done.insert(pattern.pattern).inserted else { continue }
            let location = SourceLocation(file: runner.manifest.file, line: max(element.line, 1), column: 1)
            for identifier in localeTags.keys.sorted() {
                result.append(.notInAnyTable(
                    key: pattern.pattern, table: element.table ?? "Localizable", locale: localeTags[identifier]!, text: text,
                    location: location))
            }
        }
        return result
    }

    /// Measures `fallbackEntries()` once every file is read: the keys no table has, as the app shows them.
    mutating func measureFallbacks() -> [StringOutcome] {
        let entries = fallbackEntries()
        guard !entries.isEmpty else { return [] }
        learnSources(entries)
        learnNeighbours(entries)
        if needsTitles { measureTitles(entries) }
        return measureStrings(entries, progress: nil)
    }

    private mutating func noteMatchedKeys(_ entries: [LocalizedEntry]) {
        guard !unmatched.isEmpty, !entries.isEmpty else { return }
        let keys = Set(entries.map(\.key))
        let components = components
        unmatched.removeAll { item in
            let pattern = components[item.component].elements[item.element].keys[item.pattern]
            return pattern.isExact ? keys.contains(pattern.pattern) : keys.contains { pattern.matches($0) }
        }
    }

    // MARK: Report

    /// The report of everything measured so far, without findings.
    func report(files: Int) -> CheckReport {
        var partial = totals
        partial.titleMasks = titleMasks
        let summaries = runner.summarize(partial, components: components, categories: categories)
        let statistics = Statistics(
            files: files, entries: entries, measurements: totals.measurements, verdicts: totals.verdicts, seconds: 0,
            baselined: totals.baselined, ignored: totals.ignored)
        let allProblems = (problems + totals.problems + unmatchedKeyProblems() + unmatchedLocaleProblems())
            .sorted { ($0.location, $0.message) < ($1.location, $1.message) }
        var report = CheckReport(outcomes: [], components: summaries, problems: allProblems, fonts: [], statistics: statistics)
        var severities = findingSeverities
        for problem in allProblems { severities[problem.severity, default: 0] += 1 }
        for summary in summaries { if let severity = summary.ruleSeverity { severities[severity, default: 0] += 1 } }
        report.statistics.severities = severities
        // Sorted so that the order does not depend on the workers; each string's boxes stay in
        // measuring order (device, category, orientation).
        report.replays = totals.replays.enumerated().sorted {
            ($0.element.component, $0.element.element, $0.element.locale, $0.element.variant ?? "", $0.offset)
                < ($1.element.component, $1.element.element, $1.element.locale, $1.element.variant ?? "", $1.offset)
        }.map(\.element)
        return report
    }

    /// An error for each locale the manifest or `--locale` selects that no string has (a typo would
    /// otherwise check nothing and pass).
    private func unmatchedLocaleProblems() -> [Problem] {
        let found = localesSeen.filter { !$0.isEmpty }.sorted().joined(separator: ", ")
        let location = SourceLocation(file: runner.manifest.file, line: 1, column: 1)
        var result: [Problem] = []
        for locale in runner.manifest.locales ?? [] where !localesSeen.contains(locale) {
            result.append(Problem(location: location, message: "locales: '\(locale)' is not the locale of any string (found: \(found))", severity: .error,
                                  configuration: true))
        }
        for locale in (options.locales ?? []).sorted() where !localesSeen.contains(locale) {
            result.append(Problem(location: location, message: "--locale '\(locale)' is not the locale of any string (found: \(found))", severity: .error,
                                  configuration: true))
        }
        return result
    }

    /// A warning for each key pattern of the manifest that matched no string (usually a typo).
    private func unmatchedKeyProblems() -> [Problem] {
        unmatched.map { item in
            let component = components[item.component]
            let element = component.elements[item.element]
            return Problem(
                location: SourceLocation(file: runner.manifest.file, line: max(element.line, 1), column: 1),
                message: "\(component.name) › \(element.name): the key '\(element.keys[item.pattern])' matches no string",
                severity: .warning)
        }
    }
}
