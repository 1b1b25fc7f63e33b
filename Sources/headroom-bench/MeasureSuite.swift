import DynamicType
import Foundation
import HeadroomMeasure
import HeadroomText

/// Throughput of measurement on corpus strings, against the floor (HarfBuzz once + ICU breaks once,
/// in C) and Pango laying out the same strings.
struct MeasureSuite {
    let options: BenchOptions
    let tools: ExternalTools

    /// One line, like a label at the default size: body at Large, 375 pt screen minus 32 pt.
    static let width = 343.0
    static let sizes = ContentSizeCategory.allCases.map { Double(TextStyle.body.pointSize(at: $0)) }

    func run() throws -> [BenchResult] {
        var results: [BenchResult] = []
        let corpus = BenchCorpus.load(path: options.corpus, limit: options.strings)
        let n = Double(corpus.items.count)
        log("measure: \(corpus.items.count) strings from \(corpus.files) files")
        let stack = try FontStack.bundled(fontsDirectory: options.fonts)
        let engine = TextEngine(stack: stack)
        let layoutOptions = LayoutOptions(scale: 3, tracking: true)

        // Warm-up: load every face the corpus needs (file loading is not what is measured).
        for item in corpus.items { _ = try engine.shape(item.text, locale: item.locale, weight: .regular) }

        var sink = 0
        /// Best time to shape every item and lay it out at each of `sizes`.
        func shapeAndLayOut(_ items: [BenchCorpus.Item], sizes: [Double]) throws -> Double {
            try Stopwatch.best(of: options.repeats) {
                for item in items {
                    let shaped = try engine.shape(item.text, locale: item.locale, weight: .regular)
                    for size in sizes {
                        sink &+= shaped.layout(pointSize: size, width: Self.width, lines: 1, options: layoutOptions).linesNeeded
                    }
                }
            }
        }
        let one = try shapeAndLayOut(corpus.items, sizes: [17])
        let twelve = try shapeAndLayOut(corpus.items, sizes: Self.sizes)
        // Layout alone, of texts already shaped (both cuts), on the first strings only (holding every
        // shaped text of the corpus would weigh on the peak RSS).
        var shapedTexts: [ShapedText] = []
        for item in corpus.items.prefix(options.pangoStrings) {
            let shaped = try engine.shape(item.text, locale: item.locale, weight: .regular)
            for size in Self.sizes { sink &+= shaped.layout(pointSize: size, width: Self.width, lines: 1, options: layoutOptions).linesNeeded }
            shapedTexts.append(shaped)
        }
        let layoutOnly = try Stopwatch.best(of: options.repeats) {
            for shaped in shapedTexts {
                for size in Self.sizes {
                    sink &+= shaped.layout(pointSize: size, width: Self.width, lines: 1, options: layoutOptions).linesNeeded
                }
            }
        }
        shapedTexts = []
        let shapeOnly = try Stopwatch.best(of: options.repeats) {
            for item in corpus.items { sink &+= try engine.shape(item.text, locale: item.locale, weight: .regular).graphemeCount }
        }
        if sink == 42 { log("") }  // keeps the work observable
        let oneMicros = one / n * 1e6, twelveMicros = twelve / n * 1e6
        results.append(BenchResult(suite: "measure", name: "headroom: shape + 1 layout", value: n / one, unit: "strings/s", note: String(format: "%.1f µs/string", oneMicros)))
        results.append(BenchResult(suite: "measure", name: "headroom: shape + 12 layouts (12 sizes)", value: n / twelve, unit: "strings/s", note: String(format: "%.1f µs/string, %.2f µs/layout", twelveMicros, twelve / (n * 12) * 1e6)))
        results.append(BenchResult(suite: "measure", name: "headroom: shape only", value: shapeOnly / n * 1e6, unit: "µs/string"))
        let layouts = Double(max(1, min(corpus.items.count, options.pangoStrings)) * Self.sizes.count)
        results.append(BenchResult(suite: "measure", name: "headroom: layout only (text already shaped)", value: layoutOnly / layouts * 1e6, unit: "µs/layout", note: "12 sizes, first \(Int(layouts) / Self.sizes.count) strings"))

        // The same strings through the batch pipeline (JSON Lines in, JSON Lines out).
        let scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent("headroom-bench-\(getpid())")
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let batchPath = scratch + "/batch.jsonl"
        try corpus.writeBatch(to: batchPath, width: Self.width, lines: 1, categories: ["Large"])
        var counts = BatchMeasurement.Counts(answered: 0, failed: 0)
        let batch = try Stopwatch.best(of: options.repeats) {
            counts = try BatchMeasurement.run(inputPath: batchPath, outputPath: "/dev/null", fontsDirectory: options.fonts)
        }
        results.append(BenchResult(suite: "measure", name: "headroom: measure --batch pipeline", value: n / batch, unit: "strings/s", note: String(format: "%.1f µs/line, %d failed", batch / n * 1e6, counts.failed)))
        // Every size of each string: 12 consecutive lines per string, one per category (the
        // batch shapes a text once for consecutive lines that share it).
        let categories = ContentSizeCategory.allCases.map(\.displayName)
        let batch12Path = scratch + "/batch12.jsonl"
        try corpus.writeBatch(to: batch12Path, width: Self.width, lines: 1, categories: categories)
        let batch12 = try Stopwatch.best(of: options.repeats) {
            counts = try BatchMeasurement.run(inputPath: batch12Path, outputPath: "/dev/null", fontsDirectory: options.fonts)
        }
        try? FileManager.default.removeItem(atPath: batch12Path)
        results.append(BenchResult(suite: "measure", name: "headroom: measure --batch, 12 lines per string (one per category)", value: batch12 / n * 1e6, unit: "µs/string", note: String(format: "%.1f µs/line, %d failed", batch12 / (n * 12) * 1e6, counts.failed)))
        // The same in one line per string: "category": "all" answers the 12 sizes together.
        let batchAllPath = scratch + "/batch-all.jsonl"
        try corpus.writeBatch(to: batchAllPath, width: Self.width, lines: 1, categories: ["all"])
        let batchAll = try Stopwatch.best(of: options.repeats) {
            counts = try BatchMeasurement.run(inputPath: batchAllPath, outputPath: "/dev/null", fontsDirectory: options.fonts)
        }
        try? FileManager.default.removeItem(atPath: batchAllPath)
        results.append(BenchResult(suite: "measure", name: "headroom: measure --batch, \"category\": \"all\"", value: batchAll / n * 1e6, unit: "µs/string", note: String(format: "12 sizes per line, %d failed", counts.failed)))

        // The floor: HarfBuzz shaping once + ICU line breaks once per string, in C.
        let records = scratch + "/strings.bin"
        try corpus.writeRecords(to: records)
        let fonts = floorFonts(stack)
        do {
            let floor = try tools.build("floor", packages: "harfbuzz freetype2 icu-uc")
            let answer = try tools.runJSON([floor, records, String(options.repeats)] + fonts)
            let seconds = answer["seconds"] as? Double ?? .nan
            let floorMicros = seconds / n * 1e6
            results.append(BenchResult(suite: "measure", name: "floor (C: HarfBuzz once + ICU breaks once)", value: floorMicros, unit: "µs/string"))
            let ratio1 = one / seconds, ratio12 = twelve / seconds
            results.append(BenchResult(suite: "measure", name: "headroom 1 layout / floor", value: ratio1, unit: "x", target: "≤ 3: \(ratio1 <= 3 ? "met" : "NOT met")"))
            // The floor shapes once; 12 sizes shape with both cuts (Text < 20 pt, Display from 20 pt).
            results.append(BenchResult(suite: "measure", name: "headroom 12 layouts / floor", value: ratio12, unit: "x", note: "one shaping per string (one variable face), 12 layouts"))
            let ratioBatch = batch / seconds
            results.append(BenchResult(suite: "measure", name: "measure --batch pipeline / floor", value: ratioBatch, unit: "x", target: "≤ 3: \(ratioBatch <= 3 ? "met" : "NOT met")"))
        } catch {
            results.append(BenchResult(suite: "measure", name: "floor", value: .nan, unit: "", note: "skipped: \(error)"))
        }

        // Pango (C, PangoFT2, fontconfig fallback) on the same strings: 1 size, and the 12 sizes.
        do {
            let pango = try tools.build("pango_bench", packages: "pangoft2")
            let subset = Int(min(n, Double(options.pangoStrings)))
            var pangoCorpus = corpus
            pangoCorpus.items = Array(corpus.items.prefix(subset))
            let pangoRecords = scratch + "/pango.bin"
            try pangoCorpus.writeRecords(to: pangoRecords)
            // Headroom on exactly the same subset, for a like-for-like ratio.
            let ours1 = try shapeAndLayOut(pangoCorpus.items, sizes: [17])
            let ours12 = try shapeAndLayOut(pangoCorpus.items, sizes: Self.sizes)
            // And the batch pipeline on the same subset: one line per string, and 12 per string.
            let subsetBatch = scratch + "/subset.jsonl", subsetBatch12 = scratch + "/subset12.jsonl"
            try pangoCorpus.writeBatch(to: subsetBatch, width: Self.width, lines: 1, categories: ["Large"])
            try pangoCorpus.writeBatch(to: subsetBatch12, width: Self.width, lines: 1, categories: ["all"])
            let oursBatch1 = try Stopwatch.best(of: options.repeats) {
                _ = try BatchMeasurement.run(inputPath: subsetBatch, outputPath: "/dev/null", fontsDirectory: options.fonts)
            }
            let oursBatch12 = try Stopwatch.best(of: options.repeats) {
                _ = try BatchMeasurement.run(inputPath: subsetBatch12, outputPath: "/dev/null", fontsDirectory: options.fonts)
            }
            let p1 = try tools.runJSON([pango, pangoRecords, "17", String(Self.width), String(options.repeats), "Inter"])
            let sizeList = Self.sizes.map { String(Int($0)) }.joined(separator: ",")
            let p12 = try tools.runJSON([pango, pangoRecords, sizeList, String(Self.width), "1", "Inter"])
            let s1 = p1["seconds"] as? Double ?? .nan, s12 = p12["seconds"] as? Double ?? .nan
            let m = Double(subset)
            results.append(BenchResult(suite: "measure", name: "pango: 1 layout", value: s1 / m * 1e6, unit: "µs/string", note: "\(subset) strings"))
            results.append(BenchResult(suite: "measure", name: "pango: 12 layouts (12 sizes)", value: s12 / m * 1e6, unit: "µs/string", note: "\(subset) strings"))
            let r1 = s1 / ours1, r12 = s12 / ours12
            results.append(BenchResult(suite: "measure", name: "pango / headroom, 1 layout", value: r1, unit: "x", target: "≥ 10: \(r1 >= 10 ? "met" : "NOT met")"))
            results.append(BenchResult(suite: "measure", name: "pango / headroom, 12 sizes", value: r12, unit: "x", target: "≥ 10: \(r12 >= 10 ? "met" : "NOT met")"))
            let b1 = s1 / oursBatch1, b12 = s12 / oursBatch12
            results.append(BenchResult(suite: "measure", name: "pango / measure --batch, 1 line per string", value: b1, unit: "x", target: "≥ 10: \(b1 >= 10 ? "met" : "NOT met")"))
            results.append(BenchResult(suite: "measure", name: "pango / measure --batch, \"category\": \"all\"", value: b12, unit: "x", target: "≥ 10: \(b12 >= 10 ? "met" : "NOT met")", note: String(format: "batch %.1f µs/string", oursBatch12 / m * 1e6)))
        } catch {
            results.append(BenchResult(suite: "measure", name: "pango", value: .nan, unit: "", note: "skipped: \(error)"))
        }
        results.append(BenchResult(suite: "measure", name: "peak RSS", value: PeakMemory.mebibytes(), unit: "MiB"))
        return results
    }

    /// The regular faces of the stack in fallback order (Text cut first), as floor.c arguments.
    private func floorFonts(_ stack: FontStack) -> [String] {
        var seen = Set<String>()
        var fonts: [String] = []
        let ordered = stack.entries.filter { $0.role == .text } + stack.entries.filter { $0.role != .text && $0.role != .display }
        for entry in ordered where entry.weight == 400 {
            let argument = entry.faceIndex == 0 ? entry.path : "\(entry.path)#\(entry.faceIndex)"
            if seen.insert(argument).inserted { fonts.append(argument) }
        }
        return fonts
    }
}

func log(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
