import DynamicType
import HeadroomFormats

/// The scan's drawn usages grouped into components for a manifest: one per context (kind, font with
/// its scaling and cap, lines, width), each key with the Swift places that show it. Accessibility-only
/// usages and keys read where no display site was seen are left out (they are the manifest's unplaced strings).
public struct ScanComponents: Sendable {
    /// One group of usages that share a context.
    public struct Group: Sendable {
        public var name: String
        public var kind: UsageKind
        public var font: FontSpec
        public var lines: Int
        /// Where the line limit comes from (the first usage's; the group's usages agree on whether it is known).
        public var linesEvidence: Evidence
        /// The width; its evidence is the first usage's (the group's usages agree on its kind).
        public var width: ScanWidth
        /// Why the text is drawn: the first usage's display site.
        public var drawn: Evidence
        public var maxCategory: ContentSizeCategory?
        public var shrink: FontShrink?
        /// The case the text is drawn in (`.textCase(.uppercase)`), nil as written.
        public var textCase: TextCase?
        /// SwiftUI draws the keys' inline Markdown (`ScanUsage.markdown`).
        public var markdown: Bool
        /// Plural categories the code never shows for these keys (`ScanUsage.formsNeverShown`).
        public var formsNeverShown: [String] = []
        /// For navigation titles: the text bar button items beside them (`ScanUsage.barNeighbours`),
        /// in the bar item font of the catalog, each taking `spacing` besides its text; for a text
        /// beside a sibling text of known keys (`ScanUsage.besideTexts`), that text (`oneOf`).
        public var beside: (keys: [String], font: FontSpec, spacing: Double, oneOf: Bool)?
        /// `.iPad` for keyboard-command titles, which only an iPad shows.
        public var shownOn: ShownOn = .all
        /// What the code passes for each key's format arguments (`ScanUsage.arguments`), when known.
        public var arguments: [String: [FormatArgument?]] = [:]
        /// The folder whose tables the keys are looked up in (`ScanUsage.bundle`), nil for the app's
        /// bundle (or a bundle the scan could not tell).
        public var bundle: String? = nil
        /// Why the keys are looked up where they are, when the code names a bundle (`ScanUsage.bundle`):
        /// with no `bundle`, an estimate saying which bundle the scan could not tell.
        public var bundleEvidence: Evidence? = nil
        /// Keys in first-seen order, each with its Swift places.
        public var keys: [(key: String, places: [Place])]
        /// The keys no strings table has, each with the text the app shows for it in every language:
        /// the call's default value, else the key itself (`LocalizedStringKey` and `NSLocalizedString`
        /// fall back to it). Such a text with format arguments the scan does not know is left out.
        public var fallbacks: [String: String] = [:]
    }

    /// A Swift place that shows a key: the file relative to the scanned folder, line and column.
    public struct Place: Sendable, Hashable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var column: Int
        /// `file:line`.
        public var description: String { "\(file):\(line)" }
    }

    public var groups: [Group] = []
    /// True when some group's keys are looked up in another bundle than the app's: the app's
    /// groups are then its bundle's only (`bundle: main`).
    public var hasBundles: Bool { groups.contains { $0.bundle != nil } }
    /// Keys of the strings files placed in no group.
    public var unplaced: Int { unplacedKeys.total }
    /// Why each of those was not placed, grouped by cause.
    public var unplacedKeys = UnplacedKeys()

    /// The arguments of one key at two sites of a group (same kinds by the grouping signature): a
    /// `oneOf` position takes both sites' candidates.
    static func joined(_ a: [FormatArgument?], _ b: [FormatArgument?]) -> [FormatArgument?] {
        zip(a, b).map { x, y in
            guard case let .oneOf(first)? = x, case let .oneOf(second)? = y else { return x }
            let union = first + second.filter { !first.contains($0) }
            return union.count <= FormatArgument.maxCandidates ? .oneOf(union) : nil
        }
    }

    public init(result: ScanResult) {
        var index: [String: Int] = [:]
        // Keys of an unknown bundle are kept apart from the app's only when some keys are scoped to a
        // folder (`bundle: main` would otherwise claim them); else both are looked up in every table.
        let scoped = result.drawn.contains { $0.bundle?.folder != nil }
        let tableKeys = Set(result.knownKeys.map(\.key))
        let readTables = !result.knownKeys.isEmpty
        for u in result.drawn where u.isResolved {
            guard let font = u.font, let lines = u.lines, let linesEvidence = u.linesEvidence, let width = u.width else { continue }
            // Sites choosing from different sets of texts share a group: their key's candidates are joined.
            let arguments: String = u.arguments.map { (a: FormatArgument?) -> String in
                if case .oneOf? = a { return "one of" }
                return a?.manifestText ?? "any"
            }.joined(separator: ",")
            // Every box dimension a check reads is part of the signature, so no usage takes another's
            // font cap, scaling, lines or width by being grouped with it.
            let signature = [u.kind.rawValue, font.style?.rawValue ?? "", font.fixedSize.map { "\($0)" } ?? "",
                             font.baseSize.map { "\($0)" } ?? "", font.effectiveWeight.name, "\(font.scales)",
                             font.maximumPointSize.map { "\($0)" } ?? "", "\(lines)",
                             "\(width.narrowest.rounded())", "\(width.widest.rounded())", width.evidence.kind.rawValue,
                             width.boundEvidence.kind.rawValue, "\(width.followsDevice)", "\(width.widestFollowsDevice)", "\(width.columns)", u.maxCategory?.rawValue ?? "",
                             u.shrink.map { "\($0)" } ?? "",
                             "\(font.evidence.isKnown)", "\(linesEvidence.isKnown)", u.markdown ? "md" : "",
                             u.barNeighbours.joined(separator: "\u{1}"), Self.besideSignature(u.besideTexts), u.shownOn.rawValue, u.textCase?.rawValue ?? "",
                             u.formsNeverShown.joined(separator: ","), u.bundle?.folder ?? (scoped && u.bundle != nil ? "?" : ""), arguments].joined(separator: "|")
            let place = Place(file: u.file, line: u.line, column: u.column)
            let fallback = readTables && !tableKeys.contains(u.key) ? u.defaultValue ?? u.key : nil
            // A key in no table whose arguments the scan does not know (an interpolated image, a date)
            // would be measured with generic stand-ins for its own text: it is left out.
            if let fallback, u.arguments.isEmpty, !FormatSpecifier.parse(fallback).isEmpty { continue }
            if let i = index[signature] {
                if let fallback { groups[i].fallbacks[u.key] = fallback }
                if groups[i].bundleEvidence == nil { groups[i].bundleEvidence = u.bundle?.evidence }
                if let k = groups[i].keys.firstIndex(where: { $0.key == u.key }) {
                    if !groups[i].keys[k].places.contains(place) { groups[i].keys[k].places.append(place) }
                    if let known = groups[i].arguments[u.key] { groups[i].arguments[u.key] = Self.joined(known, u.arguments) }
                } else {
                    groups[i].keys.append((u.key, [place]))
                    if !u.arguments.isEmpty { groups[i].arguments[u.key] = u.arguments }
                }
            } else {
                index[signature] = groups.count
                groups.append(Group(name: "", kind: u.kind, font: font, lines: lines, linesEvidence: linesEvidence, width: width,
                                    drawn: u.drawn ?? .code(file: u.file, line: u.line, what: "display site"), maxCategory: u.maxCategory,
                                    shrink: u.shrink, textCase: u.textCase, markdown: u.markdown,
                                    formsNeverShown: u.formsNeverShown,
                                    beside: Self.beside(u), shownOn: u.shownOn,
                                    arguments: u.arguments.isEmpty ? [:] : [u.key: u.arguments],
                                    bundle: u.bundle?.folder, bundleEvidence: u.bundle?.evidence, keys: [(u.key, [place])],
                                    fallbacks: fallback.map { [u.key: $0] } ?? [:]))
            }
        }
        groups.sort { ($0.kind.rawValue, -$0.keys.count) < ($1.kind.rawValue, -$1.keys.count) }
        var used: [String: Int] = [:]
        for i in groups.indices {
            let base = Self.name(groups[i])
            used[base, default: 0] += 1
            groups[i].name = used[base]! == 1 ? base : "\(base) (\(used[base]!))"
        }
        unplacedKeys = UnplacedKeys(result: result, placed: Set(groups.flatMap { $0.keys.map(\.key) }))
    }

    /// What stands beside a usage's text and is measured per language: bar items, or a sibling text.
    static func beside(_ u: ScanUsage) -> (keys: [String], font: FontSpec, spacing: Double, oneOf: Bool)? {
        if let items = ContainerCatalog.barItems(u.barNeighbours) { return (items.keys, items.font, items.spacing, false) }
        return u.besideTexts.map { ($0.keys, $0.font, 0, true) }
    }

    private static func besideSignature(_ texts: BesideTexts?) -> String {
        guard let texts else { return "" }
        let f = texts.font
        return texts.keys.joined(separator: "\u{1}") + "\u{2}" + [f.style?.rawValue ?? "", f.fixedSize.map { "\($0)" } ?? "",
                                                                  f.effectiveWeight.name, "\(f.scales)"].joined(separator: ",")
    }

    /// `Tab items`, `Text · headline semibold · 2 lines · 361 pt`.
    static func name(_ g: Group) -> String {
        let kind: String = switch g.kind {
        case .tabItem: "Tab items"
        case .toolbarItem: "Toolbar items"
        case .navigationTitle: "Navigation titles"
        case .alertTitle: "Alert titles"
        case .alertMessage: "Alert messages"
        case .alertButton: "Alert buttons"
        case .confirmationDialog: "Action sheet buttons"
        case .menuItem: "Menu items"
        case .segment: "Segments"
        case .sectionHeader: "Section headers"
        case .sectionFooter: "Section footers"
        case .textFieldPlaceholder: "Placeholders"
        case .button: "Buttons"
        case .label: "Labels"
        case .text, .accessibilityOnly, .other, .notDrawn, .fieldValue: "Text"
        }
        var font = [g.font.style?.rawValue, g.font.fixedSize.map { "\(Int($0)) pt" }].compactMap { $0 }.joined(separator: " ")
        font += " " + g.font.effectiveWeight.name
        let lines = g.lines == 0 ? "wraps" : "\(g.lines) line\(g.lines == 1 ? "" : "s")"
        return "\(kind) · \(font) · \(lines) · \(Int(g.width.points)) pt" + (g.shownOn == .iPad ? " · iPad only" : "")
    }
}
