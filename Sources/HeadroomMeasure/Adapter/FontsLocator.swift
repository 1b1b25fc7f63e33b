import Foundation

/// Finds the `Fonts/` folder (the one holding `manifest.json`) when `--fonts` is not given.
///
/// Order: the `HEADROOM_FONTS` environment variable; then `Fonts/` in the folder of the real
/// executable (symlinks resolved) and each folder above it (so `.build/release/headroom` finds the
/// checkout's `Fonts/`), plus `share/headroom/Fonts` next to an installed `bin/`; then the current
/// directory and each folder above it.
public enum FontsLocator {
    public static func locate(
        explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment,
        executable: String = CommandLine.arguments.first ?? "", currentDirectory: String = FileManager.default.currentDirectoryPath
    ) throws -> String {
        if let explicit {
            guard hasManifest(explicit) else {
                throw FontsLocatorError.noManifest(explicit)
            }
            return explicit
        }
        var searched: [String] = []
        if let fromEnvironment = environment["HEADROOM_FONTS"], !fromEnvironment.isEmpty {
            if hasManifest(fromEnvironment) { return fromEnvironment }
            searched.append("HEADROOM_FONTS=\(fromEnvironment)")
        }
        for start in startingPoints(executable: executable, currentDirectory: currentDirectory) {
            var folder = URL(fileURLWithPath: start).standardizedFileURL
            for _ in 0..<8 {
                for candidate in [folder.appendingPathComponent("Fonts"), folder.appendingPathComponent("share/headroom/Fonts")] {
                    if hasManifest(candidate.path) { return candidate.path }
                }
                searched.append(folder.appendingPathComponent("Fonts").path)
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        throw FontsLocatorError.notFound(searched: Array(searched.prefix(4)) + (searched.count > 4 ? ["…"] : []))
    }

    private static func startingPoints(executable: String, currentDirectory: String) -> [String] {
        var points: [String] = []
        if !executable.isEmpty {
            let path = executable.contains("/") ? executable : (which(executable) ?? "")
            if !path.isEmpty {
                let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
                let real = URL(fileURLWithPath: absolute).resolvingSymlinksInPath()
                points.append(real.deletingLastPathComponent().path)
            }
        }
        points.append(currentDirectory)
        return points
    }

    private static func which(_ name: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    private static func hasManifest(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("manifest.json"))
    }
}
