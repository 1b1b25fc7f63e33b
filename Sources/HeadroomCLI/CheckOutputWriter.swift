import Foundation
import HeadroomReporters

/// Writes rendered report files: a single-file format to `--output` or stdout; a directory format
/// (HTML) into `--output` (default `Reports/`).
enum CheckOutputWriter {
    static func write(_ files: [ReportFile], format: OutputFormat, output: String?, stdout: (String) -> Void) throws {
        let fm = FileManager.default
        if format.writesDirectory {
            let directory = output ?? "Reports"
            for file in files {
                let path = (directory as NSString).appendingPathComponent(file.path ?? format.defaultFileName)
                try write(file.contents, to: path)
            }
            return
        }
        for file in files {
            if let relative = file.path {
                let base = output.map { ($0 as NSString).deletingLastPathComponent } ?? "."
                try write(file.contents, to: (base as NSString).appendingPathComponent(relative))
            } else if let output {
                var isDirectory: ObjCBool = false
                let path = fm.fileExists(atPath: output, isDirectory: &isDirectory) && isDirectory.boolValue
                    ? (output as NSString).appendingPathComponent(format.defaultFileName) : output
                try write(file.contents, to: path)
            } else {
                stdout(file.contents)
            }
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
