import Foundation
import HeadroomFormats
import HeadroomScan

/// What `headroom init` finds in a project: the folders holding localization files, the locales,
/// and the development language.
struct CheckProjectSurvey: Equatable {
    /// Folders (relative to the root) that hold `.lproj` folders or catalogs, sorted.
    var folders: [String]
    var locales: [String]
    var sourceLocale: String?
    /// Why the development language was chosen.
    var sourceReason = ""
    /// Folders left out, with the reason (relative to the root).
    var skipped: [Skip] = []
    /// Locale spellings folded into one (`pt_BR` and `pt-BR`).
    var mergedLocales: [String] = []
    /// True when an `InfoPlist.strings` was found (its keys are shown by the system, in alerts).
    var hasInfoPlist = false
    /// Where the locale list comes from (`knownRegions in App.xcodeproj/project.pbxproj`), nil when
    /// the project declares none and every locale with files is taken.
    var localeSource: String?
    /// Locales with files that are left out, with the reason.
    var droppedLocales: [Skip] = []
    /// The reasons of `droppedLocales`, each once, in order.
    var droppedReasons: [String] {
        var seen = Set<String>()
        return droppedLocales.map(\.reason).filter { seen.insert($0).inserted }
    }

    struct Skip: Equatable {
        var folder: String
        var reason: String
    }

    /// Bundles that are not the app's UI: skipped unless `init --all-bundles`.
    static func skipReason(_ name: String) -> String? {
        if name == "Settings.bundle" { return "the Settings app's pane (licences, preferences), not the app's UI" }
        if name.hasSuffix("UITests") || name.hasSuffix("Tests") { return "a test target" }
        return nil
    }

    /// Folders never searched: build products, dependencies, version control.
    static let skipped: Set<String> = [".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", ".git", ".swiftpm"]
    static let extensions: Set<String> = ["strings", "stringsdict", "xcstrings", "xliff"]

    /// Locale codes that are never an app's language: Xcode's `Base` (storyboards' development
    /// text), translatewiki's message documentation `qqq`, the pseudolocales `qps-ploc*`
    /// (Windows) and `en-XA`/`ar-XB` (Android).
    static let notShipped: [String: String] = [
        "Base": "Xcode's base internationalization (development-language storyboards), not a language",
        "qqq": "message documentation for translators (translatewiki.net), not a language",
        "qps-ploc": "a pseudolocale", "qps-ploca": "a pseudolocale", "qps-plocm": "a pseudolocale",
        "en-XA": "a pseudolocale", "ar-XB": "a pseudolocale",
    ]

    static func survey(root: String, allBundles: Bool = false) -> CheckProjectSurvey {
        var skips: [Skip] = []
        var infoPlist = false
        var folders = Set<String>()
        // Each file's most precise `strings:` entry (`App/*.lproj`, or the catalog itself), by folder.
        var precise: [(folder: String, entry: String)] = []
        var locales = Set<String>()
        var catalogSource: String?
        // The languages the app ships, as the project declares them.
        var shipping: [(source: String, locales: [String])] = []
        let fm = FileManager.default
        let rootURL = URL(fileURLWithPath: root).standardizedFileURL
        var files: [URL] = []
        // Each folder once, never through a link that leaves the project (`FileWalker`).
        FileWalker().walk(rootURL.path, descend: { sub in
            let name = (sub as NSString).lastPathComponent
            if name.hasPrefix(".") || skipped.contains(name) { return false }
            if !allBundles, let reason = skipReason(name) {
                skips.append(Skip(folder: sub, reason: reason))
                return false
            }
            return true
        }) { sub, kind in
            guard kind == .regular, !(sub as NSString).lastPathComponent.hasPrefix(".") else { return }
            files.append(rootURL.appendingPathComponent(sub))
        }
        for url in files {
            let name = url.lastPathComponent
            if name == "InfoPlist.strings" { infoPlist = true }
            if name == "project.pbxproj" || name == "Info.plist", let data = fm.contents(atPath: url.path),
               let text = String(data: data, encoding: .utf8) {
                let declared = name == "Info.plist" ? bundleLocalizations(text) : knownRegions(text)
                if !declared.isEmpty {
                    let key = name == "Info.plist" ? "CFBundleLocalizations" : "knownRegions"
                    shipping.append(("\(key) in \(relative(url, to: rootURL))", declared))
                }
            }
            guard extensions.contains(url.pathExtension) else { continue }
            var folder = url.deletingLastPathComponent()
            if folder.pathExtension == "lproj" {
                locales.insert(folder.deletingPathExtension().lastPathComponent)
                folder = folder.deletingLastPathComponent()
            }
            if url.pathExtension == "xcstrings", catalogSource == nil,
                case .success(let data) = FileWalker.readRegular(url.path, limit: InputLimits.fileBytes),
                let json = try? JSONNode.read(data, file: url.path)
            {
                catalogSource = json["sourceLanguage"]?.stringValue
                for entry in json["strings"]?.members ?? [] {
                    for locale in entry.value["localizations"]?.members ?? [] { locales.insert(locale.key) }
                }
            }
            let container = relative(folder, to: rootURL)
            folders.insert(container)
            let inLproj = url.deletingLastPathComponent().pathExtension == "lproj"
            let prefix = container == "." ? "" : container + "/"
            precise.append((container, inLproj ? prefix + "*.lproj" : relative(url, to: rootURL)))
        }
        // Keep only the outermost folders (the loader reads folders recursively), except around a
        // skipped folder: there the precise entries, so the loader does not read it either.
        let skippedPaths = skips.map(\.folder)
        func holdsSkipped(_ folder: String) -> Bool { skippedPaths.contains { folder == "." || $0.hasPrefix(folder + "/") } }
        let candidates = folders.filter { !holdsSkipped($0) }.sorted { ($0.count, $0) < ($1.count, $1) }
        var entries = Set<String>()
        for (folder, entry) in precise {
            let outer = candidates.first { $0 == "." || folder == $0 || folder.hasPrefix($0 + "/") }
            entries.insert(outer ?? entry)
        }
        let outermost = entries.sorted()
        // One spelling per locale: `pt_BR` and `pt-BR` are one.
        var spellings: [String: [String]] = [:]
        var dropped: [Skip] = []
        for locale in locales.subtracting(["Base"]) {
            if let reason = notShipped[locale.replacingOccurrences(of: "_", with: "-")] {
                dropped.append(Skip(folder: locale, reason: reason))
                continue
            }
            spellings[locale.replacingOccurrences(of: "_", with: "-"), default: []].append(locale)
        }
        // Only the languages the project says it ships, when it says so.
        let declared = Set(shipping.flatMap { $0.locales.map { $0.replacingOccurrences(of: "_", with: "-") } })
        if !declared.isEmpty {
            let sources = shipping.map(\.source).sorted().joined(separator: ", ")
            for locale in spellings.keys where !declared.contains(locale) {
                dropped.append(Skip(folder: locale, reason: "not in \(sources)"))
                spellings[locale] = nil
            }
        }
        let merged = spellings.filter { $0.value.count > 1 }.map { $0.value.sorted().joined(separator: " = ") }.sorted()
        let unique = spellings.keys.sorted()
        let source: String?
        let reason: String
        if let catalogSource {
            source = catalogSource
            reason = "it is the String Catalog's sourceLanguage"
        } else if locales.contains("en") || locales.contains("Base") {
            source = "en"
            reason = "en (or Base) is present"
        } else {
            source = unique.first
            reason = "no catalog and no en: the first locale; set sourceLocale if it is not the development language"
        }
        var survey = CheckProjectSurvey(folders: outermost, locales: unique, sourceLocale: source)
        survey.sourceReason = reason
        survey.skipped = skips.sorted { $0.folder < $1.folder }
        survey.mergedLocales = merged
        survey.hasInfoPlist = infoPlist
        survey.localeSource = declared.isEmpty ? nil : shipping.map(\.source).sorted().joined(separator: ", ")
        survey.droppedLocales = dropped.sorted { $0.folder < $1.folder }
        return survey
    }

    /// `knownRegions = (en, Base, "zh-Hans", );` of an Xcode project, less `Base`, read by the
    /// project file's parser (`XcodeProject`); none when the file is not readable.
    static func knownRegions(_ pbxproj: String) -> [String] {
        XcodeProject.knownRegions(in: pbxproj) ?? []
    }

    /// The `CFBundleLocalizations` array of an Info.plist, read as text (plists may hold
    /// preprocessor lines that no XML parser accepts).
    static func bundleLocalizations(_ plist: String) -> [String] {
        guard let key = plist.range(of: "<key>CFBundleLocalizations</key>"),
              let open = plist[key.upperBound...].range(of: "<array>"),
              plist[key.upperBound..<open.lowerBound].allSatisfy(\.isWhitespace),
              let close = plist[open.upperBound...].range(of: "</array>") else { return [] }
        var out: [String] = []
        var rest = plist[open.upperBound..<close.lowerBound]
        while let s = rest.range(of: "<string>"), let e = rest[s.upperBound...].range(of: "</string>") {
            out.append(rest[s.upperBound..<e.lowerBound].trimmingCharacters(in: .whitespaces))
            rest = rest[e.upperBound...]
        }
        return out.filter { !$0.isEmpty && $0 != "Base" }
    }

    private static func relative(_ url: URL, to root: URL) -> String {
        let path = url.standardizedFileURL.path
        if path == root.path { return "." }
        return path.hasPrefix(root.path + "/") ? String(path.dropFirst(root.path.count + 1)) : path
    }
}
