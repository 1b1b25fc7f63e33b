/// Where a localized string is shown: decides the container defaults (lines, font, width) and
/// whether it is drawn at all.
public enum UsageKind: String, Sendable, Codable, CaseIterable, Hashable {
    case text, button, label, navigationTitle, tabItem, toolbarItem, alertTitle, alertMessage, alertButton
    case confirmationDialog, menuItem, sectionHeader, sectionFooter, textFieldPlaceholder, segment
    /// `.accessibilityLabel`, `.accessibilityHint`, `accessibilityValue`: read by VoiceOver, never drawn.
    case accessibilityOnly
    /// A key the code reads where the scan does not see it shown (a model's property, a helper).
    case other
}
