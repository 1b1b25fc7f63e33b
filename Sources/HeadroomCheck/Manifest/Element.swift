import DynamicType
import HeadroomFormats

/// One label of a component.
public struct Element: Sendable, Hashable {
    public var name: String
    public var keys: [KeyPattern]
    public var font: FontSpec
    public var lines: Lines
    public var width: Widths
    /// Explicitly marked (or unmarked) as the component's title; nil to decide by name.
    public var isTitle: Bool?
    /// How far the view shrinks its font before it truncates (`minimumScaleFactor: 0.8` or
    /// `minimumFontSize: 12`, with `adjustsFontSizeToFitWidth`); nil when it never shrinks.
    public var shrink: FontShrink?
    /// The text is a SwiftUI `LocalizedStringKey` (`Text("key")`): SwiftUI draws its inline Markdown,
    /// so `**Done**` is measured as "Done" in bold (`markdown: true`, `InlineMarkdown`).
    public var markdown = false
    /// Bar button items beside the text in its bar (`beside:`): the room is the width less their texts.
    public var beside: BarNeighbours?
    /// The case the UI draws the text in (`.textCase(.uppercase)`): the text measured is transformed.
    public var textCase: TextCase?
    /// Plural categories the app never shows in this element (`forms: {never: [zero]}`): the view is
    /// hidden whenever the count selects them. Their forms get no boxes here.
    public var formsNeverShown: Set<String> = []
    /// Where the app's Swift code shows the element's keys (`shownAt:` on the element): for every
    /// key without places of its own.
    public var shownAt: [DisplaySite] = []
    /// Places per key pattern (`keys: [{key: K, shownAt: …}]`, what `headroom init` and `sources:` give).
    public var keyShownAt: [String: [DisplaySite]] = [:]
    /// What the code passes for each format argument of a key, by position (nil where unknown):
    /// `keys: [{key: K, arguments: ["date medium short"]}]`, what `headroom init` and `sources:` read.
    public var keyArguments: [String: [FormatArgument?]] = [:]
    /// The text the app shows for a key no table has (`keys: [{key: K, fallback: T}]`, what `headroom init`
    /// writes for a literal key in no strings table: the key itself, as `LocalizedStringKey` and
    /// `NSLocalizedString` fall back to it, or the call's default value). `check` measures it in every
    /// locale, untranslated, instead of reporting the key as matching no string.
    public var keyFallbacks: [String: String] = [:]
    /// The widest the box can be, when the manifest gives the width as bounds (`width: {min:, max:}`):
    /// `width` is then the narrowest. A text that overflows the narrowest but fits the widest may truncate.
    public var widest: Widths?
    /// The most lines the label can show, when the manifest gives the line limit as bounds
    /// (`lines: {min:, max:}`, 0 = no limit): `lines` is then the fewest.
    public var mostLines: Lines?
    /// Where each dimension of the box comes from, and what the manifest confirms.
    public var evidence: BoxEvidence
    /// False for keys nobody placed (`placed: false`, the catch-all rule `init` writes): their box is
    /// invented, so they get no fit verdicts, only missing glyphs and untranslated text, as notes.
    public var placed = true
    /// The table the keys are looked up in (`table: Settings`), nil for any table.
    public var table: String?
    /// The bundle whose tables the keys are looked up in (`bundle:`), nil for any.
    public var bundle: LookupBundle?
    public var line: Int
    public init(
        name: String, keys: [KeyPattern], font: FontSpec, lines: Lines, width: Widths, isTitle: Bool? = nil,
        line: Int = 0
    ) {
        self.name = name
        self.keys = keys
        self.font = font
        self.lines = lines
        self.width = width
        self.isTitle = isTitle
        self.line = line
        self.evidence = BoxEvidence(manifestLine: line)
    }

    /// What the code passes for `key`'s format arguments in this element (empty when unknown).
    public func arguments(key: String) -> [FormatArgument?] {
        keyArguments.isEmpty ? [] : keyArguments[key] ?? []
    }

    /// True when an entry of `table` read from `file` (a standardized path) is the element's text:
    /// its table when it names one, its bundle's strings files when it names one (`owner`: the
    /// deepest bundle folder of the manifest holding the file, nil for the app's bundle).
    public func looksUp(table entryTable: String, owner: String?) -> Bool {
        if let table, table != entryTable { return false }
        switch bundle {
        case nil: return true
        case .main: return owner == nil
        case .folder(let folder): return owner == folder
        }
    }

    /// The places that show `key` in this element: those of the first of its patterns that has
    /// places and matches, else the element's own.
    public func shownAt(key: String) -> [DisplaySite] {
        guard !keyShownAt.isEmpty else { return shownAt }
        if let sites = keyShownAt[key] { return sites }
        for pattern in keys where !pattern.isExact {
            if let sites = keyShownAt[pattern.pattern], pattern.matches(key) { return sites }
        }
        return shownAt
    }
}
