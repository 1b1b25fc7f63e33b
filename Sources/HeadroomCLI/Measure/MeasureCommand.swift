import ArgumentParser
import DynamicType
import HeadroomCheck
import HeadroomFormats
import HeadroomMeasure
import HeadroomText

/// `headroom measure`: what a UILabel does with one string at each content size category, or a
/// JSON Lines batch of such questions.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Measures a string like UILabel: lines, heights, truncation and headroom per Dynamic Type size.",
        discussion: """
            Examples:
              headroom measure "Einstellungen" --width 180 --style headline --lines 1 --category all
              headroom measure "Hello" --width 120 --font MyFont.ttf --size 17 --show
              headroom measure --batch cases.jsonl
              headroom measure --config headroom.yml --key settings.title --locale de
            Usage errors exit with code 2; a batch with a failed line exits with code 1.
            The JSON output is a stable contract, documented in docs/measure.md.
            """
    )

    /// `--format`.
    enum Format: String, CaseIterable, ExpressibleByArgument { case text, json }

    @Argument(help: "The text to measure (omit with --batch).")
    var text: String?

    // Numbers are taken unconditionally (here and below) so that `--width -12` is reported as negative, not as an option.
    @Option(parsing: .unconditional, help: "Available width in points (> 0).")
    var width: Double?

    @Option(parsing: .unconditional, help: "Line limit, numberOfLines (0 = unlimited).")
    var lines: Int = 1

    @Option(help: "Text style.")
    var style: TextStyle?

    @Option(help: "Content size category: a name, a comma list or 'all'.")
    var category = CategoryList([.large])

    @Option(help: "A font file (.ttf, .otf, .ttc) instead of the bundled stack; needs --size.")
    var font: String?

    @Option(name: .customLong("font-index"), parsing: .unconditional, help: "Face index in a .ttc collection.")
    var fontIndex: Int = 0

    @Option(parsing: .unconditional, help: "Point size: of --font, or of the bundled stack without --font (the stand-in's iOS calibration kept); with --style too, scaled per category like UIFontMetrics.")
    var size: Double?

    @Option(name: .customLong("max-size"), parsing: .unconditional, help: "maximumPointSize for a scaled --font.")
    var maxSize: Double?

    @Option(help: "Font weight (regular, semibold, bold, 100...900); default: the style's.")
    var weight: FontWeight?

    @Option(help: "Locale of the text (line breaking, shaping, CJK font choice).")
    var locale: String = ""

    @Option(parsing: .unconditional, help: "Screen scale for pixel rounding: 1, 2 or 3.")
    var scale: Int = 3

    @Option(help: "Output format.")
    var format: Format = .text

    @OptionGroup var fontsOptions: FontsOptions

    @Flag(help: "Show the wrapped lines and where the ellipsis falls.")
    var show = false

    @Flag(name: .customLong("no-tracking"), help: "Do not add the system stand-in's fitted tracking (style mode).")
    var noTracking = false

    @Flag(name: .customLong("push-out"), help: "Apply the .pushOut orphan rule.")
    var pushOut = false

    @Flag(name: .customLong("no-hangul-word-priority"), help: "Allow breaks between Hangul syllables.")
    var noHangulWordPriority = false

    @Option(help: "JSON Lines file of questions ('-' for standard input); one JSON answer per line.")
    var batch: String?

    @Option(help: "With --key: the manifest whose boxes to replay.")
    var config: String?

    @Option(help: "Replay the boxes `headroom check` measured for this key (every category, device and orientation); with --config, and --locale / --component to narrow it.")
    var key: String?

    @Option(parsing: .singleValue, help: "With --key: only these components or rules (repeatable, or a comma list).")
    var component: [NameList] = []

    func validate() throws {
        if key != nil || config != nil {
            guard key != nil, config != nil else { throw ValidationError("--key and --config go together") }
            guard text == nil, batch == nil else { throw ValidationError("--key replays a string of the manifest: give no text and no --batch") }
            return
        }
        if !component.isEmpty { throw ValidationError("--component needs --config and --key") }
        do {
            if batch != nil {
                guard text == nil else { throw MeasureError.badCombination("give either a text or --batch, not both") }
                return
            }
            _ = try makeRequest()
        } catch let error as MeasureError {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        let output = MeasureFileOutput.standardOutput
        // A failed batch line is exit 1, but answers that could not be written are exit 3.
        var thrown: (any Error)?
        do { try execute(output: output) } catch { thrown = error }
        output.flush()
        if let reason = output.failure { throw ReportWriteError.failed(path: "standard output", reason: reason) }
        if let thrown { throw thrown }
    }

    /// Runs the command, writing answers to `output`. Throws ``BatchFailure`` (exit 1) when a batch
    /// line failed, or a ``MeasureError`` (exit 2).
    func execute(output: MeasureOutput) throws {
        let fontsOption = fontsOptions.fonts
        if let key, let config {
            let replay = MeasureReplay(
                config: config, key: key, locales: locale.isEmpty ? nil : [locale],
                components: NameList.flatten(component), fonts: fontsOption)
            let (boxes, problems) = try replay.run()
            switch format {
            case .json: output.write(MeasureReplay.json(boxes, key: key).pretty + "\n")
            case .text: output.write(MeasureReplay.text(boxes, key: key, config: config))
            }
            output.flush()
            // An input that could not be read is named and makes the run exit 1, as in `check`.
            for problem in problems {
                StandardOutput.printError("\(problem.location.file):\(problem.location.line): error: \(ControlCharacters.escaped(problem.message))\n")
            }
            if !problems.isEmpty { throw ExitCode(ExitStatus.findings) }
            return
        }
        let engines = MeasureEngines(fontsDirectory: { try FontsLocator.locate(explicit: fontsOption) })
        if let batch {
            let reader = try BatchLineReader(path: batch)
            let runner = BatchRunner(engines: engines, defaultLocale: locale, flushEachLine: batch == "-")
            let summary = runner.run(reader, output: output)
            if summary.failed > 0 { throw BatchFailure(failed: summary.failed, total: summary.failed + summary.answered) }
            return
        }
        let request = try makeRequest()
        let rows = try engines.measure(request)
        switch format {
        case .json: output.write(MeasureCommand.document(request: request, rows: rows).pretty + "\n")
        case .text: output.write(MeasureTextReport(request: request, rows: rows, show: show).render())
        }
        output.flush()
    }

    /// Checks every option and builds the request.
    func makeRequest() throws -> MeasureRequest {
        guard let text else { throw MeasureError.missingText }
        guard let width else { throw MeasureError.badCombination("missing --width (the available width in points)") }
        let checkedText = try MeasureValues.text(text)
        let checkedWidth = try MeasureValues.width(width)
        let checkedLines = try MeasureValues.lines(lines)
        let checkedScale = try MeasureValues.scale(scale)
        let measureFont: MeasureFont
        if let font {
            guard let size else { throw MeasureError.badCombination("--font needs --size (the point size)") }
            guard fontIndex >= 0 else {
                throw MeasureError.invalidValue(option: "--font-index", value: "\(fontIndex)", reason: "must be a face index 0 or more")
            }
            measureFont = .file(path: font, faceIndex: fontIndex, size: try MeasureValues.size(size), scaledBy: style)
        } else if let size {
            // The bundled stack at a size: fixed, or scaled like UIFontMetrics with --style.
            measureFont = .sized(size: try MeasureValues.size(size), scaledBy: style)
        } else {
            guard let style else {
                throw MeasureError.badCombination(
                    "give --style (one of: \(MeasureError.styleNames)), --size PT, or --font PATH --size PT")
            }
            measureFont = .style(style)
        }
        let checkedWeight = weight ?? style?.weight ?? .regular
        var options = LayoutOptions(scale: checkedScale)
        if case .file = measureFont {} else { options.tracking = !noTracking }
        options.pushOut = pushOut
        options.hangulWordPriority = !noHangulWordPriority
        return MeasureRequest(
            text: checkedText, width: checkedWidth, lines: checkedLines, font: measureFont, weight: checkedWeight,
            categories: category.categories, locale: locale, options: options,
            maximumPointSize: try maxSize.map { try MeasureValues.size($0, option: "--max-size") })
    }

    /// The `--format json` document: the question and one result per category.
    static func document(request: MeasureRequest, rows: [MeasureRow]) -> MeasureJSON {
        var font: [String: MeasureJSON] = ["weight": .string(request.weight.name)]
        switch request.font {
        case let .style(style):
            font["style"] = .string(style.rawValue)
            font["file"] = .null
        case let .sized(size, scaledBy):
            font["file"] = .null
            font["size"] = .number(size)
            font["style"] = scaledBy.map { .string($0.rawValue) } ?? .null
            font["maximumPointSize"] = request.maximumPointSize.map(MeasureJSON.number) ?? .null
        case let .file(path, faceIndex, size, scaledBy):
            font["file"] = .string(path)
            font["faceIndex"] = .int(faceIndex)
            font["size"] = .number(size)
            font["style"] = scaledBy.map { .string($0.rawValue) } ?? .null
            font["maximumPointSize"] = request.maximumPointSize.map(MeasureJSON.number) ?? .null
        }
        return .object([
            "text": .string(request.text),
            "width": .number(request.width),
            "linesAllowed": .int(request.lines),
            "locale": .string(request.locale),
            "scale": .int(Int(request.options.scale)),
            "tracking": .bool(request.options.tracking),
            "pushOut": .bool(request.options.pushOut),
            "hangulWordPriority": .bool(request.options.hangulWordPriority),
            "font": .object(font),
            "results": .array(rows.map(\.json)),
        ])
    }
}
