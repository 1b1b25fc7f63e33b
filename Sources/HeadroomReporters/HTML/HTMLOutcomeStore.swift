import Foundation
import HeadroomCheck
import HeadroomFormats

/// The outcomes of a check kept for the HTML pages without holding them all in memory: each
/// locale's outcomes (previews included) go to a temporary file as the check delivers them, one
/// JSON line each, and only a light copy stays in memory for the index (no previews, only the
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
        let encoder = JSONEncoder()
        for outcome in batch where outcome.severity != nil {
            var line = try encoder.encode(outcome)
            line.append(0x0A)
            let handle = try handle(for: outcome.locale)
            do { try handle.write(contentsOf: line) } catch {
                throw ReportWriterError.temporaryFile(path: fileNames[outcome.locale] ?? "", reason: error.localizedDescription)
            }
            var copy = outcome
            copy.previews = []
            copy.results = outcome.results.filter(\.reported).map(Self.lightened)
            copy.textFindings = outcome.textFindings.map(Self.lightened)
            light.append(copy)
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
        let decoder = JSONDecoder()
        return try data.split(separator: 0x0A).map { try decoder.decode(StringOutcome.self, from: Data($0)) }
    }

    private func handle(for locale: String) throws -> FileHandle {
        if let handle = handles[locale] { return handle }
        let directory = try temporaryDirectory()
        // Named by number: a locale identifier from a file name is untrusted text.
        let path = directory + "/\(handles.count).jsonl"
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
