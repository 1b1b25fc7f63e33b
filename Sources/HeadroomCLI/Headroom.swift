import ArgumentParser

import Foundation

/// The `headroom` command: finds translated strings that iOS would truncate.
public struct Headroom: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "headroom",
        abstract: "Finds localized strings that iOS would truncate, at every Dynamic Type size.",
        subcommands: [CheckCommand.self, MeasureCommand.self, StringsCommand.self, InitCommand.self, ScanCommand.self],
        defaultSubcommand: CheckCommand.self
    )

    public init() {}

    /// Parses the process arguments, runs the chosen subcommand and exits with its code.
    ///
    /// Dispatches by hand because, off Apple platforms, `main()` resolves to the synchronous
    /// overload, which refuses an asynchronous root command. Usage errors exit with 2 (argument
    /// parser's own default is 64).
    public static func runAndExit(_ arguments: [String]? = nil) async -> Never {
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            exit()
        } catch {
            if exitCode(for: error) == .validationFailure {
                let message = fullMessage(for: error)
                FileHandle.standardError.write(Data((message.hasSuffix("\n") ? message : message + "\n").utf8))
                exit(withError: ExitCode(2))
            }
            exit(withError: error)
        }
    }
}
