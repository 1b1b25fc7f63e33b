import DynamicType
import HeadroomFormats
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
        ]
        if components.groups.contains(where: { !$0.fallbacks.isEmpty }) {
            out += [
                "# `fallback:` marks a key no strings table has: the app shows that text (the key itself, or the code's",
                "# default value) in every language, so `check` measures it everywhere and notes it untranslated.",
            ]
        }
        out.append("components:")
        for group in components.groups {
            out.append("  - name: \(YAMLText.quoted(group.name))")
            if group.shownOn == .iPad {
                out.append("    # Only an iPad shows these (keyboard-command titles, an iPad-only target); check them on your iPad devices.")
            }
            out.append("    elements:")
            out.append("      - name: text")
            out += fontLines(group.font).map { "        " + $0 }
            out.append("        lines: \(group.lines)")
            if let c = group.maxCategory { out.append("        maxCategory: \(c.displayName)") }
            if let m = group.shrink?.scaleFactor { out.append("        minimumScaleFactor: \(number(m))") }
            if let m = group.shrink?.minimumPoints { out.append("        minimumFontSize: \(number(m))") }
            if group.markdown { out.append("        markdown: true") }
            if let c = group.textCase { out.append("        textCase: \(c.rawValue)") }
            if !group.formsNeverShown.isEmpty {
                out.append("        forms: { never: [\(group.formsNeverShown.joined(separator: ", "))] }")
            }
            if let bundle = group.bundle {
                out.append("        # looked up in this bundle's tables only (the code names its bundle)")
                out.append("        bundle: " + YAMLText.quoted((folder.isEmpty ? "" : folder + "/") + bundle))
            } else if let unknown = group.bundleEvidence {
                out.append("        # looked up in every table of its name: \(unknown.detail)")
            } else if components.hasBundles {
                out.append("        bundle: main")
            }
            out.append("        width: " + width(group.width, deviceWidth: deviceWidth))
            out.append("        evidence:")
            var evidence = [("font", group.font.evidence), ("lines", group.linesEvidence), ("width", group.width.evidence)]
            if !group.width.isFixed { evidence.append(("widthBound", group.width.boundEvidence)) }
            evidence.append(("drawn", group.drawn))
            for (dimension, e) in evidence { out.append("          \(dimension): " + Self.evidence(e, folder: folder)) }
            if let beside = group.beside, beside.oneOf {
                out.append("        # the row less the sibling text beside it (one of these keys), measured per language")
                out.append("        beside: { keys: [\(beside.keys.map(YAMLText.quoted).joined(separator: ", "))], \(fontLines(beside.font).joined(separator: ", ")), oneOf: true }")
            } else if let beside = group.beside {
                out.append("        # the bar less the bar button items beside the title, measured per language; \(number(beside.spacing)) pt each (estimate)")
                out.append("        beside: { keys: [\(beside.keys.map(YAMLText.quoted).joined(separator: ", "))], \(fontLines(beside.font).joined(separator: ", ")), spacing: \(number(beside.spacing)) }")
            }
            out.append("        keys:")
            for (key, places) in group.keys {
                let shown = places.map { YAMLText.quoted((folder.isEmpty ? "" : folder + "/") + "\($0.file):\($0.line):\($0.column)") }
                let list = shown.count == 1 ? shown[0] : "[" + shown.joined(separator: ", ") + "]"
                let arguments = group.arguments[key].map { list in
                    ", arguments: [" + list.map(Self.argument).joined(separator: ", ") + "]"
                } ?? ""
                let fallback = group.fallbacks[key].map { ", fallback: " + YAMLText.quoted($0) } ?? ""
                out.append("          - { key: \(YAMLText.quoted(key)), shownAt: \(list)\(arguments)\(fallback) }")
            }
        }
        out += [
            "",
            "rules:",
            "  # \(components.unplaced) key(s) of the strings files the scan could not place (see `headroom scan`):",
            "  # where they are shown is unknown, so they get no fit verdicts (placed: false): only missing",
            "  # glyphs and untranslated text, as notes. Describe them in a component to check their fit. Why:",
        ]
        out += unplacedLines(components.unplacedKeys, folder: folder).map { "  #   " + $0 }
        out += [
            "  - name: Unplaced strings",
            "    keys: \"*\"",
            "    placed: false",
            "    style: body",
            "    lines: 0",
            "    width: { device: true, insets: 32 }",
            "",
        ]
        return out
    }

    /// One line per cause: how many keys, why, and one example with its place.
    static func unplacedLines(_ unplaced: UnplacedKeys, folder: String = "") -> [String] {
        unplaced.groups.map { group in
            let keys = group.count == 1 ? "1 key" : "\(group.count) keys"
            let place = group.example.map { " at " + (folder.isEmpty ? "" : folder + "/") + "\($0.file):\($0.line)" } ?? ""
            return "\(keys) \(explanation(group.cause, plural: group.count != 1)): e.g. \(YAMLText.quoted(group.exampleKey))\(place)"
        }
    }

    /// Why a group of keys was not placed, worded for the user.
    static func explanation(_ cause: UnplacedKeys.Cause, plural: Bool) -> String {
        let are = plural ? "are" : "is", reach = plural ? "reach" : "reaches"
        switch cause {
        case .notFollowed(.callNotFollowed(let callee)):
            return "\(reach) the screen through `\(callee)(…)`, which was not followed (the scan evaluates the functions the app declares and Apple's lookups and formats, not this one)"
        case .notFollowed(let c):
            return "\(are) named inside a value the scan could not follow (\(c))"
        case .contextUnknown(.fontNoneForContainer):
            return "\(are) shown in a container whose font no source documents"
        case .contextUnknown(.font(let why)):
            return "\(are) shown where the font could not be read (\(why))"
        case .contextUnknown(.lines(let why)):
            return "\(are) shown where the line limit could not be read (\(why))"
        case .contextUnknown(let c):
            return "\(are) shown where the scan could not read the whole box (\(c))"
        case .notDrawn:
            return "\(are) set only where no box is drawn (a view created only to be measured, a text field's value)"
        case .accessibilityOnly:
            return "\(are) accessibility text only (VoiceOver labels, hints), never drawn"
        case .otherPlatform:
            return "\(are) shown only by code an iPhone build does not compile or show (#if os(macOS), a Settings scene, a Mac, watch or TV target)"
        case .noDisplaySite:
            return "\(are) named in code where no display site was seen (values passed on, data sources)"
        case .namedNowhere:
            return "\(are) named nowhere in the scanned code (another target, built at run time, or unused)"
        }
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
        func one(_ points: Double, widest: Bool = false) -> String {
            guard w.followsDevice(widest: widest) else { return number(points) }
            let insets = number((w.insets(at: points, deviceWidth: deviceWidth) * 100).rounded() / 100)
            return w.columns > 1 ? "{ columns: \(w.columns), insets: \(insets) }" : "{ device: true, insets: \(insets) }"
        }
        return w.isFixed ? one(w.narrowest) : "{ min: \(one(w.narrowest)), max: \(one(w.widest, widest: true)) }"
    }

    /// One argument of a key's `arguments:`: its spelling, or `{ keys: [...], texts: [...] }` for one
    /// of a finite set of texts; `any` when only the conversion is known.
    static func argument(_ argument: FormatArgument?) -> String {
        guard let argument else { return YAMLText.quoted("any") }
        guard case .oneOf = argument else { return YAMLText.quoted(argument.manifestText) }
        var fields: [String] = []
        if !argument.candidateKeys.isEmpty { fields.append("keys: [" + argument.candidateKeys.map(YAMLText.quoted).joined(separator: ", ") + "]") }
        if !argument.candidateTexts.isEmpty { fields.append("texts: [" + argument.candidateTexts.map(YAMLText.quoted).joined(separator: ", ") + "]") }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    /// One dimension's evidence as the manifest reads it (`ManifestParser.boxEvidence`):
    /// `{ code: "FILE:LINE", what: … }`, `{ doc: SOURCE, what: … }`, `{ estimate: WHY }`…
    static func evidence(_ e: Evidence, folder: String) -> String {
        let prefix = folder.isEmpty ? "" : folder + "/"
        switch e {
        case let .code(file, line, what): return "{ code: \(YAMLText.quoted(prefix + "\(file):\(line)")), what: \(YAMLText.quoted(what)) }"
        case let .nib(file, objectID, what): return "{ nib: \(YAMLText.quoted(prefix + file)), objectID: \(YAMLText.quoted(objectID)), what: \(YAMLText.quoted(what)) }"
        case let .documented(source, what): return "{ doc: \(YAMLText.quoted(source)), what: \(YAMLText.quoted(what)) }"
        case let .frameworkDefault(what, source): return "{ default: \(YAMLText.quoted(source)), what: \(YAMLText.quoted(what)) }"
        case let .estimate(why): return "{ estimate: \(YAMLText.quoted(why)) }"
        case let .manifest(line): return "{ estimate: \(YAMLText.quoted("headroom.yml line \(line)")) }"
        }
    }

    private static func number(_ d: Double) -> String {
        d == d.rounded() ? String(Int(d)) : String(d)
    }
}
