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
