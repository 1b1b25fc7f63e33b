import Foundation
import HeadroomFormats

/// A scratch folder a reporter spills to while it writes (JUnit's per-component cases, the HTML
/// report's per-locale outcomes): made under the system's temporary folder and registered with
/// `TemporaryFiles`, so a stopped run removes it.
enum ReportScratch {
    /// Makes `<tmp>/<prefix>-<UUID>` and returns its path; a `ReportWriterError` when it cannot.
    static func makeDirectory(prefix: String) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true).path
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw ReportWriterError.temporaryFile(path: path, reason: error.localizedDescription)
        }
        TemporaryFiles.register(path)
        return path
    }
}
