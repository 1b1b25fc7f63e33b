import DynamicType

/// What the system decides for text in its own containers (tab bars, bars, alerts, menus, segmented
/// controls) and the reference device, each number with where it comes from. Evidence levels as in
/// the team's reference notes: [doc] Apple documentation or HIG, [measured] published measurement,
/// [inference] deduced, still to confirm on a device.
public enum ContainerCatalog {
    /// The reference device: iPhone 16 / 15 / 14 Pro, 393 × 852 pt in portrait.
    public static let deviceWidth = 393.0
    public static let deviceEvidence = "iPhone 16 portrait width 393 pt [doc: HIG Layout › Device screen sizes]"
    /// UIKit's minimum layout margins and SwiftUI's default padding on iPhone in portrait.
    public static let standardMargin = 16.0
    public static let marginEvidence = "16 pt side margins (UIKit systemMinimumLayoutMargins, SwiftUI default padding on iPhone) [inference]"

    struct Entry {
        var font: FontSpec?
        var lines: Int?
        var linesEvidence: String
        var width: ScanWidth?
    }

    /// The device width less the standard margins and the padding the code adds.
    static func estimate(padding: Double, paddingEvidence: String?) -> ScanWidth {
        let points = deviceWidth - 2 * standardMargin - padding
        let via = paddingEvidence.map { "; less \($0)" } ?? ""
        return ScanWidth(points: points, source: padding > 0 ? .code : .estimate,
                         evidence: "\(deviceEvidence) less \(marginEvidence)\(via)")
    }

    /// The catalog's entry for a system container, nil for text the app lays out itself.
    static func entry(_ kind: UsageKind, siblings: Int? = nil) -> Entry? {
        switch kind {
        case .tabItem:
            let count = Double(siblings ?? 5)
            let why = siblings.map { "\($0) tabs found in the TabView" } ?? "at most 5 tabs on iPhone [doc: HIG Tab bars]"
            return Entry(font: FontSpec(fixedSize: 10, weight: .medium, scales: false,
                                        evidence: "tab bar item title, system 10 pt medium, not scaled [inference: UITabBarItem default]"),
                         lines: 1, linesEvidence: "tab bar item titles take one line [inference]",
                         width: ScanWidth(points: (deviceWidth / count).rounded(.down), source: .catalog,
                                          evidence: "\(deviceEvidence) shared equally by the items (UITabBar.ItemPositioning.fill [doc]); \(why)"))
        case .toolbarItem:
            return Entry(font: FontSpec(style: .body, scales: true, evidence: "bar button item title, body style [inference]"),
                         lines: 1, linesEvidence: "bar button items take one line [inference]", width: nil)
        case .navigationTitle:
            return Entry(font: FontSpec(style: .headline, scales: true, evidence: "inline navigation title, headline style [inference]"),
                         lines: 1, linesEvidence: "navigation bar titles take one line [inference]", width: nil)
        case .alertTitle:
            return Entry(font: FontSpec(style: .headline, scales: true, evidence: "alert title, headline style [inference]"),
                         lines: 0, linesEvidence: "alert titles wrap [inference]",
                         width: ScanWidth(points: 238, source: .catalog,
                                          evidence: "alert 270 pt wide less 16 pt insets each side [measured, iOS 7-18; inference for iOS 26]"))
        case .alertMessage:
            return Entry(font: FontSpec(style: .footnote, scales: true, evidence: "alert message, footnote style [inference]"),
                         lines: 0, linesEvidence: "alert messages wrap and scroll [inference]",
                         width: ScanWidth(points: 238, source: .catalog,
                                          evidence: "alert 270 pt wide less 16 pt insets each side [measured, iOS 7-18; inference for iOS 26]"))
        case .alertButton:
            return Entry(font: FontSpec(style: .body, scales: true, evidence: "alert action, body style [inference]"),
                         lines: 1, linesEvidence: "alert action titles take one line [inference]",
                         width: ScanWidth(points: 270, source: .catalog, evidence: "alert 270 pt wide, actions stacked [measured, iOS 7-18]"))
        case .confirmationDialog:
            return Entry(font: FontSpec(style: .title3, scales: true, evidence: "action sheet button, title3 style [inference]"),
                         lines: 1, linesEvidence: "action sheet buttons take one line [inference]",
                         width: ScanWidth(points: deviceWidth - 16, source: .catalog, evidence: "\(deviceEvidence) less 8 pt each side (action sheet) [inference]"))
        case .menuItem:
            return Entry(font: FontSpec(style: .body, scales: true, evidence: "menu item, body style [inference]"),
                         lines: 1, linesEvidence: "menu item titles take one line [inference]",
                         width: ScanWidth(points: 250, source: .catalog, evidence: "context menu 250 pt wide on iPhone [inference]"))
        case .segment:
            let count = Double(siblings ?? 2)
            return Entry(font: FontSpec(fixedSize: 13, weight: .medium, scales: false,
                                        evidence: "segmented control title, system 13 pt [inference: UISegmentedControl default]"),
                         lines: 1, linesEvidence: "segment titles take one line [doc: UISegmentedControl]",
                         width: ScanWidth(points: ((deviceWidth - 2 * standardMargin) / count).rounded(.down), source: .catalog,
                                          evidence: "\(deviceEvidence) less margins, shared by \(Int(count)) segments"))
        case .textFieldPlaceholder:
            return Entry(font: nil, lines: 1, linesEvidence: "a text field's placeholder takes one line [doc: UITextField]", width: nil)
        case .sectionHeader, .sectionFooter:
            return Entry(font: FontSpec(style: .footnote, scales: true, evidence: "list section header/footer, footnote style [inference]"),
                         lines: 0, linesEvidence: "section headers and footers wrap [inference]", width: nil)
        case .accessibilityOnly:
            return Entry(font: nil, lines: 0, linesEvidence: "read by VoiceOver, never drawn", width: nil)
        case .text, .button, .label, .other:
            return nil
        }
    }
}
