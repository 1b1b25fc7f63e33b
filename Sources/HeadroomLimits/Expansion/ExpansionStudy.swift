import DynamicType
import Foundation
import HeadroomCheck
import HeadroomFormats
import Synchronization

/// Builds the expansion table from real translations and measures how well it predicts: every
/// translation in a corpus folder (one folder per app) is paired with its English source (same
/// table, key and plural variant), both are measured in the reference font (the system stack,
/// regular, 17 pt, one line; texts with line breaks are left out), and the ratio of widths is summarized per language and
/// source length. A fifth of the keys (by a hash of app, table and key) is held out to evaluate
/// `at-risk`; the table is built from the rest.
public struct ExpansionStudy: Sendable {
    /// One translation and its source, measured.
    public struct Pair: Sendable, Hashable {
        public var language: String
        public var sourceCharacters: Int
        public var sourceWidth: Double
        public var targetCharacters: Int
        public var targetWidth: Double
        public var heldOut: Bool
        public var ratio: Double { targetWidth / sourceWidth }
    }

    /// Precision and recall of `at-risk` on held-out pairs in a set of boxes.
    public struct Evaluation: Sendable, Hashable {
        public var truePositives = 0
        public var falsePositives = 0
        public var falseNegatives = 0
        public var trueNegatives = 0
        public var precision: Double { Double(truePositives) / Double(max(1, truePositives + falsePositives)) }
        public var recall: Double { Double(truePositives) / Double(max(1, truePositives + falseNegatives)) }
        public var cases: Int { truePositives + falsePositives + falseNegatives + trueNegatives }
        public var failures: Int { truePositives + falseNegatives }
    }

    public static let referenceTypeface = Typeface.system(.regular)
    public static let referencePointSize = 17.0
    /// The box widths (points, one line, at the reference size) the evaluation places each held-out
    /// source in: the sample app's fixed widths and a phone's full width, from a tab label up.
    public static let evaluationWidths: [Double] = [72, 88, 92, 96, 119, 120, 238, 288]

    public let measurer: any TextMeasurer
    public init(measurer: any TextMeasurer) { self.measurer = measurer }

    /// Loads each app folder under `corpus`, pairs translations with English sources and measures them.
    public func pairs(corpus: String, log: (String) -> Void = { _ in }) -> [Pair] {
        let apps = ((try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []).sorted().filter {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: corpus + "/" + $0, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        return pairs(apps: apps.map { corpus + "/" + $0 }, log: log)
    }

    /// The pairs of the given app folders (the app is the folder's name, for the held-out split).
    public func pairs(apps folders: [String], log: (String) -> Void = { _ in }) -> [Pair] {
        let sampler = ArgumentSampler()
        struct Candidate: Hashable {
            var language: String
            var locale: String
            var source: String
            var target: String
            var heldOut: Bool
        }
        var candidates: [Candidate] = []
        var seen = Set<Candidate>()
        for folder in folders {
            let app = (folder as NSString).lastPathComponent
            let loaded = LocalizationLoader().load(paths: [folder])
            var sources: [String: String] = [:]
            func slot(_ entry: LocalizedEntry) -> String { entry.table + "\u{1}" + entry.key + "\u{1}" + (entry.variant ?? "") }
            // English first, then Base: the text the translators translated.
            for preferred in ["en", "Base", "en-US"] {
                for entry in loaded.entries where entry.locale.identifier == preferred && sources[slot(entry)] == nil {
                    sources[slot(entry)] = sampler.measurableText(for: entry).text
                }
            }
            var count = 0
            for entry in loaded.entries {
                let language = ExpansionTable.language(of: entry.locale.bcp47)
                guard language != "en", entry.locale.identifier != "Base", let source = sources[slot(entry)],
                    source.contains(where: \.isLetter), !source.contains("\n")
                else { continue }
                let target = sampler.measurableText(for: entry).text
                guard target != source, target.contains(where: { !$0.isWhitespace }), !target.contains("\n") else { continue }
                let heldOut = Self.stableHash(app + "\u{1}" + entry.table + "\u{1}" + entry.key) % 5 == 0
                let candidate = Candidate(language: language, locale: entry.locale.bcp47, source: source, target: target, heldOut: heldOut)
                if seen.insert(candidate).inserted {
                    candidates.append(candidate)
                    count += 1
                }
            }
            log("\(app): \(loaded.entries.count) entries, \(count) translation pairs")
        }
        // Measure every distinct text once.
        var texts: [String: Int] = [:]
        var jobs: [(text: String, locale: String)] = []
        func job(_ text: String, _ locale: String) {
            let id = locale + "\u{1}" + text
            if texts[id] == nil {
                texts[id] = jobs.count
                jobs.append((text, locale))
            }
        }
        for candidate in candidates {
            job(candidate.source, "en")
            job(candidate.target, candidate.locale)
        }
        log("measuring \(jobs.count) texts")
        let widths = measureAll(jobs)
        return candidates.compactMap { candidate in
            let source = widths[texts["en\u{1}" + candidate.source]!]
            let target = widths[texts[candidate.locale + "\u{1}" + candidate.target]!]
            guard source.width > 0, target.width > 0 else { return nil }
            return Pair(
                language: candidate.language, sourceCharacters: candidate.source.count, sourceWidth: source.width,
                targetCharacters: candidate.target.count, targetWidth: target.width, heldOut: candidate.heldOut)
        }
    }

    private func measureAll(_ jobs: [(text: String, locale: String)]) -> [(width: Double, characters: Int)] {
        let box = LayoutBox(pointSize: Self.referencePointSize, width: 100_000, lines: 0)
        let slots = Slots(count: jobs.count)
        let chunk = 512
        let chunks = (jobs.count + chunk - 1) / chunk
        DispatchQueue.concurrentPerform(iterations: chunks) { c in
            var results: [(Int, Double)] = []
            for index in (c * chunk)..<min(jobs.count, (c + 1) * chunk) {
                let measured = try? measurer.measure(jobs[index].text, locale: jobs[index].locale, typeface: Self.referenceTypeface, boxes: [box])
                results.append((index, measured?.first?.naturalWidth ?? 0))
            }
            slots.set(results)
        }
        return slots.values.enumerated().map { ($1, jobs[$0].text.count) }
    }

    private final class Slots: Sendable {
        private let slots: Mutex<[Double]>
        init(count: Int) { slots = Mutex(Array(repeating: 0, count: count)) }
        var values: [Double] { slots.withLock { $0 } }
        func set(_ results: [(Int, Double)]) {
            slots.withLock { values in
                for (index, value) in results { values[index] = value }
            }
        }
    }

    /// FNV-1a over UTF-8: the same split on every machine and run.
    static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    // MARK: The table

    /// The table from the pairs that are not held out (and the advances of every language,
    /// English from the sources).
    public static func table(from pairs: [Pair], provenance: String) -> ExpansionTable {
        let training = pairs.filter { !$0.heldOut }
        var rows: [ExpansionTable.Row] = []
        let byLanguage = Dictionary(grouping: training, by: \.language)
        for language in byLanguage.keys.sorted() {
            let group = byLanguage[language]!
            for bucket in LengthBucket.allCases {
                let ratios = (bucket == .all ? group : group.filter { LengthBucket(characters: $0.sourceCharacters) == bucket }).map(\.ratio)
                guard !ratios.isEmpty else { continue }
                rows.append(ExpansionTable.Row(
                    language: language, bucket: bucket, pairs: ratios.count,
                    median: quantile(ratios, 0.5), p90: quantile(ratios, 0.9)))
            }
        }
        var advances: [ExpansionTable.Advance] = []
        for language in byLanguage.keys.sorted() {
            let group = byLanguage[language]!
            let characters = group.reduce(0) { $0 + $1.targetCharacters }
            let width = group.reduce(0) { $0 + $1.targetWidth }
            advances.append(ExpansionTable.Advance(language: language, ems: width / Double(max(1, characters)) / referencePointSize, characters: characters))
        }
        // English: each distinct source once (identified by its width and length).
        var sources = Set<String>()
        var englishWidth = 0.0
        var englishCharacters = 0
        for pair in training where sources.insert("\(pair.sourceWidth)|\(pair.sourceCharacters)").inserted {
            englishWidth += pair.sourceWidth
            englishCharacters += pair.sourceCharacters
        }
        advances.append(ExpansionTable.Advance(language: "en", ems: englishWidth / Double(max(1, englishCharacters)) / referencePointSize, characters: englishCharacters))
        return ExpansionTable(rows: rows, advances: advances.sorted { $0.language < $1.language }, provenance: provenance)
    }

    /// The value at `q` of sorted-by-us `values` (linear interpolation between closest ranks).
    static func quantile(_ values: [Double], _ q: Double) -> Double {
        let sorted = values.sorted()
        guard sorted.count > 1 else { return sorted.first ?? 0 }
        let position = q * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
    }

    /// The TSV form `ExpansionTable.parse` reads.
    public static func tsv(_ table: ExpansionTable) -> String {
        var lines = table.provenance.split(separator: "\n", omittingEmptySubsequences: false).map { "# " + $0 }
        for row in table.rows {
            lines.append("expansion\t\(row.language)\t\(row.bucket.rawValue)\t\(row.pairs)\t\(format(row.median))\t\(format(row.p90))")
        }
        for advance in table.advances.values.sorted(by: { $0.language < $1.language }) {
            lines.append("advance\t\(advance.language)\t\(String(format: "%.4f", advance.ems))\t\(advance.characters)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func format(_ value: Double) -> String { String(format: "%.3f", value) }

    // MARK: Evaluation

    /// `at-risk` (`RiskAssessor`) against real failures on the held-out pairs: each source is put in
    /// every evaluation box it fits in; it fails in a language when that translation is wider than
    /// the box. `rule` replaces the table's p90 with a fixed ratio (a rule of thumb, to compare);
    /// `median` uses the table's median instead of its p90.
    public static func evaluate(_ table: ExpansionTable, pairs: [Pair], rule: Double? = nil, median: Bool = false) -> Evaluation {
        var evaluation = Evaluation()
        for pair in pairs where pair.heldOut {
            let row = table.row(language: pair.language, sourceCharacters: pair.sourceCharacters)
            let needed = rule ?? (median ? row?.median : row?.p90)
            guard let needed else { continue }
            for width in evaluationWidths where pair.sourceWidth <= width {
                let predicted = pair.sourceWidth * needed > width
                let fails = pair.targetWidth > width
                switch (predicted, fails) {
                case (true, true): evaluation.truePositives += 1
                case (true, false): evaluation.falsePositives += 1
                case (false, true): evaluation.falseNegatives += 1
                case (false, false): evaluation.trueNegatives += 1
                }
            }
        }
        return evaluation
    }

    /// How the character budget (room over the language's average advance) agrees with the real
    /// widths on the held-out pairs, in every evaluation box: of the translations within their
    /// budget, the share that fits; of those over it, the share that does not.
    public static func evaluateBudgets(_ table: ExpansionTable, pairs: [Pair]) -> (withinFits: Double, overFails: Double, cases: Int) {
        var within = 0
        var withinFit = 0
        var over = 0
        var overFail = 0
        for pair in pairs where pair.heldOut {
            guard let advance = table.advance(language: pair.language) else { continue }
            for width in evaluationWidths {
                let budget = Int((width / (advance.ems * referencePointSize)).rounded(.down))
                let fits = pair.targetWidth <= width
                if pair.targetCharacters <= budget {
                    within += 1
                    if fits { withinFit += 1 }
                } else {
                    over += 1
                    if !fits { overFail += 1 }
                }
            }
        }
        return (Double(withinFit) / Double(max(1, within)), Double(overFail) / Double(max(1, over)), within + over)
    }
}
