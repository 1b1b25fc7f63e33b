import Foundation
import HeadroomReporters

/// Where `headroom check` streams a report: text is gathered into blocks of about 64 KiB and
/// handed to a sink (stdout) or appended to a file, so a report of any size is never held whole.
final class BufferedReportOutput: ReportOutput {
    private var buffer: [UInt8] = []
    private let blockSize = 1 << 16
    private let sink: ([UInt8]) throws -> Void
    private let close: () throws -> Void

    init(sink: @escaping ([UInt8]) throws -> Void, close: @escaping () throws -> Void = {}) {
        self.sink = sink
        self.close = close
        buffer.reserveCapacity(blockSize * 2)
    }

    /// A file created (or emptied) at `path`, its folder created if needed.
    static func file(_ path: String) throws -> BufferedReportOutput {
        let directory = (path as NSString).deletingLastPathComponent
        do {
            if !directory.isEmpty {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                throw CheckCommandError.cannotWrite(path: path, reason: "cannot create the file")
            }
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            return BufferedReportOutput(
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

    func write(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= blockSize { try flush() }
    }

    func write(utf8 bytes: [UInt8]) throws {
        if buffer.isEmpty && bytes.count >= blockSize { return try sink(bytes) }
        buffer.append(contentsOf: bytes)
        if buffer.count >= blockSize { try flush() }
    }

    /// Writes what is buffered and closes the destination.
    func finish() throws {
        try flush()
        try close()
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        try sink(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
