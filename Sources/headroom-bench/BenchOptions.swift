import Foundation

/// `headroom-bench` options.
struct BenchOptions {
    var corpus = ""
    var fonts = ""
    var suites: [String] = ["formats", "measure", "check"]
    /// Strings measured by the measure suite (a deterministic thinning of the corpus); 0 = all.
    var strings = 20_000
    /// Strings Pango lays out (it is slow at 12 sizes).
    var pangoStrings = 2_000
    var repeats = 3
    /// Run the suites in this process (a child of the parent run) and print JSON results.
    var child = false
    var repoRoot = ""
    /// Stream the check suite's findings through this format's reporter (into a byte counter).
    var checkFormat: String?
    /// Bytes of strings files the check reads per batch (`CheckRunner.run(batchBytes:)`).
    var batchBytes = 1 << 20
    /// The check suite checks this manifest (as `headroom check --config` does, `sources:` applied)
    /// instead of the corpus under the catch-all rule: e.g. one `headroom init` wrote.
    var manifest: String?

    static let usage = """
        usage: headroom-bench [--corpus PATH] [--fonts DIR] [--suite measure|formats|check|reporters|all]
                              [--strings N] [--pango-strings N] [--repeat N]
                              [--check-format xcode|json|sarif|junit|github|markdown] [--batch-bytes N]
                              [--manifest headroom.yml]
        Defaults: the corpus at <repo>/../shared/corpus, the fonts at <repo>/Fonts, all suites,
        20000 strings (0 = the whole corpus), 2000 strings for Pango, best of 3 runs.
        --manifest: the check suite checks that manifest (its strings, components, categories and
        devices; the fonts of --fonts) instead of the corpus under the catch-all rule.
        Each suite runs in its own process, so its peak RSS is its own.
        """

    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    static func parse(_ arguments: [String]) throws -> BenchOptions {
        var options = BenchOptions()
        var corpus: String?
        var fonts: String?
        var index = 0
        func value(_ name: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw UsageError(description: "\(name) needs a value") }
            return arguments[index]
        }
        func number(_ name: String) throws -> Int {
            let raw = try value(name)
            guard let n = Int(raw), n >= 0 else { throw UsageError(description: "invalid value '\(raw)' for \(name): not a whole number") }
            return n
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--corpus": corpus = try value("--corpus")
            case "--fonts": fonts = try value("--fonts")
            case "--suite":
                let suite = try value("--suite")
                guard ["measure", "formats", "check", "reporters", "all"].contains(suite) else {
                    throw UsageError(description: "unknown suite '\(suite)'; valid: measure, formats, check, reporters, all")
                }
                options.suites = suite == "all" ? ["formats", "measure", "check"] : [suite]
            case "--strings": options.strings = try number("--strings")
            case "--pango-strings": options.pangoStrings = max(1, try number("--pango-strings"))
            case "--repeat": options.repeats = max(1, try number("--repeat"))
            case "--check-format": options.checkFormat = try value("--check-format")
            case "--batch-bytes": options.batchBytes = max(1, try number("--batch-bytes"))
            case "--manifest": options.manifest = URL(fileURLWithPath: try value("--manifest")).standardizedFileURL.path
            case "--child": options.child = true
            case "-h", "--help": throw UsageError(description: usage)
            default: throw UsageError(description: "unknown argument '\(arguments[index])'\n\(usage)")
            }
            index += 1
        }
        options.repoRoot = try findRepoRoot()
        options.corpus = corpus ?? (options.repoRoot as NSString).appendingPathComponent("../shared/corpus")
        options.fonts = fonts ?? (options.repoRoot as NSString).appendingPathComponent("Fonts")
        options.corpus = URL(fileURLWithPath: options.corpus).standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: options.corpus) else {
            throw UsageError(description: "corpus not found: \(options.corpus) (pass --corpus PATH)")
        }
        guard FileManager.default.fileExists(atPath: options.fonts + "/manifest.json") else {
            throw UsageError(description: "no manifest.json in \(options.fonts) (pass --fonts DIR)")
        }
        return options
    }

    /// The checkout: the first folder holding Package.swift and scripts/bench, above the current
    /// directory or the executable.
    static func findRepoRoot() throws -> String {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for start in [URL(fileURLWithPath: FileManager.default.currentDirectoryPath), executable] {
            var folder = start.standardizedFileURL
            for _ in 0..<8 {
                if FileManager.default.fileExists(atPath: folder.path + "/scripts/bench/floor.c") { return folder.path }
                folder.deleteLastPathComponent()
            }
        }
        throw UsageError(description: "cannot find the Headroom checkout (run from inside it)")
    }

    /// The arguments that make a child run one suite with the same settings.
    func childArguments(suite: String) -> [String] {
        ["--child", "--suite", suite, "--corpus", corpus, "--fonts", fonts, "--strings", String(strings),
         "--pango-strings", String(pangoStrings), "--repeat", String(repeats)]
            + (checkFormat.map { ["--check-format", $0] } ?? []) + ["--batch-bytes", String(batchBytes)]
            + (manifest.map { ["--manifest", $0] } ?? [])
    }
}
