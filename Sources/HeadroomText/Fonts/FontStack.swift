import Foundation
import DynamicType

/// The fonts a text is set in: primary faces per weight (one variable face, or a Text cut and a
/// Display cut), then fallbacks chosen per grapheme cluster by coverage.
public struct FontStack: Sendable, Hashable {
    /// What a face is for.
    public enum Role: String, Sendable, Hashable, Codable {
        case text, display, fallback, emoji
    }

    /// One face of the stack.
    public struct Entry: Sendable, Hashable, Codable {
        public var family: String
        public var style: String
        public var weight: Int
        public var role: Role
        public var path: String
        public var faceIndex: Int
        public var sha256: String?
        public var scripts: [String]
        public var locales: [String]
        public var package: String?
        public var packageVersion: String?
        /// True for a variable font the engine instantiates per weight (and optical size).
        public var variable: Bool = false
    }

    public var entries: [Entry]
    /// Point size from which the Display cut replaces the Text cut (SF Pro: 20 pt).
    public var displayFromPointSize: Double = 20
    /// True when the stack stands in for the system font: its primary face then gets SF Pro's
    /// vertical metrics and the fitted width calibration (`StandInCalibration`).
    public var isSystemStack: Bool

    /// True when the system font is the stand-in the width calibration was fitted for (Inter): its
    /// widths carry the calibration's error band. False for a folder whose primary is a real system
    /// font (SF Pro from a Mac or Apple's download), measured with its own widths and `trak`.
    public var systemFontIsStandIn: Bool {
        isSystemStack && entries.first { $0.role == .text }?.family == StandInCalibration.fittedFamily
    }

    /// The default stack described by `<fontsDirectory>/manifest.json`. Throws when the manifest is
    /// bad or a font file is missing (naming the file and the Debian package that provides it).
    public static func bundled(fontsDirectory: String) throws -> FontStack {
        let manifestPath = (fontsDirectory as NSString).appendingPathComponent("manifest.json")
        let manifest = try FontManifest.load(path: manifestPath)
        var entries: [Entry] = []
        for font in manifest.fonts {
            guard let role = Role(rawValue: font.role) else {
                throw FontError.badManifest(path: manifestPath, reason: "unknown role '\(font.role)' for \(font.family)")
            }
            let path: String
            if let file = font.file {
                path = (fontsDirectory as NSString).appendingPathComponent(file)
            } else if let system = font.systemPath {
                path = system
            } else {
                throw FontError.badManifest(path: manifestPath, reason: "\(font.family) \(font.style) has no file")
            }
            guard FileManager.default.fileExists(atPath: path) else {
                throw FontError.missingFile(path: path, package: font.package)
            }
            entries.append(
                Entry(
                    family: font.family, style: font.style, weight: font.weight, role: role, path: path,
                    faceIndex: font.faceIndex, sha256: font.sha256, scripts: font.scripts, locales: font.locales,
                    package: font.package, packageVersion: font.packageVersion, variable: font.variable ?? false))
        }
        guard entries.contains(where: { $0.role == .text }) else {
            throw FontError.badManifest(path: manifestPath, reason: "no face with role 'text'")
        }
        return FontStack(entries: entries, isSystemStack: true)
    }

    /// A user's font file (a `.ttc` member by index; a variable font is instantiated per weight)
    /// as the primary face, optionally followed by another stack's fallbacks for what it lacks.
    public static func file(_ path: String, faceIndex: Int = 0, fallback: FontStack? = nil) throws -> FontStack {
        // A FIFO, a device or a cut file is an error naming it, never a wait or a measurement through the fallbacks.
        try FontFileCheck.validate(path)
        let face = try FaceCache.shared.face(path: path, faceIndex: faceIndex, variations: [:])
        var entries = [
            Entry(
                family: face.family, style: face.style, weight: 400, role: .text, path: path, faceIndex: faceIndex,
                sha256: nil, scripts: [], locales: [], package: nil, packageVersion: nil,
                variable: face.hasAxis("wght") || face.hasAxis("opsz"))
        ]
        if let fallback {
            // The other stack's primary faces become plain fallbacks.
            entries += fallback.entries.map { entry in
                var copy = entry
                if copy.role == .text { copy.role = .fallback }
                return copy
            }.filter { $0.role != .display }
        }
        var stack = FontStack(entries: entries, isSystemStack: false)
        stack.displayFromPointSize = .infinity
        return stack
    }

    /// The entry of `role` and `family` closest to `weight` (ties go to the heavier face).
    func nearest(_ candidates: [Entry], weight: Int) -> Entry? {
        candidates.min { a, b in
            let da = abs(a.weight - weight), db = abs(b.weight - weight)
            return da != db ? da < db : a.weight > b.weight
        }
    }

    /// Checks bundled files against the manifest's SHA-256; returns one warning per mismatch.
    public func verifyChecksums() -> [String] {
        var warnings: [String] = []
        var seen = Set<String>()
        for entry in entries where seen.insert(entry.path).inserted {
            guard let expected = entry.sha256 else { continue }
            guard let actual = SHA256.hex(ofFile: entry.path) else {
                warnings.append("cannot read \(entry.path) to verify its checksum")
                continue
            }
            if actual != expected {
                warnings.append(
                    "checksum mismatch for \(entry.path): expected \(expected), found \(actual)"
                        + (entry.package.map { " (\($0) \(entry.packageVersion ?? "") was recorded)" } ?? ""))
            }
        }
        return warnings
    }
}
