/// Where a directory format (HTML) writes its files: each one handed to the folder in pieces as
/// it is built, so a page of any size is never held whole.
public protocol ReportFolder: AnyObject {
    /// Writes the file at `path` (relative to the folder): `produce` hands its text to the output
    /// (pieces of about 32 KB). The file is complete when `produce` returns; if it throws, nothing
    /// of the file is kept.
    func write(_ path: String, _ produce: (any ReportOutput) throws -> Void) throws
}

extension ReportFolder {
    /// Writes a file whose text is already whole (a to-do list, a test's page).
    public func write(_ file: ReportFile) throws {
        try write(file.path ?? "") { try $0.write(file.contents) }
    }
}
