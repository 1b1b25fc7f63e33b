import ArgumentParser
import Foundation
import HeadroomFormats
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

    @Flag(name: .long, help: "Also take bundles that are not the app's UI (Settings.bundle, test targets).")
    var allBundles = false

    @Flag(name: .long, inversion: .prefixedNo, help: "Scan the Swift code under PATH and write its components (default on).")
    var scan = true

    /// Where the manifest goes.
    var target: String { output ?? (path as NSString).appendingPathComponent("headroom.yml") }

    func validate() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("\(path) is not a folder")
        }
        // lstat: a dangling link at the target exists too (writing through it would create a file elsewhere).
        var st = stat()
        if lstat(target, &st) == 0 && !force {
            throw ValidationError("\(target) already exists; pass --force to overwrite it")
        }
    }

    func run() throws {
        var decisions = ""
        try execute(stdout: { decisions += $0 })
        try StandardOutput.print(ControlCharacters.escaped(decisions, keepLineBreaks: true))
    }

    /// Surveys the project and writes the manifest; throws ``CheckCommandError`` when it cannot.
    func execute(stdout: (String) -> Void) throws {
        var survey = CheckProjectSurvey.survey(root: path, allBundles: allBundles)
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
            // Swift places are relative to the scanned folder: absolute when the manifest is elsewhere.
            let folder = manifestFolder.path == rootURL.path ? "" : rootURL.path
            let text = CheckStarterManifest.text(for: survey, scanned: scanned.map { ScannedComponentsText($0, folder: folder) })
            // Atomic: the manifest is renamed into place, replacing a link at the target, never following it.
            try Data(text.utf8).write(to: URL(fileURLWithPath: target), options: .atomic)
        } catch {
            throw CheckCommandError.cannotWrite(path: target, reason: error.localizedDescription)
        }
        stdout(Self.decisions(survey, target: target, scanned: scanned))
    }

    /// What `init` decided and why, one line each.
    static func decisions(_ survey: CheckProjectSurvey, target: String, scanned: ScanComponents? = nil) -> String {
        var out = "Wrote \(target):\n"
        out += "  strings: \(survey.folders.count) folder\(survey.folders.count == 1 ? "" : "s") (\(survey.folders.joined(separator: ", ")))\n"
        for skip in survey.skipped { out += "  skipped \(skip.folder): \(skip.reason) (--all-bundles takes it)\n" }
        out += "  locales: \(survey.locales.count) (\(survey.locales.joined(separator: ", ")))"
        out += survey.localeSource.map { ", the languages the app ships (\($0))\n" } ?? ", every locale with files (the project declares no knownRegions or CFBundleLocalizations)\n"
        // One line per reason: `left out 29 locales (af, ar, ...): not in CFBundleLocalizations in ...`.
        for reason in survey.droppedReasons {
            let locales = survey.droppedLocales.filter { $0.reason == reason }.map(\.folder)
            out += "  left out \(locales.count == 1 ? "locale" : "\(locales.count) locales") \(locales.joined(separator: ", ")): \(reason)\n"
        }
        if !survey.mergedLocales.isEmpty {
            out += "  one locale for each of: \(survey.mergedLocales.joined(separator: "; "))\n"
        }
        if let source = survey.sourceLocale {
            out += "  sourceLocale: \(source), because \(survey.sourceReason); its regional variants are never reported untranslated\n"
        }
        if survey.hasInfoPlist {
            out += "  InfoPlist.strings keys (permission prompts, app name) go to the rule 'System alerts': the system shows them in alerts\n"
        }
        if let scanned {
            out += "  components: \(scanned.groups.count) read from the Swift code (`headroom scan`), each key's Swift file:line in `shownAt:`\n"
            out += "  the \(scanned.unplaced) key(s) the scan could not place: the rule 'Unplaced strings' (placed: false: no fit verdicts, glyphs and translation only, as notes):\n"
            for line in ScannedComponentsText.unplacedLines(scanned.unplacedKeys) { out += "    " + line + "\n" }
        } else {
            out += "  every other string: the rule 'Everything else' (Body, one line, the device width minus 32 pt)\n"
        }
        out += "Describe your components in it, then run `headroom check`.\n"
        return out
    }
}
