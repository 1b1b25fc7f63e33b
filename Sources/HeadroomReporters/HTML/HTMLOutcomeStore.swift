import Foundation
import HeadroomCheck
import HeadroomFormats

/// The outcomes of a check kept for the HTML pages without holding them in memory: each locale's
/// outcomes go to a temporary file as the check delivers them, and only their counts stay in
/// memory (`tally`) for the index and the developers' page, which count texts and draw no card.
/// A locale page reads back its own locale's outcomes without their previews, and each card's
/// previews as it is drawn (`previews(for:)`). The files are removed when the store goes away.
///
/// Each outcome is two records, a 4-byte length and `SpillEncoder` bytes each (binary numbers: no
/// decimal text to format and parse): the outcome without its previews, then its previews.
public final class HTMLOutcomeStore {
    private var directory: String?
    private var handles: [String: FileHandle] = [:]
    private var fileNames: [String: String] = [:]
    /// Where each outcome read back has its previews: file, offset and length.
    private var previewRecords: [Place: (locale: String, offset: UInt64, length: Int)] = [:]
    /// What the index and the developers' page count of every outcome with something to report.
    private(set) var tally = HTMLStringTally()

    private struct Place: Hashable {
        var identity: TextIdentity
        var location: SourceLocation
    }

    public init() {}

    deinit {
        for handle in handles.values { try? handle.close() }
        if let directory {
            try? FileManager.default.removeItem(atPath: directory)
            TemporaryFiles.unregister(directory)
        }
    }

    /// Stores a batch of outcomes in report order.
    public func add(_ batch: [StringOutcome]) throws {
        let encoder = SpillEncoder()
        var records: [String: [UInt8]] = [:]
        func append(_ bytes: [UInt8], _ locale: String) {
            withUnsafeBytes(of: UInt32(bytes.count).littleEndian) { records[locale, default: []].append(contentsOf: $0) }
            records[locale, default: []].append(contentsOf: bytes)
        }
        for outcome in batch where outcome.severity != nil {
            var bare = outcome
            bare.previews = []
            append(try encoder.encode(bare), outcome.locale)
            append(try encoder.encode(outcome.previews), outcome.locale)
            tally.add(outcome)
        }
        for (locale, record) in records {
            let handle = try handle(for: locale)
            do { try handle.write(contentsOf: record) } catch {
                throw ReportWriterError.temporaryFile(path: fileNames[locale] ?? "", reason: error.localizedDescription)
            }
        }
    }

    /// The outcomes of `locale` as stored, in report order, without their previews.
    func outcomes(locale: String) throws -> [StringOutcome] {
        guard let path = fileNames[locale], let handle = handles[locale] else { return [] }
        try handle.synchronize()
        guard let reader = FileHandle(forReadingAtPath: path) else {
            throw ReportWriterError.temporaryFile(path: path, reason: "cannot read it back")
        }
        defer { try? reader.close() }
        let decoder = SpillDecoder()
        var outcomes: [StringOutcome] = []
        var offset: UInt64 = 0
        func record() throws -> (offset: UInt64, length: Int)? {
            guard let head = try reader.read(upToCount: 4), !head.isEmpty else { return nil }
            guard head.count == 4 else { throw ReportWriterError.temporaryFile(path: path, reason: "it was cut short") }
            let length = head.enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
            defer { offset += 4 + UInt64(length) }
            return (offset + 4, length)
        }
        while let bare = try record() {
            guard let data = try reader.read(upToCount: bare.length), data.count == bare.length,
                let previews = try record()
            else { throw ReportWriterError.temporaryFile(path: path, reason: "it was cut short") }
            try reader.seek(toOffset: previews.offset + UInt64(previews.length))
            let outcome = try decoder.decode(StringOutcome.self, from: [UInt8](data))
            previewRecords[Place(identity: outcome.identity, location: outcome.location)] = (locale, previews.offset, previews.length)
            outcomes.append(outcome)
        }
        return outcomes
    }

    /// The previews of an outcome `outcomes(locale:)` returned.
    func previews(for outcome: StringOutcome) throws -> [StringPreview] {
        guard let place = previewRecords[Place(identity: outcome.identity, location: outcome.location)],
            let path = fileNames[place.locale]
        else { return [] }
        guard let reader = FileHandle(forReadingAtPath: path) else {
            throw ReportWriterError.temporaryFile(path: path, reason: "cannot read it back")
        }
        defer { try? reader.close() }
        try reader.seek(toOffset: place.offset)
        guard let data = try reader.read(upToCount: place.length), data.count == place.length else {
            throw ReportWriterError.temporaryFile(path: path, reason: "it was cut short")
        }
        return try SpillDecoder().decode([StringPreview].self, from: [UInt8](data))
    }

    private func handle(for locale: String) throws -> FileHandle {
        if let handle = handles[locale] { return handle }
        let directory = try temporaryDirectory()
        // Named by number: a locale identifier from a file name is untrusted text.
        let path = directory + "/\(handles.count).spill"
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw ReportWriterError.temporaryFile(path: path, reason: "cannot create it")
        }
        handles[locale] = handle
        fileNames[locale] = path
        return handle
    }

    private func temporaryDirectory() throws -> String {
        if let directory { return directory }
        let path = try ReportScratch.makeDirectory(prefix: "headroom-html")
        directory = path
        return path
    }
}
