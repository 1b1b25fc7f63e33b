import DynamicType
import Testing
@testable import HeadroomScan

/// One row per modifier or API: a snippet of real-looking Swift, the context the scan must read.
@Suite struct ModifierTableTests {
    struct Row: CustomStringConvertible, Sendable {
        var name: String
        var code: String
        var key = "k"
        var kind: UsageKind = .text
        var style: TextStyle? = .body
        var fixedSize: Double? = nil
        var weight: FontWeight? = .regular
        var lines: Int? = 0
        var maxCategory: ContentSizeCategory? = nil
        var minimumScaleFactor: Double? = nil
        var widthSource: WidthFrom? = .device
        var description: String { name }
    }

    /// Where a usage's width comes from: the screen with bounds (nothing fixes it), the code fixes
    /// it, or a system container's catalog entry fixes it.
    enum WidthFrom: Sendable {
        case device, code, catalog

        init(_ w: ScanWidth) {
            if w.evidence.kind == .code { self = .code }
            else if w.followsDevice && !w.isFixed { self = .device }
            else { self = .catalog }
        }
    }

    static func swiftUI(_ body: String) -> String {
        "import SwiftUI\nstruct V: View {\n  var n = 3\n  var flag = false\n  var body: some View {\n    \(body)\n  }\n}\n"
    }

    static let menus = """
        import UIKit
        final class C: UIViewController { let b = UIButton()
          func f() { let sub = UIMenu(title: NSLocalizedString("s", comment: ""), children: [])
            let menu = UIMenu(title: NSLocalizedString("k", comment: ""), children: [sub]); b.menu = menu } }
        """

    static let rows: [Row] = [
        Row(name: "Text, no modifiers", code: swiftUI(#"Text("k")"#)),
        Row(name: ".font(.headline)", code: swiftUI(#"Text("k").font(.headline)"#), style: .headline, weight: .semibold),
        Row(name: ".font(.system(size:weight:))", code: swiftUI(#"Text("k").font(.system(size: 13, weight: .bold))"#),
            style: nil, fixedSize: 13, weight: .bold),
        Row(name: ".font(.system(.title3))", code: swiftUI(#"Text("k").font(.system(.title3))"#), style: .title3),
        Row(name: ".custom relativeTo", code: swiftUI(#"Text("k").font(.custom("X", size: 15, relativeTo: .subheadline))"#),
            style: .subheadline),
        Row(name: ".custom fixedSize", code: swiftUI(#"Text("k").font(.custom("X", fixedSize: 11))"#), style: nil, fixedSize: 11),
        Row(name: ".fontWeight", code: swiftUI(#"Text("k").fontWeight(.medium).font(.callout)"#), style: .callout, weight: .medium),
        Row(name: ".bold()", code: swiftUI(#"Text("k").bold()"#), weight: .bold),
        Row(name: ".headline.weight(.heavy)", code: swiftUI(#"Text("k").font(.headline.weight(.heavy))"#), style: .headline, weight: .heavy),
        Row(name: "font on an ancestor", code: swiftUI(#"VStack { Text("k") }.font(.footnote)"#), style: .footnote),
        Row(name: "inner font wins", code: swiftUI(#"VStack { Text("k").font(.caption2) }.font(.footnote)"#), style: .caption2),
        Row(name: "font through a ternary of equal fonts", code: swiftUI(#"Text("k").font(flag ? .body : .body)"#)),
        Row(name: ".lineLimit(2)", code: swiftUI(#"Text("k").lineLimit(2)"#), lines: 2),
        Row(name: ".lineLimit(1, reservesSpace:)", code: swiftUI(#"Text("k").lineLimit(1, reservesSpace: true)"#), lines: 1),
        Row(name: ".lineLimit(2...4)", code: swiftUI(#"Text("k").lineLimit(2...4)"#), lines: 4),
        Row(name: ".lineLimit(nil)", code: swiftUI(#"Text("k").lineLimit(nil)"#), lines: 0),
        Row(name: "lineLimit on an ancestor", code: swiftUI(#"HStack { Text("k") }.lineLimit(1)"#), lines: 1),
        Row(name: ".dynamicTypeSize(...)", code: swiftUI(#"Text("k").dynamicTypeSize(...DynamicTypeSize.xxxLarge)"#), maxCategory: .xxxLarge),
        Row(name: ".dynamicTypeSize(a...b)", code: swiftUI(#"Text("k").dynamicTypeSize(.small ... .accessibility2)"#), maxCategory: .ax2),
        Row(name: ".minimumScaleFactor", code: swiftUI(#"Text("k").minimumScaleFactor(0.75)"#), minimumScaleFactor: 0.75),
        Row(name: ".frame(width:)", code: swiftUI(#"Text("k").frame(width: 200)"#), widthSource: .code),
        Row(name: ".padding", code: swiftUI(#"Text("k").padding(.horizontal, 20)"#)),
        Row(name: "interpolation makes %lld", code: swiftUI(#"Text("k \(n)")"#), key: "k %lld"),
        Row(name: "Button", code: swiftUI(#"Button("k") {}"#), kind: .button),
        Row(name: "Label", code: swiftUI(#"Label("k", systemImage: "x")"#), kind: .label),
        // Bar text keeps its size at every category (Large Content Viewer instead): fixed 17 / 10 pt.
        Row(name: "navigationTitle", code: swiftUI(#"List {}.navigationTitle("k")"#), kind: .navigationTitle, style: nil,
            fixedSize: 17, weight: .semibold, lines: 1),
        Row(name: "tabItem", code: swiftUI(#"List {}.tabItem { Text("k") }"#), kind: .tabItem, style: nil, fixedSize: 10,
            weight: .regular, lines: 1, widthSource: .catalog),
        Row(name: "toolbar", code: swiftUI(#"List {}.toolbar { ToolbarItem { Button("k") {} } }"#), kind: .toolbarItem, style: nil,
            fixedSize: 17, lines: 1),
        Row(name: "context menu", code: swiftUI(#"List {}.contextMenu { Button("k") {} }"#), kind: .menuItem, lines: 1, widthSource: .catalog),
        Row(name: "section header", code: swiftUI(#"List { Section { Text("x") } header: { Text("k") } }"#), kind: .sectionHeader,
            style: .footnote),
        Row(name: "TextField placeholder", code: swiftUI(#"TextField("k", text: .constant(""))"#), kind: .textFieldPlaceholder, lines: 1),
        Row(name: "TextField with a prompt: the title is the field's label", code: swiftUI(#"TextField("k", text: .constant(""), prompt: Text("p"))"#),
            kind: .accessibilityOnly, style: nil, weight: nil, lines: nil, widthSource: nil),
        Row(name: "TextField with a prompt: the prompt is the placeholder", code: swiftUI(#"TextField("t", text: .constant(""), prompt: Text("k"))"#),
            kind: .textFieldPlaceholder, lines: 1),
        Row(name: "SecureField with a nil prompt: the title is the placeholder", code: swiftUI(#"SecureField("k", text: .constant(""), prompt: nil)"#),
            kind: .textFieldPlaceholder, lines: 1),
        Row(name: "a Slider's label is its accessibility label", code: swiftUI(#"Slider(value: .constant(0.5), in: 0...1, label: { Text("k") })"#),
            kind: .accessibilityOnly, style: nil, weight: nil, lines: nil, widthSource: nil),
        Row(name: "a Slider's value labels are drawn", code: swiftUI(#"Slider(value: .constant(0.5), in: 0...1, label: { Text("t") }, minimumValueLabel: { Text("k") }, maximumValueLabel: { Text("m") })"#)),
        Row(name: ".labelsHidden() on a Toggle hides its title", code: swiftUI(#"Toggle("k", isOn: .constant(true)).labelsHidden()"#),
            kind: .accessibilityOnly, style: nil, weight: nil, lines: nil, widthSource: nil),
        Row(name: ".labelsHidden() on a container hides a Toggle's label content", code: swiftUI(#"Form { Toggle(isOn: .constant(true)) { Text("k") } }.labelsHidden()"#),
            kind: .accessibilityOnly, style: nil, weight: nil, lines: nil, widthSource: nil),
        Row(name: ".labelsHidden() hides a Picker's title", code: swiftUI(#"Picker("k", selection: .constant(1)) { Text("a").tag(1) }.labelsHidden()"#),
            kind: .accessibilityOnly, style: nil, weight: nil, lines: nil, widthSource: nil),
        Row(name: ".labelsHidden() leaves a plain Text beside a control drawn", code: swiftUI(#"HStack { Text("k"); Toggle("t", isOn: .constant(true)) }.labelsHidden()"#)),
        Row(name: "TextField with a vertical axis wraps", code: swiftUI(#"TextField("k", text: .constant(""), axis: .vertical)"#),
            kind: .textFieldPlaceholder, lines: 0),
        Row(name: "TextField with a vertical axis and a line limit", code: swiftUI(#"TextField("k", text: .constant(""), axis: .vertical).lineLimit(3)"#),
            kind: .textFieldPlaceholder, lines: 3),
        Row(name: "confirmationDialog", code: swiftUI(#"List {}.confirmationDialog("t", isPresented: .constant(true)) { Button("k") {} }"#),
            kind: .confirmationDialog, style: .title3, lines: 1, widthSource: .catalog),
        // A local label is drawn once something takes it (`MeasuringView`: one only measured is not).
        Row(name: "UILabel defaults", code: "import UIKit\nfunc f(in v: UIView) { let l = UILabel(); l.text = NSLocalizedString(\"k\", comment: \"\"); v.addSubview(l) }",
            style: nil, fixedSize: 17, lines: 1),
        Row(name: "UILabel preferredFont + numberOfLines", code: """
            import UIKit
            final class C { let l = UILabel()
              func f() { l.font = .preferredFont(forTextStyle: .title2); l.numberOfLines = 0; l.text = String(localized: "k") } }
            """, style: .title2, lines: 0),
        Row(name: "UIFontMetrics scaled system font", code: """
            import UIKit
            final class C { let l: UILabel = { let label = UILabel(); label.font = UIFontMetrics(forTextStyle: .callout).scaledFont(for: .systemFont(ofSize: 16, weight: .medium)); label.numberOfLines = 3; return label }()
              func f() { l.text = NSLocalizedString("k", comment: "") } }
            """, style: .callout, weight: .medium, lines: 3),
        Row(name: "adjustsFontSizeToFitWidth", code: """
            import UIKit
            final class C { let l = UILabel()
              func f() { l.adjustsFontSizeToFitWidth = true; l.minimumScaleFactor = 0.6; l.maximumContentSizeCategory = .accessibilityMedium; l.text = NSLocalizedString("k", comment: "") } }
            """, style: nil, fixedSize: 17, lines: 1, maxCategory: .ax1, minimumScaleFactor: 0.6),
        Row(name: "UIAlertAction", code: "import UIKit\nlet a = UIAlertAction(title: NSLocalizedString(\"k\", comment: \"\"), style: .default)",
            kind: .alertButton, lines: 1, widthSource: .catalog),
        Row(name: "UITabBarItem", code: "import UIKit\nlet t = UITabBarItem(title: NSLocalizedString(\"k\", comment: \"\"), image: nil, tag: 0)",
            kind: .tabItem, style: nil, fixedSize: 10, weight: .regular, lines: 1, widthSource: .catalog),
        // Never drawn: the title is read by VoiceOver only.
        Row(name: "accessibilityRepresentation", code: swiftUI(#"Text("t").accessibilityRepresentation { Menu("k") {} }"#),
            kind: .accessibilityOnly, style: nil, weight: nil, lines: nil, widthSource: nil),
        Row(name: "Text helper passed to accessibilityLabel", code: """
            import SwiftUI
            struct V: View {
              var body: some View { Image("x").accessibilityLabel(spoken()) }
              func spoken() -> Text { Text("k") + part() }
              func part() -> Text { Text("p") }
            }
            """, kind: .accessibilityOnly, style: nil, weight: nil, lines: nil, widthSource: nil),
        Row(name: "Text helper of another type passed to accessibilityLabel", code: """
            import SwiftUI
            struct Spoken { func finalLabel() -> Text { intro() + Text("x") }
              func intro() -> Text { Text("k") } }
            struct V: View { var body: some View { Image("x").accessibilityLabel(Spoken().finalLabel()) } }
            """, kind: .accessibilityOnly, style: nil, weight: nil, lines: nil, widthSource: nil),
        Row(name: ".labelStyle(.iconOnly)", code: swiftUI(#"Label("k", systemImage: "x").labelStyle(.iconOnly)"#),
            kind: .accessibilityOnly, style: nil, weight: nil, lines: nil, widthSource: nil),
        Row(name: "Label in a toolbar shows its icon only", code: swiftUI(#"List {}.toolbar { ToolbarItem { Button {} label: { Label("k", systemImage: "x") } } }"#),
            kind: .accessibilityOnly, style: nil, weight: nil, lines: nil, widthSource: nil),
        Row(name: "Button(systemImage:) in a toolbar shows its icon only", code: swiftUI(#"List {}.toolbar { Button("k", systemImage: "x") {} }"#),
            kind: .accessibilityOnly, style: nil, weight: nil, lines: nil, widthSource: nil),
        Row(name: "Label in a toolbar with .titleAndIcon", code: swiftUI(#"List {}.toolbar { ToolbarItem { Label("k", systemImage: "x").labelStyle(.titleAndIcon) } }"#),
            kind: .toolbarItem, style: nil, fixedSize: 17, lines: 1),
        Row(name: "Label in a toolbar menu keeps its title", code: swiftUI(#"List {}.toolbar { Menu("m") { Label("k", systemImage: "x") } }"#),
            kind: .menuItem, lines: 1, widthSource: .catalog),
        // Navigation titles.
        Row(name: ".navigationBarTitle(Text(...))", code: swiftUI(#"List {}.navigationBarTitle(Text("k"))"#), kind: .navigationTitle,
            style: nil, fixedSize: 17, weight: .semibold, lines: 1),
        Row(name: ".navigationBarTitleDisplayMode(.large)", code: swiftUI(#"List {}.navigationTitle("k").navigationBarTitleDisplayMode(.large)"#),
            kind: .navigationTitle, style: .largeTitle, weight: .bold, lines: 1),
        // `.automatic` (no mode): large at a stack's root, the mode of the content below for pushed content.
        Row(name: "root of a NavigationStack, no display mode: large", code: swiftUI(#"NavigationStack { List {}.navigationTitle("k") }"#),
            kind: .navigationTitle, style: .largeTitle, weight: .bold, lines: 1),
        Row(name: "sidebar of a NavigationSplitView, no display mode: large",
            code: swiftUI(#"NavigationSplitView { List {}.navigationTitle("k") } detail: { Text("d") }"#),
            kind: .navigationTitle, style: .largeTitle, weight: .bold, lines: 1),
        Row(name: "detail of a NavigationSplitView: not the root", code: swiftUI(#"NavigationSplitView { List {} } detail: { List {}.navigationTitle("k") }"#),
            kind: .navigationTitle, style: nil, fixedSize: 17, weight: .semibold, lines: 1),
        Row(name: "NavigationLink destination in a stack: pushed, not the root",
            code: swiftUI(#"NavigationStack { NavigationLink("a") { List {}.navigationTitle("k") } }"#),
            kind: .navigationTitle, style: nil, fixedSize: 17, weight: .semibold, lines: 1),
        Row(name: "root of a NavigationStack with .inline", code: swiftUI(#"NavigationStack { List {}.navigationTitle("k").navigationBarTitleDisplayMode(.inline) }"#),
            kind: .navigationTitle, style: nil, fixedSize: 17, weight: .semibold, lines: 1),
        Row(name: ".toolbarTitleDisplayMode(.inline) on an ancestor", code: swiftUI(#"VStack { List {}.navigationTitle("k") }.toolbarTitleDisplayMode(.inline)"#),
            kind: .navigationTitle, style: nil, fixedSize: 17, weight: .semibold, lines: 1),
        Row(name: "UIKit largeTitleDisplayMode = .always", code: """
            import UIKit
            final class C: UIViewController { override func viewDidLoad() { navigationItem.largeTitleDisplayMode = .always; title = NSLocalizedString("k", comment: "") } }
            """, kind: .navigationTitle, style: .largeTitle, weight: .bold, lines: 1),
        // System roles.
        Row(name: ".searchable(prompt: Text(...))", code: swiftUI(#"List {}.searchable(text: .constant(""), prompt: Text("k"))"#),
            kind: .textFieldPlaceholder, lines: 1),
        Row(name: ".searchable(prompt:) key", code: swiftUI(#"List {}.searchable(text: .constant(""), prompt: "k")"#),
            kind: .textFieldPlaceholder, lines: 1),
        Row(name: ".swipeActions button", code: swiftUI(#"Text("t").swipeActions { Button("k") {} }"#), kind: .button,
            style: nil, fixedSize: 15, weight: .medium, lines: 1),
        Row(name: "ContentUnavailableView title: title2 bold (a measured estimate)", code: swiftUI(#"ContentUnavailableView("k", systemImage: "x")"#),
            style: .title2, weight: .bold, lines: 0),
        Row(name: "ContentUnavailableView description: subheadline (a measured estimate)", code: swiftUI(#"ContentUnavailableView("t", systemImage: "x", description: Text("k"))"#),
            style: .subheadline, weight: .regular, lines: 0),
        // UIKit settings.
        Row(name: "font set in [a, b].forEach", code: """
            import UIKit
            final class C { let a = UILabel(); let b = UILabel()
              func f() { [a, b].forEach { $0.font = .preferredFont(forTextStyle: .footnote) }; b.text = NSLocalizedString("k", comment: "") } }
            """, style: .footnote, lines: 1),
        Row(name: "numberOfLines set in a for-in loop", code: """
            import UIKit
            final class C { let a = UILabel(); let b = UILabel()
              func f() { for label in [a, b] { label.numberOfLines = 2 }; a.text = NSLocalizedString("k", comment: "") } }
            """, style: nil, fixedSize: 17, lines: 2),
        Row(name: "label of a typed subview chain", code: """
            import UIKit
            final class Meter: UIView { let textLabel: UILabel = { let l = UILabel(); l.font = .systemFont(ofSize: 13); l.numberOfLines = 2; return l }() }
            final class Dashboard: UIView { let posts = Meter() }
            final class Card: UIView { let dashboard = Dashboard()
              func f() { dashboard.posts.textLabel.text = NSLocalizedString("k", comment: "") } }
            """, style: nil, fixedSize: 13, lines: 2),
        Row(name: "subclass sets the font, its superclass the numberOfLines", code: """
            import UIKit
            class ToggleCell: UITableViewCell { let label: UILabel
              override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { label = UILabel(); label.font = .preferredFont(forTextStyle: .body); label.numberOfLines = 0
                super.init(style: style, reuseIdentifier: reuseIdentifier) } }
            final class FilterCell: ToggleCell {
              override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier)
                label.font = .preferredFont(forTextStyle: .subheadline) }
              func configure() { label.text = NSLocalizedString("k", comment: "") } }
            """, style: .subheadline, lines: 0),
        Row(name: "a subclass's numberOfLines wins over its superclass's", code: """
            import UIKit
            class Base: UIView { let label = UILabel()
              func setUp() { label.numberOfLines = 0; label.font = .preferredFont(forTextStyle: .footnote) } }
            final class Sub: Base {
              func more() { label.numberOfLines = 2 }
              func configure() { label.text = NSLocalizedString("k", comment: "") } }
            """, style: .footnote, lines: 2),
        Row(name: "a same-named label configured in an unrelated class is not this site's", code: """
            import UIKit
            final class A: UIView { let titleLabel = UILabel()
              func setUp() { titleLabel.numberOfLines = 0; titleLabel.font = .preferredFont(forTextStyle: .title1) } }
            final class C: UIView { let titleLabel = UILabel()
              func configure() { titleLabel.text = NSLocalizedString("k", comment: "") } }
            """, style: nil, weight: nil, lines: nil),
        // Context across the app's own view types and members.
        Row(name: "view type constructed once inside a Menu", code: """
            import SwiftUI
            struct Items: View { var body: some View { Button("k") {} } }
            struct V: View { var body: some View { Menu("m") { Items() } } }
            """, kind: .menuItem, lines: 1, widthSource: .catalog),
        Row(name: "a NavigationLink destination is another screen", code: """
            import SwiftUI
            struct Detail: View { var body: some View { Text("k") } }
            struct V: View { var body: some View { NavigationLink(destination: Detail()) { Text("x") }.font(.title) } }
            """),
        Row(name: "Text member used once with a font", code: """
            import SwiftUI
            struct V: View {
              var body: some View { HStack { badge.font(.footnote) } }
              private var badge: Text? { Text("k") }
            }
            """, style: .footnote),
        Row(name: "CommandMenu item", code: """
            import SwiftUI
            struct C: Commands { var body: some Commands { CommandMenu("m") { Button("k") {} } } }
            """, kind: .menuItem, lines: 1, widthSource: .catalog),
        Row(name: "Section title in a menu stays a header: the menu's section title, the menu's width", code: swiftUI(#"Menu("m") { Section("k") { Button("b") {} } }"#),
            kind: .sectionHeader, style: nil, weight: nil, widthSource: .catalog),
        Row(name: "UIListContentConfiguration text", code: """
            import UIKit
            final class Cell: UITableViewCell { func f() { var content = defaultContentConfiguration(); content.text = NSLocalizedString("k", comment: ""); contentConfiguration = content } }
            """),
        Row(name: "UIListContentConfiguration secondaryText: font unknown", code: """
            import UIKit
            final class Cell: UITableViewCell { func f() { var content = UIListContentConfiguration.subtitleCell(); content.secondaryText = NSLocalizedString("k", comment: "") } }
            """, style: nil, weight: nil),
        Row(name: "UIListContentConfiguration grouped header", code: """
            import UIKit
            func f() { var content = UIListContentConfiguration.groupedHeader(); content.text = NSLocalizedString("k", comment: "") }
            """, kind: .sectionHeader, style: .footnote),
        // keepassium precision draw (Credits rows): a configuration copied from a property a closure builds.
        Row(name: "UIListContentConfiguration copied from a lazy property built by a closure", code: """
            import UIKit
            final class VC: UITableViewController {
              private lazy var cellConfiguration: UIListContentConfiguration = { var c = UIListContentConfiguration.subtitleCell(); return c }()
              func configure(cell: UITableViewCell) { var configuration = cellConfiguration; configuration.text = NSLocalizedString("k", comment: ""); cell.contentConfiguration = configuration } }
            """),
        // A view member shown in two places that agree.
        Row(name: "view member shown in two context menus", code: """
            import SwiftUI
            struct V: View {
              var body: some View { VStack { Text("a").contextMenu { menu }; Text("b").contextMenu { menu } } }
              private var menu: some View { Button("k") {} }
            }
            """, kind: .menuItem, lines: 1, widthSource: .catalog),
        // Session 5: a Text held in a local takes the context where the block shows it.
        Row(name: "Text local shown inside a Button's label", code: swiftUI("""
            List { let part: Text = { return Text("k").foregroundColor(.secondary) }()
              Button(action: {}) { HStack { Text("a"); part } } }
            """), kind: .button),
        Row(name: "accessibilityActions content is never drawn", code: swiftUI(#"Text("t").accessibilityActions { Button("k") {} }"#),
            kind: .accessibilityOnly, style: nil, weight: nil, lines: nil, widthSource: nil),
        Row(name: "Tab(value:) label is a tab item", code: swiftUI(#"TabView { Tab(value: 1) { Text("x") } label: { Label("k", systemImage: "x") } }"#),
            kind: .tabItem, style: nil, fixedSize: 10, weight: .regular, lines: 1, widthSource: .catalog),
        // UIKit height constraints: a fixed height holds the lines of the font's leading that fit.
        Row(name: "configuration button pinned to a 36 pt height", code: """
            import UIKit
            final class C: UIView { let follow: UIButton = { let b = UIButton(configuration: .filled())
                NSLayoutConstraint.activate([b.widthAnchor.constraint(equalToConstant: 96), b.heightAnchor.constraint(equalToConstant: 36)]); return b }()
              func f() { follow.configuration?.title = NSLocalizedString("k", comment: "") } }
            """, kind: .button, lines: 1),
        Row(name: "wrapping label pinned to a height of two footnote lines", code: """
            import UIKit
            final class C: UIView { let l = UILabel()
              func f() { l.font = .preferredFont(forTextStyle: .footnote); l.numberOfLines = 0
                l.heightAnchor.constraint(equalToConstant: 40).isActive = true; l.text = NSLocalizedString("k", comment: "") } }
            """, style: .footnote, lines: 2),
        Row(name: "a low-priority height constraint does not limit lines", code: """
            import UIKit
            final class C: UIView { let l = UILabel()
              func f() { l.numberOfLines = 0; l.heightAnchor.constraint(equalToConstant: 20).priority(.defaultLow).isActive = true
                l.text = NSLocalizedString("k", comment: "") } }
            """, style: nil, fixedSize: 17, lines: 0),
        // Found on the seed-12 hand check.
        Row(name: "UIAlertAction added to an action sheet", code: """
            import UIKit
            final class C: UIViewController { func f() { let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
              let discard = UIAlertAction(title: NSLocalizedString("k", comment: ""), style: .destructive) { _ in }
              sheet.addAction(discard); present(sheet, animated: true) } }
            """, kind: .confirmationDialog, style: .title3, lines: 1, widthSource: .catalog),
        Row(name: "title set later on a stored UIAlertController", code: """
            import UIKit
            final class C: UIViewController {
              lazy var alert: UIAlertController = { UIAlertController(title: nil, message: nil, preferredStyle: .alert) }()
              func f() { alert.title = NSLocalizedString("k", comment: ""); present(alert, animated: true) } }
            """, kind: .alertTitle, style: .headline, weight: .semibold, lines: 0, widthSource: .catalog),
        Row(name: "message set later on a stored UIAlertController", code: """
            import UIKit
            final class C: UIViewController {
              let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
              func f() { alert.message = NSLocalizedString("k", comment: ""); present(alert, animated: true) } }
            """, kind: .alertMessage, style: .footnote, lines: 0, widthSource: .catalog),
        Row(name: "member of a nested enum shown by another type inside a Menu", code: """
            import SwiftUI
            enum Editor {}
            extension Editor { enum Prompt: CaseIterable { case fit
              var label: some View { Label("k", systemImage: "x") } } }
            enum Other { case a
              var label: some View { Label("o", systemImage: "y") } }
            struct V: View { var body: some View { Menu { ForEach(Editor.Prompt.allCases, id: \\.self) { prompt in Button {} label: { prompt.label } } } label: { Text("m") } } }
            """, kind: .menuItem, lines: 1, widthSource: .catalog),
        Row(name: "free function returning Text, appended under .lineLimit(3)", code: """
            import SwiftUI
            func AppendText(n: Int) -> Text { Text("k").font(.subheadline) }
            struct V: View { var body: some View { HStack { Row(append: { AppendText(n: 1) }).lineLimit(3) } } }
            struct Row: View { let append: () -> Text; var body: some View { append() } }
            """, style: .subheadline, lines: 3),
        Row(name: "modifier chain through a namespace property", code: swiftUI(#"Text("k").font(.footnote).emojiText.size(12).lineLimit(2)"#),
            style: .footnote, lines: 2),
        Row(name: "swipe label helper behind button helpers and a swipe view shown twice", code: """
            import SwiftUI
            struct Swipe: View {
              let leading: Bool
              var body: some View { if leading { leadingActions } else { trailingActions } }
              private var leadingActions: some View { VStack { make(1); make(2) } }
              private var trailingActions: some View { VStack { make(3); make(4) } }
              private func make(_ n: Int) -> some View { switch n { case 1: a(); case 2: b(); case 3: a(); default: b() } }
              private func a() -> some View { Button {} label: { swipeLabel() } }
              private func b() -> some View { Button {} label: { swipeLabel() } }
              private func swipeLabel() -> some View { Label("k", systemImage: "x").labelStyle(.titleAndIcon) }
            }
            struct Row: View { var body: some View { Text("t").swipeActions(edge: .leading) { Swipe(leading: true) }.swipeActions(edge: .trailing) { Swipe(leading: false) } } }
            """, kind: .button, style: nil, fixedSize: 15, weight: .medium, lines: 1),
        // Found on the seed-13 hand check (after it was counted).
        Row(name: "button of an app class that sets its own titleLabel font", code: """
            import UIKit
            class PrimaryButton: UIButton { override init(frame: CGRect) { super.init(frame: frame)
                titleLabel?.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17, weight: .semibold)) } }
            final class V: UIView { let back: PrimaryButton = { let button = PrimaryButton(); button.titleLabel?.adjustsFontForContentSizeCategory = true
                button.setTitle(NSLocalizedString("k", comment: ""), for: .normal); return button }() }
            """, kind: .button, style: .headline, weight: .semibold, lines: 1),
        // A wrapping line-break mode on a button's title label, no numberOfLines: the title wraps (estimate).
        Row(name: "button titleLabel .byWordWrapping, no numberOfLines: wraps", code: """
            import UIKit
            final class C: UIViewController {
              @IBOutlet weak var more: UIButton! { didSet {
                more?.setTitle(NSLocalizedString("k", comment: ""), for: .normal)
                more?.titleLabel?.lineBreakMode = .byWordWrapping } } }
            """, kind: .button, style: nil, fixedSize: 17, lines: 0),
        Row(name: "button titleLabel .byWordWrapping with numberOfLines 2", code: """
            import UIKit
            final class C: UIView { let more = UIButton()
              func f() { more.titleLabel?.lineBreakMode = .byCharWrapping; more.titleLabel?.numberOfLines = 2
                more.setTitle(NSLocalizedString("k", comment: ""), for: .normal) } }
            """, kind: .button, style: nil, fixedSize: 15, lines: 2),
        Row(name: "button titleLabel .byTruncatingTail: one line", code: """
            import UIKit
            final class C: UIView { let more = UIButton()
              func f() { more.titleLabel?.lineBreakMode = .byTruncatingTail; more.setTitle(NSLocalizedString("k", comment: ""), for: .normal) } }
            """, kind: .button, style: nil, fixedSize: 15, lines: 1),
        Row(name: "title of a button's whole UIMenu is its header", code: Self.menus, kind: .sectionHeader, style: nil, weight: nil,
            widthSource: .catalog),
        Row(name: "title of a UIMenu listed in another menu's children is a menu item", code: Self.menus, key: "s", kind: .menuItem,
            lines: 1, widthSource: .catalog),
        // Seed 13 #5 (FollowButton): ButtonKit's AsyncButton, a Button with an async action.
        Row(name: "Text in ButtonKit AsyncButton's label closure is a button", code: swiftUI(
            #"AsyncButton { try await Task.sleep(nanoseconds: 1) } label: { Text("k").padding(.horizontal, 2) }.buttonStyle(.bordered)"#),
            kind: .button),
        // Seed 13 #47 (HashtagTimelineHeaderView): the font a configuration's transformer gives the title.
        Row(name: "font set in a configuration's titleTextAttributesTransformer", code: """
            import UIKit
            final class C: UIView { let follow: UIButton = { let b = UIButton(configuration: .tinted())
                b.configuration?.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer({ incoming in
                  var outgoing = incoming; outgoing.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .boldSystemFont(ofSize: 15)); return outgoing })
                return b }()
              func f() { follow.configuration?.title = NSLocalizedString("k", comment: "") } }
            """, kind: .button, style: .subheadline, weight: .bold),
        Row(name: "UISegmentedControl.insertSegment(withTitle:)", code: """
            import UIKit
            final class C: UIViewController { let s = UISegmentedControl()
              func f() { s.insertSegment(withTitle: NSLocalizedString("k", comment: ""), at: 0, animated: false) } }
            """, kind: .segment, style: nil, fixedSize: 13, weight: .medium, lines: 1, widthSource: .catalog),
    ]

    @Test(arguments: rows)
    func readsTheContext(_ row: Row) throws {
        let result = SourceScanner().scan(texts: [("V.swift", row.code)], keys: [ScanResult.TableKey(table: "Localizable", key: row.key)])
        let usages = result.usages.filter { $0.kind != .other && $0.key == row.key }
        try #require(usages.count == 1, "\(row.name): \(usages) unresolved: \(result.unresolved)")
        let u = usages[0]
        #expect(u.key == row.key)
        #expect(u.kind == row.kind)
        #expect(u.font?.style == row.style)
        #expect(u.font?.fixedSize == row.fixedSize)
        #expect(u.font?.effectiveWeight == row.weight)
        #expect(u.lines == row.lines)
        #expect(u.maxCategory == row.maxCategory)
        #expect(u.shrink?.scaleFactor == row.minimumScaleFactor)
        #expect(u.width.map(WidthFrom.init) == row.widthSource)
    }

    @Test func verbatimAndPlainUIKitStringsAreNotLocalized() {
        let code = swiftUISnippet(#"Text(verbatim: "k")"#) + "\nimport UIKit\nfunc f(l: UILabel) { l.text = \"k\" }\n"
        let result = SourceScanner().scan(texts: [("V.swift", code)], keys: [])
        #expect(result.usages.isEmpty)
        #expect(result.unresolved.isEmpty)
    }

    @Test func accessibilityModifiersAreNeverDrawn() {
        let result = SourceScanner().scan(texts: [("V.swift", Self.swiftUI(#"Image("x").accessibilityLabel("k").accessibilityHint("h")"#))], keys: [])
        #expect(result.usages.map(\.kind) == [.accessibilityOnly, .accessibilityOnly])
        #expect(result.usages.allSatisfy { $0.lines == nil && $0.font == nil })
    }

    /// Previews are drawn by Xcode only, and a blank key draws nothing: neither is a usage.
    @Test func previewsAndBlankKeysAreNotUsages() {
        let code = "import SwiftUI\n#Preview { Text(\"k\") }\nstruct P: PreviewProvider { static var previews: some View { Text(\"k\") } }\n"
            + "struct Wrapper: View { var body: some View { Toggle(\"k\", isOn: .constant(true)) } }\n#Preview { Wrapper() }\n"
            + Self.swiftUI(#"VStack { Text(""); Text(" ") }"#)
        let result = SourceScanner().scan(texts: [("V.swift", code)], keys: [ScanResult.TableKey(table: "Localizable", key: "k")])
        #expect(result.usages.filter { $0.kind != .other }.isEmpty, "\(result.usages)")
    }

    /// A verbatim empty fallback (`Text(name ?? "")`) is no reference to a catalog's empty key.
    @Test func anEmptyLiteralIsNoKeyReference() {
        let code = Self.swiftUI(#"Text(flag ? "k" : "").font(.caption)"#) + "struct W: View { let name: String?; var body: some View { Text(name ?? \"\") } }\n"
        let result = SourceScanner().scan(texts: [("V.swift", code)], keys: [ScanResult.TableKey(table: "Localizable", key: ""),
                                                                             ScanResult.TableKey(table: "Localizable", key: "k")])
        #expect(!result.usages.contains { $0.key.isEmpty }, "\(result.usages.map(\.key))")
        #expect(result.usages.contains { $0.key == "k" && $0.font?.style == .caption1 })
    }

    /// A UIKit view class that only a preview creates is not drawn by the app; the same class also
    /// registered (`Cell.self`), subclassed or held in a typed property is.
    @Test func viewClassOnlyPreviewsCreateIsNotDrawn() {
        let view = """
            import UIKit
            final class Editor: UIView { let field = UITextField()
              override init(frame: CGRect) { super.init(frame: frame); field.placeholder = NSLocalizedString("k", comment: "") } }
            extension Editor { func reset() { field.placeholder = NSLocalizedString("e", comment: "") } }
            import SwiftUI
            struct Editor_Previews: PreviewProvider { static var previews: some View { UIViewPreview { Editor() } } }

            """
        let keys: Set<ScanResult.TableKey> = [.init(table: "Localizable", key: "k"), .init(table: "Localizable", key: "e")]
        let dead = SourceScanner().scan(texts: [("E.swift", view)], keys: keys)
        #expect(dead.usages.filter { $0.kind != .other }.isEmpty, "\(dead.usages)")
        for use in ["final class Screen: UIViewController { let editor = Editor() }",
                    "final class Screen: UIViewController { var editor: Editor? }",
                    "func register(_ t: UITableView) { t.register(Editor.self, forCellReuseIdentifier: \"e\") }"] {
            let live = SourceScanner().scan(texts: [("E.swift", view), ("S.swift", "import UIKit\n" + use)], keys: keys)
            #expect(Set(live.usages.filter { $0.kind == .textFieldPlaceholder }.map(\.key)) == ["k", "e"], "\(use)")
        }
    }

    /// `UIContentUnavailableConfiguration.text` is drawn by the content-unavailable view, which wraps: never a one-line UILabel.
    @Test func contentUnavailableConfigurationTextWraps() {
        let code = """
            import UIKit
            final class VC: UIViewController { func make() -> UIContentUnavailableConfiguration {
              var config = UIContentUnavailableConfiguration.empty(); config.text = NSLocalizedString("k", comment: ""); return config } }
            """
        let usages = SourceScanner().scan(texts: [("VC.swift", code)], keys: []).usages.filter { $0.key == "k" }
        #expect(usages.count == 1)
        #expect(usages.allSatisfy { $0.lines == 0 && $0.font?.fixedSize == nil })
    }

    /// A font no Apple source documents is a measured estimate, never taken as known (warnings only).
    @Test func contentUnavailableFontIsAnEstimate() {
        let result = SourceScanner().scan(texts: [("V.swift", Self.swiftUI(#"ContentUnavailableView("k", systemImage: "x")"#))], keys: [])
        let usage = result.usages.first { $0.key == "k" }
        #expect(usage?.font?.evidence.isKnown == false)
        #expect(usage?.font?.evidence.detail.contains("measured") == true)
    }

    @Test func followsLocalsPropertiesTernariesAndSwitches() {
        let code = """
            import UIKit
            enum Mode { case a, b
              var title: String { switch self { case .a: return NSLocalizedString("a", comment: ""); case .b: return NSLocalizedString("b", comment: "") } } }
            final class C { let l = UILabel(); let mode = Mode.a; var on = false
              var caption: String { on ? NSLocalizedString("c", comment: "") : NSLocalizedString("d", comment: "") }
              func f() { let local = NSLocalizedString("e", comment: ""); l.text = local; l.text = caption; l.text = mode.title } }
            """
        let result = SourceScanner().scan(texts: [("C.swift", code)], keys: [])
        #expect(Set(result.usages.filter { $0.kind == .text }.map(\.key)) == ["a", "c", "d", "e"])
        // Nothing constructs `Mode.b`: its branch never runs.
        #expect(result.usages.filter { $0.key == "b" }.map(\.kind) == [.notDrawn])
    }

    @Test func whatCannotBeFollowedIsListedWithAReason() {
        let code = "import UIKit\nfunc f(l: UILabel, s: String, o: Other) { l.text = s; l.text = o.name; l.text = s * 2 }\n"
        let result = SourceScanner().scan(texts: [("C.swift", code)], keys: [])
        #expect(result.usages.isEmpty)
        #expect(result.unresolved.map(\.reason) == ["value passed in as a parameter: no call of parameter `s` of f found", "value from another type's property", "string built with an operator"])
    }

    /// A view property shown in one place of its type takes that place's context (a menu here).
    @Test func viewMembersTakeTheContextWhereTheyAreShown() {
        let code = """
            import SwiftUI
            struct V: View {
              var body: some View { Menu("m") { items }.font(.callout) }
              private var items: some View { Button("k") {} }
            }
            """
        let result = SourceScanner().scan(texts: [("V.swift", code)], keys: [])
        let k = result.usages.first { $0.key == "k" }
        #expect(k?.kind == .menuItem)
        #expect(k?.font?.style == .callout)
        #expect(k?.lines == 1)
    }

    /// A view member other types show in places that disagree (a tab item, picker rows): one usage
    /// per context, not the context inside the member.
    @Test func viewMemberShownByOtherTypesGivesOneUsagePerContext() {
        let code = """
            import SwiftUI
            enum AppTab: Hashable, CaseIterable { case home
              var label: some View { Label(title, systemImage: "x") }
              var title: LocalizedStringKey { switch self { case .home: "k" } } }
            struct Root: View { var body: some View { TabView { ForEach(AppTab.allCases, id: \\.self) { tab in Tab(value: tab) { Text("x") } label: { tab.label } } } } }
            struct Settings: View { @State var t = AppTab.home
              var body: some View { Form { Picker("p", selection: $t) { ForEach(AppTab.allCases, id: \\.self) { tab in tab.label.tag(tab) } } } } }
            """
        let result = SourceScanner().scan(texts: [("V.swift", code)], keys: [ScanResult.TableKey(table: "Localizable", key: "k")])
        let k = result.usages.filter { $0.key == "k" }
        #expect(Set(k.map(\.kind)) == [.tabItem, .menuItem], "\(k)")
        #expect(k.first { $0.kind == .tabItem }?.font?.fixedSize == 10)
        #expect(k.allSatisfy { $0.lines == 1 })
    }

    /// A view controller shown only as a page of a paging container (Tabman): its `title` is not a
    /// navigation bar title; the library draws it only through its bar's items.
    @Test func pageViewControllerTitleIsNotANavigationTitle() {
        let code = """
            import UIKit
            import Tabman
            final class Page: UIViewController { init() { super.init(nibName: nil, bundle: nil); title = NSLocalizedString("k", comment: "") } }
            final class Pages: TabmanViewController { func make() -> UIViewController { Page() } }
            final class Pushed: UIViewController { init() { super.init(nibName: nil, bundle: nil); title = NSLocalizedString("n", comment: "") } }
            func show(_ nav: UINavigationController) { nav.pushViewController(Pushed(), animated: true) }
            """
        let result = SourceScanner().scan(texts: [("P.swift", code)], keys: [])
        #expect(result.usages.first { $0.key == "k" }?.kind == .other)
        #expect(result.usages.first { $0.key == "n" }?.kind == .navigationTitle)
        #expect(result.unresolved.contains { $0.reason.contains("TabmanViewController") }, "\(result.unresolved)")
    }

    private func swiftUISnippet(_ body: String) -> String { Self.swiftUI(body) }
}
