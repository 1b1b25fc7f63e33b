/// A translator's to-do list for one locale as XLIFF 1.2 (what translation tools import), beside
/// the CSV and from the same figures (`TranslatorAdvice`): one `<file>` per strings file, one
/// `<trans-unit>` per text the translation alone fails, in the page's order. A unit holds the
/// source text, the current translation as its target (`state="needs-review-translation"`), the
/// length to aim for as `maxwidth` with `size-unit="char"` (XLIFF 1.2, 2.5.3 "Size Restriction"),
/// and two notes: the advice in words (`annotates="target"`) and the figures
/// (`characters: 9; room: 5 at AX3 on iPhone SE; target: 5; …`).
enum HTMLTodoXLIFF {
    /// The list's file name beside the locale's page (`de.todo.xlf`).
    static func fileName(_ locale: HTMLLocale) -> String {
        String(locale.fileName.dropLast(".html".count)) + ".todo.xlf"
    }

    /// The unit's id: key and variant, written as the card's anchor is (unique and stable).
    static func unitID(_ group: HTMLStringGroup) -> String {
        HTMLAnchor.id([group.id.key] + (group.id.variant.map { [$0] } ?? []))
    }

    /// The figures note: the CSV's columns in words, `name: value` joined by `; `.
    static func figures(_ group: HTMLStringGroup, advice: TranslatorAdvice, locale: HTMLLocale) -> String {
        var parts = ["characters: \(advice.length)"]
        if let worst = advice.worst {
            parts.append("room: \(worst.room) at \(worst.finding.category.displayName) on \(worst.finding.device)")
            parts.append("overflow: \(HTMLNumber.format(worst.finding.measurement.overflow)) pt")
        }
        if let target = advice.target { parts.append("target: \(target)") }
        if let shortenBy = advice.shortenBy { parts.append("shorten by: \(shortenBy)") }
        let own = TranslatorAdvice.places(advice.own)
        if !own.isEmpty { parts.append("sizes: \(own)") }
        let design = TranslatorAdvice.places(advice.design)
        if !design.isEmpty { parts.append("design sizes: \(design)") }
        if let variant = group.id.variant { parts.append("variant: \(variant)") }
        parts.append("screen: \(group.components.joined(separator: " "))")
        parts.append("card: \(locale.fileName)#\(group.anchor)")
        return parts.joined(separator: "; ")
    }

    /// - Parameters:
    ///   - sourceLanguage: the development language (`source-language`).
    ///   - path: how a translation's file is printed (`original`).
    static func xliff(
        _ groups: [HTMLStringGroup], locale: HTMLLocale, sourceLanguage: String, rooms: (any CharacterRoomEstimator)?,
        path: (String) -> String
    ) -> String {
        let mine = groups.filter { $0.cause == .translation }
        var files: [String] = []
        var byFile: [String: [HTMLStringGroup]] = [:]
        for group in mine {
            let file = path(group.first.location.file)
            if byFile[file] == nil { files.append(file) }
            byFile[file, default: []].append(group)
        }
        let target = locale.lang == "und" ? nil : locale.lang
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">\n"
        if files.isEmpty { files = [""] }
        for file in files {
            out += "  <file " + XMLText.attribute("original", file.isEmpty ? "headroom" : file) + " "
                + XMLText.attribute("source-language", sourceLanguage)
                + (target.map { " " + XMLText.attribute("target-language", $0) } ?? "")
                + " datatype=\"plaintext\">\n"
            out += "    <body>\n"
            for group in byFile[file] ?? [] {
                out += unit(group, locale: locale, rooms: rooms)
            }
            out += "    </body>\n  </file>\n"
        }
        return out + "</xliff>\n"
    }

    private static func unit(_ group: HTMLStringGroup, locale: HTMLLocale, rooms: (any CharacterRoomEstimator)?) -> String {
        let advice = group.translatorAdvice(rooms: rooms)
        let f = group.first
        var attributes = [XMLText.attribute("id", unitID(group)), XMLText.attribute("resname", group.id.key)]
        if let target = advice.target { attributes += ["maxwidth=\"\(target)\"", "size-unit=\"char\""] }
        attributes.append("xml:space=\"preserve\"")
        var s = "      <trans-unit " + attributes.joined(separator: " ") + ">\n"
        s += "        <source>" + XMLText.escape(f.sourceText ?? "") + "</source>\n"
        s += "        <target state=\"needs-review-translation\">" + XMLText.escape(f.value) + "</target>\n"
        let words = advice.sentences().joined(separator: " ")
        if !words.isEmpty {
            s += "        <note from=\"headroom\" annotates=\"target\">" + XMLText.escape(words) + "</note>\n"
        }
        s += "        <note from=\"headroom\" annotates=\"general\">" + XMLText.escape(figures(group, advice: advice, locale: locale)) + "</note>\n"
        return s + "      </trans-unit>\n"
    }
}
