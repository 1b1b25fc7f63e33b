import DynamicType
import Foundation
import Testing

@testable import HeadroomCLI
@testable import HeadroomMeasure

/// `headroom measure` end to end, in-process, with the bundled fonts.
@Suite("headroom measure")
struct MeasureCommandTests {
    typealias H = MeasureHarness

    // MARK: Outputs (golden)

    @Test("text table with --show for every category (golden)")
    func textGolden() throws {
        let result = try H.run(["Einstellungen", "--width", "180", "--style", "headline", "--lines", "1", "--category", "all", "--show"])
        #expect(result.code == 0)
        #expect(result.errors.isEmpty)
        try H.expectGolden(result.output, "einstellungen-headline-all.txt")
    }

    @Test("a truncating two-line text shows the ellipsis on the last visible line (golden)")
    func truncationGolden() throws {
        let text = "Benachrichtigungen für neue Nachrichten und Erwähnungen aktivieren"
        let result = try H.run([text, "--width", "160", "--style", "body", "--lines", "2", "--category", "Large,AX3", "--show", "--locale", "de"])
        #expect(result.code == 0)
        try H.expectGolden(result.output, "benachrichtigungen-body-2-lines.txt")
        #expect(result.output.contains("…│  ellipsis at"))
    }

    @Test("JSON output for a font file at a fixed size (golden)")
    func jsonGolden() throws {
        let result = try H.run(["Settings and privacy", "--width", "120", "--font", H.interRegular, "--size", "17", "--lines", "0", "--format", "json"])
        #expect(result.code == 0)
        // The path is the checkout's; make the golden independent of where the repo lives.
        let portable = result.output.replacingOccurrences(of: H.repoRoot.path, with: "<repo>")
        try H.expectGolden(portable, "settings-inter-17.json")
    }

    // MARK: Behaviour

    @Test("each category row uses the HIG point size and is self-consistent")
    func rowsFollowTheTable() throws {
        let result = try H.run(["Einstellungen und Datenschutz", "--width", "150", "--style", "subheadline", "--lines", "1", "--category", "all", "--format", "json"])
        #expect(result.code == 0)
        let document = try #require(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let rows = try #require(document["results"] as? [[String: Any]])
        #expect(rows.count == ContentSizeCategory.allCases.count)
        for (row, category) in zip(rows, ContentSizeCategory.allCases) {
            #expect(row["category"] as? String == category.displayName)
            #expect((row["pointSize"] as? Double) == Double(TextStyle.subheadline.pointSize(at: category)))
            let unconstrained = try #require(row["unconstrainedHeight"] as? Double)
            let limited = try #require(row["limitedHeight"] as? Double)
            let truncates = try #require(row["truncates"] as? Bool)
            #expect(truncates == (unconstrained > limited))
            #expect(row["verdict"] as? String == (truncates ? "truncates" : "fits"))
            let headroom = try #require(row["headroom"] as? Double)
            let overflow = try #require(row["overflow"] as? Double)
            #expect(truncates ? overflow > 0 && headroom == 0 : overflow == 0 && headroom >= 0)
            let lineTexts = try #require(row["lineTexts"] as? [String])
            #expect(lineTexts.count == row["lines"] as? Int)
            #expect(lineTexts.joined() == "Einstellungen und Datenschutz")
        }
        // The text grows with the size: the largest size needs more lines than the smallest.
        let first = try #require(rows.first?["lines"] as? Int), last = try #require(rows.last?["lines"] as? Int)
        #expect(last > first)
    }

    @Test("a custom font scaled by a style follows UIFontMetrics")
    func scaledCustomFont() throws {
        let result = try H.run(["Hello", "--width", "300", "--font", H.interRegular, "--size", "17", "--style", "body", "--category", "all", "--max-size", "40", "--format", "json"])
        #expect(result.code == 0)
        let document = try #require(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let rows = try #require(document["results"] as? [[String: Any]])
        let scaler = FontMetricsScaler(style: .body)
        #expect(rows.map { $0["pointSize"] as? Double } == ContentSizeCategory.allCases.map { scaler.scaledPointSize(17, at: $0, maximumPointSize: 40) })
    }

    @Test("natural width is the text's width on one line and wider text needs more lines")
    func naturalWidthDrivesWrapping() throws {
        let one = try H.run(["Download", "--width", "400", "--font", H.interRegular, "--size", "20", "--format", "json"])
        let document = try #require(JSONSerialization.jsonObject(with: Data(one.output.utf8)) as? [String: Any])
        let row = try #require((document["results"] as? [[String: Any]])?.first)
        let natural = try #require(row["naturalWidth"] as? Double)
        #expect(natural > 0 && natural < 400)
        // Exactly as wide as the text: fits on one line; a bit narrower: truncates at one line.
        let fits = try H.run(["Download", "--width", String(natural + 0.01), "--font", H.interRegular, "--size", "20", "--format", "json"])
        let tight = try H.run(["Download", "--width", String(natural - 0.5), "--font", H.interRegular, "--size", "20", "--format", "json"])
        #expect(fits.output.contains("\"truncates\": false"))
        #expect(tight.output.contains("\"truncates\": true"))
    }

    // MARK: Batch

    @Test("batch: one answer per line in order; a bad line in the middle gets an error and the rest go on")
    func batchWithBadLine() throws {
        let lines = [
            #"{"text": "Einstellungen", "width": 180, "lines": 1, "style": "headline", "category": "Large"}"#,
            #"{"text": "Einstellungen", "width": -5, "lines": 1, "style": "headline"}"#,
            "",
            #"{"text": "Settings", "width": 100, "lines": 0, "font": "\#(H.interRegular)", "size": 17}"#,
        ]
        let path = try H.temporaryFile(Data(lines.joined(separator: "\n").utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try H.run(["--batch", path])
        #expect(result.code == 1)
        #expect(result.errors.contains("1 of 3 batch lines failed"))
        let answers = try H.jsonLines(result.output)
        #expect(answers.count == 3)
        #expect(answers[0]["pointSize"] as? Double == Double(TextStyle.headline.pointSize(at: .large)))
        #expect(answers[0]["category"] as? String == "Large")
        #expect(answers[1]["error"] as? String == "line 2: invalid value '-5' for width: must be greater than 0")
        #expect(answers[2]["pointSize"] as? Double == 17)
        #expect(answers[2]["linesAllowed"] as? Int == 0)
        for key in ["lineHeight", "lines", "unconstrainedHeight", "limitedHeight", "truncates", "naturalWidth", "lineTexts", "missingCharacters", "fonts"] {
            #expect(answers[2][key] != nil, "missing \(key)")
        }
        try H.expectGolden(result.output.replacingOccurrences(of: H.repoRoot.path, with: "<repo>"), "batch-with-bad-line.jsonl")
    }

    @Test("batch: every kind of bad line gets its own message", arguments: [
        (#"{"width": 100, "style": "body"}"#, "missing field 'text'"),
        (#"{"text": "a", "style": "body"}"#, "missing field 'width'"),
        (#"{"text": "a", "width": "wide", "style": "body"}"#, "field 'width' must be a number"),
        (#"{"text": "a", "width": 100, "style": "bodyy"}"#, "unknown text style 'bodyy'"),
        (#"{"text": "a", "width": 100, "style": "body", "category": "huge"}"#, "unknown content size category 'huge'"),
        (#"{"text": "a", "width": 100, "font": "/nonexistent/font.ttf", "size": 17}"#, "font file not found: /nonexistent/font.ttf"),
        (#"{"text": "a", "width": 100, "font": "/nonexistent/font.ttf"}"#, "field 'size' is required with 'font'"),
        (#"{"text": "a", "width": 100}"#, "give either 'style'"),
        (#"{"text": "a", "width": 100, "style": "body", "lines": -1}"#, "must be 0 (unlimited) or more"),
        (#"["text"]"#, "the line is not a JSON object"),
        (#"{"text": "a", "#, "the line is not a JSON object"),
    ])
    func batchBadLines(line: String, message: String) throws {
        let path = try H.temporaryFile(Data((line + "\n").utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try H.run(["--batch", path])
        #expect(result.code == 1)
        let answers = try H.jsonLines(result.output)
        #expect(answers.count == 1)
        let error = try #require(answers.first?["error"] as? String)
        #expect(error.hasPrefix("line 1: "))
        #expect(error.contains(message), "\(error)")
    }

    @Test("batch: a line of invalid UTF-8 is reported and the next line still answered")
    func batchInvalidUTF8() throws {
        var data = Data(#"{"text": "ab"#.utf8)
        data.append(contentsOf: [0xC3, 0x28, 0xFF])
        data.append(contentsOf: Data(#"", "width": 100, "style": "body"}"#.utf8))
        data.append(contentsOf: Data("\n{\"text\": \"ok\", \"width\": 100, \"style\": \"body\"}\n".utf8))
        let path = try H.temporaryFile(data)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try H.run(["--batch", path])
        #expect(result.code == 1)
        let answers = try H.jsonLines(result.output)
        #expect(answers.count == 2)
        #expect(answers[0]["error"] as? String == "line 1: the line is not valid UTF-8")
        #expect(answers[1]["lineTexts"] as? [String] == ["ok"])
    }

    @Test("batch: consecutive lines with the same text, font and locale are shaped once")
    func batchReusesShaping() throws {
        let engines = MeasureEngines(fontsDirectory: { H.fonts })
        let runner = BatchRunner(engines: engines)
        var lines: [String] = []
        for category in ContentSizeCategory.allCases {
            lines.append(#"{"text": "Benachrichtigungen", "width": 120, "style": "body", "category": "\#(category.displayName)"}"#)
        }
        lines.append(#"{"text": "Other", "width": 120, "style": "body"}"#)
        let path = try H.temporaryFile(Data(lines.joined(separator: "\n").utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = MeasureStringOutput()
        let summary = runner.run(try BatchLineReader(path: path), output: output)
        #expect(summary == BatchRunner.Summary(answered: 13, failed: 0))
        #expect(engines.shapedCount == 2)
        #expect(engines.reusedCount == 11)
        let sizes = try H.jsonLines(output.text).prefix(12).map { $0["pointSize"] as? Double }
        #expect(sizes == ContentSizeCategory.allCases.map { Double(TextStyle.body.pointSize(at: $0)) })
    }

    @Test("batch: category all or a list answers every size from one shaping, the same RESULTs as one line per category")
    func batchSeveralCategories() throws {
        let engines = MeasureEngines(fontsDirectory: { H.fonts })
        let runner = BatchRunner(engines: engines)
        var lines = [#"{"text": "Benachrichtigungen", "width": 120, "style": "body", "category": "all"}"#]
        for category in ContentSizeCategory.allCases {
            lines.append(#"{"text": "Benachrichtigungen", "width": 120, "style": "body", "category": "\#(category.displayName)"}"#)
        }
        lines.append(#"{"text": "Einstellungen", "width": 100, "style": "headline", "category": "AX5, Large"}"#)
        lines.append(#"{"text": "Einstellungen", "width": 100, "style": "headline", "category": "Large,giant"}"#)
        let path = try H.temporaryFile(Data(lines.joined(separator: "\n").utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = MeasureStringOutput()
        let summary = runner.run(try BatchLineReader(path: path), output: output)
        #expect(summary == BatchRunner.Summary(answered: 14, failed: 1))
        let answerLines = output.text.split(separator: "\n").map(String.init)
        // The `all` answer lists exactly the one-category answers, in table order.
        #expect(answerLines[0] == "{\"results\":[" + answerLines[1...12].joined(separator: ",") + "]}")
        let list = try H.jsonLines(answerLines[13])[0]["results"] as? [[String: Any]]
        #expect(list?.map { $0["category"] as? String } == ["Large", "AX5"])
        #expect((try H.jsonLines(answerLines[14])[0]["error"] as? String)?.contains("unknown content size category 'giant'") == true)
        #expect(engines.shapedCount == 2)  // the 12 one-category lines reuse the `all` line's shaping
    }

    @Test("batch: which category fields ask for several categories", arguments: [
        ("all", true), ("ALL", true), (" all ", true), ("Large,AX1", true), ("AX5, Large", true), ("xxxLarge,", true),
        ("Large", false), ("AX1", false), ("allx", false), ("al", false), ("", false),
    ])
    func severalCategories(_ raw: String, _ several: Bool) throws {
        let values: [BatchJSONParser.Value?] = BatchInput.fieldNames.map { $0 == "category" ? .string(raw) : nil }
        #expect(try BatchInput(values: values).asksForSeveralCategories == several)
    }

    // MARK: Bad input

    @Test("usage errors exit 2 with one clear message", arguments: [
        (["Hi", "--width", "0", "--style", "body"], "invalid value '0' for --width: must be greater than 0"),
        (["Hi", "--width", "-12", "--style", "body"], "invalid value '-12' for --width: must be greater than 0"),
        (["Hi", "--width", "abc", "--style", "body"], "The value 'abc' is invalid for '--width <width>'"),
        (["Hi", "--width", "nan", "--style", "body"], "invalid value 'nan' for --width: not a number"),
        (["Hi", "--width", "1e308", "--style", "body"], "invalid value '1e+308' for --width: must be at most 100000 points"),
        (["Hi", "--width", "100", "--size", "1e300", "--style", "body"], "invalid value '1e+300' for --size: must be a point size from 0.5 to 1000"),
        (["Hi", "--style", "body"], "missing --width"),
        (["Hi", "--width", "100", "--style", "huge"], "The value 'huge' is invalid for '--style <style>'"),
        (["Hi", "--width", "100", "--style", "body", "--category", "Large,giant"], "The value 'Large,giant' is invalid for '--category <category>'"),
        (["Hi", "--width", "100", "--style", "body", "--lines", "two"], "The value 'two' is invalid for '--lines <lines>'"),
        (["Hi", "--width", "100", "--style", "body", "--scale", "4"], "invalid value '4' for --scale: must be 1, 2 or 3"),
        (["Hi", "--width", "100", "--style", "body", "--weight", "fat"], "The value 'fat' is invalid for '--weight <weight>'"),
        (["Hi", "--width", "100", "--style", "body", "--format", "xml"], "The value 'xml' is invalid for '--format <format>'"),
        (["Hi", "--width", "100"], "give --style"),
        (["Hi", "--width", "100", "--size", "0"], "--size"),
        (["Hi", "--width", "100", "--font", "/nonexistent/x.ttf"], "--font needs --size"),
        (["Hi", "--width", "100", "--font", "/nonexistent/x.ttf", "--size", "17"], "font file not found: /nonexistent/x.ttf"),
        (["Hi", "--width", "100", "--style", "body", "--fonts", "/nonexistent"], "invalid value '/nonexistent' for --fonts"),
        (["--width", "100", "--style", "body"], "missing the text to measure"),
        (["Hi", "--batch", "/nonexistent/cases.jsonl"], "give either a text or --batch"),
        (["--batch", "/nonexistent/cases.jsonl"], "cannot read batch input /nonexistent/cases.jsonl"),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let result = try H.run(arguments)
        #expect(result.code == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("error: "))
        #expect(result.errors.contains(message), "\(result.errors)")
        // Said once: the parser's own messages may go on to list the valid values.
        #expect(result.errors.components(separatedBy: "error:").count == 2, "\(result.errors)")
    }

    @Test("a corrupt font file and a bad face index are usage errors naming the file")
    func corruptFont() throws {
        let junk = try H.temporaryFile(Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }), suffix: ".ttf")
        defer { try? FileManager.default.removeItem(atPath: junk) }
        let corrupt = try H.run(["Hi", "--width", "100", "--font", junk, "--size", "17"])
        #expect(corrupt.code == 2)
        #expect(corrupt.errors.contains(junk))
        let index = try H.run(["Hi", "--width", "100", "--font", H.interRegular, "--font-index", "3", "--size", "17"])
        #expect(index.code == 2)
        #expect(index.errors.contains("face index 3"))
        #expect(index.errors.contains(H.interRegular))
    }

    @Test("an enormous string is refused with its size, not measured for minutes")
    func enormousString() throws {
        let huge = String(repeating: "Lorem ipsum dolor sit amet ", count: 10_000)
        let result = try H.run([huge, "--width", "200", "--style", "body"])
        #expect(result.code == 2)
        #expect(result.errors.contains("the text is too long to measure: 270000 UTF-8 bytes (the limit is 100000)"))
    }

    @Test("a character no font covers is reported as missing")
    func missingCharacters() throws {
        // An Egyptian hieroglyph: no face of the stack has the script.
        let result = try H.run(["A\u{13000}B", "--width", "200", "--style", "body", "--format", "json"])
        #expect(result.code == 0)
        #expect(result.output.contains("\"missingCharacters\": [\"\u{13000}\"]"))
        let text = try H.run(["A\u{13000}B", "--width", "200", "--style", "body"])
        #expect(text.output.contains("warning: no font covers"))
        #expect(text.output.contains("U+13000"))
    }
}
