import DynamicType
import Foundation
import HeadroomCLI
import HeadroomCheck
import HeadroomFormats

/// Parsing the whole corpus (target: under 2 s).
struct FormatsSuite {
    let options: BenchOptions

    func run() -> [BenchResult] {
        var loaded = LoadResult(entries: [], problems: [], files: [])
        var seconds = Double.infinity
        for _ in 0..<options.repeats {
            seconds = min(seconds, Stopwatch.wall { loaded = LocalizationLoader().load(paths: [options.corpus]) }.wall)
        }
        return [
            BenchResult(suite: "formats", name: "parse whole corpus", value: seconds, unit: "s", target: "< 2 s: \(seconds < 2 ? "met" : "NOT met")",
                        note: "\(loaded.files.count) files, \(loaded.entries.count) entries, \(loaded.problems.count) problems"),
            BenchResult(suite: "formats", name: "peak RSS", value: PeakMemory.mebibytes(), unit: "MiB"),
        ]
    }
}

/// `headroom check` of the whole corpus under one catch-all rule at the 12 categories (target:
/// under 10 s), through the same runner and measurer the command uses.
struct CheckSuite {
    let options: BenchOptions

    func run() throws -> [BenchResult] {
        let manifest = Manifest.catchAll(paths: [options.corpus], categories: ContentSizeCategory.allCases, fontsDirectory: options.fonts)
        let measurer = try LayoutMeasurer(fontsDirectory: options.fonts)
        var report: CheckReport?
        let (seconds, cpu) = Stopwatch.wall { report = CheckRunner(manifest: manifest, measurer: measurer).run() }
        let stats = report?.statistics
        let truncations = stats?.verdicts.values.reduce(0, +) ?? 0
        return [
            BenchResult(suite: "check", name: "check corpus, catch-all rule, 12 categories", value: seconds, unit: "s",
                        target: "< 10 s: \(seconds < 10 ? "met" : "NOT met")",
                        note: "\(stats?.files ?? 0) files, \(stats?.entries ?? 0) entries, \(stats?.measurements ?? 0) measurements, \(report?.findings.count ?? 0) findings, \(truncations) verdicts, \(ProcessInfo.processInfo.activeProcessorCount) workers"),
            BenchResult(suite: "check", name: "check CPU time (all threads)", value: cpu, unit: "s"),
            BenchResult(suite: "check", name: "peak RSS", value: PeakMemory.mebibytes(), unit: "MiB"),
        ]
    }
}
