import ArgumentParser
import Foundation

/// The `headroom` command: finds translated strings that iOS would truncate.
///
/// Exit codes, the same for every subcommand: 0 success (or help, `--version`); 1 the check found
/// something at error severity, or a `measure --batch` line failed, or `strings` met a bad file;
/// 2 bad usage, an unreadable manifest, baseline or font.
public struct Headroom: ParsableCommand {
    /// The version printed by `--version` and written into reports.
    public static let version = "0.1.0"

    public static let configuration = CommandConfiguration(
        commandName: "headroom",
        abstract: "Finds localized strings that iOS would truncate, at every Dynamic Type size.",
        version: version,
        subcommands: [
            CheckCommand.self, MeasureCommand.self, StringsCommand.self, InitCommand.self, LimitsCommand.self,
            ExpansionCommand.self, ScanCommand.self, ServeCommand.self,
        ],
        defaultSubcommand: CheckCommand.self
    )

    public init() {}

    /// Parses the arguments, runs the chosen subcommand and exits with its code. Every error, the
    /// parser's and the commands', leaves through ``CommandFailure``: one message, one exit code.
    public static func runAndExit(_ arguments: [String]? = nil) -> Never {
        // A closed pipe is a write error (EPIPE, exit 3), not a death by signal.
        signal(SIGPIPE, SIG_IGN)
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch {
            let failure = CommandFailure(error)
            failure.write()
            Foundation.exit(failure.code)
        }
    }
}
