import Testing

@testable import HeadroomCLI

/// `--help` lists each option's values readably: never a value with an empty description.
@Suite struct ArgumentHelpTests {
    @Test("measure --help lists the weights with their numbers")
    func weightsHaveTheirNumbers() {
        let lines = MeasureCommand.helpMessage(columns: 200).split(separator: "\n")
            .map { $0.split(separator: " ").joined(separator: " ") }
        for line in ["semibold - 600", "ultraLight - 100", "black - 900"] {
            #expect(lines.contains(line), "missing '\(line)' in --help")
        }
    }

    @Test("no help lists a value with an empty description", arguments: [
        CheckCommand.helpMessage(columns: 200), MeasureCommand.helpMessage(columns: 200), ScanCommand.helpMessage(columns: 200),
        StringsCommand.helpMessage(columns: 200), InitCommand.helpMessage(columns: 200), LimitsCommand.helpMessage(columns: 200),
        ExpansionCommand.helpMessage(columns: 200),
    ])
    func noEmptyValueDescriptions(help: String) {
        let empty = help.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasSuffix(" -") }
        #expect(empty.isEmpty, "values without a description: \(empty)")
    }
}
