import DynamicType
import Foundation
import HeadroomFormats

/// Words a scan as JSON (`{"usages", "unresolved", "problems", "missingKeys", "unusedKeys", "stats"}`)
/// or as text, keys sorted and numbers locale-free so outputs diff cleanly.
public struct ScanReport: Sendable {
    public enum Format: String, Sendable, CaseIterable { case text, json }

    public let result: ScanResult

    public init(result: ScanResult) { self.result = result }

    /// Shares and counts for the note: keys found, usages resolved, unresolved per reason.
    public struct Stats: Sendable {
        public var files: Int
        public var filesWithProblems: Int
        public var usages: Int
        public var drawn: Int
        public var drawnResolved: Int
        public var accessibilityOnly: Int
        public var other: Int
        public var knownKeys: Int
        public var foundKeys: Int
        public var drawnKeys: Int
        public var drawnKeysResolved: Int
        public var byKind: [(String, Int)]
    }

    public var stats: Stats {
        let drawn = result.drawn
        let drawnKeys = Set(drawn.map { ScanResult.TableKey(table: $0.table, key: $0.key) })
        let resolvedKeys = Set(drawn.filter(\.isResolved).map { ScanResult.TableKey(table: $0.table, key: $0.key) })
        var kinds: [String: Int] = [:]
        for u in result.usages { kinds[u.kind.rawValue, default: 0] += 1 }
        return Stats(
            files: result.files, filesWithProblems: Set(result.problems.map(\.file)).count,
            usages: result.usages.count, drawn: drawn.count, drawnResolved: drawn.filter(\.isResolved).count,
            accessibilityOnly: result.usages.filter { $0.kind == .accessibilityOnly }.count,
            other: result.usages.filter { $0.kind == .other }.count,
            knownKeys: result.knownKeys.count, foundKeys: result.foundKeys.count,
            drawnKeys: drawnKeys.count, drawnKeysResolved: resolvedKeys.count,
            byKind: kinds.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    // MARK: JSON

    public func json() -> String {
        var out = "{\n"
        out += "  \"missingKeys\": " + keyList(result.missingKeys) + ",\n"
        out += "  \"problems\": [" + result.problems.map { p in
            "\n    {" + fields([("detail", str(p.detail)), ("file", str(p.file)), ("line", int(p.line)), ("reason", str(p.reason.rawValue))]) + "}"
        }.joined(separator: ",") + (result.problems.isEmpty ? "]" : "\n  ]") + ",\n"
        out += "  \"stats\": " + statsJSON() + ",\n"
        out += "  \"unresolved\": [" + result.unresolved.map { u in
            // `keys` (the keys named inside the expression not followed) only when there are some.
            let keys: [(String, String)] = u.keys.isEmpty ? [] : [("keys", "[" + u.keys.map { str($0.key) }.joined(separator: ", ") + "]")]
            return "\n    {" + fields([("column", int(u.column)), ("expression", str(u.expression)), ("file", str(u.file))] + keys
                                + [("line", int(u.line)), ("reason", str(u.reason))]) + "}"
        }.joined(separator: ",") + (result.unresolved.isEmpty ? "]" : "\n  ]") + ",\n"
        out += "  \"unusedKeys\": " + keyList(result.unusedKeys) + ",\n"
        out += "  \"usages\": [" + result.usages.map { "\n    {" + usageFields($0) + "}" }.joined(separator: ",")
            + (result.usages.isEmpty ? "]" : "\n  ]") + "\n"
        out += "}\n"
        return out
    }

    private func usageFields(_ u: ScanUsage) -> String {
        let width: String = u.width.map { w in
            "{" + fields([("boundEvidence", evidence(w.boundEvidence))] + (w.columns > 1 ? [("columns", "\(w.columns)")] : [])
                         + [("evidence", evidence(w.evidence)),
                          ("followsDevice", w.followsDevice ? "true" : "false"),
                          ("narrowest", num(w.narrowest)), ("widest", num(w.widest))]
                         // Written only when the widest follows the device and the narrowest does not (or the reverse).
                         + (w.widestFollowsDevice == w.followsDevice ? [] : [("widestFollowsDevice", w.widestFollowsDevice ? "true" : "false")])) + "}"
        } ?? "null"
        // Written only when the code sets one (most texts are drawn as written).
        let textCase = u.textCase.map { [("textCase", str($0.rawValue))] } ?? []
        let arguments: [(String, String)] = u.arguments.isEmpty ? []
            : [("arguments", "[" + u.arguments.map { str($0?.manifestText ?? "any") }.joined(separator: ", ") + "]")]
        let formsNeverShown: [(String, String)] = u.formsNeverShown.isEmpty ? []
            : [("formsNeverShown", "[" + u.formsNeverShown.map { str($0) }.joined(separator: ", ") + "]")]
        // `defaultValue`, `shownOn` and `symbolDerivation` only when set (not `all`).
        let defaultValue: [(String, String)] = u.defaultValue.map { [("defaultValue", str($0))] } ?? []
        let shownOn: [(String, String)] = u.shownOn == .all ? [] : [("shownOn", str(u.shownOn.rawValue))]
        let derivation: [(String, String)] = u.symbolDerivation.map { [("symbolDerivation", str($0.rawValue))] } ?? []
        let shownOnEvidence: [(String, String)] = u.shownOnEvidence.map { [("shownOnEvidence", evidence($0))] } ?? []
        // `bundle` only when the code names a bundle other than the app's: `{"folder", "evidence"}`, folder null when unknown.
        let bundle: [(String, String)] = u.bundle.map { b in
            [("bundle", "{" + fields([("evidence", evidence(b.evidence)), ("folder", str(b.folder))]) + "}")]
        } ?? []
        // Written only when a sibling text of known keys shares the row.
        let besideTexts: [(String, String)] = u.besideTexts.map { b in
            [("besideTexts", "{" + fields([("keys", "[" + b.keys.map { str($0) }.joined(separator: ", ") + "]"),
                                            ("size", b.font.fixedSize.map(num) ?? "null"), ("style", str(b.font.style?.rawValue)),
                                            ("weight", str(b.font.effectiveWeight.name))]) + "}")]
        } ?? []
        return fields(arguments + [
            ("barNeighbours", "[" + u.barNeighbours.map { str($0) }.joined(separator: ", ") + "]")] + besideTexts + bundle + [
            ("column", int(u.column))] + defaultValue + [("drawn", evidence(u.drawn)), ("file", str(u.file)),
            ("fixedSize", u.font?.fixedSize.map(num) ?? "null"),
            ("fontEvidence", evidence(u.font?.evidence))] + formsNeverShown + [
            ("key", str(u.key)), ("kind", str(u.kind.rawValue)), ("line", int(u.line)),
            ("lines", u.lines.map { String($0) } ?? "null"), ("linesEvidence", evidence(u.linesEvidence)),
            ("markdown", u.markdown ? "true" : "false"),
            ("maxCategory", str(u.maxCategory?.rawValue)),
            ("maxPointSize", (u.font?.maximumPointSize).map(num) ?? "null"),
            ("minimumFontSize", (u.shrink?.minimumPoints).map(num) ?? "null"),
            ("minimumScaleFactor", (u.shrink?.scaleFactor).map(num) ?? "null"),
            ("scales", u.font.map { $0.scales ? "true" : "false" } ?? "null")] + shownOn + shownOnEvidence + [
            ("size", (u.font?.baseSize).map(num) ?? "null"),
            ("style", str(u.font?.style?.rawValue)), ("symbol", str(u.symbol))] + derivation + [("table", str(u.table))] + textCase + [
            ("weight", str(u.font.map { $0.effectiveWeight.name })), ("width", width),
        ])
    }

    /// `{"detail", "file", "kind", "line", "objectID", "source"}`, the fields the kind has.
    private func evidence(_ e: Evidence?) -> String {
        guard let e else { return "null" }
        var pairs: [(String, String)] = [("detail", str(e.detail))]
        switch e {
        case let .code(file, line, _): pairs += [("file", str(file)), ("kind", str(e.kind.rawValue)), ("line", int(line))]
        case let .nib(file, objectID, _): pairs += [("file", str(file)), ("kind", str(e.kind.rawValue)), ("objectID", str(objectID))]
        case let .manifest(line): pairs += [("kind", str(e.kind.rawValue)), ("line", int(line))]
        case let .documented(source, _), let .frameworkDefault(_, source): pairs += [("kind", str(e.kind.rawValue)), ("source", str(source))]
        case .estimate: pairs += [("kind", str(e.kind.rawValue))]
        }
        return "{" + fields(pairs) + "}"
    }

    private func statsJSON() -> String {
        let s = stats
        let reasons = result.unresolvedByReason.map { "\n      " + str($0.reason) + ": " + String($0.count) }.joined(separator: ",")
        let kinds = s.byKind.map { "\n      " + str($0.0) + ": " + String($0.1) }.joined(separator: ",")
        return "{\n" + [
            "    \"accessibilityOnly\": \(s.accessibilityOnly)",
            "    \"byKind\": {" + kinds + (kinds.isEmpty ? "}" : "\n    }"),
            "    \"drawn\": \(s.drawn)",
            "    \"drawnKeys\": \(s.drawnKeys)",
            "    \"drawnKeysResolved\": \(s.drawnKeysResolved)",
            "    \"drawnResolved\": \(s.drawnResolved)",
            "    \"files\": \(s.files)",
            "    \"filesWithProblems\": \(s.filesWithProblems)",
            "    \"foundKeys\": \(s.foundKeys)",
            "    \"knownKeys\": \(s.knownKeys)",
            "    \"other\": \(s.other)",
            "    \"unresolvedByReason\": {" + reasons + (reasons.isEmpty ? "}" : "\n    }"),
            "    \"usages\": \(s.usages)",
        ].joined(separator: ",\n") + "\n  }"
    }

    private func keyList(_ keys: [ScanResult.TableKey]) -> String {
        guard !keys.isEmpty else { return "[]" }
        return "[" + keys.map { "\n    {" + fields([("key", str($0.key)), ("table", str($0.table))]) + "}" }.joined(separator: ",") + "\n  ]"
    }

    private func fields(_ pairs: [(String, String)]) -> String {
        pairs.map { str($0.0) + ": " + $0.1 }.joined(separator: ", ")
    }

    private func str(_ s: String?) -> String { s.map(JSONWriter.quoted) ?? "null" }
    private func int(_ i: Int?) -> String { i.map { String($0) } ?? "null" }

    /// Whole numbers without a fraction, others with up to three decimals; never locale-formatted.
    func num(_ d: Double) -> String { JSONWriter.number(d, decimals: 3) }

    // MARK: Text

    /// One line per usage (`file:line:column: kind key — font, lines, width`), then the unresolved
    /// entries, file problems, missing and unused keys, and the stats.
    public func text() -> String {
        // Names and code from the scanned files reach a terminal: control characters escaped.
        func t(_ s: String) -> String { ControlCharacters.escaped(s) }
        var out = ""
        for u in result.usages {
            out += "\(t(u.file)):\(u.line):\(u.column): \(u.kind.rawValue) \"\(EntryListing.escapeText(u.key))\""
            if u.table != "Localizable" { out += " [\(t(u.table))]" }
            if let symbol = u.symbol { out += " via \(t(symbol))" }
            if let derivation = u.symbolDerivation { out += " (name derived from the key: \(derivation.rawValue))" }
            switch u.shownOn {
            case .all: break
            case .iPad: out += " [iPad only]"
            case .otherPlatform: out += " [not an iOS build]"
            }
            if u.kind.isBoxed {
                out += " — " + fontText(u.font) + ", " + (u.lines.map { $0 == 0 ? "unlimited lines" : "\($0) line\($0 == 1 ? "" : "s")" } ?? "lines unknown")
                if let w = u.width {
                    out += w.isFixed ? ", \(num(w.narrowest)) pt" : ", \(num(w.narrowest))–\(num(w.widest)) pt"
                    out += " (\(w.evidence.kind.rawValue))"
                }
                if let c = u.maxCategory { out += ", max \(c.displayName)" }
                if let m = u.shrink?.scaleFactor { out += ", shrinks to \(num(m))" }
                if let m = u.shrink?.minimumPoints { out += ", shrinks to \(num(m)) pt" }
            }
            out += "\n"
        }
        for u in result.unresolved {
            out += "\(t(u.file)):\(u.line):\(u.column): unresolved: \(t(u.reason)): \(t(u.expression))\n"
        }
        for p in result.problems { out += "\(t(p.description))\n" }
        for k in result.missingKeys { out += "missing from strings files: \"\(EntryListing.escapeText(k.key))\" [\(t(k.table))]\n" }
        for k in result.unusedKeys { out += "not used in code: \"\(EntryListing.escapeText(k.key))\" [\(t(k.table))]\n" }
        out += summary()
        return out
    }

    /// The stats in a few lines.
    public func summary() -> String {
        let s = stats
        func pct(_ a: Int, _ b: Int) -> String { b == 0 ? "-" : String(format: "%.1f%%", 100 * Double(a) / Double(b)) }
        let nibs = result.nibFiles > 0 ? " and \(result.nibFiles) Interface Builder documents" : ""
        var out = "\(s.files) Swift files\(nibs) (\(s.filesWithProblems) with problems), \(s.usages) usages: \(s.drawn) drawn, "
            + "\(s.accessibilityOnly) accessibility-only, \(s.other) keys read where no display site was seen.\n"
        out += "Keys: \(s.foundKeys) of \(s.knownKeys) in the strings files found in code (\(pct(s.foundKeys, s.knownKeys))); "
            + "\(result.missingKeys.count) used in code but in no strings file; \(result.unusedKeys.count) not used in code.\n"
        out += "Drawn usages with font and lines resolved: \(s.drawnResolved) of \(s.drawn) (\(pct(s.drawnResolved, s.drawn))); "
            + "drawn keys: \(s.drawnKeysResolved) of \(s.drawnKeys) (\(pct(s.drawnKeysResolved, s.drawnKeys))).\n"
        out += "Unresolved: \(result.unresolved.count)\n"
        for (reason, count) in result.unresolvedByReason { out += "  \(count)  \(reason)\n" }
        return out
    }

    private func fontText(_ f: FontSpec?) -> String {
        guard let f else { return "font unknown" }
        var parts: [String] = []
        if let style = f.style { parts.append(style.rawValue) }
        if let size = f.fixedSize { parts.append("\(num(size)) pt fixed") }
        if let base = f.baseSize { parts.append("\(num(base)) pt") }
        parts.append(f.effectiveWeight.name)
        return parts.joined(separator: " ")
    }
}
