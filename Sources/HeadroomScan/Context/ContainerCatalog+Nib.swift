import DynamicType

/// What UIKit and Interface Builder do with a nib's objects where the document is silent. A nib's
/// absence of an attribute is IB's default for that attribute (IB writes `numberOfLines` only when
/// it is not 1), never a default of a view created in code. Values no source settles are estimates.
extension ContainerCatalog {
    /// `UIView.layoutMargins` of a view that is not a view controller's root view: 8 pt each side.
    /// A view's horizontal content compression resistance when the nib gives none: 750
    /// (`UILayoutPriority.defaultHigh`) [doc: UIView.setContentCompressionResistancePriority(_:for:)].
    static let compressionResistance = 750.0
    /// Views that size themselves to their content (an intrinsic content size), in nib element names:
    /// labels, buttons, text fields and views, image views, switches, segmented controls [doc:
    /// UIView.intrinsicContentSize]. A plain `view`, a scroll, table or collection view has none.
    static let intrinsicNibElements: Set<String> = [
        "label", "button", "textField", "textView", "imageView", "switch", "segmentedControl", "slider", "stepper",
    ]
    static let viewLayoutMargin = 8.0
    static let viewLayoutMarginSource = "UIView.layoutMargins default 8 pt each side [doc: UIView.layoutMargins]"

    /// Whether a table view cell of this IB style (`style="IBUITableViewCellStyleValue1"`; nil for a custom
    /// cell, UIKit's `.default` style) has a detail label: `detailTextLabel` is nil in a style that has none
    /// [doc: UITableViewCell.detailTextLabel, "If the style doesn't support detail labels, nil is returned"].
    static func cellStyleHasDetail(_ style: String?) -> Bool {
        guard let style else { return false }
        return ["IBUITableViewCellStyleValue1", "IBUITableViewCellStyleValue2", "IBUITableViewCellStyleSubtitle"].contains(style)
    }

    /// What IB means by a missing attribute, or UIKit's behaviour for a nib object, by element.
    enum NibDefault {
        /// IB writes `numberOfLines` only when it is not 1.
        static let labelLines = "no numberOfLines: IB's default 1"
        /// A button title takes one line unless its `lineBreakMode` wraps (IB then sets the title
        /// label's `numberOfLines` to 0).
        static let buttonLines = "one line"
        static let buttonWrapLines = "the title label wraps (numberOfLines 0)"
        /// `UIButton.Configuration` titles wrap unless limited.
        static let configurationLines = Evidence.estimate(why: "UIButton.Configuration titles wrap (titleLineBreakMode default) [inference]")
        /// A configuration button with no `titleFontDescription`.
        static let configurationFont = FontSpec(style: .body, scales: true,
            evidence: .estimate(why: "UIButton.Configuration default title font, body, scales with Dynamic Type [inference]"))
        static let textFieldLines = Evidence.documented(source: "UITextField", what: "a text field draws one line")
        static let textViewLines = Evidence.documented(source: "UITextView", what: "a text view wraps and scrolls")
        /// Objects with no `fontDescription` (IB writes one for labels; buttons and fields may leave it out).
        static let labelFont = FontSpec(fixedSize: 17, scales: false,
            evidence: .documented(source: "UILabel.font", what: "no fontDescription: system 17 pt"))
        static let buttonFont = FontSpec(fixedSize: 15, scales: false,
            evidence: .estimate(why: "no fontDescription: a button title, system 15 pt [inference: UIButton default]"))
        static let textFieldFont = FontSpec(fixedSize: 14, scales: false,
            evidence: .estimate(why: "no fontDescription: IB's text field font, system 14 pt [inference]"))
        /// A label or text field with no `adjustsFontSizeToFit` attribute adjusts its font size to fit: IB
        /// writes the attribute only to turn it off (`adjustsFontSizeToFit="NO"`), as a new text field's
        /// "Adjust to Fit" is on with "Min Font Size" 17 (`minimumFontSize="17"`) and a label's "Autoshrink"
        /// writes a `minimumScaleFactor` or `minimumFontSize` without it.
        static let adjustsFontSizeToFit = "no adjustsFontSizeToFit attribute: Interface Builder's default, on"
    }
}
