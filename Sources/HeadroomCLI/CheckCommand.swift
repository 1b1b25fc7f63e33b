import ArgumentParser
import DynamicType
import Foundation
import HeadroomCheck
import HeadroomReporters

/// `headroom check`: measures every string of every component described in `headroom.yml` at every
/// content size category and device, and reports what truncates.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Checks every localized string of every component at every Dynamic Type size.",
        discussion: """
            Reads headroom.yml (or --config), measures with the bundled fonts, and reports findings.
            Exit status: 0 when nothing reaches error severity, 1 when something does, 2 for bad usage \
            or an unreadable manifest.
            """)

    /// The version written into reports.
    static let toolVersion = "0.1.0"
    /// The baseline used when `--baseline` is not given (next to the manifest).
    static let defaultBaseline = ".headroom-baseline.json"

    @Option(name: .long, help: "The manifest (default: headroom.yml in the current directory).")
    var config: String?

    @Option(name: .long, help: "xcode, json, sarif, junit, github, markdown or html.")
    var format: String = "xcode"

    @Option(name: .long, help: "Write the report here (a directory for html; default Reports/).")
    var output: String?

    @Option(name: .long, parsing: .singleValue, help: "Only these locales (repeatable, or a comma list).")
    var locale: [String] = []

    @Option(name: .long, parsing: .singleValue, help: "Only these components or rules (repeatable, or a comma list).")
    var component: [String] = []

    @Option(name: .long, parsing: .singleValue, help: "Only these categories: xSmall … xxxLarge, AX1 … AX5 (repeatable, or a comma list).")
    var category: [String] = []

    @Option(name: .long, help: "Known findings to accept (default: .headroom-baseline.json beside the manifest, if present).")
    var baseline: String?

    @Flag(name: .long, help: "Write this run's findings as the baseline (to --baseline, or .headroom-baseline.json) and exit 0.")
    var writeBaseline = false

    @Flag(name: .long, help: "Ignore any baseline.")
    var noBaseline = false

    @Flag(name: .long, help: "Draw previews of failing strings (implied by --format html).")
    var previews = false

    @Option(name: .long, help: "The font folder holding manifest.json (overrides the manifest).")
    var fonts: String?

    @Option(name: .long, help: "Worker threads (default: every core).")
    var jobs: Int?

    @Flag(name: .long, help: "No progress or summary on stderr.")
    var quiet = false

    func run() async throws {
        let code = perform(
            stdout: { FileHandle.standardOutput.write(Data($0.utf8)) },
            stderr: { FileHandle.standardError.write(Data($0.utf8)) })
        if code != 0 { throw ExitCode(code) }
    }

    /// Runs the check, writing to the given sinks; returns the exit code.
    func perform(stdout: (String) -> Void, stderr: @escaping @Sendable (String) -> Void) -> Int32 {
        do {
            return try execute(stdout: stdout, stderr: stderr)
        } catch let error as CheckCommandError {
            stderr("error: \(error)\n")
            return 2
        } catch let error as ManifestError {
            stderr("\(error)\n")
            return 2
        } catch let error as BaselineError {
            stderr("\(error)\n")
            return 2
        } catch {
            stderr("error: \(error)\n")
            return 2
        }
    }

    private func execute(stdout: (String) -> Void, stderr: @escaping @Sendable (String) -> Void) throws -> Int32 {
        guard let outputFormat = OutputFormat(rawValue: format.lowercased()) else {
            throw CheckCommandError.usage(
                "--format '\(format)' is not one of " + OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))
        }
        if let jobs, jobs < 1 { throw CheckCommandError.usage("--jobs must be at least 1") }
        let categories = try CheckArguments.categories(category)
        let manifestPath = config ?? "headroom.yml"
        let manifest = try ManifestParser().load(path: manifestPath)
        let measurer = try CheckMeasurerFactory.make(manifest: manifest, fontsOverride: fonts)

        let baselinePath = baseline ?? PathResolver.resolve(Self.defaultBaseline, base: manifest.baseDirectory)
        var acceptedBaseline: Baseline?
        if !noBaseline && !writeBaseline {
            if baseline != nil || FileManager.default.fileExists(atPath: baselinePath) {
                acceptedBaseline = try Baseline.load(path: baselinePath)
            }
        }
        let progress = (quiet || isatty(2) == 0) ? nil : CheckProgress(write: stderr)
        var options = CheckOptions(
            categories: categories, previews: previews || outputFormat == .html, baseline: acceptedBaseline, workers: jobs)
        if let locales = CheckArguments.list(locale) { options.locales = Set(locales) }
        if let components = CheckArguments.list(component) { options.components = Set(components) }
        if let progress {
            options.progress = { done, total in progress.update(done, total) }
        }
        if let names = options.components {
            let known = Set((manifest.components + manifest.rules).map(\.name))
            if let unknown = names.sorted().first(where: { !known.contains($0) }) {
                throw CheckCommandError.usage(
                    "--component '\(unknown)' is not in \(manifest.file); components: " + known.sorted().joined(separator: ", "))
            }
        }
        var report = CheckRunner(manifest: manifest, measurer: measurer.measurer).run(options: options)
        report.fonts = measurer.fonts
        progress?.finish()

        if writeBaseline {
            try Baseline(findings: report.findings).write(path: baselinePath)
            if !quiet { stderr("headroom: wrote \(report.findings.count) findings to \(baselinePath)\n") }
            return 0
        }
        let context = ReportContext(
            toolVersion: Self.toolVersion, workingDirectory: FileManager.default.currentDirectoryPath)
        let files = try outputFormat.reporter.render(report, context: context)
        try CheckOutputWriter.write(files, format: outputFormat, output: output, stdout: stdout)
        if !quiet { stderr(CheckArguments.summary(report) + "\n") }
        return report.exitCode
    }
}

/// A usage error of `headroom check` or `headroom init` (exit code 2).
enum CheckCommandError: Error, CustomStringConvertible {
    case usage(String)
    case cannotWrite(path: String, reason: String)

    var description: String {
        switch self {
        case .usage(let message): message
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        }
    }
}
