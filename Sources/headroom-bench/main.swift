import Foundation

// headroom-bench: speed and memory of measurement, parsing and checking on the corpus, with the
// figures the issues set as targets. See docs/benchmarks.md.

let options: BenchOptions
do {
    options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("headroom-bench: \(error)\n".utf8))
    exit(2)
}

if options.child {
    // One suite, in this process: JSON results on standard output for the parent.
    var results: [BenchResult] = []
    do {
        for suite in options.suites {
            switch suite {
            case "formats": results += FormatsSuite(options: options).run()
            case "reporters": results += try ReporterSuite(options: options).run()
            case "measure": results += try MeasureSuite(options: options, tools: ExternalTools(repoRoot: options.repoRoot)).run()
            case "check": results += try CheckSuite(options: options).run()
            default: break
            }
        }
    } catch {
        results.append(BenchResult(suite: options.suites.joined(), name: "failed", value: .nan, unit: "", note: "\(error)"))
    }
    let encoder = JSONEncoder()
    encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    for result in results {
        print(String(decoding: try encoder.encode(result), as: UTF8.self))
    }
    exit(0)
}

log("headroom-bench: corpus \(options.corpus), fonts \(options.fonts), \(ProcessInfo.processInfo.activeProcessorCount) cores")
var all: [BenchResult] = []
let decoder = JSONDecoder()
decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
for suite in options.suites {
    log("running \(suite)…")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    if !FileManager.default.isExecutableFile(atPath: process.executableURL!.path) {
        process.executableURL = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0])
    }
    process.arguments = options.childArguments(suite: suite)
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
        try process.run()
    } catch {
        all.append(BenchResult(suite: suite, name: "failed", value: .nan, unit: "", note: "cannot start: \(error)"))
        continue
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    for line in data.split(separator: UInt8(ascii: "\n")) {
        if let result = try? decoder.decode(BenchResult.self, from: Data(line)) { all.append(result) }
    }
    if process.terminationStatus != 0 {
        all.append(BenchResult(suite: suite, name: "failed", value: .nan, unit: "", note: "exit \(process.terminationStatus)"))
    }
}
print(BenchTable.render(all), terminator: "")
