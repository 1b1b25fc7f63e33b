import DynamicType
import SwiftSyntax

extension ContainerCatalog {
    /// Where a bar button item sits: in the navigation bar beside the title (whose room it takes),
    /// or somewhere else (a bottom toolbar, the keyboard's bar, an overflow menu).
    enum BarPlacement: Sendable, Hashable {
        case navigationBar
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
        return navigationBarPlacements.contains(name) ? .navigationBar : .elsewhere
    }

    /// UIKit `UINavigationItem` properties that put bar button items in the navigation bar.
    static let navigationItemBarProperties: Set<String> = [
        "rightBarButtonItem", "leftBarButtonItem", "rightBarButtonItems", "leftBarButtonItems",
    ]

    /// A bar button item made with an image (`UIBarButtonItem(title:image:…)`, `Button { Image(…) }`
    /// or a `Label` in a toolbar) draws the image; its title is for VoiceOver, the Large Content
    /// Viewer and the overflow menu.
    static let imageBarItemTitle = Evidence.estimate(
        why: "a bar button item given an image draws the image, not its title (no source states it for UIBarButtonItem(title:image:))")

    /// Points a bar button item takes in the bar besides its text: the gap to its neighbour.
    static let barItemSpacing = 8.0
    static let barItemSpacingEvidence = Evidence.estimate(
        why: "8 pt between a bar button item and its neighbour (the title or another item); no source gives UINavigationBar's spacing")

    /// The bar button items beside a navigation title, in the catalog's bar item font; nil for none.
    static func barItems(_ keys: [String]) -> (keys: [String], font: FontSpec, spacing: Double)? {
        guard !keys.isEmpty, let font = entry(.toolbarItem)?.font else { return nil }
        return (keys, font, barItemSpacing)
    }
}
