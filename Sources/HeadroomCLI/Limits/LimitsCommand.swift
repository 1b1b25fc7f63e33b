import ArgumentParser
import Foundation
import DynamicType
import HeadroomCheck
import HeadroomLimits
import HeadroomMeasure
import HeadroomProject

extension BudgetWriter.Format: ExpressibleByArgument {}
extension Pseudolanguage: ExpressibleByArgument {}
extension LimitsSession.SizeUnit: ExpressibleByArgument {}
extension LimitsError: CommandError {}

/// `headroom limits`: each key's room for translators (the narrowest box at the committed sizes and
/// devices), written into XLIFF, as character budgets, or into a copy of a String Catalog.
struct LimitsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "limits",
        abstract: "Gives translators each key's room: XLIFF maxwidth/font, character budgets, catalog comments.",
        discussion: """
            Without --xliff, --budgets, --catalog or --risk: lists each placed key's room. \
            Exit status: 0 on success; 1 with --risk when at-risk is an error and a string is at risk, \
            or when an input of the project could not be read (named on stderr; the rest is written); \
            2 for bad usage, a bad manifest or option file, or an output that is an input; 3 when an \
            output cannot be written. See docs/translators.md.
            """)

    @OptionGroup var manifestOptions: ManifestOptions

    @Option(name: .long, help: "An XLIFF 1.2 file or an .xcloc: adds maxwidth, size-unit and font to each placed trans-unit.")
    var xliff: String?

    @Option(name: .long, help: "With --xliff: maxwidth in points (pixel, for Weblate) or as the character budget of the file's language (char).")
    var sizeUnit: LimitsSession.SizeUnit = .pixel

    @Option(name: .long, help: "A String Catalog: writes a copy whose comments say how many characters fit.")
    var catalog: String?

    @Option(name: .long, help: "Character budgets per key and language.")
    var budgets: BudgetWriter.Format?

    @Flag(name: .long, help: "List source strings whose room is below a language's p90 expansion (at-risk).")
    var risk = false

    @Option(name: .long, parsing: .singleValue, help: "Languages for --budgets and --risk (repeatable, or a comma list; default: the project's).")
    var locale: [NameList] = []

    @Option(name: .long, help: "Write here (a new file; for an .xcloc, a new folder). Default: stdout for text outputs.")
    var output: String?

    @Flag(name: .long, help: "Write the limits into the --xliff input itself.")
    var inPlace = false

    @OptionGroup var fontsOptions: FontsOptions

    func validate() throws {
        let modes = [xliff != nil, catalog != nil, budgets != nil, risk].filter { $0 }.count
        if modes > 1 { throw ValidationError("use one of --xliff, --catalog, --budgets, --risk at a time") }
        if inPlace && xliff == nil { throw ValidationError("--in-place works with --xliff only (a catalog is always copied)") }
        if inPlace && output != nil { throw ValidationError("--in-place and --output exclude each other") }
        if xliff != nil && !inPlace && output == nil { throw ValidationError("--xliff needs --output PATH or --in-place") }
        if catalog != nil && output == nil { throw ValidationError("--catalog needs --output PATH (a copy of the catalog)") }
    }

    func run() throws {
        let project = try ProjectLoader(fontsOverride: fontsOptions.fonts).load(manifestOptions.path)
        let manifest = project.manifest
        var session = try LimitsSession(manifest: manifest, measurer: project.measurer)
        session.projectInputs = project.inputs
        let languages = NameList.flatten(locale)
        // An input that cannot be read (a strings file, a Swift file of `sources:`) does not stop
        // the others: it is named, its keys get no room, and the run exits 1 once the rest is written.
        let problems = project.problems.map { "\($0.location.file):\($0.location.line): \($0.message)" } + session.sources.problems
        for problem in problems { StandardOutput.printError("error: \(problem)\n") }
        var failed = !problems.isEmpty
        if let xliff {
            StandardOutput.printError(try session.annotateXLIFF(xliff, output: output, inPlace: inPlace, unit: sizeUnit))
        } else if let catalog, let output {
            StandardOutput.printError(try session.commentCatalog(catalog, output: output))
        } else if let budgets {
            try write(session.budgets(format: budgets, languages: languages), session: session)
        } else if risk {
            let report = session.riskReport(languages: languages)
            try write(report.text, session: session)
            if report.count > 0 && manifest.atRiskSeverity == .error { failed = true }
        } else {
            try write(session.roomListing(), session: session)
        }
        if failed { throw ExitCode(ExitStatus.findings) }
    }

    private func write(_ text: String, session: LimitsSession) throws {
        guard let output else {
            try StandardOutput.print(text)
            return
        }
        try LimitsSession.write(Data(text.utf8), to: output, refusing: session.refused())
    }
}
