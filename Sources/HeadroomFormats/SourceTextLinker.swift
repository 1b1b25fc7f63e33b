/// Fills `sourceText` for `.strings` and `.stringsdict` entries from the development-language
/// file of the same table next to them: `Base.lproj` first, then `en.lproj`, then `en-*.lproj`.
/// A plural variant with no source variant of the same category takes the source's `other`.
enum SourceTextLinker {
    private struct SourceKey: Hashable {
        var folder: Int
        var table: String
        var format: FileFormat
        var key: String
        var variant: String?
    }

    /// The folder holding the `.lproj` (as a small integer) and the `.lproj` name, per file.
    private struct Places {
        var folders: [String: Int] = [:]
        var byFile: [String: (folder: Int, lproj: String)?] = [:]

        mutating func place(_ file: String) -> (folder: Int, lproj: String)? {
            if let cached = byFile[file] { return cached }
            var result: (Int, String)?
            let parts = file.split(separator: "/", omittingEmptySubsequences: false)
            if let index = parts.lastIndex(where: { $0.hasSuffix(".lproj") }) {
                let folder = parts[..<index].joined(separator: "/")
                let id = folders[folder] ?? folders.count
                folders[folder] = id
                result = (id, String(parts[index].dropLast(".lproj".count)))
            }
            byFile[file] = result
            return result
        }
    }

    static func rank(_ lproj: String) -> Int? {
        if lproj == "Base" { return 0 }
        if lproj == "en" { return 1 }
        if lproj.hasPrefix("en-") || lproj.hasPrefix("en_") { return 2 }
        return nil
    }

    static func link(_ entries: inout [LocalizedEntry]) {
        var places = Places()
        // Entries of one file are contiguous: look the file up once per run.
        var runs: [(range: Range<Int>, folder: Int, rank: Int?)] = []
        var start = 0
        while start < entries.count {
            let file = entries[start].location.file
            var end = start + 1
            while end < entries.count, entries[end].location.file == file { end += 1 }
            let format = entries[start].format
            if format == .strings || format == .stringsdict, let place = places.place(file) {
                runs.append((start..<end, place.folder, rank(place.lproj)))
            }
            start = end
        }
        var sources: [SourceKey: (rank: Int, text: String)] = [:]
        for run in runs {
            guard let r = run.rank else { continue }
            for index in run.range {
                let e = entries[index]
                let k = SourceKey(folder: run.folder, table: e.table, format: e.format, key: e.key, variant: e.variant)
                if let existing = sources[k], existing.rank <= r { continue }
                sources[k] = (r, e.value)
            }
        }
        guard !sources.isEmpty else { return }
        for run in runs {
            for index in run.range where entries[index].sourceText == nil {
                let e = entries[index]
                var k = SourceKey(folder: run.folder, table: e.table, format: e.format, key: e.key, variant: e.variant)
                if let hit = sources[k] {
                    entries[index].sourceText = hit.text
                } else if let variant = e.variant, let category = e.plural?.category {
                    k.variant = String(variant.dropLast(category.count)) + "other"
                    if let hit = sources[k] { entries[index].sourceText = hit.text }
                }
            }
        }
    }
}
