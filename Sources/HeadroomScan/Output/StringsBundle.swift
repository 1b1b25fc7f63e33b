import DynamicType

/// Where a usage's key is looked up when the code names a bundle other than the app's own
/// (`bundle: .module`, `Bundle(for: KitClass.self)`, `Bundle(identifier:)`, a named `.bundle`):
/// the strings tables under one folder, or a bundle the scan could not tell. A usage with no
/// `StringsBundle` is looked up in the app's bundle.
public enum StringsBundle: Sendable, Hashable {
    /// The tables of the `.lproj` folders under `folder` (relative to the scanned folder): a Swift
    /// package target's resources, a framework target's folder, a `Name.bundle`. `evidence` says
    /// which call named the bundle and how it was joined to the folder.
    case folder(String, evidence: Evidence)
    /// The code names a bundle the scan cannot place; `evidence` is an estimate saying why. The key
    /// is matched in any table of its name, as if no bundle were named.
    case unknown(evidence: Evidence)

    public var evidence: Evidence {
        switch self {
        case .folder(_, let evidence), .unknown(let evidence): evidence
        }
    }

    /// The folder, nil when unknown.
    public var folder: String? {
        if case .folder(let folder, _) = self { return folder }
        return nil
    }
}
