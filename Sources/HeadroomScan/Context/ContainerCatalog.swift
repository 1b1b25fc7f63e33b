import DynamicType

/// What the system decides for text in its own containers (tab bars, bars, alerts, menus, segmented
/// controls) and the reference device, each value with its typed evidence: `.documented` for Apple
/// documentation, the HIG or a published measurement (with the source), `.estimate` for what is
/// deduced and still to confirm on a device (with why). Sources are named in `Source`.
public enum ContainerCatalog {
    /// The published sources the entries cite.
    enum Source {
        static let hig = "HIG Layout › Device screen sizes"
        /// Erik D. Kennedy, "The iOS Font Size Guidelines" (learnui.design, updated for iOS 15, 2021):
        /// sizes read from the system apps' screenshots.
        static let kennedy = "Erik D. Kennedy, iOS Font Size Guidelines (learnui.design, iOS 15)"
        /// A public React Native app's `EmptyState` component, whose comment records a pixel measurement of
        /// iOS's own `UIContentUnavailableConfiguration` empty state (Files › Recents, simulator): title ≈ 22 pt
        /// bold (title2), description ≈ 15 pt (subheadline).
        static let emptyStateMeasurement = "iOS Files › Recents empty state measured in the simulator, as recorded in a public app's EmptyState component: title ≈ 22 pt bold, description ≈ 15 pt"
        /// A segment shows its image or its title: an image set on a segment replaces the title.
        static let primaryAction = "UIButton.init(type:primaryAction:): 'sets the title and image to the action's title and image'; init(configuration:primaryAction:): 'If the primary action contains a title or an image, this method copies them to the configuration and the button displays them'; UIBarButtonItem.primaryAction: 'the title and image of the item update to match the primary action's title and image'"
        static let primaryActionSystemItem = "UIBarButtonItem.primaryAction (header): 'updating the title & image of the item if appropriate (primaryAction is non-nil, and this is not a system item)'"
        static let supportedFamilies = "WidgetConfiguration.supportedFamilies(_:): the sizes a widget supports; WidgetKit offers and renders the widget only in those families"
        static let segmentImage = "UISegmentedControl: 'A segmented control can display a title (an NSString object) or an image (UIImage object), but not both'; setImage(_:forSegmentAt:)"
        static let tabPositioning = "UITabBar.ItemPositioning: compact width spreads items across the bar"
        /// Apple, Human Interface Guidelines › Alerts: "Whenever possible, keep titles to a single line";
        /// "keep messages short enough to fit on one or two lines to prevent scrolling".
        static let higAlerts = "HIG Alerts: titles kept to a single line 'whenever possible', messages to 'one or two lines to prevent scrolling'"
        static let alertWidth = "alert 270 pt wide [measured: marpies.com Custom UIAlert, 2022; iOS 7-18; not confirmed for iOS 26]"
        static let listCell = "UIListContentConfiguration.TextProperties.numberOfLines (default 0)"
        /// Apple, WWDC19 session 261 "Large Content Viewer: Ensuring readability for everyone": the
        /// viewer is "shown by default in standard UIKit bars: navigation bars, tab bars, toolbars";
        /// `UILargeContentViewerInteraction`: "buttons in a tab bar remain small to leave more room
        /// for the main app content". Bar text keeps its size at every Dynamic Type size.
        static let largeContentViewer = "WWDC19 session 261 'Large Content Viewer' (standard navigation bars, tab bars and toolbars keep their text size and show the Large Content Viewer instead); UILargeContentViewerInteraction ('buttons in a tab bar remain small')"
        /// The sizes Kennedy measured in the bars.
        static let barSizes = "Erik D. Kennedy, iOS Font Size Guidelines (learnui.design, iOS 15): text-based actions 17 pt, tab bar 10 pt"
        static let textField = "UITextField"
        /// A runtime dump of a default `UINavigationBar` (iPhone 13 Pro simulator, iOS 15; fanyuecheng.github.io,
        /// "UINavigationBar 布局"): the title label's font is `UICTFontTextStyleShortEmphasizedBody`, 17 pt, with the
        /// bold trait; the HIG's Typography table gives Body's emphasized weight as Semibold (ios-dynamic-type.csv).
        /// Apple, UIView.safeAreaLayoutGuide: the guide "reflects the portion of the view that is not covered
        /// by navigation bars, tab bars, toolbars, and other ancestor views", which are above and below the
        /// content on iPhone; HIG Layout (device screen sizes and the safe area's diagrams): in portrait the
        /// safe area spans the screen's width, its insets are at the top and bottom.
        static let safeArea = "UIView.safeAreaLayoutGuide (bars cover the top and bottom); HIG Layout: an iPhone's safe area in portrait spans the screen's width"
        /// The done style has its own appearance (`UINavigationBarAppearance.doneButtonAppearance`: "The appearance
        /// attributes for Done buttons"), drawn in bold text: PresenterKit's `DismissButtonConfig.Style` ("bold: Use bold
        /// text, .Done style"; "plain: Use regular text, .Plain style"); a runtime dump of a navigation bar (iOS 15
        /// simulator, fanyuecheng.github.io "UINavigationBar 布局") shows its two bar item styles as
        /// `UICTFontTextStyleEmphasizedBody` 17 pt bold and `UICTFontTextStyleBody` 17 pt (it labels the bold one
        /// "Plain", against the other sources). Body's emphasized weight is Semibold (HIG Typography).
        static let doneBarItem = "UIBarButtonItem.Style.done ('A button style for a done button') with its own UINavigationBarAppearance.doneButtonAppearance; PresenterKit DismissButtonConfig.Style ('bold: Use bold text, .Done style'); HIG Typography: Body emphasized = Semibold"
        static let inlineTitle = "UINavigationBar default title font, UICTFontTextStyleShortEmphasizedBody 17 pt (runtime dump, iOS 15 simulator: fanyuecheng.github.io 'UINavigationBar 布局'); HIG Typography: Body emphasized = Semibold"
    }

    /// Modules only test bundles import (XCTest; Swift Testing's `Testing`): a file importing one is built into a
    /// test bundle, whose code the app never runs, so its calls set nothing the app shows.
    static let testFrameworks: Set<String> = ["XCTest", "Testing"]

    /// The reference device: iPhone 16 / 15 / 14 Pro, 393 × 852 pt in portrait.
    public static let deviceWidth = 393.0
    public static let deviceEvidence = Evidence.documented(source: Source.hig, what: "iPhone 16 portrait width 393 pt")
    /// The narrowest iPhone in portrait the check measures by default: iPhone SE (1st generation), 320 pt.
    public static let narrowestDeviceWidth = 320.0
    /// What the safe area takes off each side of an iPhone's screen in portrait (`Source.safeArea`).
    static let safeAreaSideInset = 0.0
    /// UIKit's minimum layout margins and SwiftUI's default padding on iPhone in portrait.
    public static let standardMargin = 16.0
    public static let marginEvidence = Evidence.estimate(
        why: "16 pt side margins (UIKit systemMinimumLayoutMargins, SwiftUI default padding on iPhone) and nothing beside the text")

    struct Entry {
        var font: FontSpec?
        /// Why the font is not known when the system draws the text in a font no source gives.
        var fontUnknown: String?
        var lines: Int?
        var linesEvidence: Evidence
        var width: ScanWidth?
    }

    /// A text the app lays out where the code gives no width: at most the device less the padding
    /// the code adds (documented device width), estimated at that less the standard margins.
    static func estimate(padding: Double, paddingEvidence: String?) -> ScanWidth {
        let via = paddingEvidence.map { " less \($0)" } ?? ""
        return ScanWidth(narrowest: deviceWidth - 2 * standardMargin - padding, widest: deviceWidth - padding,
                         evidence: marginEvidence.noting(via.isEmpty ? "" : ";\(via)"),
                         boundEvidence: deviceEvidence.noting(via), followsDevice: true)
    }

    /// The weight of the action an alert or action sheet highlights ("the alert controller highlights
    /// the text of that action to give it emphasis"): Body's emphasized weight.
    static let emphasizedActionWeight = FontWeight.semibold
    static let emphasizedActionSource = "UIAlertController.preferredAction: 'the alert controller highlights the text of that action to give it emphasis. (If the alert also contains a cancel button, the preferred action receives the highlighting instead of the cancel button.)', alert style only, 'it isn't used by action sheets'; HIG Typography: Body emphasized = Semibold"

    /// A navigation title's display mode, when the code sets it (`.navigationBarTitleDisplayMode(.large)`).
    /// `rootAutomatic`: no mode set, at the root of a navigation container: "For root content in a navigation
    /// stack in iOS … Default to large when a navigation title is configured" [doc: ToolbarTitleDisplayMode.automatic].
    enum TitleMode: String {
        case inline, large, automatic, rootAutomatic
        /// Drawn as a large title first.
        var isLarge: Bool { self == .large || self == .rootAutomatic }
    }
    /// SwiftUI views whose content is the root of a navigation stack (a split view's sidebar column).
    static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]
    /// Calls whose content is pushed onto a stack or presented over it, never the root of the stack around them.
    static let presentingCalls: Set<String> = [
        "NavigationLink", "navigationDestination", "sheet", "fullScreenCover", "popover", "inspector",
    ]

    /// The catalog's entry for a system container, nil for text the app lays out itself.
    static func entry(_ kind: UsageKind, siblings: Int? = nil, titleMode: TitleMode? = nil) -> Entry? {
        switch kind {
        case .tabItem:
            let count = Double(siblings ?? 5)
            let shared = "\(deviceEvidence.detail) shared equally by the items (\(Source.tabPositioning))"
            let width: Evidence = siblings.map { .documented(source: Source.hig, what: "\(shared); \($0) tabs found in the TabView") }
                ?? .estimate(why: "\(shared); 5 tabs assumed, the most iPhone shows [doc: HIG Tab bars]")
            // No source gives the weight: regular is the narrowest a tab title can be, so a title
            // found too wide at regular is too wide at the weight iOS uses.
            return Entry(font: FontSpec(fixedSize: 10, weight: .regular, scales: false,
                                        evidence: .documented(source: "\(Source.barSizes); \(Source.largeContentViewer)",
                                                              what: "tab bar item title, system 10 pt at every Dynamic Type size, measured at regular (the narrowest weight; none is documented)")),
                         lines: 1, linesEvidence: .estimate(why: "tab bar item titles take one line"),
                         width: ScanWidth(points: (deviceWidth / count).rounded(.down), evidence: width,
                                          followsDevice: true, columns: Int(count)))
        case .toolbarItem:
            return Entry(font: FontSpec(fixedSize: 17, weight: .regular, scales: false,
                                        evidence: .documented(source: "\(Source.barSizes); \(Source.largeContentViewer)",
                                                              what: "bar button item title, system 17 pt regular at every Dynamic Type size (a .done item is heavier: regular is the narrowest)")),
                         lines: 1, linesEvidence: .estimate(why: "bar button items take one line"), width: nil)
        case .navigationTitle:
            if let titleMode, titleMode.isLarge {
                let root = titleMode == .rootAutomatic
                    ? "a root view's automatic mode shows the title large [doc: ToolbarTitleDisplayMode.automatic: 'For root content in a navigation stack in iOS … Default to large when a navigation title is configured']; "
                    : ""
                return Entry(font: FontSpec(style: .largeTitle, weight: .bold, scales: true,
                                            evidence: .estimate(why: "\(root)large navigation title, 34 pt [measured: \(Source.kennedy)], largeTitle style, bold; whether large titles grow with Dynamic Type is not documented")),
                             lines: 1, linesEvidence: .estimate(why: "large navigation titles take one line"), width: nil)
            }
            let mode = titleMode == .inline ? "inline (display mode set in the code)"
                : "inline when scrolled, or where no large title is asked for (UIKit: prefersLargeTitles is false by default; SwiftUI content pushed on a stack takes the mode of the content below it)"
            return Entry(font: FontSpec(fixedSize: 17, weight: .semibold, scales: false,
                                        evidence: .documented(source: "\(Source.inlineTitle); \(Source.largeContentViewer)",
                                                              what: "navigation title \(mode), system 17 pt semibold at every Dynamic Type size")),
                         lines: 1, linesEvidence: .estimate(why: "navigation bar titles take one line"),
                         width: ScanWidth(narrowest: deviceWidth - 2 * standardMargin, widest: deviceWidth,
                                          evidence: .estimate(why: "the navigation bar less 16 pt margins; text bar button items beside the title are taken off per language (beside:), image items at 44 pt each where the scan finds them"),
                                          boundEvidence: deviceEvidence, followsDevice: true))
        case .alertTitle:
            return Entry(font: FontSpec(style: .headline, scales: true, evidence: .estimate(why: "alert title, headline style (17 pt semibold)")),
                         lines: 0, linesEvidence: .documented(source: Source.higAlerts, what: "alert titles wrap"),
                         width: ScanWidth(points: 238, evidence: .estimate(why: "\(Source.alertWidth) less 16 pt insets each side")))
        case .alertMessage:
            return Entry(font: FontSpec(style: .footnote, scales: true, evidence: .estimate(why: "alert message, footnote style (13 pt)")),
                         lines: 0, linesEvidence: .documented(source: Source.higAlerts, what: "alert messages wrap and scroll"),
                         width: ScanWidth(points: 238, evidence: .estimate(why: "\(Source.alertWidth) less 16 pt insets each side")))
        case .alertButton:
            return Entry(font: FontSpec(style: .body, scales: true,
                                        evidence: .estimate(why: "alert action, 17 pt [measured: \(Source.kennedy): buttons 17 pt], body style")),
                         lines: 1, linesEvidence: .estimate(why: "alert action titles take one line"),
                         width: ScanWidth(points: 270, evidence: .estimate(why: "\(Source.alertWidth), actions stacked")))
        case .confirmationDialog:
            return Entry(font: FontSpec(style: .title3, scales: true, evidence: .estimate(why: "action sheet button, title3 style (20 pt)")),
                         lines: 1, linesEvidence: .estimate(why: "action sheet buttons take one line"),
                         width: ScanWidth(points: deviceWidth - 16, evidence: .estimate(why: "\(deviceEvidence.detail) less 8 pt each side (action sheet)"),
                                          followsDevice: true))
        case .menuItem:
            return Entry(font: FontSpec(style: .body, scales: true, evidence: .estimate(why: "menu item, body style (17 pt)")),
                         lines: 1, linesEvidence: .estimate(why: "menu item titles take one line"),
                         width: ScanWidth(points: 250, evidence: .estimate(why: "context menu 250 pt wide on iPhone")))
        case .segment:
            let count = Double(siblings ?? 2)
            let shared = "\(deviceEvidence.detail) less margins, shared by \(Int(count)) segments"
            return Entry(font: FontSpec(fixedSize: 13, weight: .medium, scales: false,
                                        evidence: .estimate(why: "segmented control title, system 13 pt [measured: \(Source.kennedy)], medium, not scaled")),
                         lines: 1, linesEvidence: .documented(source: "UISegmentedControl", what: "segment titles take one line"),
                         width: ScanWidth(points: ((deviceWidth - 2 * standardMargin) / count).rounded(.down),
                                          evidence: .estimate(why: siblings == nil ? shared + " (2 assumed)" : shared + " (16 pt margins assumed)"),
                                          followsDevice: true, columns: Int(count)))
        case .textFieldPlaceholder:
            return Entry(font: nil, lines: 1, linesEvidence: .documented(source: Source.textField, what: "a text field's placeholder takes one line"), width: nil)
        case .sectionHeader, .sectionFooter:
            return Entry(font: FontSpec(style: .footnote, scales: true, evidence: .estimate(why: "list section header/footer, footnote style (13 pt)")),
                         lines: 0, linesEvidence: .estimate(why: "section headers and footers wrap"), width: nil)
        case .accessibilityOnly:
            return Entry(font: nil, lines: 0, linesEvidence: .documented(source: "UIAccessibility", what: "read by VoiceOver, never drawn"), width: nil)
        case .text, .button, .label, .other, .notDrawn, .fieldValue:
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
        /// `ContentUnavailableView`'s title (`UIContentUnavailableConfiguration.text`) and its description
        /// (`secondaryText`).
        case contentUnavailable, contentUnavailableSecondary
        /// `UIListContentConfiguration` of a cell: its `text` and its `secondaryText`, with the factory that made
        /// the configuration when the code names one (`valueCell`, `subtitleCell`, ...).
        case listCellText(factory: String?), listCellSecondaryText(factory: String?)
        /// `textLabel` / `detailTextLabel` of a `UITableViewCell` made in code in a standard style
        /// (`UITableViewCell.CellStyle` member name): `ContainerCatalog.tableCellLabel`.
        case tableCellLabel(style: String, detail: Bool)
        /// The title of a control's whole `UIMenu` (the menu's header), or of a section inside a menu
        /// (SwiftUI `Section` in a `Menu`, `.contextMenu`, menu-style `Picker`): the section's title.
        case menuTitle
        /// A menu element's `subtitle` (`UIAction(title:subtitle:)`, a later text of a SwiftUI menu
        /// button's label, `MenuItemSubtitle`): drawn below its title.
        case menuItemSubtitle
        /// A bar button item of the done style (`UIBarButtonItem.Style.done`: `style: .done` in code,
        /// `style="done"` in a nib) or SwiftUI's `ToolbarItem(placement: .confirmationAction)`.
        case doneBarItem
        /// The title and the message of an action sheet (`UIAlertController(preferredStyle: .actionSheet)`,
        /// SwiftUI's `ActionSheet`, `.confirmationDialog`): the sheet's header above its buttons.
        case actionSheetTitle, actionSheetMessage

        var entry: Entry {
            switch self {
            case .searchPrompt:
                return Entry(font: FontSpec(style: .body, scales: true,
                                            evidence: .estimate(why: "search field placeholder, 17 pt [measured: \(Source.kennedy), text inputs], body style")),
                             lines: 1, linesEvidence: .documented(source: Source.textField, what: "a search field's placeholder takes one line"), width: nil)
            case .swipeAction:
                return Entry(font: FontSpec(fixedSize: 15, weight: .medium, scales: false, evidence: .estimate(why: "swipe action title, system 15 pt medium")),
                             lines: 1, linesEvidence: .estimate(why: "swipe action titles take one line"), width: nil)
            case .buttonConfiguration:
                return Entry(font: FontSpec(style: .body, scales: true,
                                            evidence: .estimate(why: "UIButton.Configuration title, body style; default configurations follow Dynamic Type [doc: Apple Developer Forums thread 729589, a Frameworks Engineer]")),
                             lines: 0, linesEvidence: .estimate(why: "UIButton.Configuration titles wrap"), width: nil)
            case .listCellText(let factory):
                return ContainerCatalog.listCellText(factory: factory, secondary: false)
            case .listCellSecondaryText(let factory):
                return ContainerCatalog.listCellText(factory: factory, secondary: true)
            case .tableCellLabel(let style, let detail):
                return ContainerCatalog.tableCellLabel(style: style, detail: detail)
            case .menuTitle:
                return Entry(font: nil, fontUnknown: "a menu's own title (its header) or a section's title inside it is drawn in a small font no source documents",
                             lines: 0, linesEvidence: .estimate(why: "a menu's header and section titles wrap"),
                             width: ScanWidth(points: 250, evidence: .estimate(why: "context menu 250 pt wide on iPhone")))
            case .menuItemSubtitle:
                return Entry(font: FontSpec(style: .footnote, scales: true, evidence: .estimate(
                                why: "menu item subtitle, footnote style (13 pt) [inference: UIMenuElement.subtitle is drawn below the title in a smaller font; its style is not documented]")),
                             lines: 0, linesEvidence: .estimate(why: "menu item subtitles wrap"),
                             width: ScanWidth(points: 250, evidence: .estimate(why: "context menu 250 pt wide on iPhone")))
            case .doneBarItem:
                return Entry(font: FontSpec(fixedSize: 17, weight: .semibold, scales: false,
                                            evidence: .documented(source: "\(Source.doneBarItem); \(Source.largeContentViewer)",
                                                                  what: "a done bar button item's title, system 17 pt semibold at every Dynamic Type size")),
                             lines: 1, linesEvidence: .estimate(why: "bar button items take one line"), width: nil)
            case .actionSheetTitle, .actionSheetMessage:
                let title: Bool
                if case .actionSheetTitle = self { title = true } else { title = false }
                let what = title ? "action sheet title, footnote style, semibold (13 pt)" : "action sheet message, footnote style (13 pt)"
                return Entry(font: FontSpec(style: .footnote, weight: title ? .semibold : .regular, scales: true,
                                            evidence: .estimate(why: what + " [inference: the header above the sheet's buttons; not documented]")),
                             lines: 0, linesEvidence: .estimate(why: title ? "action sheet titles wrap" : "action sheet messages wrap"),
                             width: ScanWidth(points: deviceWidth - 16 - 2 * standardMargin,
                                              evidence: .estimate(why: "\(deviceEvidence.detail) less 8 pt each side (action sheet) less 16 pt text insets each side"),
                                              followsDevice: true))
            case .contentUnavailable, .contentUnavailableSecondary:
                // No Apple source documents these fonts: an estimate (warnings only) from a pixel measurement.
                let title: Bool
                if case .contentUnavailable = self { title = true } else { title = false }
                let what = title ? "content-unavailable title, title2 style, bold (22 pt)" : "content-unavailable description, subheadline style (15 pt)"
                return Entry(font: FontSpec(style: title ? .title2 : .subheadline, weight: title ? .bold : .regular, scales: true,
                                            evidence: .estimate(why: what + " [measured: \(Source.emptyStateMeasurement); not documented]")),
                             lines: 0, linesEvidence: .estimate(why: "ContentUnavailableView centres and wraps its title and description"), width: nil)
            }
        }
    }
}
