import DynamicType

/// What the system decides for text in its own containers (tab bars, bars, alerts, menus, segmented
/// controls) and the reference device, each number with where it comes from. Evidence levels as in
/// the team's reference notes: [doc] Apple documentation or HIG, [measured] published measurement,
/// [inference] deduced, still to confirm on a device. Sources are named in `Source`.
public enum ContainerCatalog {
    /// The published sources the entries cite.
    enum Source {
        static let hig = "HIG Layout › Device screen sizes"
        /// Erik D. Kennedy, "The iOS Font Size Guidelines" (learnui.design, updated for iOS 15, 2021):
        /// sizes read from the system apps' screenshots.
        static let kennedy = "Erik D. Kennedy, iOS Font Size Guidelines (learnui.design, iOS 15)"
        static let tabPositioning = "UITabBar.ItemPositioning: compact width spreads items across the bar [doc]"
        /// Apple, Human Interface Guidelines › Alerts: "Whenever possible, keep titles to a single line";
        /// "keep messages short enough to fit on one or two lines to prevent scrolling".
        static let higAlerts = "HIG Alerts: titles kept to a single line 'whenever possible', messages to 'one or two lines to prevent scrolling'"
        static let alertWidth = "alert 270 pt wide [measured: marpies.com Custom UIAlert, 2022; iOS 7-18; inference for iOS 26]"
    }

    /// The reference device: iPhone 16 / 15 / 14 Pro, 393 × 852 pt in portrait.
    public static let deviceWidth = 393.0
    public static let deviceEvidence = "iPhone 16 portrait width 393 pt [doc: \(Source.hig)]"
    /// UIKit's minimum layout margins and SwiftUI's default padding on iPhone in portrait.
    public static let standardMargin = 16.0
    public static let marginEvidence = "16 pt side margins (UIKit systemMinimumLayoutMargins, SwiftUI default padding on iPhone) [inference]"

    struct Entry {
        var font: FontSpec?
        /// Why the font is not known when the system draws the text in a font no source gives.
        var fontUnknown: String?
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

    /// A navigation title's display mode, when the code sets it (`.navigationBarTitleDisplayMode(.large)`).
    enum TitleMode: String { case inline, large, automatic }

    /// The catalog's entry for a system container, nil for text the app lays out itself.
    static func entry(_ kind: UsageKind, siblings: Int? = nil, titleMode: TitleMode? = nil) -> Entry? {
        switch kind {
        case .tabItem:
            let count = Double(siblings ?? 5)
            let why = siblings.map { "\($0) tabs found in the TabView" } ?? "at most 5 tabs on iPhone [doc: HIG Tab bars]"
            return Entry(font: FontSpec(fixedSize: 10, weight: .medium, scales: false,
                                        evidence: "tab bar item title, system 10 pt [measured: \(Source.kennedy)], medium, not scaled [inference]"),
                         lines: 1, linesEvidence: "tab bar item titles take one line [inference]",
                         width: ScanWidth(points: (deviceWidth / count).rounded(.down), source: .catalog,
                                          evidence: "\(deviceEvidence) shared equally by the items (\(Source.tabPositioning)); \(why)"))
        case .toolbarItem:
            return Entry(font: FontSpec(style: .body, scales: true,
                                        evidence: "bar button item title, 17 pt [measured: \(Source.kennedy): 17 pt, the size of text-based actions], body style [inference]"),
                         lines: 1, linesEvidence: "bar button items take one line [inference]", width: nil)
        case .navigationTitle:
            if titleMode == .large {
                return Entry(font: FontSpec(style: .largeTitle, weight: .bold, scales: true,
                                            evidence: "large navigation title, 34 pt [measured: \(Source.kennedy)], largeTitle style, bold [inference]"),
                             lines: 1, linesEvidence: "large navigation titles take one line [inference]", width: nil)
            }
            let mode = titleMode == .inline ? "inline (display mode set in the code)"
                : "inline when scrolled; a root view's automatic mode shows it large first [inference]"
            return Entry(font: FontSpec(style: .headline, scales: true,
                                        evidence: "navigation title \(mode), 17 pt [measured: \(Source.kennedy)], headline style [inference]"),
                         lines: 1, linesEvidence: "navigation bar titles take one line [inference]", width: nil)
        case .alertTitle:
            return Entry(font: FontSpec(style: .headline, scales: true, evidence: "alert title, headline style (17 pt semibold) [inference]"),
                         lines: 0, linesEvidence: "alert titles wrap [doc: \(Source.higAlerts)]",
                         width: ScanWidth(points: 238, source: .catalog, evidence: "\(Source.alertWidth) less 16 pt insets each side [inference]"))
        case .alertMessage:
            return Entry(font: FontSpec(style: .footnote, scales: true,
                                        evidence: "alert message, footnote style (13 pt) [inference]"),
                         lines: 0, linesEvidence: "alert messages wrap and scroll [doc: \(Source.higAlerts)]",
                         width: ScanWidth(points: 238, source: .catalog, evidence: "\(Source.alertWidth) less 16 pt insets each side [inference]"))
        case .alertButton:
            return Entry(font: FontSpec(style: .body, scales: true,
                                        evidence: "alert action, 17 pt [measured: \(Source.kennedy): buttons 17 pt], body style [inference]"),
                         lines: 1, linesEvidence: "alert action titles take one line [inference]",
                         width: ScanWidth(points: 270, source: .catalog, evidence: "\(Source.alertWidth), actions stacked"))
        case .confirmationDialog:
            return Entry(font: FontSpec(style: .title3, scales: true, evidence: "action sheet button, title3 style (20 pt) [inference]"),
                         lines: 1, linesEvidence: "action sheet buttons take one line [inference]",
                         width: ScanWidth(points: deviceWidth - 16, source: .catalog, evidence: "\(deviceEvidence) less 8 pt each side (action sheet) [inference]"))
        case .menuItem:
            return Entry(font: FontSpec(style: .body, scales: true, evidence: "menu item, body style (17 pt) [inference]"),
                         lines: 1, linesEvidence: "menu item titles take one line [inference]",
                         width: ScanWidth(points: 250, source: .catalog, evidence: "context menu 250 pt wide on iPhone [inference]"))
        case .segment:
            let count = Double(siblings ?? 2)
            return Entry(font: FontSpec(fixedSize: 13, weight: .medium, scales: false,
                                        evidence: "segmented control title, system 13 pt [measured: \(Source.kennedy)], medium, not scaled [inference]"),
                         lines: 1, linesEvidence: "segment titles take one line [doc: UISegmentedControl]",
                         width: ScanWidth(points: ((deviceWidth - 2 * standardMargin) / count).rounded(.down), source: .catalog,
                                          evidence: "\(deviceEvidence) less margins, shared by \(Int(count)) segments"))
        case .textFieldPlaceholder:
            return Entry(font: nil, lines: 1, linesEvidence: "a text field's placeholder takes one line [doc: UITextField]", width: nil)
        case .sectionHeader, .sectionFooter:
            return Entry(font: FontSpec(style: .footnote, scales: true,
                                        evidence: "list section header/footer, footnote style (13 pt) [inference]"),
                         lines: 0, linesEvidence: "section headers and footers wrap [inference]", width: nil)
        case .accessibilityOnly:
            return Entry(font: nil, lines: 0, linesEvidence: "read by VoiceOver, never drawn", width: nil)
        case .text, .button, .label, .other:
            return nil
        }
    }

    /// Roles inside a container that the kind alone does not name: the system draws the text in its own way.
    enum Role {
        /// `.searchable(prompt:)`: the search field's placeholder.
        case searchPrompt
        /// A `UIContextualAction` or a SwiftUI `.swipeActions` button.
        case swipeAction
        /// `UIButton.Configuration` titles.
        case buttonConfiguration
        /// `ContentUnavailableView`'s title and description.
        case contentUnavailable
        /// `UIListContentConfiguration` of a cell: its `text` and its `secondaryText`.
        case listCellText, listCellSecondaryText
        /// The title of a control's whole `UIMenu`: the menu's header.
        case menuTitle

        var entry: Entry {
            switch self {
            case .searchPrompt:
                return Entry(font: FontSpec(style: .body, scales: true,
                                            evidence: "search field placeholder, 17 pt [measured: \(Source.kennedy), text inputs], body style [inference]"),
                             lines: 1, linesEvidence: "a search field's placeholder takes one line [doc: UITextField]", width: nil)
            case .swipeAction:
                return Entry(font: FontSpec(fixedSize: 15, weight: .medium, scales: false, evidence: "swipe action title, system 15 pt medium [inference]"),
                             lines: 1, linesEvidence: "swipe action titles take one line [inference]", width: nil)
            case .buttonConfiguration:
                return Entry(font: FontSpec(style: .body, scales: true,
                                            evidence: "UIButton.Configuration title, body style [inference]; default configurations follow Dynamic Type [doc: Apple Developer Forums thread 729589, a Frameworks Engineer]"),
                             lines: 0, linesEvidence: "UIButton.Configuration titles wrap [inference]", width: nil)
            case .listCellText:
                return Entry(font: FontSpec(style: .body, scales: true, evidence: "list cell content configuration text, body style [inference]"),
                             lines: 0, linesEvidence: "UIListContentConfiguration.TextProperties.numberOfLines default 0 [doc]", width: nil)
            case .listCellSecondaryText:
                return Entry(font: nil, fontUnknown: "a list cell configuration's secondary text font depends on the configuration style (not documented)",
                             lines: 0, linesEvidence: "UIListContentConfiguration.TextProperties.numberOfLines default 0 [doc]", width: nil)
            case .menuTitle:
                return Entry(font: nil, fontUnknown: "a menu's own title is drawn as its header in a small font no source documents",
                             lines: 0, linesEvidence: "a menu's header wraps [inference]",
                             width: ScanWidth(points: 250, source: .catalog, evidence: "context menu 250 pt wide on iPhone [inference]"))
            case .contentUnavailable:
                return Entry(font: nil, fontUnknown: "ContentUnavailableView draws its title and description in fonts no source documents",
                             lines: 0, linesEvidence: "ContentUnavailableView centres and wraps its title and description [inference]", width: nil)
            }
        }
    }
}
