import DynamicType
import Foundation

/// Why no font folder could be used.
public enum FontsLocatorError: Error, CustomStringConvertible, Equatable, Sendable {
    /// `--fonts` names a folder without `manifest.json`.
    case noManifest(String)
    /// No `Fonts/manifest.json` anywhere the locator looked.
    case notFound(searched: [String])

    public var description: String {
        switch self {
        case let .noManifest(folder):
            "invalid value '\(folder)' for --fonts: no manifest.json in that folder"
        case let .notFound(searched):
            "no Fonts/manifest.json found (looked in \(searched.joined(separator: ", "))); pass --fonts DIR"
        }
    }
}

extension FontsLocatorError: ExitCoded {
    public var exitStatus: Int32 { ExitStatus.usage }
}
