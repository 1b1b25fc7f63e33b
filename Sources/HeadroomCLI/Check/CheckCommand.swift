import ArgumentParser
import DynamicType
import Foundation
import HeadroomCheck
import HeadroomFormats
import HeadroomLimits
import HeadroomMeasure
import HeadroomProject
import HeadroomReporters

/// `headroom check`: measures every string of every component described in `headroom.yml` at every
/// content size category and device, and reports what truncates.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Checks every localized string of every component at every Dynamic Type size.",
        discussion: """
            Reads headroom.yml (or --config), measures with the bundled fonts, and reports findings.
            Exit status: 0 when nothing reaches error severity, 1 when something does, 2 for bad usage \
            or an unreadable manifest.
            """)

    /// The baseline used when `--baseline` is not given (next to the manifest).
    static let defaultBaseline = ".headroom-baseline.json"

    @OptionGroup var manifestOptions: ManifestOptions

    @Option(name: .long, help: "The report format.")
    var format: OutputFormat = .xcode

    @Option(name: .long, help: "Write the report here (a directory for html; default Reports/).")
    var output: String?

    @Option(name: .long, parsing: .singleValue, help: "Only these locales (repeatable, or a comma list).")
    var locale: [NameList] = []

    @Option(name: .long, parsing: .singleValue, help: "Only these components or rules (repeatable, or a comma list).")
    var component: [NameList] = []

    @Option(name: .long, parsing: .singleValue, help: "Only these categories: xSmall … xxxLarge, AX1 … AX5 (repeatable, or a comma list).")
    var category: [CategoryList] = []

    @Option(name: .long, help: "Only findings of this cause: translation (only the translation fails) or design (the development-language text fails in the same box too).")
    var cause: Cause?

    @Option(name: .long, help: "Known findings to accept (default: .headroom-baseline.json beside the manifest, if present).")
    var baseline: String?

    @Flag(name: .long, help: "Write this run's findings as the baseline (to --baseline, or .headroom-baseline.json) and exit 0.")
    var writeBaseline = false

    @Flag(name: .long, help: "Ignore any baseline.")
    var noBaseline = false

    @Flag(name: .long, help: "Draw previews of failing strings (implied by --format html; with --format json, written into each outcome).")
    var previews = false

    @OptionGroup var fontsOptions: FontsOptions

    @Option(name: .long, parsing: .unconditional, help: "Worker threads (default: every core).")
    var jobs: Int?

    @Flag(name: .long, help: "xcode format: one diagnostic per finding (category and device) instead of one per string on each device.")
    var perFinding = false

    @Flag(name: .long, help: "No progress or summary on stderr.")
    var quiet = false

    @Option(name: .long, help: "Check Xcode's pseudolanguage of every source string instead of the translations: double, accented, bounded or rtl.")
    var pseudo: Pseudolanguage?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        let standardOutput = StandardOutput()
        let code = try execute(
            stdout: { standardOutput.write($0) },
            stderr: { StandardOutput.printError($0) })
        if let reason = standardOutput.failure { throw ReportWriteError.failed(path: "standard output", reason: reason) }
        if code != 0 { throw ExitCode(code) }
    }

    /// Runs the check, writing to the given sinks; returns 1 when a finding reached error severity,
    /// else 0. Usage and input errors are thrown (``CommandFailure`` words them).
    func execute(stdout: @escaping (String) -> Void, stderr: @escaping @Sendable (String) -> Void) throws -> Int32 {
        let outputFormat = format
        let categories = category.isEmpty ? nil : Set(category.flatMap(\.categories))
        let manifestPath = manifestOptions.path
        let project = try ProjectLoader(fontsOverride: fontsOptions.fonts).load(manifestPath)
        let manifest = project.manifest

        let baselinePath = baseline ?? PathResolver.resolve(Self.defaultBaseline, base: manifest.baseDirectory)
        var acceptedBaseline: Baseline?
        if !noBaseline && !writeBaseline {
            if baseline != nil || FileManager.default.fileExists(atPath: baselinePath) {
                acceptedBaseline = try Baseline.load(path: baselinePath)
            }
        }
        // Every file this run reads: no output may be written over one of them.
        var inputs = project.inputs
        if acceptedBaseline != nil { inputs.add(baselinePath) }
        let progress = (quiet || isatty(2) == 0) ? nil : CheckProgress(write: stderr)
        var options = CheckOptions(
            categories: categories, previews: previews || outputFormat == .html, baseline: acceptedBaseline, workers: jobs)
        if let locales = NameList.flatten(locale) { options.locales = Set(locales) }
        if let components = NameList.flatten(component) { options.components = Set(components) }
        if let cause { options.causes = [cause] }
        if let pseudo { options.pseudolocalize = { pseudo.entry($0) } } else { options.expansion = ExpansionTable.shipped }
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
        // What `sources:` could not read is a problem in the report, counted like a finding.
        let runner = CheckRunner(manifest: manifest, measurer: project.measurer, problems: project.problems)
        // On GitHub Actions, Markdown locations link to the files at the commit checked.
        let context = ReportContext.current(
            toolVersion: Headroom.version, workingDirectory: FileManager.default.currentDirectoryPath)
        let report: CheckReport

        if writeBaseline {
            var fingerprints = Set<String>()
            report = runner.run(options: options) { batch in
                for outcome in batch {
                    for finding in outcome.findings { fingerprints.insert(Baseline.fingerprint(finding)) }
                }
            }
            progress?.finish()
            let destination = try ReportDestination.open(baselinePath, inputs: inputs)
            try destination.write(Baseline(fingerprints: fingerprints).encoded())
            try destination.commit()
            if !quiet { stderr("headroom: wrote \(fingerprints.count) findings to \(baselinePath)\n") }
            return 0
        }
        let streaming: (any StreamingReporter)? =
            switch outputFormat {
            case .xcode: XcodeReporter(perFinding: perFinding)
            case .json: JSONReporter(includePreviews: previews)
            default: outputFormat.streamingReporter
            }
        if let reporter = streaming {
            // Outcomes go to the report as each batch of files is done; none is kept.
            let out = try streamingOutput(outputFormat, stdout: stdout, inputs: inputs)
            let writer = PipelinedReportWriter(reporter.makeWriter(context: context, output: out), depth: 1)
            var streamed: CheckReport
            do {
                streamed = try runner.run(options: options) { batch in try writer.write(batch) }
            } catch {
                writer.drain()
                throw error
            }
            streamed.fonts = project.fonts
            progress?.finish()
            try writer.finish(streamed)
            try out.finish()
            report = streamed
        } else {
            // HTML: the outcomes go to a store (each locale's to a temporary file), the pages are
            // built from it one at a time, each written before the next.
            let store = HTMLOutcomeStore()
            // Smaller batches and slices than the single-file formats': with its previews an
            // outcome weighs hundreds of times its translation's bytes, and memory follows the
            // largest slice in flight.
            var whole = try runner.run(options: options, batchBytes: 1 << 16, sliceEntries: 600) { batch in try store.add(batch) }
            whole.fonts = project.fonts
            progress?.finish()
            let source = manifest.sourceLocale.map { $0.replacingOccurrences(of: "_", with: "-") }
            let html = HTMLReporter(
                rooms: ManifestCharacterRooms(manifest: manifest, measurer: project.measurer),
                sourceLanguage: source.flatMap { $0.lowercased() == "base" ? nil : $0 } ?? "en")
            try CheckOutputWriter.writeDirectory(format: outputFormat, output: output, inputs: inputs) { folder in
                try html.render(whole, store: store, context: context, into: folder)
            }
            report = whole
        }
        if !quiet { stderr(CheckArguments.summary(report) + "\n") }
        // A configuration mistake (exit 2) is said on stderr too, whatever the format, --output and --quiet.
        for problem in report.problems where problem.configuration == true {
            stderr("\(problem.location.file):\(problem.location.line): error: \(ControlCharacters.escaped(problem.message))\n")
        }
        return report.exitCode
    }

    /// The destination of a single-file format: `--output` (a file, or a folder to put the
    /// format's default name in) or stdout.
    private func streamingOutput(_ format: OutputFormat, stdout: @escaping (String) -> Void, inputs: InputFiles) throws -> StreamedReportOutput {
        guard let output else {
            return StreamedReportOutput(sink: { stdout(String(decoding: $0, as: UTF8.self)) })
        }
        var isDirectory: ObjCBool = false
        let path = FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) && isDirectory.boolValue
            ? (output as NSString).appendingPathComponent(format.defaultFileName) : output
        return try StreamedReportOutput.file(path, inputs: inputs)
    }
}

/// A usage error of `headroom check` or `headroom init` (exit code 2), or an output that could
/// not be written (exit code 3, as ``ReportWriteError``).
enum CheckCommandError: CommandError {
    case usage(String)
    case cannotWrite(path: String, reason: String)

    var exitStatus: Int32 {
        if case .cannotWrite = self { return ExitStatus.cannotWrite }
        return ExitStatus.usage
    }

    var description: String {
        switch self {
        case .usage(let message): message
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        }
    }
}
