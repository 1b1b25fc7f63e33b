import DynamicType
import Foundation
import HeadroomFormats

/// Runs `headroom check`: loads the manifest's strings, sweeps every component, element, key,
/// variant, locale, category and device through a `TextMeasurer`, and returns the report.
/// `headroom-bench` calls it the same way the command does.
public struct CheckRunner: Sendable {
    public let manifest: Manifest
    public let measurer: any TextMeasurer

    public init(manifest: Manifest, measurer: any TextMeasurer) {
        self.manifest = manifest
        self.measurer = measurer
    }

    /// Loads the strings named by the manifest (bad files become problems) and checks them.
    public func run(options: CheckOptions = CheckOptions()) -> CheckReport {
        let started = Date()
        let paths = manifest.strings.flatMap { PathResolver.expand($0.pattern, base: manifest.baseDirectory) }
        let loaded = LocalizationLoader().load(paths: paths)
        let problems = loaded.problems.map { Problem(location: $0.location, message: $0.reason) }
        var report = check(entries: loaded.entries, options: options, problems: problems, files: loaded.files.count)
        report.statistics.seconds = Date().timeIntervalSince(started)
        return report
    }

    /// Checks entries already loaded. `problems` are carried into the report as they are.
    public func check(
        entries allEntries: [LocalizedEntry], options: CheckOptions = CheckOptions(), problems: [Problem] = [],
        files: Int = 0
    ) -> CheckReport {
        let started = Date()
        let sourceLocales = Self.sourceLocales(manifest: manifest, entries: allEntries)
        var sourceValues: [String: String] = [:]
        for entry in allEntries where sourceLocales.contains(entry.locale.identifier) {
            let key = Sweep.sourceKey(entry)
            if sourceValues[key] == nil { sourceValues[key] = entry.value }
        }
        let entries = allEntries.filter { entry in
            Self.localeSelected(entry.locale, manifest.locales) && Self.localeSelected(entry.locale, options.locales.map(Array.init))
        }
        let categories = manifest.categories.filter { options.categories?.contains($0) ?? true }
        let components = manifest.components + manifest.rules
        let assignments = Self.assign(entries, components: components, componentCount: manifest.components.count, only: options.components)

        var styles = Set<TextStyle>()
        for component in components {
            for element in component.elements {
                for spec in [element.width.horizontal, element.width.vertical] {
                    if case .device(_, let icon?, _) = spec { styles.insert(icon.relativeTo) }
                }
            }
        }
        var iconLineHeights: [TextStyle: [Double]] = [:]
        for style in styles {
            iconLineHeights[style] = ContentSizeCategory.allCases.map { category in
                let size = Double(style.pointSize(at: category))
                return (try? measurer.lineHeight(typeface: .system(style.weight), pointSize: size))
                    ?? Double(style.leading(at: category))
            }
        }

        var partial = SweepPartial()
        if !categories.isEmpty && !manifest.devices.isEmpty {
            let sweep = Sweep(
                components: components, entries: entries, texts: Self.texter(samples: manifest.samples),
                measurer: measurer, categories: categories, devices: manifest.devices, severities: manifest.severities,
                baseline: options.baseline?.lookup() ?? [], previews: options.previews,
                workers: max(1, options.workers ?? ProcessInfo.processInfo.activeProcessorCount),
                progress: options.progress, sourceValues: sourceValues, sourceLocales: sourceLocales,
                iconLineHeights: iconLineHeights, memoize: options.memoize)
            partial = sweep.run(assignments)
        }
        let deviceOrder = Dictionary(uniqueKeysWithValues: manifest.devices.enumerated().map { ($1.name, $0) })
        var findings = partial.findings
        partial.findings = []  // the only copy, so it sorts in place
        Self.sort(&findings, deviceOrder)
        let previews = partial.previews.sorted {
            ($0.location, $0.component, $0.element, $0.variant ?? "") < ($1.location, $1.component, $1.element, $1.variant ?? "")
        }
        let summaries = summarize(partial, components: components, categories: categories)
        let statistics = Statistics(
            files: files, entries: entries.count, measurements: partial.measurements, verdicts: partial.verdicts,
            seconds: Date().timeIntervalSince(started), baselined: partial.baselined, ignored: partial.ignored)
        let allProblems = (problems + partial.problems + unmatchedKeyProblems(allEntries, components: components)).sorted { ($0.location, $0.message) < ($1.location, $1.message) }
        return CheckReport(
            findings: findings, components: summaries, problems: allProblems, fonts: [], previews: previews,
            statistics: statistics)
    }

    /// A warning for each key pattern of the manifest that matches no string (usually a typo).
    func unmatchedKeyProblems(_ entries: [LocalizedEntry], components: [Component]) -> [Problem] {
        guard !manifest.file.isEmpty else { return [] }
        let keys = Set(entries.map(\.key))
        var result: [Problem] = []
        for component in components {
            for element in component.elements {
                for pattern in element.keys where !keys.contains(where: { pattern.matches($0) }) {
                    result.append(
                        Problem(
                            location: SourceLocation(file: manifest.file, line: max(element.line, 1), column: 1),
                            message: "\(component.name) › \(element.name): the key '\(pattern)' matches no string",
                            severity: .warning))
                }
            }
        }
        return result
    }

    // MARK: Planning

    /// Every (component, element, entry) to measure. A key in a declared component is measured
    /// there (in each component that shows it); other keys fall to the first rule that matches.
    static func assign(
        _ entries: [LocalizedEntry], components: [Component], componentCount: Int, only: Set<String>?
    ) -> [Assignment] {
        var result: [Assignment] = []
        for (index, entry) in entries.enumerated() {
            var claimed = false
            for c in 0..<componentCount {
                for (e, element) in components[c].elements.enumerated() {
                    for pattern in element.keys {
                        guard let captures = pattern.captures(entry.key) else { continue }
                        claimed = true
                        if only?.contains(components[c].name) ?? true {
                            result.append(Assignment(component: c, element: e, entry: index, instance: captures.joined(separator: "\u{1}")))
                        }
                        break
                    }
                }
            }
            if claimed { continue }
            for r in componentCount..<components.count {
                guard components[r].elements[0].keys.contains(where: { $0.matches(entry.key) }) else { continue }
                if only?.contains(components[r].name) ?? true {
                    result.append(Assignment(component: r, element: 0, entry: index, instance: ""))
                }
                break
            }
        }
        return result
    }

    /// The manifest's `sourceLocale`, else `en` and `Base`.
    static func sourceLocales(manifest: Manifest, entries: [LocalizedEntry]) -> Set<String> {
        if let source = manifest.sourceLocale {
            var identifiers: Set<String> = [source]
            for entry in entries where entry.locale.bcp47 == source || entry.locale.identifier == source {
                identifiers.insert(entry.locale.identifier)
            }
            return identifiers
        }
        return ["en", "Base", "en-US"]
    }

    static func localeSelected(_ locale: LocaleTag, _ selection: [String]?) -> Bool {
        guard let selection else { return true }
        return selection.contains { $0 == locale.identifier || $0 == locale.bcp47 }
    }

    static func texter(samples: [String: [String]]) -> @Sendable (LocalizedEntry) -> String {
        let sampler = ArgumentSampler(samples: samples)
        return { sampler.measurableText(for: $0).text }
    }

    /// Findings in report order. Sorts small integer keys (file rank, line, column, category,
    /// device) rather than moving the large findings around, and compares the findings themselves
    /// only to break ties.
    static func sorted(_ findings: [Finding], _ devices: [String: Int]) -> [Finding] {
        var result = findings
        sort(&result, devices)
        return result
    }

    /// Sorts findings in report order in place: sorts the small keys, then moves each finding to
    /// its place along the permutation's cycles, with no second array of findings.
    static func sort(_ findings: inout [Finding], _ devices: [String: Int]) {
        let files = Set(findings.map(\.location.file)).sorted()
        let fileRank = Dictionary(uniqueKeysWithValues: files.enumerated().map { ($1, $0) })
        struct Key {
            var file, line, column, category, device, index: Int
        }
        let keys = findings.enumerated().map { index, finding in
            Key(
                file: fileRank[finding.location.file]!, line: finding.location.line, column: finding.location.column,
                category: finding.category.index, device: devices[finding.device] ?? Int.max, index: index)
        }
        let ordered = keys.sorted { a, b in
            let left = (a.file, a.line, a.column, a.category, a.device)
            let right = (b.file, b.line, b.column, b.category, b.device)
            if left != right { return left < right }
            return order(findings[a.index], findings[b.index], devices)
        }
        var placed = [Bool](repeating: false, count: findings.count)
        for start in findings.indices where !placed[start] {
            // Position i takes the finding at ordered[i].index.
            var position = start
            let first = findings[start]
            while true {
                placed[position] = true
                let from = ordered[position].index
                if from == start {
                    findings[position] = first
                    break
                }
                findings[position] = findings[from]
                position = from
            }
        }
    }

    /// File, line, column, category, device; then the rest, so equal positions still sort stably.
    static func order(_ a: Finding, _ b: Finding, _ devices: [String: Int]) -> Bool {
        if a.location != b.location { return a.location < b.location }
        if a.category != b.category { return a.category < b.category }
        let da = devices[a.device] ?? Int.max
        let db = devices[b.device] ?? Int.max
        if da != db { return da < db }
        return (a.component, a.element, a.variant ?? "", a.verdict.rawValue, a.key)
            < (b.component, b.element, b.variant ?? "", b.verdict.rawValue, b.key)
    }

    // MARK: Summaries

    private func summarize(_ partial: SweepPartial, components: [Component], categories: [ContentSizeCategory])
        -> [ComponentSummary]
    {
        var groupTitleMasks: [GroupKey: UInt16] = [:]
        for (key, mask) in partial.titleMasks { groupTitleMasks[key.group, default: 0] |= mask }
        var summaries: [ComponentSummary] = []
        for (group, count) in partial.strings where group.component < manifest.components.count {
            let component = components[group.component]
            let device = manifest.devices[group.device]
            let horizontal = partial.horizontalMasks[group] ?? 0
            let firstTruncation = categories.first { horizontal & (1 << UInt16($0.index)) != 0 }
            var summary = ComponentSummary(
                component: component.name, layout: ComponentSummary.Layout(rawValue: component.layout.rawValue)!,
                locale: group.locale, device: device.name, firstVerticalCategory: nil, ruleProblem: nil,
                firstHorizontalTruncation: firstTruncation, strings: count)
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
        let deviceOrder = Dictionary(uniqueKeysWithValues: manifest.devices.enumerated().map { ($1.name, $0) })
        let componentOrder = Dictionary(uniqueKeysWithValues: components.enumerated().map { ($1.name, $0) })
        return summaries.sorted {
            ((componentOrder[$0.component] ?? 0), $0.locale, deviceOrder[$0.device] ?? 0)
                < ((componentOrder[$1.component] ?? 0), $1.locale, deviceOrder[$1.device] ?? 0)
        }
    }
}
