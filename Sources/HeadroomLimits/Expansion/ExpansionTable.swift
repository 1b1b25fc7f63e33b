import HeadroomCheck
import Foundation

/// How much wider translations are than their English source, per language and source length,
/// measured on real translations (`ExpansionStudy`, data in `ExpansionTableData.swift`), and each
/// language's average advance per character. Facts for estimates: the risk of a source string
/// and the character budgets.
public struct ExpansionTable: Sendable, ExpansionFacts {
    /// Width of the translation over the width of its source, same font and size.
    public struct Row: Sendable, Hashable {
        public var language: String
        public var bucket: LengthBucket
        public var pairs: Int
        public var median: Double
        public var p90: Double
    }

    /// A language's average advance per character (grapheme), in ems of the reference font.
    public struct Advance: Sendable, Hashable {
        public var language: String
        public var ems: Double
        public var characters: Int
    }

    public var rows: [Row]
    public var advances: [String: Advance]
    /// Where the numbers come from (the header comment of the data).
    public var provenance: String
    /// A cell with fewer pairs than this falls back to the language's `all` row.
    public static let minimumPairs = 30

    private var index: [String: Row]

    public init(rows: [Row], advances: [Advance], provenance: String) {
        self.rows = rows
        self.advances = Dictionary(advances.map { ($0.language, $0) }, uniquingKeysWith: { a, _ in a })
        self.provenance = provenance
        index = Dictionary(rows.map { ("\($0.language)|\($0.bucket.rawValue)", $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// The shipped table.
    public static let shipped: ExpansionTable = (try? parse(ExpansionTableData.tsv)) ?? ExpansionTable(rows: [], advances: [], provenance: "")

    /// The row for a language (any tag: `pt-BR`, `zh_TW`) and a source of `characters` graphemes:
    /// its length bucket when it has enough pairs, else all lengths; nil for a language with no data.
    public func row(language tag: String, sourceCharacters: Int) -> Row? {
        let language = Self.language(of: tag)
        let bucket = LengthBucket(characters: sourceCharacters)
        if let row = index["\(language)|\(bucket.rawValue)"], row.pairs >= Self.minimumPairs { return row }
        return index["\(language)|\(LengthBucket.all.rawValue)"]
    }

    /// The p90 of the row for a language and source length (`ExpansionFacts`, for `at-risk`).
    public func p90(language: String, sourceCharacters: Int) -> Double? {
        row(language: language, sourceCharacters: sourceCharacters)?.p90
    }

    /// The average advance per character of a language, in ems; nil without data.
    public func advance(language tag: String) -> Advance? { advances[Self.language(of: tag)] }

    /// The languages with data, sorted.
    public var languages: [String] { Set(rows.map(\.language)).sorted() }

    /// The table's language for a locale tag: the language subtag, with Chinese split by script
    /// (`zh-TW`, `zh-HK`, `zh-Hant` → `zh-Hant`; other `zh` → `zh-Hans`).
    public static func language(of tag: String) -> String {
        let parts = tag.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
        guard let first = parts.first?.lowercased() else { return tag }
        if first == "zh" {
            let rest = Set(parts.dropFirst().map { $0.lowercased() })
            return rest.contains("hant") || rest.contains("tw") || rest.contains("hk") || rest.contains("mo") ? "zh-Hant" : "zh-Hans"
        }
        return first
    }

    // MARK: Text form

    /// Reads the TSV form: `#` lines are provenance; `expansion<TAB>lang<TAB>bucket<TAB>pairs<TAB>median<TAB>p90`
    /// and `advance<TAB>lang<TAB>ems<TAB>characters`.
    public static func parse(_ text: String) throws(LimitsError) -> ExpansionTable {
        var rows: [Row] = []
        var advances: [Advance] = []
        var provenance: [String] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("#") {
                provenance.append(String(line.dropFirst(line.hasPrefix("# ") ? 2 : 1)))
                continue
            }
            if line.isEmpty { continue }
            let fields = line.split(separator: "\t").map(String.init)
            switch fields.first {
            case "expansion" where fields.count == 6:
                guard let bucket = LengthBucket(rawValue: fields[2]), let pairs = Int(fields[3]), let median = Double(fields[4]),
                    let p90 = Double(fields[5])
                else { throw .invalidFile(path: "expansion table", line: number + 1, reason: "bad expansion row") }
                rows.append(Row(language: fields[1], bucket: bucket, pairs: pairs, median: median, p90: p90))
            case "advance" where fields.count == 4:
                guard let ems = Double(fields[2]), let characters = Int(fields[3]) else {
                    throw .invalidFile(path: "expansion table", line: number + 1, reason: "bad advance row")
                }
                advances.append(Advance(language: fields[1], ems: ems, characters: characters))
            default:
                throw .invalidFile(path: "expansion table", line: number + 1, reason: "unknown row")
            }
        }
        return ExpansionTable(rows: rows, advances: advances, provenance: provenance.joined(separator: "\n"))
    }
}
