import DynamicType

/// UIKit's display sites and the defaults of a view the code creates and leaves unset.
extension ContainerCatalog {
    /// UIKit initialisers: argument label → kind.
    static let uiKitInitialisers: [String: [String: UsageKind]] = [
        "UIAlertController": ["title": .alertTitle, "message": .alertMessage],
        "UIAlertAction": ["title": .alertButton],
        "UIBarButtonItem": ["title": .toolbarItem],
        "UITabBarItem": ["title": .tabItem],
        "UIContextualAction": ["title": .button],
        "UIAction": ["title": .menuItem, "subtitle": .menuItem],
        "UIMenu": ["title": .menuItem],
        "UISegmentedControl": ["items": .segment],
        "UIKeyCommand": ["title": .menuItem, "discoverabilityTitle": .menuItem],
        "UIAccessibilityCustomAction": ["name": .accessibilityOnly],
    ]

    /// What UIKit draws where the code sets nothing, by view.
    enum UIKitDefault {
        static let labelFont = FontSpec(fixedSize: 17, scales: false,
                                        evidence: .frameworkDefault(what: "no font set: UILabel's system 17 pt", source: "UILabel.font"))
        static let buttonFont = FontSpec(fixedSize: 15, scales: false,
                                         evidence: .estimate(why: "no font set: a system button's title, system 15 pt (UIButton's default, not documented)"))
        static let labelLines = Evidence.frameworkDefault(what: "no numberOfLines: UILabel's one line", source: "UILabel.numberOfLines")
        static let buttonLines = Evidence.estimate(why: "no numberOfLines: a button title takes one line (UIButton titleLabel default, not documented)")
        static let textFieldFont = FontSpec(fixedSize: 17, scales: false,
                                            evidence: .estimate(why: "no font set: a text field's default, system 17 pt (not documented)"))
        /// An @IBOutlet whose nib is not read: what the code leaves unset is the nib's, assumed UIKit's.
        static let outletFont = FontSpec(fixedSize: 17, scales: false, evidence: .estimate(
            why: "font not set in the code: system 17 pt assumed (an @IBOutlet: the nib that creates it sets it)"))
        static let outletLines = Evidence.estimate(
            why: "numberOfLines not set in the code: one line assumed (an @IBOutlet: the nib that creates it sets it)")
        /// A view of a class outside the repository and UIKit (`why` says which): its class may set any
        /// font and line limit, so UILabel's are only assumed, each to confirm or set in headroom.yml.
        static func outside(_ why: String) -> (font: FontSpec, lines: Evidence) {
            (FontSpec(fixedSize: 17, scales: false, evidence: .estimate(
                why: "font not set in the code: system 17 pt assumed (\(why), which may set its own font; "
                    + "set style: in headroom.yml if it differs)")),
             .estimate(why: "numberOfLines not set in the code: one line assumed (\(why), which may set its own line limit; "
                    + "set lines: in headroom.yml if it wraps)"))
        }
        /// `UILabel.minimumScaleFactor` when the app sets none: "The default value of this property is 0",
        /// and "If you specify a value of 0 for this property, the label doesn't scale the text down".
        static let minimumScaleFactor = 0.0
        static let minimumScaleFactorSource = "UILabel.minimumScaleFactor"
        static let minimumFontSizeSource = "UITextField.minimumFontSize"
    }

    /// How a view that adjusts its font size to fit its width (`adjustsFontSizeToFitWidth`, IB's
    /// `adjustsFontSizeToFit`) shrinks its text, from what the app sets (nil: not set, UIKit's default 0):
    /// a positive `minimumScaleFactor` scales the font down to that fraction [doc: UILabel.minimumScaleFactor];
    /// else a positive `minimumFontSize` is the smallest size [doc: UITextField.minimumFontSize, "the size of
    /// the smallest permissible font"; UILabel's deprecated one]. With neither, a label never scales the text
    /// down: nil (the view truncates as any other), with the note its font's evidence takes naming the setting.
    static func shrink(scaleFactor: Double?, minimumFontSize: Double? = nil) -> (shrink: FontShrink?, note: String?) {
        let factor = scaleFactor ?? UIKitDefault.minimumScaleFactor
        if factor > 0 { return (.scale(min(factor, 1)), nil) }
        if let size = minimumFontSize, size > 0 {
            return (.points(size), "; adjusts its font size to fit down to minimumFontSize \(NibFont.formatted(size)) pt "
                        + "[doc: \(UIKitDefault.minimumFontSizeSource): the smallest permissible font]")
        }
        let setting = scaleFactor == nil ? "no minimumScaleFactor (UIKit's default 0)" : "minimumScaleFactor 0"
        return (nil, "; adjustsFontSizeToFitWidth with \(setting): the label does not scale the text down "
                    + "[doc: \(UIKitDefault.minimumScaleFactorSource): at 0 the label doesn't scale the text down]")
    }
}
