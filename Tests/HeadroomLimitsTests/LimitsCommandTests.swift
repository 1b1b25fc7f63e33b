import ArgumentParser
import Foundation
import Testing

@testable import HeadroomCLI

@Suite struct LimitsCommandTests {
    @Test(arguments: [
        ["--xliff", "a.xliff"],
        ["--xliff", "a.xliff", "--in-place", "--output", "b.xliff"],
        ["--catalog", "a.xcstrings"],
        ["--catalog", "a.xcstrings", "--in-place", "--output", "b.xcstrings"],
        ["--budgets", "csv", "--risk"],
        ["--budgets", "xml"],
    ])
    func badUsageIsRefused(arguments: [String]) {
        #expect(throws: (any Error).self) { try LimitsCommand.parse(arguments) }
    }

    @Test func goodUsageParses() throws {
        let command = try LimitsCommand.parse(["--xliff", "de.xliff", "--output", "out.xliff", "--config", "m.yml"])
        #expect(command.xliff == "de.xliff" && command.output == "out.xliff" && !command.inPlace)
        #expect(try LimitsCommand.parse(["--budgets", "weblate", "--locale", "de,ja"]).budgets == .weblate)
        #expect(try CheckCommand.parse(["--pseudo", "bounded"]).pseudo == .bounded)
        #expect(throws: (any Error).self) { try CheckCommand.parse(["--pseudo", "klingon"]) }
    }

    /// A missing manifest or input: a message and exit status 2, never a crash.
    @Test func missingFilesExitWithTwo() throws {
        let directory = try LimitsTestSupport.temporaryDirectory()
        let missingConfig = try LimitsCommand.parse(["--config", directory.appendingPathComponent("none.yml").path])
        #expect(throws: ExitCode(2)) { try missingConfig.run() }
        let manifest = LimitsTestSupport.root.appendingPathComponent("headroom.yml").path
        let missingXLIFF = try LimitsCommand.parse([
            "--config", manifest, "--xliff", directory.appendingPathComponent("none.xliff").path, "--output",
            directory.appendingPathComponent("out.xliff").path,
        ])
        #expect(throws: ExitCode(2)) { try missingXLIFF.run() }
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.xliff").path))
    }
}
