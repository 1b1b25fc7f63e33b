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
    func badUsageIsRefused(arguments: [String]) throws {
        let refused = try #require(failure { _ = try Headroom.parseAsRoot(["limits"] + arguments) })
        #expect(refused.code == 2 && refused.message.hasPrefix("error: "))
    }

    @Test func goodUsageParses() throws {
        let command = try LimitsCommand.parse(["--xliff", "de.xliff", "--output", "out.xliff", "--config", "m.yml"])
        #expect(command.xliff == "de.xliff" && command.output == "out.xliff" && !command.inPlace)
        #expect(try LimitsCommand.parse(["--budgets", "weblate", "--locale", "de,ja"]).budgets == .weblate)
        #expect(try CheckCommand.parse(["--pseudo", "bounded"]).pseudo == .bounded)
        #expect(throws: (any Error).self) { try CheckCommand.parse(["--pseudo", "klingon"]) }
    }

    /// The message and exit code the process gives for what `body` throws.
    func failure(_ body: () throws -> Void) -> CommandFailure? {
        do {
            try body()
            return nil
        } catch {
            return CommandFailure(error)
        }
    }

    /// A missing manifest or input: a message naming the file and exit status 2, never a crash.
    @Test func missingFilesExitWithTwo() throws {
        let directory = try LimitsTestSupport.temporaryDirectory()
        let missingConfig = try LimitsCommand.parse(["--config", directory.appendingPathComponent("none.yml").path])
        let noManifest = try #require(failure { try missingConfig.run() })
        #expect(noManifest.code == 2 && noManifest.message.contains("none.yml"))
        let manifest = LimitsTestSupport.root.appendingPathComponent("headroom.yml").path
        let missingXLIFF = try LimitsCommand.parse([
            "--config", manifest, "--xliff", directory.appendingPathComponent("none.xliff").path, "--output",
            directory.appendingPathComponent("out.xliff").path,
        ])
        let noXLIFF = try #require(failure { try missingXLIFF.run() })
        #expect(noXLIFF.code == 2)
        #expect(noXLIFF.message == "error: \(directory.appendingPathComponent("none.xliff").path): cannot read: no such file")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.xliff").path))
    }
}
