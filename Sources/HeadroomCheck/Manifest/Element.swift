import DynamicType
import Foundation

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
    /// The case the UI draws the text in (`.textCase(.uppercase)`): the text measured is transformed.
    public var textCase: TextCase?
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

    /// The text as the element draws it: in its `textCase`, with the casing rules of `locale` (a BCP 47
    /// or ICU identifier: German `ß` uppercases to `SS`, Turkish `i` to `İ`).
    public func drawn(_ text: String, locale: String) -> String {
        switch textCase {
        case nil: text
        case .uppercase?: text.uppercased(with: Locale(identifier: locale))
        case .lowercase?: text.lowercased(with: Locale(identifier: locale))
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
