import Foundation
import HeadroomFormats

/// Where a page's body waits while its head is written: the head lists the glyph outlines the
/// cards use, known only once every card is drawn. In memory for a page rendered whole (`render`);
/// in a scratch file for a page written to disk, so a page of any size is never held. One body is
/// reused page after page (`copy` empties it).
final class HTMLPageBody: ReportOutput {
    /// The pieces `copy` hands on.
    static let pieceSize = 64 * 1024

    private var bytes: [UInt8] = []
    private let inFile: Bool
    private var directory: String?
    private var handle: FileHandle?
    private var path = ""

    /// A body kept in a scratch file (`inFile`) or in memory.
    init(inFile: Bool) { self.inFile = inFile }

    deinit {
        try? handle?.close()
        if let directory {
            try? FileManager.default.removeItem(atPath: directory)
            TemporaryFiles.unregister(directory)
        }
    }

    func write(_ text: String) throws { try write(utf8: Array(text.utf8)) }

    func write(utf8 piece: [UInt8]) throws {
        guard inFile else {
            bytes.append(contentsOf: piece)
            return
        }
        do { try file().write(contentsOf: piece) } catch let error as ReportWriterError { throw error } catch {
            throw ReportWriterError.temporaryFile(path: path, reason: error.localizedDescription)
        }
    }

    /// Hands the body to `output` in pieces of whole characters, then empties it.
    func copy(into output: any ReportOutput) throws {
        guard inFile else {
            var start = 0
            while start < bytes.count {
                var end = min(start + Self.pieceSize, bytes.count)
                while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                try output.write(utf8: Array(bytes[start..<end]))
                start = end
            }
            bytes = []
            return
        }
        guard let handle else { return }
        do {
            try handle.seek(toOffset: 0)
            var carried: [UInt8] = []
            while let data = try handle.read(upToCount: Self.pieceSize), !data.isEmpty {
                var piece = carried
                piece.append(contentsOf: data)
                let end = Self.wholeCharacters(piece)
                carried = Array(piece[end...])
                if end > 0 { try output.write(utf8: Array(piece[..<end])) }
            }
            if !carried.isEmpty { try output.write(utf8: carried) }
            try handle.truncate(atOffset: 0)
        } catch let error as ReportWriterError { throw error } catch {
            throw ReportWriterError.temporaryFile(path: path, reason: error.localizedDescription)
        }
    }

    /// Where the last character of `bytes` starts when it is not complete yet, else the count.
    static func wholeCharacters(_ bytes: [UInt8]) -> Int {
        var start = bytes.count
        while start > 0, bytes.count - start < 4, bytes[start - 1] & 0xC0 == 0x80 { start -= 1 }
        guard start > 0 else { return bytes.count }
        let lead = bytes[start - 1]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        return start - 1 + length > bytes.count ? start - 1 : bytes.count
    }

    private func file() throws -> FileHandle {
        if let handle { return handle }
        let directory = try ReportScratch.makeDirectory(prefix: "headroom-page")
        self.directory = directory
        path = directory + "/body.html"
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forUpdatingAtPath: path) else {
            throw ReportWriterError.temporaryFile(path: path, reason: "cannot create it")
        }
        self.handle = handle
        return handle
    }
}
