import Foundation

/// Whose strings tables an element's keys are looked up in (`bundle:` on an element): the code
/// names a bundle (`NSLocalizedString(_:tableName:bundle:...)`, `Text(_:tableName:bundle:)`) and
/// Foundation reads the key from that bundle's tables only, so the same key in another bundle is
/// another text.
public enum LookupBundle: Sendable, Hashable {
    /// `bundle: main`: the app's own tables, the strings files inside no folder another element
    /// names as its `bundle:`.
    case main
    /// `bundle: Packages/Kit/Sources/Kit`: the strings files under this folder (a Swift package
    /// target's resources, a framework target, a `.bundle`), less those under a deeper folder
    /// another element names. Resolved against the manifest's folder.
    case folder(String)

    /// `path` as an absolute, standardized path (for comparing folders and strings files).
    public static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The bundle folder `file` belongs to among `folders` (standardized): the deepest that holds
    /// it, nil for the app's own bundle.
    public static func owner(of file: String, among folders: [String]) -> String? {
        folders.filter { file.hasPrefix($0 + "/") }.max { $0.count < $1.count }
    }
}
