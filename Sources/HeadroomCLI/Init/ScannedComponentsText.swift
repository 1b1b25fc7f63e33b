import HeadroomScan

/// The `components:` section `headroom init` writes from a scan of the app's Swift code (one
/// component per context, each key with the Swift places that show it in `shownAt:`) and the last
/// rule, which says what is done with the strings the scan could not place.
struct ScannedComponentsText {
    var components: [String]
    var unplacedRule: [String]

    /// `folder`: where the scanned paths are from the manifest's folder (`""` when the manifest is
    /// written in the scanned folder; the absolute scanned folder otherwise).
    init(_ scanned: ScanComponents, folder: String = "") {
        let all = Self.lines(for: scanned, folder: folder)
        let split = all.firstIndex(of: "rules:")!
        components = Array(all[..<split]).filter { !$0.isEmpty }
        unplacedRule = Array(all[(split + 1)...])
    }

    static func lines(
        for components: ScanComponents, folder: String = "", deviceWidth: Double = ContainerCatalog.deviceWidth
    ) -> [String] {
        var out = [
            "# Components read from the Swift code by `headroom scan`; `shownAt:` is each key's Swift file:line:column",
            "# (reports give it beside the translation's line).",
            "# Edit them freely: a component written by hand wins over scanned usages for the keys it names.",
            "components:",
        ]
        for group in components.groups {
            out.append("  - name: \(YAMLText.quoted(group.name))")
            out.append("    # width: " + YAMLText.comment(group.width.evidence.summary))
            out.append("    elements:")
            out.append("      - name: text")
            out += fontLines(group.font).map { "        " + $0 }
            out.append("        lines: \(group.lines)")
            if let c = group.maxCategory { out.append("        maxCategory: \(c.displayName)") }
            if let m = group.minimumScaleFactor { out.append("        minimumScaleFactor: \(number(m))") }
            if group.markdown { out.append("        markdown: true") }
            out.append("        width: " + width(group.width, deviceWidth: deviceWidth))
            if let beside = group.beside {
                out.append("        # the bar less the bar button items beside the title, measured per language; \(number(beside.spacing)) pt each (estimate)")
                out.append("        beside: { keys: [\(beside.keys.map(YAMLText.quoted).joined(separator: ", "))], \(fontLines(beside.font).joined(separator: ", ")), spacing: \(number(beside.spacing)) }")
            }
            out.append("        keys:")
            for (key, places) in group.keys {
                let shown = places.map { YAMLText.quoted((folder.isEmpty ? "" : folder + "/") + "\($0.file):\($0.line):\($0.column)") }
                let list = shown.count == 1 ? shown[0] : "[" + shown.joined(separator: ", ") + "]"
                out.append("          - { key: \(YAMLText.quoted(key)), shownAt: \(list) }")
            }
        }
        out += [
            "",
            "rules:",
            "  # \(components.unplaced) key(s) of the strings files the scan could not place (see `headroom scan`):",
            "  # where they are shown is unknown, so they are checked for missing glyphs and untranslated text",
            "  # only (lines: 0 never truncates). Describe them in a component to check their fit.",
            "  - name: Unplaced strings",
            "    keys: \"*\"",
            "    style: body",
            "    lines: 0",
            "    width: { device: true, insets: 32 }",
            "",
        ]
        return out
    }

    private static func fontLines(_ font: HeadroomScan.FontSpec) -> [String] {
        let weight = font.effectiveWeight.name
        if let size = font.fixedSize {
            return ["font: { size: \(number(size)), scales: false, weight: \(weight) }"]
        }
        guard let style = font.style else { return ["style: body"] }
        if let base = font.baseSize {
            let clamp = font.maximumPointSize.map { ", maxPointSize: \(number($0))" } ?? ""
            return ["font: { size: \(number(base)), relativeTo: \(style.rawValue)\(clamp), weight: \(weight) }"]
        }
        return ["style: \(style.rawValue)", "weight: \(weight)"]
    }

    private static func width(_ w: ScanWidth, deviceWidth: Double) -> String {
        w.followsDevice ? "{ device: true, insets: \(number(deviceWidth - w.points)) }" : number(w.points)
    }

    private static func number(_ d: Double) -> String {
        d == d.rounded() ? String(Int(d)) : String(d)
    }
}
