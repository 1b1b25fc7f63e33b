import DynamicType
import HeadroomFormats

/// One place in the Swift sources where a localized string is shown (or read), with its context.
public struct ScanUsage: Sendable, Hashable {
    /// The localization key (`%lld`/`%@` where the code interpolates).
    public var key: String
    /// The strings table (file name without extension), `Localizable` unless the code names one.
    public var table: String
    /// Path relative to the scanned folder.
    public var file: String
    public var line: Int
    public var column: Int
    public var kind: UsageKind
    /// The font, nil when the scan could not tell (then an `unresolved` entry says why).
    public var font: FontSpec?
    /// Line limit: 0 = unlimited, nil = unknown.
    public var lines: Int?
    /// Where the line limit comes from (`.lineLimit(2)` in the code, UILabel's default, a catalog entry).
    public var linesEvidence: Evidence?
    /// Largest content size category the text is drawn at (`.dynamicTypeSize(...)`, `maximumContentSizeCategory`).
    public var maxCategory: ContentSizeCategory?
    /// How far the text shrinks before it truncates (`.minimumScaleFactor`, `adjustsFontSizeToFitWidth`
    /// with its `minimumScaleFactor` or `minimumFontSize`); nil when it never shrinks.
    public var shrink: FontShrink?
    public var width: ScanWidth?
    /// Why the text is drawn (the display site in the code) or, for an accessibility-only usage, why it is not.
    public var drawn: Evidence?
    /// The generated accessor the key came through (`L10n.Scene.Compose.title`), nil for literals.
    public var symbol: String?
    /// The key is a SwiftUI `LocalizedStringKey` drawn by a view that parses its inline Markdown
    /// (`Text("k")`, not `Text(verbatim:)` or `Text(String(localized:))`): `**Done**` is drawn "Done" in bold.
    public var markdown: Bool
    /// For a navigation title: the keys of the text bar button items the same type puts in the
    /// navigation bar (`navigationItem.rightBarButtonItem = UIBarButtonItem(title:)`, a SwiftUI
    /// `ToolbarItem(placement: .topBarTrailing) { Button("k") }`). The title gets the bar less them.
    public var barNeighbours: [String] = []
    /// A sibling text of known keys in the same row (`BesideTexts`): the usage's width is measured
    /// less it, per language, instead of an estimate for it.
    public var besideTexts: BesideTexts?
    /// Set when `symbol` is named by no declaration the scan read and was joined to the key by the
    /// generator's naming rule (the evidence for the key).
    public var symbolDerivation: SymbolDerivation?
    /// The development-language text the code gives with the key (`NSLocalizedString(value:)`,
    /// `String(localized:defaultValue:)`), shown when the table has no entry.
    public var defaultValue: String?
    /// Which devices draw it (`ShownOn`).
    public var shownOn: ShownOn = .all
    /// `.textCase(.uppercase)` / `.lowercase` around the text: it is drawn transformed.
    public var textCase: TextCase?
    /// Plural categories the code never shows in this place: the view is hidden whenever the
    /// plural's count selects them (`label.isHidden = (count == 0)` → `zero`). Sorted.
    public var formsNeverShown: [String] = []
    /// What the code passes for the key's format arguments here, by position (nil where only the
    /// conversion is known; empty when nothing is): `FormatArgumentUse`.
    public var arguments: [FormatArgument?] = []
    /// The bundle the code looks the key up in when it names one (`bundle: .module`): that bundle's
    /// tables, not the app's; nil for the app's bundle.
    public var bundle: StringsBundle?
    /// Where `shownOn` comes from when the project file decided it (the only targets holding the
    /// file build for the Mac, or for the iPad only).
    public var shownOnEvidence: Evidence?

    public init(key: String, table: String, file: String, line: Int, column: Int, kind: UsageKind,
                font: FontSpec? = nil, lines: Int? = nil, linesEvidence: Evidence? = nil,
                maxCategory: ContentSizeCategory? = nil, shrink: FontShrink? = nil,
                width: ScanWidth? = nil, drawn: Evidence? = nil, symbol: String? = nil, markdown: Bool = false,
                symbolDerivation: SymbolDerivation? = nil, defaultValue: String? = nil, shownOn: ShownOn = .all) {
        self.key = key
        self.table = table
        self.file = file
        self.line = line
        self.column = column
        self.kind = kind
        self.font = font
        self.lines = lines
        self.linesEvidence = linesEvidence
        self.maxCategory = maxCategory
        self.shrink = shrink
        self.width = width
        self.drawn = drawn
        self.symbol = symbol
        self.markdown = markdown
        self.symbolDerivation = symbolDerivation
        self.defaultValue = defaultValue
        self.shownOn = shownOn
    }

    /// True when font and line limit are both known.
    public var isResolved: Bool { font != nil && lines != nil }
}
