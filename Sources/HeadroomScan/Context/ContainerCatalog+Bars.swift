import DynamicType
import SwiftSyntax

extension ContainerCatalog {
    /// Where a bar button item sits: in the navigation bar beside the title (whose room it takes),
    /// or somewhere else (a bottom toolbar, the keyboard's bar, an overflow menu).
    enum BarPlacement: Sendable, Hashable {
        case navigationBar
        /// `ToolbarItem(placement: .principal)`: the centre of the navigation bar, instead of the title.
        case principal
        case elsewhere
    }

    /// SwiftUI `ToolbarItemPlacement`s that put an item in the navigation bar on iPhone [doc:
    /// ToolbarItemPlacement: navigationBarLeading/Trailing "Places the item in the leading/trailing
    /// edge of the navigation bar"; topBarLeading/Trailing "On … iOS … the top bar is the navigation
    /// bar"; primaryAction "In iOS … the trailing edge of the navigation bar"; confirmationAction "the
    /// same location as a primaryAction"; navigation "the leading edge of the navigation bar"].
    /// `.automatic`, `cancellationAction` and `destructiveAction` (and a `.toolbar` item without a
    /// `ToolbarItem`) are in the navigation bar too [inference: not stated for iOS]. `.principal`
    /// replaces the title; `.bottomBar`, `.status`, `.keyboard`, `.secondaryAction` are elsewhere.
    static let navigationBarPlacements: Set<String> = [
        "automatic", "primaryAction", "topBarLeading", "topBarTrailing", "navigationBarLeading",
        "navigationBarTrailing", "cancellationAction", "confirmationAction", "destructiveAction", "navigation",
    ]

    /// The placement a `ToolbarItem(placement:)` / `ToolbarItemGroup(placement:)` call gives.
    static func barPlacement(of call: FunctionCallExprSyntax) -> BarPlacement {
        guard let placement = SyntaxFacts.argument(call, "placement") else { return .navigationBar }
        guard let name = SyntaxFacts.memberName(placement) else { return .elsewhere }
        if name == "principal" { return .principal }
        return navigationBarPlacements.contains(name) ? .navigationBar : .elsewhere
    }

    /// A bar button item of the done style, drawn semibold (`Role.doneBarItem`): `UIBarButtonItem(…, style: .done, …)`,
    /// and SwiftUI's `ToolbarItem(placement: .confirmationAction)` / `ToolbarItemGroup`, which iOS draws as the done
    /// item [doc: ToolbarItemPlacement.confirmationAction "The item represents a confirmation action for a modal interface"].
    static func isDoneItem(_ call: FunctionCallExprSyntax) -> Bool {
        switch SyntaxFacts.calleeName(call) {
        case "UIBarButtonItem": return SyntaxFacts.argument(call, "style").flatMap(SyntaxFacts.memberName) == "done"
        case "ToolbarItem", "ToolbarItemGroup": return SyntaxFacts.argument(call, "placement").flatMap(SyntaxFacts.memberName) == "confirmationAction"
        default: return false
        }
    }
    /// Interface Builder's `<barButtonItem style="done">`.
    static let nibDoneStyle = "done"

    /// UIKit `UINavigationItem` properties that put bar button items in the navigation bar.
    static let navigationItemBarProperties: Set<String> = [
        "rightBarButtonItem", "leftBarButtonItem", "rightBarButtonItems", "leftBarButtonItems",
    ]

    /// A bar button item made with an image (`UIBarButtonItem(title:image:…)`, `Button { Image(…) }`
    /// or a `Label` in a toolbar) draws the image; its title is for VoiceOver, the Large Content
    /// Viewer and the overflow menu.
    static let imageBarItemTitle = Evidence.estimate(
        why: "a bar button item given an image draws the image, not its title (no source states it for UIBarButtonItem(title:image:))")

    /// A bar button item that draws an image in the navigation bar: `UIBarButtonItem(image:…)`,
    /// `(barButtonSystemItem:…)` or `(systemItem:…)` put in a navigation item's bar button items
    /// (`BarItemPlacement`), or a SwiftUI `ToolbarItem` / `ToolbarItemGroup` in a navigation bar
    /// placement whose content is an `Image` or `Label` and no `Text` (`ToolbarItemContent`).
    static func isImageBarItem(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = SyntaxFacts.calleeName(call) else { return false }
        switch name {
        case "UIBarButtonItem":
            let labels = Set(call.arguments.compactMap { $0.label?.text })
            guard !labels.isDisjoint(with: ["image", "barButtonSystemItem", "systemItem"]) else { return false }
            return BarItemPlacement.read(call) == .navigationBar
        case "ToolbarItem", "ToolbarItemGroup":
            guard barPlacement(of: call) == .navigationBar, let content = call.trailingClosure else { return false }
            return ToolbarItemContent.drawn(Syntax(content)) == .image
        default:
            return false
        }
    }

    /// Points an image bar button item takes beside a title, at the narrowest: the HIG's 44 pt
    /// minimum hit target and the gap to its neighbour; at most `imageItemsCounted` of a type's
    /// image items count (a screen shows a few at a time, on both sides).
    static let imageItemWidth = 44.0
    static let imageItemsCounted = 2
    static func imageItemsEvidence(_ count: Int) -> String {
        "; less \(count) image bar button item\(count == 1 ? "" : "s") beside it, \(Int(imageItemWidth)) pt each (the HIG's minimum hit target, assumed) and an \(Int(barItemSpacing)) pt gap"
    }

    /// Points a bar button item takes in the bar besides its text: the gap to its neighbour.
    static let barItemSpacing = 8.0
    static let barItemSpacingEvidence = Evidence.estimate(
        why: "8 pt between a bar button item and its neighbour (the title or another item); no source gives UINavigationBar's spacing")

    /// The room of a principal toolbar item: "the system places the principal item in the center of
    /// the navigation bar" [doc: ToolbarItemPlacement.principal], so the widest item on either side
    /// counts on both; one 44 pt item (the HIG's minimum hit target) and the 8 pt gap are assumed
    /// on each side at the narrowest, the whole bar at the widest.
    static let principalWidth = ScanWidth(
        narrowest: deviceWidth - 2 * standardMargin - 2 * (44 + barItemSpacing), widest: deviceWidth,
        evidence: .estimate(why: "principal toolbar item, centred in the navigation bar (ToolbarItemPlacement.principal): the bar less 16 pt margins and one 44 pt item with an 8 pt gap assumed on each side"),
        boundEvidence: deviceEvidence, followsDevice: true)
    /// No source says whether the text of a principal item grows with Dynamic Type (bars keep their
    /// own text's size [doc: WWDC19 session 261], but the item is the app's view).
    static let principalScaling = "; whether text in a principal toolbar item grows with Dynamic Type is not documented (bars keep their own titles' size, WWDC19 session 261): assumed to follow its font as written"

    /// Points a pushed screen's back button takes at the least, beside its title. Apple documents
    /// that the back button shows, "according to the available space", the previous screen's back
    /// button title or title, a generic title such as "Back", or no title (only the back indicator)
    /// [doc: UINavigationItem.BackButtonDisplayMode.default]; the indicator's width is not
    /// documented: 44 pt, the HIG's minimum hit target, is taken.
    static let backButtonMinimum = 44.0

    /// A navigation item with a `titleView` shows that view in the bar's centre instead of its title; the
    /// title is then drawn only where the space allows it (a pushed screen's back button, which falls back
    /// to "Back" or to the indicator alone), never in a box of its own.
    static let titleViewSource = "UINavigationItem.titleView: 'A custom view displayed in the center of the navigation bar when the receiver is the top item'; "
        + "'If this property value is nil, the navigation item's title is displayed in the center of the navigation bar'; "
        + "UINavigationItem.backButtonDisplayMode: the back button shows the previous title 'according to the available space'"
    static func backButtonEvidence(pushedAt file: String, line: Int, by call: String) -> String {
        "; a pushed screen (\(call) at \(file):\(line)): its back button takes at least its indicator, "
            + "\(Int(backButtonMinimum)) pt assumed (UINavigationItem.BackButtonDisplayMode.default: the back button's title, "
            + "the previous title, \"Back\" or no title, \"according to the available space\"); whether the title stays centred "
            + "(the back button then counting on both sides) is not documented"
    }

    /// The bar button items beside a navigation title, in the catalog's bar item font; nil for none.
    static func barItems(_ keys: [String]) -> (keys: [String], font: FontSpec, spacing: Double)? {
        guard !keys.isEmpty, let font = entry(.toolbarItem)?.font else { return nil }
        return (keys, font, barItemSpacing)
    }
}

extension ContainerCatalog {
    /// `UITabBarAppearance`'s item appearances, one per layout a tab bar uses (stacked: iPhone portrait;
    /// inline: regular width; compact inline: iPhone landscape) [doc: UITabBarAppearance
    /// stackedLayoutAppearance / inlineLayoutAppearance / compactInlineLayoutAppearance].
    static let tabItemLayouts: Set<String> = ["stackedLayoutAppearance", "inlineLayoutAppearance", "compactInlineLayoutAppearance"]
    /// The item states whose title a tab bar shows in normal use [doc: UITabBarItemAppearance normal /
    /// selected; UITabBarItem.setTitleTextAttributes(_:for:) with UIControl.State .normal / .selected].
    static let tabItemTitleStates: Set<String> = ["normal", "selected"]
    /// The class that holds one layout's per-state item attributes [doc: UITabBarItemAppearance].
    static let tabItemAppearanceClass = "UITabBarItemAppearance"
    static let tabItemTitleSource = "UITabBarItemStateAppearance.titleTextAttributes / UITabBarItem.setTitleTextAttributes(_:for:): "
        + "NSAttributedString.Key.foregroundColor is the title's colour; the title stays the item's accessibility label and Large Content Viewer text"
}
