import DynamicType

/// A parsed `headroom.yml`: where the strings are, what to check them at, and the components
/// that show them. Paths are absolute or relative to `baseDirectory`.
public struct Manifest: Sendable {
    /// The manifest file, for messages ("" for a manifest built in code).
    public var file: String = ""
    /// The directory relative paths are resolved against (the manifest's directory).
    public var baseDirectory: String = "."
    /// Folders, files or globs holding localization files.
    public var strings: [StringsSource] = []
    /// The locales to check; nil means every locale found.
    public var locales: [String]?
    /// The development language (untranslated values are compared with it).
    public var sourceLocale: String?
    /// The content size categories to check, smallest first.
    public var categories: [ContentSizeCategory] = ContentSizeCategory.allCases
    /// The devices (named screen widths in points), in manifest order.
    public var devices: [Device] = Device.defaults
    /// The fonts: the bundled stack in a directory, or font files.
    public var fonts: FontSource = .bundled(directory: "Fonts", line: 0)
    /// Sample values for format arguments, per key.
    public var samples: [String: [String]] = [:]
    public var severities = SeverityPolicy()
    /// The tolerance band around a box, as a fraction of its width (`tolerance:`); nil for
    /// each box's measured default (`VerdictRules.defaultTolerance(typeface:pointSize:)`).
    public var tolerance: Double?
    public var components: [Component] = []
    /// Rules for strings that belong to no component, first match wins.
    public var rules: [Component] = []
    /// Folders outside the manifest's folder that `strings:` may read (`allowOutside:`).
    public var allowOutside: [String] = []
    /// The sizes and devices `headroom limits` gives translators room for.
    public var limits = LimitsSetting()
    /// Keys whose translation may equal the source text (`sameAsSource: [brand.name, "units.*"]`):
    /// no `untranslated` for an equal value (an empty one still is).
    public var sameAsSource: [KeyPattern] = []

    /// How loudly `at-risk` is reported, by `check` and `limits --risk` alike: `severities:
    /// {at-risk: ...}` when given, else `limits: {atRisk: ...}` (a note by default).
    public var atRiskSeverity: Severity { severities.atRisk ?? limits.atRisk }
    /// Swift source folders or files (`sources:`): `headroom check` scans them and adds a component
    /// per context for the keys no hand-written component names.
    public var sources: [StringsSource] = []

    /// A manifest that checks everything under `paths` with one catch-all rule (body, one line,
    /// the device width minus 32 pt): what `headroom-bench` runs on the corpus. By default on one
    /// device (iPhone 16), so each string is laid out once per category: 12 boxes.
    public static func catchAll(
        paths: [String], categories: [ContentSizeCategory] = ContentSizeCategory.allCases,
        devices: [Device]? = nil, fontsDirectory: String = "Fonts"
    ) -> Manifest {
        let element = Element(
            name: "text", keys: [KeyPattern("*")], font: FontSpec(style: .body), lines: Lines(1),
            width: Widths(.device(insets: 32, icon: nil, spacing: 0)))
        return Manifest(
            strings: paths.map { StringsSource(pattern: $0, line: 0) }, categories: categories,
            devices: devices ?? [Device(name: "iPhone 16", width: 393)],
            fonts: .bundled(directory: fontsDirectory, line: 0),
            rules: [Component(name: "rule *", layout: .fixed, elements: [element])])
    }
}

/// One `strings:` entry: a folder, a file or a glob, with the manifest line it came from.
public struct StringsSource: Sendable, Hashable {
    public var pattern: String
    public var line: Int
}

/// A named screen width in points (portrait).
public struct Device: Sendable, Hashable, Codable {
    public var name: String
    public var width: Double

    /// Phone or pad, for String Catalog device variants: a device whose name contains "iPad" is a pad.
    public enum Idiom: String, Sendable, Hashable, Codable { case phone, pad }
    public var idiom: Idiom { name.lowercased().contains("ipad") ? .pad : .phone }

    /// iPhone SE, iPhone 16, iPhone 16 Pro Max and an 11-inch iPad, in portrait.
    public static let defaults: [Device] = [
        Device(name: "iPhone SE", width: 320), Device(name: "iPhone 16", width: 393),
        Device(name: "iPhone 16 Pro Max", width: 440), Device(name: "iPad", width: 820),
    ]
}

/// Where the fonts come from.
public enum FontSource: Sendable, Hashable {
    /// The bundled stand-in stack for the system font, in a directory.
    case bundled(directory: String, line: Int)
    /// Explicit font files, in fallback order.
    case files([String], line: Int)
}

/// A UI component (or, under `rules:`, a catch-all for keys in no component).
public struct Component: Sendable, Hashable {
    /// How the component reacts to text that does not fit.
    public enum Layout: String, Sendable, Hashable, CaseIterable {
        /// Horizontal, vertical once its title would truncate (the seeds' AdaptiveHeader).
        case adaptive
        /// Horizontal, vertical at the accessibility categories (the seeds' FlexibleHeader).
        case flexible
        /// One layout at every size.
        case fixed
    }
    public var name: String
    public var layout: Layout
    public var elements: [Element]
    /// The manifest line (0 for code-built components).
    public var line: Int
    public init(name: String, layout: Layout, elements: [Element], line: Int = 0) {
        self.name = name
        self.layout = layout
        self.elements = elements
        self.line = line
    }

    /// The element whose truncation makes an adaptive component go vertical: the one marked
    /// `title: true`, else the one named `title`, else the first.
    public var titleElementIndex: Int {
        elements.firstIndex(where: { $0.isTitle == true })
            ?? elements.firstIndex(where: { $0.isTitle == nil && $0.name == "title" }) ?? 0
    }
}

/// One label of a component.
public struct Element: Sendable, Hashable {
    public var name: String
    public var keys: [KeyPattern]
    public var font: FontSpec
    public var lines: Lines
    public var width: Widths
    /// Explicitly marked (or unmarked) as the component's title; nil to decide by name.
    public var isTitle: Bool?
    /// The label shrinks its font down to this factor before it truncates (`minimumScaleFactor`,
    /// with `adjustsFontSizeToFitWidth`); nil when it never shrinks.
    public var minimumScaleFactor: Double?
    /// Where the app's Swift code shows the element's keys (`shownAt:` on the element): for every
    /// key without places of its own.
    public var shownAt: [DisplaySite] = []
    /// Places per key pattern (`keys: [{key: K, shownAt: …}]`, what `headroom init` and `sources:` give).
    public var keyShownAt: [String: [DisplaySite]] = [:]
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

/// A text style, or a custom font scaled relative to one (`UIFontMetrics`).
public struct FontSpec: Sendable, Hashable {
    /// The text style (or the style a custom font is scaled relative to).
    public var style: TextStyle
    /// A custom font's size at Large; nil for the style's own size.
    public var size: Double?
    /// A custom font file; nil for the system font stack.
    public var file: String?
    /// Clamp for the scaled size (`maximumPointSize`).
    public var maxPointSize: Double?
    /// False for a fixed-size font (`scales: false`): `size` at every category.
    public var scales: Bool = true
    /// The largest category the font follows (`maxCategory:`, as SwiftUI's `.dynamicTypeSize(...)`
    /// and UIKit's `maximumContentSizeCategory`): above it, its size at this category.
    public var maxCategory: ContentSizeCategory?
    /// The weight; nil for the style's (Headline is Semibold).
    public var weight: FontWeight?

    public init(
        style: TextStyle, size: Double? = nil, file: String? = nil, maxPointSize: Double? = nil,
        weight: FontWeight? = nil, scales: Bool = true, maxCategory: ContentSizeCategory? = nil
    ) {
        self.scales = scales
        self.maxCategory = maxCategory
        self.style = style
        self.size = size
        self.file = file
        self.maxPointSize = maxPointSize
        self.weight = weight
    }

    /// The point size at a category: the style's HIG size, or the custom size scaled the way
    /// `UIFontMetrics.scaledFont(for:maximumPointSize:)` does; clamped to `maxPointSize`.
    public func pointSize(at category: ContentSizeCategory) -> Double {
        if let size, !scales { return size }
        let category = maxCategory.map { Swift.min(category, $0) } ?? category
        if let size {
            return FontMetricsScaler(style: style).scaledPointSize(size, at: category, maximumPointSize: maxPointSize)
        }
        let natural = Double(style.pointSize(at: category))
        if let maxPointSize, maxPointSize > 0 { return min(natural, maxPointSize) }
        return natural
    }

    /// The typeface the measurer shapes with.
    public var typeface: Typeface { Typeface(file: file, weight: weight ?? style.weight) }
}

/// A value per orientation of the layout (horizontal, or gone vertical).
public struct PerOrientation<Value: Sendable & Hashable>: Sendable, Hashable {
    public var horizontal: Value
    public var vertical: Value
}

extension PerOrientation {
    /// The same value in both orientations.
    public init(_ both: Value) {
        horizontal = both
        vertical = both
    }
}

/// A line limit per orientation (`numberOfLines`, 0 = unlimited).
public typealias Lines = PerOrientation<Int>

/// The width of an element per orientation.
public typealias Widths = PerOrientation<WidthSpec>

/// How wide a label is.
public enum WidthSpec: Sendable, Hashable {
    /// A fixed width in points.
    case absolute(Double)
    /// The device width minus insets, minus an icon (and the spacing after it) when there is one.
    case device(insets: Double, icon: IconSpec?, spacing: Double)
    /// A share of the device width (`fraction: 0.5`, or `columns: 4` for 1/4), minus insets and an icon.
    case fraction(Double, insets: Double, icon: IconSpec?, spacing: Double)

    /// The width in points on a device at a category; `iconWidth` gives the icon's width there,
    /// nil when the icon is hidden at that category (it then takes no spacing either). May be zero
    /// or negative: the sweep reports that as `no-room`.
    public func points(deviceWidth: Double, iconWidth: (IconSpec) -> Double?) -> Double {
        switch self {
        case .absolute(let width): return width
        case .device(let insets, let icon, let spacing):
            return deviceWidth - insets - Self.iconRoom(icon, spacing, iconWidth)
        case .fraction(let share, let insets, let icon, let spacing):
            return deviceWidth * share - insets - Self.iconRoom(icon, spacing, iconWidth)
        }
    }

    private static func iconRoom(_ icon: IconSpec?, _ spacing: Double, _ iconWidth: (IconSpec) -> Double?) -> Double {
        guard let icon, let width = iconWidth(icon) else { return 0 }
        return width + spacing
    }

    /// The icon beside the text, if any.
    public var icon: IconSpec? {
        switch self {
        case .absolute: nil
        case .device(_, let icon, _), .fraction(_, _, let icon, _): icon
        }
    }

    /// True for a fixed point width: the same box on every device.
    public var isFixed: Bool {
        if case .absolute = self { return true }
        return false
    }
}

/// An icon beside the text that grows with it: width = the style's line height × aspect ratio
/// (the seeds' adaptive button sizes its symbol relative to Body).
public struct IconSpec: Sendable, Hashable {
    public var aspectRatio: Double
    public var relativeTo: TextStyle
    /// The icon is hidden from this category up (`hiddenFrom: AX3`): the text gets its room.
    public var hiddenFrom: ContentSizeCategory?
    /// The icon stops growing above this category (`maxCategory: AX1`).
    public var maxCategory: ContentSizeCategory?
}

/// How loudly each verdict (and each flexible-rule problem) is reported.
public struct SeverityPolicy: Sendable, Hashable {
    public var truncates: Severity = .error
    /// A reflow is handled by the adaptive layout, so by default it is only a note.
    public var reflow: Severity = .note
    public var missingGlyphs: Severity = .error
    public var untranslated: Severity = .note
    /// A flexible component truncates before the accessibility sizes (its AX rule comes too late).
    public var flexibleTooLate: Severity = .warning
    /// A flexible component goes vertical although its text still fits (its rule comes too early).
    public var flexibleTooEarly: Severity = .note
    /// Within the tolerance band of the box: may fit or not on a device.
    public var borderline: Severity = .note
    /// Fits once the label shrinks the font (within its `minimumScaleFactor`).
    public var shrinks: Severity = .note
    /// A word is cut across lines.
    public var breaksWord: Severity = .warning
    /// No room for text at all.
    public var noRoom: Severity = .error
    /// A source string with less room than a language's p90 expansion needs (`severities: {at-risk:
    /// ...}`); nil for `limits.atRisk` (a note by default): see `Manifest.atRiskSeverity`.
    public var atRisk: Severity?
    /// Overrides per cause (`severities: {design: {truncates: warning}}`), over the above.
    public var byCause: [Cause: [Verdict: Severity]] = [:]
    public init() {}

    public func severity(for verdict: Verdict) -> Severity {
        switch verdict {
        case .fits: .ignore
        case .reflow: reflow
        case .truncates: truncates
        case .borderline: borderline
        case .shrinks: shrinks
        case .breaksWord: breaksWord
        case .noRoom: noRoom
        case .missingGlyphs: missingGlyphs
        case .untranslated: untranslated
        case .atRisk: atRisk ?? .note
        }
    }

    /// The severity of a verdict with a cause: the cause's override, else the verdict's.
    public func severity(for verdict: Verdict, cause: Cause?) -> Severity {
        if let cause, let override = byCause[cause]?[verdict] { return override }
        return severity(for: verdict)
    }

    /// The manifest names: the verdicts plus `flexible-too-late` and `flexible-too-early`.
    public static let keys = [
        "truncates", "reflow", "borderline", "shrinks", "breaks-word", "no-room", "missing-glyphs", "untranslated",
        "at-risk", "flexible-too-late", "flexible-too-early",
    ]

    public mutating func set(_ key: String, _ severity: Severity) {
        switch key {
        case "truncates": truncates = severity
        case "reflow": reflow = severity
        case "borderline": borderline = severity
        case "shrinks": shrinks = severity
        case "breaks-word": breaksWord = severity
        case "no-room": noRoom = severity
        case "missing-glyphs": missingGlyphs = severity
        case "untranslated": untranslated = severity
        case "at-risk": atRisk = severity
        case "flexible-too-late": flexibleTooLate = severity
        case "flexible-too-early": flexibleTooEarly = severity
        default: break
        }
    }
}
