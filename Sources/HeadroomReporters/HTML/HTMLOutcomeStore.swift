import Foundation
import HeadroomCheck
import HeadroomFormats

/// The outcomes of a check kept for the HTML pages without holding them all in memory: each
/// locale's outcomes (previews included) go to a temporary file as the check delivers them, each
/// a length and its `SpillEncoder` bytes (binary numbers: no decimal text to format and parse),
/// and only a light copy stays in memory for the index (no previews, only the
/// reported boxes, without their lines' texts: the overview index counts strings and draws no
/// card). A locale page reads back
/// its own locale's outcomes. The files are removed when the store goes away.
public final class HTMLOutcomeStore {
    private var directory: String?
    private var handles: [String: FileHandle] = [:]
    private var fileNames: [String: String] = [:]
    /// Every outcome with something to report, without previews and boxes that fit.
    public private(set) var light: [StringOutcome] = []

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
        for outcome in batch where outcome.severity != nil {
            let bytes = try encoder.encode(outcome)
            withUnsafeBytes(of: UInt32(bytes.count).littleEndian) { records[outcome.locale, default: []].append(contentsOf: $0) }
            records[outcome.locale, default: []].append(contentsOf: bytes)
            var copy = outcome
            copy.previews = []
            copy.results = outcome.results.filter(\.reported).map(Self.lightened)
            copy.textFindings = outcome.textFindings.map(Self.lightened)
            light.append(copy)
        }
        for (locale, record) in records {
            let handle = try handle(for: locale)
            do { try handle.write(contentsOf: record) } catch {
                throw ReportWriterError.temporaryFile(path: fileNames[locale] ?? "", reason: error.localizedDescription)
            }
        }
    }

    /// A box without the texts of its lines (the index draws no line; it lists the fonts used).
    private static func lightened(_ result: BoxResult) -> BoxResult {
        var result = result
        result.measurement.lineTexts = []
        return result
    }

    /// The outcomes of `locale` as stored, in report order.
    func outcomes(locale: String) throws -> [StringOutcome] {
        guard let path = fileNames[locale] else { return [] }
        try handles[locale]?.synchronize()
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReportWriterError.temporaryFile(path: path, reason: "cannot read it back")
        }
        let bytes = [UInt8](data)
        let decoder = SpillDecoder()
        let reader = SpillReader(bytes)
        var outcomes: [StringOutcome] = []
        var at = 0
        while at < bytes.count {
            guard bytes.count - at >= 4 else { throw ReportWriterError.temporaryFile(path: path, reason: "it was cut short") }
            let length = (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) }
            at += 4
            guard length <= bytes.count - at else { throw ReportWriterError.temporaryFile(path: path, reason: "it was cut short") }
            outcomes.append(try decoder.decode(StringOutcome.self, from: reader, at: at))
            at += length
        }
        return outcomes
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
