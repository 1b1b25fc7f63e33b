import DynamicType

/// What UIKit and Interface Builder do with a nib's objects where the document is silent, each
/// value with its source. A nib's absence of an attribute is IB's default for that attribute (IB
/// writes `numberOfLines` only when it is not 1), never a default of a view created in code.
extension ContainerCatalog {
    /// `UIView.layoutMargins` of a view that is not a view controller's root view: 8 pt each side.
    static let viewLayoutMargin = 8.0
    static let viewLayoutMarginSource = "UIView.layoutMargins default 8 pt each side [doc: UIView.layoutMargins]"

    /// IB writes `numberOfLines` only when it is not 1.
    static let nibLabelLines = (lines: 1, what: "no numberOfLines: IB's default 1")
    /// A button title: one line, unless the document's `lineBreakMode` wraps (IB then sets the title
    /// label's `numberOfLines` to 0).
    static let nibButtonLines = (lines: 1, what: "lineBreakMode truncates: one line [inference: UIButton titleLabel]")
    static let nibButtonWrapLines = "lineBreakMode wraps: the title label wraps (numberOfLines 0) [inference: IB Line Break]"
    /// `UIButton.Configuration` titles wrap unless limited (`titleLineBreakMode` .byWordWrapping).
    static let nibConfigurationLines = "UIButton.Configuration title wraps [inference: titleLineBreakMode default]"
    /// A configuration button with no `titleFontDescription`: body, scaling with Dynamic Type.
    static let nibConfigurationFont = FontSpec(style: .body, scales: true,
        evidence: "UIButton.Configuration default title font, body, scales [inference: configuration buttons follow Dynamic Type]")
    /// A text field draws one line; a text view wraps and scrolls.
    static let nibTextFieldLines = "a text field draws one line [doc: UITextField]"
    static let nibTextViewLines = "a text view wraps and scrolls [doc: UITextView]"
    /// A nib object with no `fontDescription`: UILabel's 17 pt system font.
    static let nibLabelFont = FontSpec(fixedSize: 17, scales: false, evidence: "no fontDescription: IB's default, system 17 pt [doc: UILabel.font]")
    static let nibButtonFont = FontSpec(fixedSize: 15, scales: false, evidence: "no fontDescription: IB's default button title, system 15 pt [inference]")
    static let nibTextFieldFont = FontSpec(fixedSize: 14, scales: false, evidence: "no fontDescription: IB's default text field font, system 14 pt [inference]")
}
