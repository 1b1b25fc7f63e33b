import Foundation
import HeadroomFormats
import HeadroomReporters

/// Writes the files of a directory format (HTML) into `--output` (default `Reports/`). The
/// single-file formats stream through `StreamedReportOutput` instead.
///
/// Each page is written beside its target and renamed into place. The folder keeps a list of the
/// pages it holds (`.headroom-pages`); pages of an earlier run that this run did not write are
/// removed, so no stale page is left, and files the user put there are never touched.
enum CheckOutputWriter {
    static let listName = ".headroom-pages"

    /// Writes each file `produce` hands over as it comes, so only one page is held at a time.
    static func writeDirectory(
        format: OutputFormat, output: String?, inputs: InputFiles = InputFiles([]),
        produce: ((ReportFile) throws -> Void) throws -> Void
    ) throws {
        let directory = output ?? "Reports"
        var written: [String] = []
        try produce { file in
            let name = file.path ?? format.defaultFileName
            let path = (directory as NSString).appendingPathComponent(name)
            let destination = try ReportDestination.open(path, inputs: inputs)
            do {
                try destination.write(Array(file.contents.utf8))
                try destination.commit()
            } catch {
                destination.abandon()
                throw error
            }
            written.append(name)
        }
        let listPath = (directory as NSString).appendingPathComponent(listName)
        let previous = (try? String(contentsOfFile: listPath, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        let kept = Set(written)
        for stale in previous where !kept.contains(stale) && !stale.contains("..") && !stale.hasPrefix("/") {
            try? FileManager.default.removeItem(atPath: (directory as NSString).appendingPathComponent(stale))
        }
        let list = try ReportDestination.open(listPath, inputs: inputs)
        try list.write(Array((written.joined(separator: "\n") + "\n").utf8))
        try list.commit()
    }
}
