import Foundation
import HeadroomReporters

/// Where `headroom check` streams a report: stdout (a sink) or a file. The report writers already
/// hand it pieces of about 32 KB, so each piece goes straight through; a report of any size is
/// never held whole.
final class StreamedReportOutput: ReportOutput {
    private let sink: ([UInt8]) throws -> Void
    private let close: () throws -> Void

    init(sink: @escaping ([UInt8]) throws -> Void, close: @escaping () throws -> Void = {}) {
        self.sink = sink
        self.close = close
    }

    /// A file created (or emptied) at `path`, its folder created if needed.
    static func file(_ path: String) throws -> StreamedReportOutput {
        let directory = (path as NSString).deletingLastPathComponent
        do {
            if !directory.isEmpty {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                throw CheckCommandError.cannotWrite(path: path, reason: "cannot create the file")
            }
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            return StreamedReportOutput(
                sink: { bytes in
                    do { try handle.write(contentsOf: Data(bytes)) } catch {
                        throw CheckCommandError.cannotWrite(path: path, reason: error.localizedDescription)
                    }
                },
                close: { try handle.close() })
        } catch let error as CheckCommandError {
            throw error
        } catch {
            throw CheckCommandError.cannotWrite(path: path, reason: error.localizedDescription)
        }
    }

    func write(_ text: String) throws { try write(utf8: Array(text.utf8)) }

    func write(utf8 bytes: [UInt8]) throws {
        guard !bytes.isEmpty else { return }
        try sink(bytes)
    }

    /// Closes the destination.
    func finish() throws { try close() }
}
