import DynamicType
import Testing
@testable import HeadroomScan

/// Tab bar item titles painted `.clear` in the normal and selected states of every tab bar layout are
/// never seen (VoiceOver still reads them); any state or layout left with a colour keeps them drawn.
@Suite struct TabTitleColorTableTests {
    static let item = """
        let item = UITabBarItemAppearance()
        item.normal.titleTextAttributes = [.foregroundColor: UIColor.clear]
        item.selected.titleTextAttributes = [.foregroundColor: UIColor.clear]
        """
    static let allLayouts = """
        bar.stackedLayoutAppearance = item
        bar.inlineLayoutAppearance = item
        bar.compactInlineLayoutAppearance = item
        """

    @Test(arguments: [
        // An item appearance given to every layout.
        (item + "\n" + allLayouts, true),
        // Only the stacked layout: the inline layouts show the titles.
        (item + "\nbar.stackedLayoutAppearance = item", false),
        // The selected title keeps a colour.
        (item + "\nitem.selected.titleTextAttributes = [.foregroundColor: UIColor.red]\n" + allLayouts, false),
        // Only the normal state is clear.
        ("let item = UITabBarItemAppearance()\nitem.normal.titleTextAttributes = [.foregroundColor: UIColor.clear]\n" + allLayouts, false),
        // Each layout's states set directly.
        (["stackedLayoutAppearance", "inlineLayoutAppearance", "compactInlineLayoutAppearance"].flatMap { layout in
            ["normal", "selected"].map { "bar.\(layout).\($0).titleTextAttributes = [NSAttributedString.Key.foregroundColor: UIColor.clear]" }
        }.joined(separator: "\n"), true),
        ("bar.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.clear]\n"
            + "bar.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.clear]", false),
        // The UITabBarItem appearance proxy.
        ("UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.clear], for: .normal)\n"
            + "UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.clear], for: .selected)", true),
        ("UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.clear], for: .normal)", false),
        // Another control's appearance (a bar button item's) is no tab bar item's.
        ("let item = UIBarButtonItemAppearance()\nitem.normal.titleTextAttributes = [.foregroundColor: UIColor.clear]\n"
            + "item.selected.titleTextAttributes = [.foregroundColor: UIColor.clear]\n" + allLayouts, false),
        ("UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.clear], for: .normal)\n"
            + "UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.clear], for: .selected)", false),
    ])
    func clearTabTitlesAreReadAloudOnly(theme: String, hidden: Bool) throws {
        let themeFile = """
            import UIKit
            enum Theme {
              static func apply() {
                let bar = UITabBarAppearance()
            \(theme)
                UITabBar.appearance().standardAppearance = bar
              }
            }
            """
        let screen = """
            import UIKit
            final class HomeViewController: UIViewController {
              func configure() {
                tabBarItem.title = NSLocalizedString("home", comment: "")
              }
            }
            let other = UITabBarItem(title: NSLocalizedString("search", comment: ""), image: nil, tag: 1)
            """
        let keys = Set(["home", "search"].map { ScanResult.TableKey(table: "Localizable", key: $0) })
        let result = SourceScanner().scan(texts: [("Theme.swift", themeFile), ("Home.swift", screen)], keys: keys)
        for key in ["home", "search"] {
            let u = try #require(result.usages.first { $0.key == key }, "\(key): \(theme)")
            #expect(u.kind == (hidden ? .accessibilityOnly : .tabItem), "\(key): \(theme)")
            if hidden {
                guard case let .code(file, line, _)? = u.drawn else { Issue.record("\(key): \(String(describing: u.drawn))"); continue }
                #expect(file == "Theme.swift" && line == 5 + (theme.hasPrefix("let item") ? 1 : 0), "\(key): \(theme)")
            }
        }
    }
}
