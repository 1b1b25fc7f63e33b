import DynamicType

extension ContainerCatalog {
    /// A switch beside its label (SwiftUI `Toggle` in the default switch style): a `UISwitch` is 51 pt
    /// wide [measured: view-hierarchy dump `_UISwitchInternalViewNeueStyle1 … frame = (0 0; 51 31)`,
    /// Travis Kirton, "Hacking UISwitch", c4ios.com].
    static let switchWidth = 51.0
    static let switchSource = "UISwitch 51 × 31 pt [measured: view-hierarchy dump, Travis Kirton 'Hacking UISwitch' (c4ios.com)]"

    /// Space SwiftUI puts between a stack's children or a control and its label when the code sets
    /// none: 8 pt, the system spacing between a text and another view [inference: no source gives
    /// SwiftUI's default spacing, it depends on the two views].
    static let defaultSpacing = 8.0

    /// What a menu-style `Picker` shows beside its label in a list row: the selected value and the
    /// up-down chevrons. The value is a runtime choice, so only the narrowest width rests on this
    /// estimate [inference: a short option title and the chevrons].
    static let pickerValueEstimate = 100.0
    /// The up-down chevrons a menu-style `Picker` draws after its selected value [inference: the
    /// `chevron.up.chevron.down` symbol at a small scale of the body size, width not documented].
    static let pickerChevronsEstimate = 14.0

    /// A view beside the text whose width the code does not give (a button, another text): the
    /// narrowest width assumes it takes this much [inference: a short button title or a count].
    static let unknownSiblingEstimate = 80.0

    /// An SF Symbol beside the text (a `Label`'s icon, `Image(systemName:)`) is about as wide as the
    /// font is tall; a list row's `Label` reserves an icon column [inference: symbols are drawn at
    /// the text's point size; the column width is not documented].
    static func symbolEstimate(pointSize: Double) -> Double { (pointSize * 1.3).rounded() }

    /// A stepper beside its label: a `UIStepper` is 94 pt wide [inference: the frame Interface Builder gives a
    /// new stepper, 94 × 32 pt; Apple documents no size]: an estimate.
    static let stepperWidth = 94.0
    static let stepperSource = "UIStepper about 94 pt wide [inference: Interface Builder's frame for a new stepper, 94 × 32 pt; Apple documents no size]"

    /// The width of a UIKit control whose size does not depend on its content, by class, with its source and
    /// whether that source is a measurement (`known`) or an estimate: a control beside a text that the code
    /// does not size still takes this much.
    static func intrinsicWidth(ofView type: String) -> (points: Double, source: String, known: Bool)? {
        switch type {
        case "UISwitch": (switchWidth, switchSource, true)
        case "UIStepper": (stepperWidth, stepperSource, false)
        default: nil
        }
    }
}
