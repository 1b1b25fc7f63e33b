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
