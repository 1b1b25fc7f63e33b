import ArgumentParser
import Foundation
import HeadroomFormats
import HeadroomScan

extension ScanReport.Format: ExpressibleByArgument {}

/// `headroom scan [PATH...]`: where each localized string is shown in the app's Swift code, in which
/// font, with how many lines and in how wide a space.
struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Reads the app's Swift sources: where each localized string is shown, in which font, with how many lines.",
        discussion: """
            Folders are searched recursively for .swift files (hidden folders, .build, DerivedData and Pods skipped).
            Keys come from the development-language strings files under --strings (default: the same paths).
            JSON output is {"usages", "unresolved", "problems", "missingKeys", "unusedKeys", "stats"}; file paths are relative to the folder scanned.
            Problems go to stderr: "error:" for a Swift file or Interface Builder document that could not be read or parsed in full (the others are still scanned), "warning:" for files read in full that disagree (a strings table naming an object ID no nib of its table has, an outlet connected to no object).
            Exit status: 0 (warnings included), 1 when a file could not be read or parsed, 2 for usage errors.
            """
    )

    @Argument(help: "Swift files or folders to scan (default: the current directory).")
    var paths: [String] = []

    @Option(name: .long, help: "Strings files or folders holding the keys (repeatable; default: the scanned paths).")
    var strings: [String] = []

    @Option(name: .long, help: "Output format: text or json.")
    var format: ScanReport.Format = .text

    @Option(name: .long, parsing: .unconditional, help: "Skip Swift files larger than this many bytes (reported).")
    var maxFileBytes: Int = SourceScanner.defaultMaxFileBytes

    func validate() throws {
        for path in paths + strings where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("no such file or folder: \(path)")
        }
        guard maxFileBytes > 0 else { throw ValidationError("--max-file-bytes must be positive") }
    }

    func run() throws {
        let roots = paths.isEmpty ? ["."] : paths
        let result = SourceScanner(maxFileBytes: maxFileBytes).scan(paths: roots, stringsPaths: strings.isEmpty ? nil : strings)
        let report = ScanReport(result: result)
        switch format {
        case .json: try StandardOutput.print(report.json())
        case .text: try StandardOutput.print(report.text())
        }
        for problem in result.problems {
            let label = problem.reason.fileReadFully ? "warning" : "error"
            StandardOutput.printError("\(label): \(ControlCharacters.escaped(problem.description))\n")
        }
        if result.problems.contains(where: { !$0.reason.fileReadFully }) { throw ExitCode(1) }
    }
}
