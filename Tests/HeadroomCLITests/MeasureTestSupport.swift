import Foundation
import Testing

@testable import HeadroomCLI
@testable import HeadroomMeasure

/// Runs `headroom measure` in-process with real fonts and captures what it writes.
enum MeasureHarness {
    static let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let fonts = repoRoot.appendingPathComponent("Fonts").path
    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("MeasureGolden")
    static let interRegular = repoRoot.appendingPathComponent("Fonts/Inter-Regular.otf").path

    struct Result {
        var code: Int32
        var output: String
        var errors: String
    }

    /// Parses `arguments` as the `measure` subcommand (with `--fonts` pointing at the checkout's
    /// Fonts/ unless given) and runs it.
    static func run(_ arguments: [String]) throws -> Result {
        var arguments = arguments
        if !arguments.contains("--fonts") { arguments += ["--fonts", fonts] }
        let output = MeasureStringOutput()
        do {
            try MeasureCommand.parse(arguments).execute(output: output)
            return Result(code: 0, output: output.text, errors: "")
        } catch {
            let failure = CommandFailure(error)
            return Result(code: failure.code, output: output.text, errors: failure.message + "\n")
        }
    }

    /// A temporary file with `contents`; removed by the caller.
    static func temporaryFile(_ contents: Data, suffix: String = ".jsonl") throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("headroom-measure-\(UUID().uuidString)\(suffix)").path
        try contents.write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Compares `actual` with the golden file `name`, or rewrites it with HEADROOM_UPDATE_GOLDEN=1.
    static func expectGolden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = goldenFolder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["HEADROOM_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: goldenFolder, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden \(name); run with HEADROOM_UPDATE_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "differs from golden \(name)", sourceLocation: sourceLocation)
    }

    /// The JSON objects of a JSON Lines output.
    static func jsonLines(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }
}
