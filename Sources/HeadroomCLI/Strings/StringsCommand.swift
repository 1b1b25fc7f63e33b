import ArgumentParser
import Foundation
import HeadroomFormats

/// `headroom strings PATH...`: lists every localized entry found under files or folders.
struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "List every localized string found in .strings, .stringsdict, .xcstrings and XLIFF files.",
        discussion: """
            Folders are searched recursively. Text output has one line per entry:
              file:line:column [locale] key = "value"
            JSON output is {"entries":[{"file","line","column","key","locale","value","variant"?,"comment"?,"state"?}],"problems":[{"file","line","column","message"}],"warnings":[…same…]}.
            Exit status: 0 when every file was read, 1 when any file had a problem, 2 for usage errors.
            """
    )

    @Argument(help: "Files or folders to read.")
    var paths: [String] = []

    @Option(name: .long, help: "Output format.")
    var format: EntryListing.Format = .text

    @Flag(name: .long, inversion: .prefixedNo,
          help: "List warnings (duplicate keys, missing final ';', empty files, unknown locales): on stderr for text, under \"warnings\" for JSON. They never change the exit status.")
    var warnings = true

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one file or folder (see --help)") }
    }

    func run() throws {
        let result = LocalizationLoader().load(paths: paths)
        let output = EntryListing(result: result, includeWarnings: warnings)
        switch format {
        case .text:
            try StandardOutput.print(output.textBytes())
            let diagnostics = output.textDiagnostics()
            if !diagnostics.isEmpty { StringsCommand.printError(diagnostics, newline: false) }
        case .json:
            try StandardOutput.print(output.jsonBytes())
        }
        if !result.problems.isEmpty { throw ExitCode(1) }
    }

    static func printError(_ text: String, newline: Bool = true) {
        StandardOutput.printError(newline ? text + "\n" : text)
    }
}
