/// The text of the manifest `headroom init` writes.
enum CheckStarterManifest {
    /// With `scanned` (the app's Swift code was scanned), its components and the unplaced-strings
    /// rule replace the commented example and the one-line catch-all.
    static func text(for survey: CheckProjectSurvey, scanned: ScannedComponentsText? = nil) -> String {
        let quoted = YAMLText.scalar
        var lines: [String] = [
        "# headroom.yml, written by `headroom init`. Schema: docs/manifest.md in the Headroom repository.",
        "# It says where the strings are and which UI components show them; `headroom check` then measures",
        "# every string at every Dynamic Type size on every device below.",
        "",
        "strings:",
        ]
        lines += survey.folders.map { "  - \(quoted($0))" }
        for skip in survey.skipped { lines.append("  # not " + YAMLText.comment("\(quoted(skip.folder)): \(skip.reason)") + " (headroom init --all-bundles)") }
        // A manifest written elsewhere points outside its own folder: check reads there only when allowed.
        let outside = survey.folders.filter { $0.hasPrefix("/") || $0.hasPrefix("..") }
        if !outside.isEmpty {
            lines.append("allowOutside:                            # folders outside this file's folder that may be read")
            lines += outside.map { "  - \(quoted($0))" }
        }
        lines.append("")
        if let source = survey.sourceLocale { lines.append("sourceLocale: \(quoted(source))") }
        if survey.droppedLocales.isEmpty {
            lines.append("# Found: " + YAMLText.comment(survey.locales.isEmpty ? "no locales" : survey.locales.joined(separator: ", ")) + ".")
            lines.append("# locales: [de, fr]                     # default: every locale found")
        } else {
            // Files exist for locales the app does not ship: the list is written out so that check leaves them out.
            lines.append("# The languages the app ships" + YAMLText.comment(survey.localeSource.map { " (\($0))" } ?? "") + ":")
            lines.append("locales: [" + survey.locales.map(quoted).joined(separator: ", ") + "]")
            for reason in survey.droppedReasons {
                let locales = survey.droppedLocales.filter { $0.reason == reason }.map { quoted($0.folder) }
                lines.append("# not " + YAMLText.comment("\(locales.joined(separator: ", ")): \(reason)"))
            }
        }
        lines += [
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
        if let scanned {
            lines += scanned.components + ["", "rules:"]
        } else {
            lines += example + ["rules:"]
        }
        if survey.hasInfoPlist {
            lines += [
                "  # InfoPlist.strings: permission prompts and the app name, shown by the system in alerts",
                "  # (a 270 pt UIAlertController with 16 pt margins), which wrap without a line limit: only a",
                "  # word wider than the alert (breaks-word) is reported.",
                "  - name: System alerts",
                "    keys: [\"NS*Description\", \"CFBundle*\", NSHumanReadableCopyright]",
                "    style: footnote",
                "    lines: 0",
                "    width: 238",
            ]
        }
        if let scanned {
            lines += scanned.unplacedRule
        } else {
            lines += [
                "  # Every string in no component: where it is shown is unknown, so it gets no fit verdicts",
                "  # (placed: false), only missing glyphs and untranslated text, as notes. Describe your",
                "  # components above to check their fit.",
                "  - name: Everything else",
                "    keys: \"*\"",
                "    placed: false",
                "    style: body",
                "    lines: 1",
                "    width: { device: true, insets: 32 }",
                "",
            ]
        }
        return lines.joined(separator: "\n")
    }

    /// The commented example component.
    static let example = [
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
    ]
}
