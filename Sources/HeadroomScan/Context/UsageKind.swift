/// Where a localized string is shown: decides the container defaults (lines, font, width) and
/// whether it is drawn at all.
public enum UsageKind: String, Sendable, Codable, CaseIterable, Hashable {
    case text, button, label, navigationTitle, tabItem, toolbarItem, alertTitle, alertMessage, alertButton
    case confirmationDialog, menuItem, sectionHeader, sectionFooter, textFieldPlaceholder, segment
    /// `.accessibilityLabel`, `.accessibilityHint`, `accessibilityValue`: read by VoiceOver, never drawn; also Voice
    /// Control's names (`accessibilityUserInputLabels`, `.accessibilityInputLabels`).
    case accessibilityOnly
    /// A key the code reads where the scan does not see it shown (a model's property, a helper).
    case other
    /// Set on a view that is never drawn (a view created only to be measured): no box to fit.
    case notDrawn
    /// The text a text field holds: the value the user edits (scrolled while editing), not a box a
    /// translator fits; the field's placeholder is.
    case fieldValue

    /// Drawn in a box a translator's text must fit: what components and fit verdicts are made of.
    public var isBoxed: Bool {
        switch self {
        case .accessibilityOnly, .other, .notDrawn, .fieldValue: false
        default: true
        }
    }
}
