import ArgumentParser
import Foundation

/// `headroom init [PATH]`: finds the localization files of an existing project and writes a starter
/// `headroom.yml` (a catch-all rule and a commented example component). Never overwrites a file
/// unless `--force` is given.
struct InitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init", abstract: "Writes a starter headroom.yml for an existing project.")

    @Argument(help: "The project folder (default: the current directory).")
    var path: String = "."

    @Option(name: .long, help: "Where to write the manifest (default: PATH/headroom.yml).")
    var output: String?

    @Flag(name: .long, help: "Overwrite an existing manifest.")
    var force = false

    func run() async throws {
        let code = perform(stdout: { print($0, terminator: "") }, stderr: { FileHandle.standardError.write(Data($0.utf8)) })
        if code != 0 { throw ExitCode(code) }
    }

    func perform(stdout: (String) -> Void, stderr: (String) -> Void) -> Int32 {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            stderr("error: \(path) is not a folder\n")
            return 2
        }
        let target = output ?? (path as NSString).appendingPathComponent("headroom.yml")
        if FileManager.default.fileExists(atPath: target) && !force {
            stderr("error: \(target) already exists; pass --force to overwrite it\n")
            return 2
        }
        var survey = CheckProjectSurvey.survey(root: path)
        // Manifest paths are relative to the manifest: when it is written elsewhere, use absolute paths.
        let rootURL = URL(fileURLWithPath: path).standardizedFileURL
        let manifestFolder = URL(fileURLWithPath: target).deletingLastPathComponent().standardizedFileURL
        if manifestFolder.path != rootURL.path {
            survey.folders = survey.folders.map { $0 == "." ? rootURL.path : rootURL.appendingPathComponent($0).path }
        }
        guard !survey.folders.isEmpty else {
            stderr("error: no .strings, .stringsdict, .xcstrings or .xliff files under \(path)\n")
            return 2
        }
        do {
            try Data(CheckStarterManifest.text(for: survey).utf8).write(to: URL(fileURLWithPath: target))
        } catch {
            stderr("error: cannot write \(target): \(error.localizedDescription)\n")
            return 2
        }
        stdout("Wrote \(target): \(survey.folders.count) string folder(s), \(survey.locales.count) locale(s). "
            + "Describe your components in it, then run `headroom check`.\n")
        return 0
    }
}
