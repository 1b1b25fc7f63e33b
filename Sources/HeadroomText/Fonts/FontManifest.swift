import Foundation

/// `Fonts/manifest.json`: the default font stack. Small fonts live in `Fonts/` (`file`), large ones
/// (CJK, emoji, rarer scripts) are referenced by their Debian system path (`systemPath`) and package.
public struct FontManifest: Sendable, Codable, Hashable {
    public struct Font: Sendable, Codable, Hashable {
        public var family: String
        public var style: String
        public var weight: Int
        /// `text` (primary; below `displayFromPointSize` when the stack has a Display cut), `display`
        /// (primary from 20 pt), `fallback`, `emoji`.
        public var role: String
        /// File name inside the fonts directory, for bundled fonts.
        public var file: String?
        /// Absolute path of a system font.
        public var systemPath: String?
        public var faceIndex: Int
        public var sha256: String?
        /// ISO 15924 scripts the face is chosen for.
        public var scripts: [String]
        /// Locales the face is preferred for (CJK regional faces).
        public var locales: [String]
        /// Debian package that provides the file.
        public var package: String?
        public var packageVersion: String?
        /// True for a variable font instantiated per weight (`wght`) and, with an `opsz` axis, per size.
        public var variable: Bool?
    }

    public var version: Int
    public var fonts: [Font]

    /// Reads and decodes a manifest file.
    public static func load(path: String) throws -> FontManifest {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FontError.badManifest(path: path, reason: "file not found or unreadable")
        }
        do {
            return try JSONDecoder().decode(FontManifest.self, from: data)
        } catch {
            throw FontError.badManifest(path: path, reason: "\(error)")
        }
    }
}
