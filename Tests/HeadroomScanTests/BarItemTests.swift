import Testing
@testable import HeadroomScan

/// Bar button items: which share a navigation bar with the title, and which draw no title.
@Suite struct BarItemTests {
    static let keys: Set<ScanResult.TableKey> = Set(["title", "done", "cancel", "share", "later"].map { ScanResult.TableKey(table: "Localizable", key: $0) })

    func scan(_ code: String) -> ScanResult {
        SourceScanner().scan(texts: [("V.swift", code)], keys: Self.keys)
    }

    @Test func uiKitItemsInTheNavigationItemAreTheTitlesNeighbours() {
        let code = """
            import UIKit
            final class EditViewController: UIViewController {
              lazy var cancelItem = UIBarButtonItem(title: NSLocalizedString("cancel", comment: ""), style: .plain, target: nil, action: nil)
              let laterItem = UIBarButtonItem(title: NSLocalizedString("later", comment: ""), style: .plain, target: nil, action: nil)
              override func viewDidLoad() {
                title = NSLocalizedString("title", comment: "")
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: NSLocalizedString("done", comment: ""), style: .done, target: nil, action: nil)
                navigationItem.leftBarButtonItem = cancelItem
                toolbarItems = [laterItem]
                navigationItem.rightBarButtonItems = [UIBarButtonItem(title: NSLocalizedString("share", comment: ""), image: UIImage(systemName: "square.and.arrow.up"), target: nil, action: nil)]
              }
            }
            """
        let result = scan(code)
        let title = result.usages.first { $0.key == "title" }
        #expect(title?.kind == .navigationTitle)
        #expect(Set(title?.barNeighbours ?? []) == ["done", "cancel"])
        #expect(result.usages.first { $0.key == "share" }?.kind == .accessibilityOnly)
        #expect(result.usages.first { $0.key == "later" }?.kind == .toolbarItem)
    }

    @Test func swiftUIToolbarItemsInNavigationBarPlacementsAreTheTitlesNeighbours() {
        let code = """
            import SwiftUI
            struct EditView: View {
              var body: some View {
                Form { Text("x") }
                  .navigationTitle("title")
                  .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("cancel") { } }
                    ToolbarItem(placement: .topBarTrailing) { Button("done") { } }
                    ToolbarItem(placement: .bottomBar) { Button("later") { } }
                    ToolbarItem(placement: .primaryAction) { Button { } label: { Label("share", systemImage: "square.and.arrow.up") } }
                  }
              }
            }
            """
        let result = scan(code)
        let title = result.usages.first { $0.key == "title" }
        #expect(Set(title?.barNeighbours ?? []) == ["done", "cancel"])
        #expect(result.usages.first { $0.key == "share" }?.kind == .accessibilityOnly)
        let groups = ScanComponents(result: result).groups
        let titles = groups.first { $0.kind == .navigationTitle }
        #expect(titles?.beside.map { Set($0.keys) } == ["done", "cancel"])
        #expect(titles?.beside?.font.fixedSize == 17 && titles?.beside?.font.scales == false)
    }

    @Test func aLargeTitleHasItsOwnRow() {
        let code = "import SwiftUI\nstruct V: View { var body: some View { Text(\"x\").navigationTitle(\"title\").navigationBarTitleDisplayMode(.large).toolbar { Button(\"done\") { } } } }\n"
        let title = scan(code).usages.first { $0.key == "title" }
        #expect(title?.font?.style == .largeTitle)
        #expect(title?.barNeighbours == [])
    }

    @Test func barTextKeepsItsSizeAtEveryCategory() {
        let result = scan("import SwiftUI\nstruct V: View { var body: some View { Text(\"x\").navigationTitle(\"title\").navigationBarTitleDisplayMode(.inline).toolbar { Button(\"done\") { } } } }\n")
        for key in ["title", "done"] {
            let usage = result.usages.first { $0.key == key }
            #expect(usage?.font?.scales == false, "\(key)")
            #expect(usage?.font?.fixedSize == 17, "\(key)")
            #expect(usage?.font?.evidence.isKnown == true, "\(key)")
        }
    }

    /// A screen pushed onto a navigation stack (UIKit `pushViewController` through a local, SwiftUI
    /// `NavigationLink` / `.navigationDestination`) shares its bar with the back button; a screen
    /// only presented, or only named in a modifier's receiver, does not.
    @Test(arguments: [
        ("let vc = DetailViewController(); navigationController?.pushViewController(vc, animated: true)", true),
        ("navigationController?.pushViewController(DetailViewController(), animated: true)", true),
        ("present(DetailViewController(), animated: true)", false),
    ])
    func aPushedScreensTitleLeavesRoomForTheBackButton(_ push: String, _ pushed: Bool) throws {
        let code = """
            import UIKit
            final class DetailViewController: UIViewController {
              override func viewDidLoad() { title = NSLocalizedString("title", comment: "") }
            }
            final class ListViewController: UIViewController {
              func open() { \(push) }
            }
            """
        let title = try #require(scan(code).usages.first { $0.key == "title" })
        let width = try #require(title.width)
        #expect(width.narrowest == (pushed ? 393 - 32 - ContainerCatalog.backButtonMinimum : 393 - 32))
        #expect(width.widest == 393)
        #expect(width.evidence.kind == .estimate)
        #expect(width.evidence.detail.contains("BackButtonDisplayMode") == pushed, "\(width.evidence.detail)")
    }

    @Test func aSwiftUIDestinationIsPushedButAModifiersReceiverIsNot() throws {
        let code = """
            import SwiftUI
            struct DetailView: View { var body: some View { Text("x").navigationTitle("title") } }
            struct OtherView: View { var body: some View { Text("y").navigationTitle("done") } }
            struct RootView: View {
              var body: some View {
                NavigationStack {
                  OtherView().navigationDestination(for: Int.self) { _ in DetailView() }
                }
              }
            }
            """
        let result = scan(code)
        let pushed = try #require(result.usages.first { $0.key == "title" }?.width)
        let root = try #require(result.usages.first { $0.key == "done" }?.width)
        #expect(pushed.narrowest == root.narrowest - ContainerCatalog.backButtonMinimum)
    }

    /// `ToolbarItem(placement: .principal)` content is centred in the bar between its items, and
    /// whether it scales is an assumption (its font evidence says so).
    @Test func aPrincipalItemGetsTheRoomBetweenTheBarItems() throws {
        let code = """
            import SwiftUI
            struct V: View {
              var body: some View {
                Text("x").toolbar {
                  ToolbarItem(placement: .principal) { Text("title").font(.headline) }
                  ToolbarItem(placement: .bottomBar) { Text("later").font(.headline) }
                }
              }
            }
            """
        let result = scan(code)
        let principal = try #require(result.usages.first { $0.key == "title" })
        #expect(principal.width?.narrowest == 393.0 - 32 - 2 * (44 + 8))
        #expect(principal.width?.widest == 393)
        #expect(principal.font?.style == .headline)
        #expect(principal.font?.evidence.kind == .estimate)
        let other = try #require(result.usages.first { $0.key == "later" })
        #expect(other.font?.evidence.kind == .code)
    }

    /// A push through the app's own function (found by its body, whatever its name), of a screen
    /// made by a static factory that returns its type; a function that only presents is no push.
    @Test(arguments: [
        ("router.route(DetailViewController.make(), animated: true)", true),
        ("let vc = DetailViewController(); router.route(vc, animated: true)", true),
        ("router.open(DetailViewController(), animated: true)", false),
        ("router.route(Other.make(), animated: true)", false),
    ])
    func aPushThroughTheAppsOwnRouterLeavesRoomForTheBackButton(_ push: String, _ pushed: Bool) throws {
        let code = """
            import UIKit
            final class Router {
              let navigationController: UINavigationController
              func route(_ viewController: UIViewController, animated: Bool) {
                navigationController.pushViewController(viewController, animated: animated)
              }
              func open(_ viewController: UIViewController, animated: Bool) {
                navigationController.present(viewController, animated: animated)
              }
            }
            final class DetailViewController: UIViewController {
              static func make() -> DetailViewController { DetailViewController() }
              override func viewDidLoad() { title = NSLocalizedString("title", comment: "") }
            }
            enum Other { static func make() -> UIViewController { DetailViewController() } }
            final class ListViewController: UIViewController {
              let router: Router
              func open() { \(push) }
            }
            """
        let title = try #require(scan(code).usages.first { $0.key == "title" })
        #expect(title.width?.narrowest == (pushed ? 393 - 32 - ContainerCatalog.backButtonMinimum : 393 - 32))
        #expect(title.width?.evidence.detail.contains("route at") == pushed, "\(title.width?.evidence.detail ?? "")")
    }

    /// Image bar button items in the navigation bar take room beside the title (an estimate); one
    /// in a bottom toolbar does not.
    @Test(arguments: [
        ("navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: \"xmark\"), style: .plain, target: nil, action: nil)", 1),
        ("navigationItem.leftBarButtonItems = [UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil), UIBarButtonItem(systemItem: .edit)]", 2),
        ("toolbarItems = [UIBarButtonItem(image: UIImage(systemName: \"xmark\"), style: .plain, target: nil, action: nil)]", 0),
        // One item or the other, never both: one counts.
        ("if isEditing { navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done) } else { navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit) }", 1),
        ("switch mode { case 0: navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .add)\n case 1: navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .edit)\n default: navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel) }", 1),
        // Both, one on each side.
        ("if isEditing { navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done) }; navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .add)", 2),
    ])
    func imageItemsBesideATitleTakeTheirWidth(_ items: String, _ count: Int) throws {
        let code = """
            import UIKit
            final class EditViewController: UIViewController {
              var mode = 0
              override func viewDidLoad() {
                title = NSLocalizedString("title", comment: "")
                \(items)
              }
            }
            """
        let title = try #require(scan(code).usages.first { $0.key == "title" })
        #expect(title.width?.narrowest == 393 - 32 - Double(count) * (ContainerCatalog.imageItemWidth + ContainerCatalog.barItemSpacing))
        #expect(title.width?.widest == 393)
    }

    /// A function that puts an image item in the navigation item of the controller it takes: each
    /// call gives the item to the controller it passes, unless it leaves out the optional parameter
    /// the item is made from.
    @Test func anImageItemAHelperPutsInTheControllerItTakesCountsForThatController() throws {
        let code = """
            import UIKit
            class Coordinator {
              func install(_ viewController: UIViewController, closeStyle: UIBarButtonItem.SystemItem? = nil, animated: Bool) {
                if let closeStyle {
                  let close = UIBarButtonItem(systemItem: closeStyle)
                  viewController.navigationItem.leftBarButtonItem = close
                }
              }
            }
            final class TipsViewController: UIViewController {
              override func viewDidLoad() { title = NSLocalizedString("tips", comment: "") }
            }
            final class PlainViewController: UIViewController {
              override func viewDidLoad() { title = NSLocalizedString("plain", comment: "") }
            }
            final class TipsCoordinator: Coordinator {
              private let tipsVC: TipsViewController
              override init() { tipsVC = TipsViewController() }
              func start() {
                install(tipsVC, closeStyle: .close, animated: true)
                let plain = PlainViewController()
                install(plain, animated: true)
              }
            }
            """
        let usages = scan(code).usages
        let tips = try #require(usages.first { $0.key == "tips" })
        let plain = try #require(usages.first { $0.key == "plain" })
        #expect(tips.width?.narrowest == 393 - 32 - (ContainerCatalog.imageItemWidth + ContainerCatalog.barItemSpacing))
        #expect(plain.width?.narrowest == 361.0, "\(String(describing: plain.width))")
    }

    @Test func swiftUIImageToolbarItemsTakeTheirWidth() throws {
        let code = """
            import SwiftUI
            struct V: View {
              var body: some View {
                Text("x").navigationTitle("title").navigationBarTitleDisplayMode(.inline)
                  .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button { } label: { Image(systemName: "xmark") } }
                    ToolbarItem(placement: .bottomBar) { Button { } label: { Image(systemName: "trash") } }
                  }
              }
            }
            """
        let title = try #require(scan(code).usages.first { $0.key == "title" })
        #expect(title.width?.narrowest == 393 - 32 - (ContainerCatalog.imageItemWidth + ContainerCatalog.barItemSpacing))
    }

    /// Segments and tabs share the device's width: the manifest's width follows each device by its share.
    @Test func segmentsAndTabsShareEachDevicesWidth() throws {
        let code = """
            import UIKit
            final class C: UIViewController {
              let control = UISegmentedControl(items: [NSLocalizedString("title", comment: ""), NSLocalizedString("done", comment: ""),
                                                        NSLocalizedString("cancel", comment: ""), NSLocalizedString("later", comment: "")])
            }
            """
        let segment = try #require(scan(code).usages.first { $0.key == "title" })
        let width = try #require(segment.width)
        #expect(segment.kind == .segment)
        #expect(width.followsDevice && width.columns == 4)
        let insets = width.insets(at: width.narrowest, deviceWidth: ContainerCatalog.deviceWidth)
        // On a 320 pt iPhone SE a quarter of the control less the same insets: (320 − 32) / 4 within a point.
        #expect(abs((320.0 / 4 - insets) - (320.0 - 32) / 4) < 1)
    }

    /// An image item in a `ToolbarContent` type of the app's own counts in every screen that makes it.
    @Test func anImageItemInTheAppsOwnToolbarContentCountsWhereItIsUsed() throws {
        let code = """
            import SwiftUI
            struct CloseItem: ToolbarContent {
              var body: some ToolbarContent {
                ToolbarItem(placement: .navigationBarLeading) { Button { } label: { Label("done", systemImage: "xmark") } }
              }
            }
            struct V: View {
              var body: some View { Text("x").navigationTitle("title").navigationBarTitleDisplayMode(.inline).toolbar { CloseItem() } }
            }
            """
        let title = try #require(scan(code).usages.first { $0.key == "title" })
        #expect(title.width?.narrowest == 393 - 32 - (ContainerCatalog.imageItemWidth + ContainerCatalog.barItemSpacing))
    }

    /// A `some ToolbarContent` function puts its items in the bar of every screen whose `.toolbar`
    /// calls it; an item's content draws what the app's view functions it calls draw, and an image's
    /// `label:` text is for VoiceOver only. Rows: the item's content, whether it takes room.
    @Test(arguments: [
        ("closeButton(action: action)", true),
        ("Button(action: action) { Image(\"xmark\", label: Text(\"done\")) }", true),
        ("textButton(action: action)", false),
        ("Button(\"done\", action: action)", false),
    ])
    func anImageItemOfAToolbarContentFunctionCountsWhereItIsCalled(_ content: String, _ counts: Bool) throws {
        let code = """
            import SwiftUI
            extension View {
              func closeButton(action: @escaping () -> Void) -> some View { iconButton(action: action) }
              func iconButton(action: @escaping () -> Void) -> some View {
                Button(action: action) { Image("xmark", label: Text("done")) }.frame(minHeight: 44)
              }
              func textButton(action: @escaping () -> Void) -> some View { Button("done", action: action) }
              func closeItem(_ action: @escaping () -> Void) -> some ToolbarContent {
                ToolbarItem(placement: .topBarTrailing) { \(content) }
              }
            }
            struct V: View {
              var body: some View {
                Text("x").navigationTitle("title").navigationBarTitleDisplayMode(.inline).toolbar { closeItem { } }
              }
            }
            struct W: View {
              var body: some View { Text("y").navigationTitle("plain").navigationBarTitleDisplayMode(.inline) }
            }
            """
        let usages = SourceScanner().scan(texts: [("V.swift", code)], keys: Self.keys.union([ScanResult.TableKey(table: "Localizable", key: "plain")])).usages
        let title = try #require(usages.first { $0.key == "title" })
        let plain = try #require(usages.first { $0.key == "plain" })
        let item = ContainerCatalog.imageItemWidth + ContainerCatalog.barItemSpacing
        #expect(title.width?.narrowest == 393 - 32 - (counts ? item : 0), "\(String(describing: title.width))")
        #expect(title.width?.widest == 393)
        #expect(plain.width?.narrowest == 361.0, "\(String(describing: plain.width))")
    }

    /// A title the screen gives through the app's own modifier (a caller's argument, pass 3) shares
    /// the bar with the screen's items like a title it sets itself.
    @Test func aTitleGivenThroughTheAppsModifierLeavesRoomForTheItems() throws {
        let modifier = """
            import SwiftUI
            struct NavigationBarModifier: ViewModifier {
              var title: String
              var mode: NavigationBarItem.TitleDisplayMode
              func body(content: Content) -> some View { content.navigationBarTitleDisplayMode(mode).navigationTitle(title) }
            }
            extension View {
              func navigationBar(title: String, titleDisplayMode: NavigationBarItem.TitleDisplayMode) -> some View {
                modifier(NavigationBarModifier(title: title, mode: titleDisplayMode))
              }
            }
            """
        let screen = """
            import SwiftUI
            enum Strings { static var title: String { NSLocalizedString("title", comment: "") } }
            struct V: View {
              var body: some View {
                content.navigationBar(title: Strings.title, titleDisplayMode: .inline)
                  .toolbar { ToolbarItem(placement: .topBarTrailing) { Button { } label: { Image(systemName: "xmark") } } }
              }
              var content: some View { Text("x") }
            }
            """
        let usages = SourceScanner().scan(texts: [("M.swift", modifier), ("V.swift", screen)], keys: Self.keys).usages
        let title = try #require(usages.first { $0.key == "title" && $0.kind == .navigationTitle }, "\(usages.map { ($0.key, $0.kind, $0.file) })")
        #expect(title.width?.narrowest == 393 - 32 - (ContainerCatalog.imageItemWidth + ContainerCatalog.barItemSpacing), "\(String(describing: title.width))")
    }
}
