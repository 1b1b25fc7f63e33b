import ArgumentParser

/// The `headroom` command: finds translated strings that iOS would truncate.
public struct Headroom: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "headroom",
        abstract: "Finds localized strings that iOS would truncate, at every Dynamic Type size.",
        subcommands: [CheckCommand.self, MeasureCommand.self, StringsCommand.self, InitCommand.self],
        defaultSubcommand: CheckCommand.self
    )

    public init() {}
}
