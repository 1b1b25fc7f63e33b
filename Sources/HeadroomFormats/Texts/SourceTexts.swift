/// The development-language texts that give `.strings` and `.stringsdict` entries their
/// `sourceText`: the same table and key in the `Base.lproj` beside them first, then `en.lproj`,
/// then `en-*.lproj`. A plural variant with no source variant of the same category takes the
/// source's `other`.
///
/// Built from the development-language files only, so a run that reads its files in batches can
/// build it first and link each batch without holding every translation.
public struct SourceTexts: Sendable {
    private struct Key: Hashable {
        /// The folder that holds the `.lproj`.
        var folder: String
        var table: String
        var format: FileFormat
        var key: String
        var variant: String?
    }

    private var texts: [Key: (rank: Int, text: String)] = [:]

    public init() {}

    /// True when nothing has been added.
    public var isEmpty: Bool { texts.isEmpty }

    /// The development-language rank of an `.lproj` name: Base 0, en 1, en-* 2; nil otherwise.
    static func rank(_ lproj: String) -> Int? {
        if lproj == "Base" { return 0 }
        if lproj == "en" { return 1 }
        if lproj.hasPrefix("en-") || lproj.hasPrefix("en_") { return 2 }
        return nil
    }

    /// The folder holding a file's `.lproj` and the `.lproj`'s name, or nil outside any `.lproj`.
    static func place(_ file: String) -> (folder: String, lproj: String)? {
        let parts = file.split(separator: "/", omittingEmptySubsequences: false)
        guard let index = parts.lastIndex(where: { $0.hasSuffix(".lproj") }) else { return nil }
        return (parts[..<index].joined(separator: "/"), String(parts[index].dropLast(".lproj".count)))
    }

    /// True when `file` is a development-language table whose entries can be source texts.
    public static func isSourceFile(_ file: String) -> Bool {
        let ext = file.split(separator: ".").last.map { $0.lowercased() } ?? ""
        guard ext == "strings" || ext == "stringsdict", let place = place(file) else { return false }
        return rank(place.lproj) != nil
    }

    /// Each file's entries as one run (entries of a file are contiguous), with its place.
    private static func runs(_ entries: [LocalizedEntry]) -> [(range: Range<Int>, folder: String, rank: Int?)] {
        var result: [(range: Range<Int>, folder: String, rank: Int?)] = []
        var start = 0
        while start < entries.count {
            let file = entries[start].location.file
            var end = start + 1
            while end < entries.count, entries[end].location.file == file { end += 1 }
            let format = entries[start].format
            if format == .strings || format == .stringsdict, let place = place(file) {
                result.append((start..<end, place.folder, rank(place.lproj)))
            }
            start = end
        }
        return result
    }

    /// Takes the development-language entries among `entries` (others are ignored); a better-ranked
    /// table (Base over en over en-*) wins for a key whatever the order of the calls.
    public mutating func add(_ entries: [LocalizedEntry]) {
        for run in Self.runs(entries) {
            guard let r = run.rank else { continue }
            for index in run.range {
                let e = entries[index]
                let k = Key(folder: run.folder, table: e.table, format: e.format, key: e.key, variant: e.variant)
                if let existing = texts[k], existing.rank <= r { continue }
                texts[k] = (r, e.value)
            }
        }
    }

    /// Fills `sourceText` of the `.strings` and `.stringsdict` entries that have none.
    public func link(_ entries: inout [LocalizedEntry]) {
        guard !texts.isEmpty else { return }
        for run in Self.runs(entries) {
            for index in run.range where entries[index].sourceText == nil {
                let e = entries[index]
                var k = Key(folder: run.folder, table: e.table, format: e.format, key: e.key, variant: e.variant)
                if let hit = texts[k] {
                    entries[index].sourceText = hit.text
                } else if let variant = e.variant, let category = e.plural?.category {
                    k.variant = String(variant.dropLast(category.count)) + "other"
                    if let hit = texts[k] { entries[index].sourceText = hit.text }
                }
            }
        }
    }
}
