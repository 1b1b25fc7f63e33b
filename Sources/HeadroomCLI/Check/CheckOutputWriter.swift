import Foundation
import HeadroomReporters

/// Writes the files of a directory format (HTML) into `--output` (default `Reports/`). The
/// single-file formats stream through `StreamedReportOutput` instead.
enum CheckOutputWriter {
    static func writeDirectory(_ files: [ReportFile], format: OutputFormat, output: String?) throws {
        let directory = output ?? "Reports"
        for file in files {
            let path = (directory as NSString).appendingPathComponent(file.path ?? format.defaultFileName)
            try write(file.contents, to: path)
        }
    }

    private static func write(_ contents: String, to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        do {
            if !directory.isEmpty {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw CheckCommandError.cannotWrite(path: path, reason: error.localizedDescription)
        }
    }
}
