/// Fills `sourceText` for `.strings` and `.stringsdict` entries from the development-language
/// file of the same table next to them: `Base.lproj` first, then `en.lproj`, then `en-*.lproj`.
/// A plural variant with no source variant of the same category takes the source's `other`.
enum SourceTextLinker {
    static func link(_ entries: inout [LocalizedEntry]) {
        var folderOfFile: [String: (folder: String, lproj: String)?] = [:]
        func place(_ file: String) -> (folder: String, lproj: String)? {
            if let cached = folderOfFile[file] { return cached }
            var result: (String, String)?
            let parts = file.split(separator: "/", omittingEmptySubsequences: false)
            if let index = parts.lastIndex(where: { $0.hasSuffix(".lproj") }) {
                result = (parts[..<index].joined(separator: "/"), String(parts[index].dropLast(".lproj".count)))
            }
            folderOfFile[file] = result
            return result
        }
        func rank(_ lproj: String) -> Int? {
            if lproj == "Base" { return 0 }
            if lproj == "en" { return 1 }
            if lproj.hasPrefix("en-") || lproj.hasPrefix("en_") { return 2 }
            return nil
        }
        func groupKey(_ folder: String, _ e: LocalizedEntry, variant: String?) -> String {
            folder + "\u{1}" + e.table + "\u{1}" + e.format.rawValue + "\u{1}" + e.key + "\u{1}" + (variant ?? "")
        }
        var sources: [String: (rank: Int, text: String)] = [:]
        for e in entries where e.format == .strings || e.format == .stringsdict {
            guard let (folder, lproj) = place(e.location.file), let r = rank(lproj) else { continue }
            let k = groupKey(folder, e, variant: e.variant)
            if let existing = sources[k], existing.rank <= r { continue }
            sources[k] = (r, e.value)
        }
        guard !sources.isEmpty else { return }
        for index in entries.indices {
            let e = entries[index]
            guard e.sourceText == nil, e.format == .strings || e.format == .stringsdict,
                  let (folder, _) = place(e.location.file) else { continue }
            if let hit = sources[groupKey(folder, e, variant: e.variant)] {
                entries[index].sourceText = hit.text
            } else if let variant = e.variant, let category = e.plural?.category,
                      let hit = sources[groupKey(folder, e, variant: String(variant.dropLast(category.count)) + "other")] {
                entries[index].sourceText = hit.text
            }
        }
    }
}
