import ArgumentParser
import Foundation
import HeadroomScan

/// `headroom init [PATH]`: finds the localization files of an existing project and writes a starter
/// `headroom.yml` (a catch-all rule and a commented example component). Never overwrites a file
/// unless `--force` is given.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init", abstract: "Writes a starter headroom.yml for an existing project.")

    @Argument(help: "The project folder (default: the current directory).")
    var path: String = "."

    @Option(name: .long, help: "Where to write the manifest (default: PATH/headroom.yml).")
    var output: String?

    @Flag(name: .long, help: "Overwrite an existing manifest.")
    var force = false

    @Flag(name: .long, inversion: .prefixedNo, help: "Scan the Swift code under PATH and write its components (default on).")
    var scan = true

    /// Where the manifest goes.
    var target: String { output ?? (path as NSString).appendingPathComponent("headroom.yml") }

    func validate() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("\(path) is not a folder")
        }
        if FileManager.default.fileExists(atPath: target) && !force {
            throw ValidationError("\(target) already exists; pass --force to overwrite it")
        }
    }

    func run() throws {
        try execute(stdout: { print($0, terminator: "") })
    }

    /// Surveys the project and writes the manifest; throws ``CheckCommandError`` when it cannot.
    func execute(stdout: (String) -> Void) throws {
        var survey = CheckProjectSurvey.survey(root: path)
        // Manifest paths are relative to the manifest: when it is written elsewhere, use absolute paths.
        let rootURL = URL(fileURLWithPath: path).standardizedFileURL
        let manifestFolder = URL(fileURLWithPath: target).deletingLastPathComponent().standardizedFileURL
        if manifestFolder.path != rootURL.path {
            survey.folders = survey.folders.map { $0 == "." ? rootURL.path : rootURL.appendingPathComponent($0).path }
        }
        guard !survey.folders.isEmpty else {
            throw CheckCommandError.usage("no .strings, .stringsdict, .xcstrings or .xliff files under \(path)")
        }
        var scanned: ScanComponents?
        if scan {
            let components = ScanComponents(result: SourceScanner().scan(paths: [path]))
            if !components.groups.isEmpty { scanned = components }
        }
        do {
            let text = CheckStarterManifest.text(for: survey, scanned: scanned.map { ScannedComponentsText.lines(for: $0) })
            try Data(text.utf8).write(to: URL(fileURLWithPath: target))
        } catch {
            throw CheckCommandError.cannotWrite(path: target, reason: error.localizedDescription)
        }
        let found = scanned.map { " \($0.groups.count) component(s) from the Swift code, \($0.unplaced) key(s) unplaced." } ?? ""
        stdout("Wrote \(target): \(survey.folders.count) string folder(s), \(survey.locales.count) locale(s).\(found) "
            + "Describe your components in it, then run `headroom check`.\n")
    }
}
