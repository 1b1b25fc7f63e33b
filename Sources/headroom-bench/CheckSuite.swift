import DynamicType
import Foundation
import HeadroomMeasure
import HeadroomCheck
import HeadroomFormats
import HeadroomProject
import HeadroomReporters

/// `headroom check` of the whole corpus under one catch-all rule at the 12 categories (target:
/// under 10 s), through the same runner and measurer the command uses; or of a manifest
/// (`--manifest`, e.g. one `headroom init` wrote with the scan's components), loaded as the command
/// loads it (``ProjectLoader``: `sources:` applied).
struct CheckSuite {
    let options: BenchOptions

    func run() throws -> [BenchResult] {
        var manifest = Manifest.catchAll(paths: [options.corpus], categories: ContentSizeCategory.allCases, fontsDirectory: options.fonts)
        var name = "check corpus, catch-all rule, 12 categories"
        var measurer = try LayoutMeasurer(fontsDirectory: options.fonts)
        var problems: [Problem] = []
        if let path = options.manifest {
            // Read as `headroom check --config --fonts` reads it: `sources:` applied, the same input rules.
            let project = try ProjectLoader(fontsOverride: options.fonts).load(path)
            manifest = project.manifest
            measurer = project.measurer
            problems = project.problems
            name = "check \(path) (\(manifest.components.count) components, \(manifest.categories.count) categories"
                + (problems.isEmpty ? ")" : ", \(problems.count) inputs unreadable)")
        }
        var report: CheckReport?
        var findings = 0
        var reportBytes = 0
        let (seconds, cpu): (Double, Double)
        if let format = options.checkFormat {
            // The command's whole path: findings streamed through the reporter into a discarding output.
            guard let reporter = OutputFormat(rawValue: format)?.streamingReporter else {
                throw BenchOptions.UsageError(description: "--check-format \(format): not a streaming format")
            }
            name += ", \(format) report streamed"
            let output = CountingOutput()
            let context = ReportContext(toolVersion: "bench", workingDirectory: FileManager.default.currentDirectoryPath)
            let writer = reporter.makeWriter(context: context, output: output)
            (seconds, cpu) = try Stopwatch.wall {
                var streamed = try CheckRunner(manifest: manifest, measurer: measurer, problems: problems).run(batchBytes: options.batchBytes) { batch in
                    findings += batch.reduce(0) { $0 + $1.reportedCount }
                    try writer.write(outcomes: batch)
                }
                streamed.fonts = []
                try writer.finish(streamed)
                report = streamed
            }
            reportBytes = output.bytes
        } else {
            // Findings streamed out of the runner and dropped, as a reporter would after writing them.
            (seconds, cpu) = Stopwatch.wall {
                report = CheckRunner(manifest: manifest, measurer: measurer, problems: problems).run(batchBytes: options.batchBytes) { findings += $0.reduce(0) { $0 + $1.reportedCount } }
            }
        }
        let stats = report?.statistics
        let verdicts = stats?.verdicts.values.reduce(0, +) ?? 0
        return [
            BenchResult(suite: "check", name: name, value: seconds, unit: "s",
                        target: options.manifest == nil ? "< 10 s: \(seconds < 10 ? "met" : "NOT met")" : "",
                        note: "\(stats?.files ?? 0) files, \(stats?.entries ?? 0) entries, \(stats?.measurements ?? 0) measurements, \(findings) findings, \(verdicts) verdicts, \(ProcessInfo.processInfo.activeProcessorCount) workers"
                            + (reportBytes > 0 ? ", report \(reportBytes / 1_048_576) MiB" : "")),
            BenchResult(suite: "check", name: "check CPU time (all threads)", value: cpu, unit: "s"),
            BenchResult(suite: "check", name: "peak RSS", value: PeakMemory.mebibytes(), unit: "MiB"),
        ]
    }
}
