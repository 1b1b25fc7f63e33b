/// The text of the manifest `headroom init` writes.
enum CheckStarterManifest {
    /// With `scanned` (the app's Swift code was scanned), its components and the unplaced-strings
    /// rule replace the commented example and the one-line catch-all.
    static func text(for survey: CheckProjectSurvey, scanned: [String]? = nil) -> String {
        func quoted(_ s: String) -> String {
            s.allSatisfy { $0.isLetter || $0.isNumber || "/._-".contains($0) } ? s : "\"\(s)\""
        }
        var lines = [
            "# headroom.yml, written by `headroom init`. Schema: docs/manifest.md in the Headroom repository.",
            "# It says where the strings are and which UI components show them; `headroom check` then measures",
            "# every string at every Dynamic Type size on every device below.",
            "",
            "strings:",
        ]
        lines += survey.folders.map { "  - \(quoted($0))" }
        lines.append("")
        if let source = survey.sourceLocale { lines.append("sourceLocale: \(quoted(source))") }
        lines.append("# Found: " + (survey.locales.isEmpty ? "no locales" : survey.locales.joined(separator: ", ")) + ".")
        lines += [
            "# locales: [de, fr]                     # default: every locale found",
            "# categories: [Large, xxxLarge, AX1, AX5] # default: all 12",
            "",
            "devices:",
            "  iPhone SE: 320",
            "  iPhone 16: 393",
            "  iPhone 16 Pro Max: 440",
            "  iPad: 820",
            "",
            "severities:",
            "  truncates: error",
            "  reflow: note",
            "  missing-glyphs: error",
            "  untranslated: note",
            "",
        ]
        if let scanned { return (lines + scanned).joined(separator: "\n") }
        lines += [
            "# Describe your components; keys are exact or globs (`settings.*.title`).",
            "# components:",
            "#   - name: Header",
            "#     layout: adaptive          # goes vertical once its title would truncate",
            "#     elements:",
            "#       - name: title",
            "#         keys: header.title",
            "#         style: headline",
            "#         lines: 1",
            "#         width:",
            "#           horizontal: { device: true, insets: 32, icon: { aspectRatio: 1, relativeTo: body }, spacing: 8 }",
            "#           vertical: { device: true, insets: 32 }",
            "#       - name: subtitle",
            "#         keys: header.subtitle",
            "#         style: subheadline",
            "#         lines: 2",
            "#         width: { device: true, insets: 32 }",
            "",
            "rules:",
            "  # Every string in no component: body text on one line across the screen.",
            "  - name: Everything else",
            "    keys: \"*\"",
            "    style: body",
            "    lines: 1",
            "    width: { device: true, insets: 32 }",
            "",
        ]
        return lines.joined(separator: "\n")
    }
}
