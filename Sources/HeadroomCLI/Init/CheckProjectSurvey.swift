import Foundation

/// What `headroom init` finds in a project: the folders holding localization files, the locales,
/// and the development language.
struct CheckProjectSurvey: Equatable {
    /// Folders (relative to the root) that hold `.lproj` folders or catalogs, sorted.
    var folders: [String]
    var locales: [String]
    var sourceLocale: String?

    /// Folders never searched: build products, dependencies, version control.
    static let skipped: Set<String> = [".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", ".git", ".swiftpm"]
    static let extensions: Set<String> = ["strings", "stringsdict", "xcstrings", "xliff"]

    static func survey(root: String) -> CheckProjectSurvey {
        var folders = Set<String>()
        var locales = Set<String>()
        var catalogSource: String?
        let fm = FileManager.default
        let rootURL = URL(fileURLWithPath: root).standardizedFileURL
        guard let walker = fm.enumerator(at: rootURL, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else {
            return CheckProjectSurvey(folders: [], locales: [], sourceLocale: nil)
        }
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if skipped.contains(name) {
                walker.skipDescendants()
                continue
            }
            guard extensions.contains(url.pathExtension) else { continue }
            var folder = url.deletingLastPathComponent()
            if folder.pathExtension == "lproj" {
                locales.insert(folder.deletingPathExtension().lastPathComponent)
                folder = folder.deletingLastPathComponent()
            }
            if url.pathExtension == "xcstrings", catalogSource == nil, let data = fm.contents(atPath: url.path),
                let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            {
                catalogSource = json["sourceLanguage"] as? String
                if let strings = json["strings"] as? [String: Any] {
                    for case let entry as [String: Any] in strings.values {
                        for locale in (entry["localizations"] as? [String: Any])?.keys ?? [:].keys { locales.insert(locale) }
                    }
                }
            }
            folders.insert(relative(folder, to: rootURL))
        }
        // Keep only the outermost folders: the loader reads folders recursively.
        let sorted = folders.sorted()
        let outermost = sorted.filter { folder in
            !sorted.contains { other in other != folder && (other == "." || folder.hasPrefix(other + "/")) }
        }
        let source = catalogSource ?? (locales.contains("en") || locales.contains("Base") ? "en" : locales.sorted().first)
        return CheckProjectSurvey(folders: outermost, locales: locales.subtracting(["Base"]).sorted(), sourceLocale: source)
    }

    private static func relative(_ url: URL, to root: URL) -> String {
        let path = url.standardizedFileURL.path
        if path == root.path { return "." }
        return path.hasPrefix(root.path + "/") ? String(path.dropFirst(root.path.count + 1)) : path
    }
}
