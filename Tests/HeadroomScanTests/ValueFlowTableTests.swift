import DynamicType
import Testing
@testable import HeadroomScan

/// One row per value flow (`CallerFlow`, `KeyResolver`, `TypeInference`): real-looking Swift, the
/// keys the scan must place (with the context of the display site) and what it must leave unresolved.
@Suite struct ValueFlowTableTests {
    struct Placed: Equatable, CustomStringConvertible {
        var key: String
        var style: TextStyle?
        var lines: Int?
        var description: String { "\(key) \(style.map { "\($0)" } ?? "nil") \(lines.map(String.init) ?? "nil")" }
    }

    struct Row: CustomStringConvertible, Sendable {
        var name: String
        var files: [(String, String)]
        var placed: [(String, TextStyle?, Int?)]
        var unresolved: [String] = []
        var description: String { name }
    }

    static let rows: [Row] = [
        Row(name: "parameter of a view function, modifiers at the call", files: [("V.swift", """
            import SwiftUI
            struct V: View {
              var body: some View { row(title: "a").lineLimit(1) }
              func row(title: LocalizedStringKey) -> some View { HStack { Text(title).font(.caption) } }
            }
            """)], placed: [("a", .caption1, 1)]),
        Row(name: "parameter of a UIKit configure method, call in another file", files: [("Cell.swift", """
            import UIKit
            final class Cell: UITableViewCell {
              let titleLabel: UILabel = { let l = UILabel(); l.font = .preferredFont(forTextStyle: .title3); l.numberOfLines = 2; return l }()
              func configure(title: String) { titleLabel.text = title }
            }
            """), ("Controller.swift", """
            import UIKit
            final class Controller {
              func fill(_ cell: Cell) { cell.configure(title: NSLocalizedString("b", comment: "")) }
            }
            """)], placed: [("b", .title3, 2)]),
        Row(name: "a parameter passed on by its caller's own parameter", files: [("V.swift", """
            import SwiftUI
            struct V: View {
              var body: some View { outer(text: "c") }
              func outer(text: LocalizedStringKey) -> some View { inner(text: text).font(.footnote) }
              func inner(text: LocalizedStringKey) -> some View { Text(text) }
            }
            """)], placed: [("c", .footnote, 0)]),
        Row(name: "a function's result bound to the call's argument", files: [("C.swift", """
            import UIKit
            final class C {
              let l = UILabel()
              func label(for key: String) -> String { NSLocalizedString(key, comment: "") }
              func f() { l.text = label(for: "d") }
            }
            """)], placed: [("d", nil, 1)]),
        Row(name: "another type's stored property, set by its initialiser calls", files: [("M.swift", """
            struct Item {
              let title: String
              static let all: [Item] = [.init(title: NSLocalizedString("e1", comment: "")), Item(title: NSLocalizedString("e2", comment: ""))]
            }
            """), ("V.swift", """
            import SwiftUI
            struct V: View {
              var body: some View { List { ForEach(Item.all, id: \\.title) { item in Text(item.title).font(.headline) } } }
            }
            """)], placed: [("e1", .headline, 0), ("e2", .headline, 0)]),
        Row(name: "another type's property set by assignments in its own methods", files: [("M.swift", """
            import SwiftUI
            final class Model: ObservableObject {
              @Published var title: LocalizedStringKey = "f1"
              func reload() { title = "f2" }
            }
            struct V: View {
              @StateObject var model = Model()
              var body: some View { Text(model.title).lineLimit(3) }
            }
            """)], placed: [("f1", .body, 3), ("f2", .body, 3)]),
        Row(name: "enum with a computed title through a static member and an optional chain", files: [("V.swift", """
            import SwiftUI
            enum Mode { case a, b
              var title: LocalizedStringKey { switch self { case .a: "g1"; case .b: "g2" } }
              static let standard = Mode.a
              static let alternative = Mode.b }
            struct Holder { var mode: Mode? }
            struct V: View {
              let holder: Holder
              var body: some View { Text(holder.mode?.title ?? Mode.standard.title).font(.title2) }
            }
            """)], placed: [("g1", .title2, 0), ("g2", .title2, 0)]),
        Row(name: "data source: array literal of keys shown by ForEach", files: [("V.swift", """
            import SwiftUI
            struct V: View {
              let tips: [LocalizedStringKey] = ["h1", "h2"]
              var body: some View { ForEach(tips, id: \\.self) { Text($0).font(.callout) } }
            }
            """)], placed: [("h1", .callout, 0), ("h2", .callout, 0)]),
        Row(name: "data source: diffable items with associated values, cellForRowAt-style", files: [("D.swift", """
            import UIKit
            enum Row: Hashable { case setting(Setting) }
            enum Setting: Hashable { case a
              var title: String { switch self { case .a: return NSLocalizedString("i", comment: "") } } }
            final class Source {
              func make(_ t: UITableView) -> UITableViewDiffableDataSource<Int, Row> {
                UITableViewDiffableDataSource(tableView: t) { t, indexPath, row in
                  let cell = t.dequeueReusableCell(withIdentifier: "c", for: indexPath)
                  switch row { case .setting(let s): cell.textLabel?.text = s.title }
                  return cell
                }
              }
            }
            """)], placed: [("i", nil, 1)]),
        Row(name: "one view used in two places: one usage per call site, each with its context", files: [("V.swift", """
            import SwiftUI
            struct Tag: View { let text: LocalizedStringKey; var body: some View { Text(text) } }
            struct V: View {
              var body: some View { VStack { Tag(text: "j1").font(.caption); Tag(text: "j2").font(.largeTitle).lineLimit(1) } }
            }
            """)], placed: [("j1", .caption1, 0), ("j2", .largeTitle, 1)]),
        Row(name: "an app view's String.LocalizationValue property shown with Text(String(localized:))", files: [("V.swift", """
            import SwiftUI
            enum Templates {
              struct IconLabel: View {
                let icon: String
                let text: String.LocalizationValue
                var body: some View { HStack { Image(systemName: icon); Text(String(localized: text)) } }
              }
            }
            struct V: View {
              var body: some View { List { Templates.IconLabel(icon: "x", text: "lv1").font(.caption) } }
            }
            """)], placed: [("lv1", .caption1, 0)]),
        Row(name: "an app view's LocalizedStringResource property shown with Text(_:)", files: [("V.swift", """
            import SwiftUI
            struct Badge: View { let title: LocalizedStringResource; var body: some View { Text(title).font(.headline) } }
            struct V: View { var body: some View { Badge(title: "lv2") } }
            """)], placed: [("lv2", .headline, 0)]),
        Row(name: "a function's String.LocalizationValue parameter", files: [("V.swift", """
            import SwiftUI
            struct V: View {
              var body: some View { row("lv3") }
              func row(_ text: String.LocalizationValue) -> some View { Text(String(localized: text)).font(.footnote) }
            }
            """)], placed: [("lv3", .footnote, 0)]),
        Row(name: "Text(optionalString ?? literal) is verbatim; a LocalizedStringKey? fallback is a key", files: [("V.swift", """
            import SwiftUI
            struct V: View {
              let region: String?
              let title: LocalizedStringKey?
              var body: some View { VStack { Text(region ?? "vb1"); Text(title ?? "vb2").font(.caption) } }
            }
            """)], placed: [("vb2", .caption1, 0)],
            unresolved: ["value from a stored property no code sets: property `V.region`", "value from a stored property no code sets: property `V.title`"]),
        Row(name: "a call whose receiver is of another type is not followed", files: [("V.swift", """
            import UIKit
            final class A { let l = UILabel(); func show(text: String) { l.text = text } }
            final class B { func show(text: String) {} }
            func f(b: B) { b.show(text: NSLocalizedString("k", comment: "")) }
            """)], placed: [], unresolved: ["value passed in as a parameter: no call of parameter `text` of A.show found"]),
        Row(name: "a local assigned in branches", files: [("C.swift", """
            import UIKit
            func f(l: UILabel, on: Bool) {
              let t: String
              if on { t = NSLocalizedString("l1", comment: "") } else { t = NSLocalizedString("l2", comment: "") }
              l.text = t
            }
            """)], placed: [("l1", nil, 1), ("l2", nil, 1)]),
        Row(name: "attributed text: the attributes' font, the label's lines", files: [("C.swift", """
            import UIKit
            final class C {
              let l: UILabel = { let l = UILabel(); l.font = .preferredFont(forTextStyle: .caption1); l.numberOfLines = 2; return l }()
              func f() {
                l.attributedText = NSAttributedString(string: NSLocalizedString("m1", comment: ""),
                                                      attributes: [.font: UIFont.preferredFont(forTextStyle: .title2), .kern: 1])
              }
            }
            """)], placed: [("m1", .title2, 2)]),
        Row(name: "configuration attributed title through a local, and one built by appending parts", files: [("B.swift", """
            import UIKit
            func make() -> UIButton {
              var config = UIButton.Configuration.plain()
              let title = AttributedString(NSLocalizedString("m2", comment: ""), attributes: AttributeContainer([.font: UIFont.preferredFont(forTextStyle: .headline)]))
              config.attributedTitle = title
              var parts = AttributedString(NSLocalizedString("m3", comment: ""))
              parts.append(AttributedString(" "))
              config.attributedTitle = parts
              return UIButton(configuration: config)
            }
            """)], placed: [("m2", .headline, 0), ("m3", .body, 0)]),
        Row(name: "Text(verbatim:) of a localized string is shown; a literal or data there is no key", files: [("V.swift", """
            import SwiftUI
            struct V: View {
              let name: String
              var body: some View {
                VStack { Text(verbatim: NSLocalizedString("n1", comment: "")).font(.caption).lineLimit(2); Text(verbatim: name); Text(verbatim: "n2") }
              }
            }
            """)], placed: [("n1", .caption1, 2)]),
        Row(name: "table section titles a data source returns, through its section identifier", files: [("S.swift", """
            import UIKit
            enum Section: Hashable {
              case general
              var title: String { switch self { case .general: return NSLocalizedString("o1", comment: "") } }
            }
            final class Source: UITableViewDiffableDataSource<Section, Int> {
              override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                guard let s = sectionIdentifier(for: section) else { return nil }
                return s.title.uppercased()
              }
              override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { NSLocalizedString("o2", comment: "") }
            }
            """)], placed: [("o1", .footnote, 0), ("o2", .footnote, 0)]),
        Row(name: "a view's own accessibility text and custom action names are never drawn", files: [("A.swift", """
            import UIKit
            final class Badge: UIView {
              func setUp() {
                accessibilityLabel = NSLocalizedString("p1", comment: "")
                accessibilityCustomActions = [UIAccessibilityCustomAction(name: NSLocalizedString("p2", comment: ""), target: nil, selector: #selector(setUp))]
              }
            }
            """)], placed: [("p1", nil, nil), ("p2", nil, nil)]),
        Row(name: "MetaLabel content is drawn; a font and lines the code does not set are estimates (a class outside the repository)", files: [("T.swift", """
            import UIKit
            import MetaTextKit
            final class TitleView: UIView {
              let titleLabel = MetaLabel()
              func update(title: String) { titleLabel.configure(content: PlaintextMetaContent(string: title)) }
            }
            final class Controller { let v = TitleView(); func f() { v.update(title: NSLocalizedString("q", comment: "")) } }
            """)], placed: [("q", nil, 1)]),
        Row(name: "Swift subtyping: an extension of a UIKit class called in a subclass and on a UIKit subclass, a protocol requirement dispatched to its implementation", files: [("Alerts.swift", """
            import UIKit
            enum Texts {
              static let failed = NSLocalizedString("s1", comment: "")
              static let offline = NSLocalizedString("s2", comment: "")
            }
            extension UIViewController {
              func showFailure(_ message: String, title: String? = nil) {
                present(UIAlertController(title: title, message: message, preferredStyle: .alert), animated: true)
              }
            }
            class BaseController: UIViewController {}
            final class ListController: BaseController {
              func fail() { showFailure(Texts.failed) }
            }
            """), ("Flow.swift", """
            import UIKit
            protocol ProgressHost { func showProgress(title: String) }
            final class Overlay: ProgressHost {
              let status = UILabel()
              func showProgress(title: String) { status.text = title }
            }
            final class Flow {
              let host: ProgressHost
              let navigation: UINavigationController
              init(host: ProgressHost, navigation: UINavigationController) { self.host = host; self.navigation = navigation }
              func run() {
                navigation.showFailure(Texts.offline, title: NSLocalizedString("s3", comment: ""))
                host.showProgress(title: NSLocalizedString("s4", comment: ""))
              }
            }
            """)], placed: [("s1", .footnote, 0), ("s2", .footnote, 0), ("s3", .headline, 0), ("s4", nil, 1)]),
        Row(name: "an enum's computed title, read through a closure parameter of map over a static list of its cases (bare cases, [Self])", files: [("Options.swift", """
            enum Timeout {
              static let values = [short, long]
              case short, long
              var title: String {
                switch self {
                case .short: return NSLocalizedString("t1", comment: "")
                case .long: return NSLocalizedString("t2", comment: "")
                }
              }
            }
            enum Detail {
              static var all: [Self] = [.name, .date]
              case name, date
              var title: String {
                switch self {
                case .name: return NSLocalizedString("t3", comment: "")
                case .date: return NSLocalizedString("t4", comment: "")
                }
              }
            }
            """), ("Menus.swift", """
            import UIKit
            final class Settings: UIViewController {
              let caption = UILabel()
              func timeoutMenu() -> UIMenu {
                UIMenu(children: Timeout.values.map { option in UIAction(title: option.title) { _ in } })
              }
              func showDetails() { Detail.all.forEach { detail in caption.text = detail.title } }
            }
            """)], placed: [("t1", .body, 1), ("t2", .body, 1), ("t3", nil, 1), ("t4", nil, 1)]),
        Row(name: "a nested type named bare inside its outer type, and a property its superclass declares", files: [("Cell.swift", """
            import UIKit
            class ItemConfig {
              var title: String
              init(title: String) { self.title = title }
            }
            final class ValueCell: UITableViewCell {
              let caption = UILabel()
              final class Config: ItemConfig {}
              func configure(with config: Config) { caption.text = config.title }
            }
            final class Screen {
              func fill(_ cell: ValueCell) { cell.configure(with: ValueCell.Config(title: NSLocalizedString("n1", comment: ""))) }
            }
            """)], placed: [("n1", nil, 1)]),
        Row(name: "`.init` as an enum case's associated value, of one of two nested types of one name, through `super.init`", files: [("Cells.swift", """
            import UIKit
            class ItemConfig {
              var title: String
              init(title: String) { self.title = title }
            }
            final class RowCell: UICollectionViewListCell {
              func configure(with config: Config) {
                var content = UIListContentConfiguration.cell()
                content.text = config.title
                contentConfiguration = content
              }
              final class Config: ItemConfig {
                var flag: Bool
                init(title: String, flag: Bool = false) { self.flag = flag; super.init(title: title) }
              }
            }
            final class SwitchCell: UICollectionViewListCell {
              let caption = UILabel()
              func configure(with config: Config) { caption.text = config.title }
              final class Config: ItemConfig {}
            }
            """), ("List.swift", """
            import UIKit
            enum Item { case row(_ config: RowCell.Config), toggle(SwitchCell.Config) }
            final class ListScreen {
              func items() -> [Item] {
                [.row(.init(title: NSLocalizedString("e1", comment: ""))), Item.toggle(.init(title: NSLocalizedString("e2", comment: "")))]
              }
            }
            """)], placed: [("e1", .body, 0), ("e2", nil, 1)]),
        Row(name: "a format's key kept through `String(format:)` and `localizedStringWithFormat`, in a local and into a helper's parameter", files: [("F.swift", """
            import UIKit
            enum Texts { static let template = NSLocalizedString("f3", comment: "") }
            final class Screen: UIViewController {
              let caption = UILabel()
              func show(_ message: String) { caption.text = message }
              func f(n: Int) {
                caption.text = String(format: NSLocalizedString("f1", comment: ""), n)
                let message = String.localizedStringWithFormat(NSLocalizedString("f2", comment: ""), n)
                show(message)
                show(String.localizedStringWithFormat(Texts.template, "x"))
              }
            }
            """)], placed: [("f1", nil, 1), ("f2", nil, 1), ("f3", nil, 1)]),
        Row(name: "LocalizedError texts through the protocol, into an alert a helper makes", files: [("E.swift", """
            import Foundation
            enum UploadError: LocalizedError {
              case tooLarge
              var errorDescription: String? { NSLocalizedString("r1", comment: "") }
            }
            struct Plain: Error {}
            """), ("A.swift", """
            import UIKit
            extension UIAlertController {
              static func standard(of error: Error) -> UIAlertController {
                let title: String? = {
                  if let error = error as? LocalizedError { return error.errorDescription }
                  return nil
                }()
                return UIAlertController(title: title, message: nil, preferredStyle: .alert)
              }
            }
            """)], placed: [("r1", .headline, 0)]),
        Row(name: "a widget provider's Entry and a typealias name the type whose property is shown", files: [("W.swift", """
            import SwiftUI
            import WidgetKit
            struct Entry2: TimelineEntry { var date: Date; var name: String }
            struct Provider: TimelineProvider {
              func placeholder(in context: Context) -> Entry2 { Entry2(date: .now, name: NSLocalizedString("s1", comment: "")) }
            }
            struct WidgetView: View {
              var entry: Provider.Entry
              var body: some View { Text(entry.name).font(.caption).lineLimit(1) }
            }
            struct Other: View {
              typealias Model = Entry2
              var model: Model
              var body: some View { Text(model.name).font(.title) }
            }
            """)], placed: [("s1", .caption1, 1), ("s1", .title1, 0)]),
        Row(name: "Combine: a @Published property and a mapped CombineLatest into a sink that sets the text; a sink inside a sink of the same name", files: [("M.swift", """
            import UIKit
            import Combine
            final class ComposeModel {
              let label = UILabel()
              var bag = Set<AnyCancellable>()
              func bind() { $title.sink { [weak self] title in self?.label.text = title }.store(in: &bag) }
              @Published var title = NSLocalizedString("t1", comment: "")
              @Published var expired = false
              @Published var votes = 0
              init(reply: Bool) { if reply { title = NSLocalizedString("t2", comment: "") } }
            }
            """), ("C.swift", """
            import UIKit
            import Combine
            final class ComposeController: UIViewController {
              let model = ComposeModel(reply: false)
              let countdownLabel = UILabel()
              var bag = Set<AnyCancellable>()
              func bind() {
                model.$title.receive(on: DispatchQueue.main).sink { [weak self] title in self?.title = title }.store(in: &bag)
                let countdown = model.$expired.map { expired -> String? in expired ? NSLocalizedString("t3", comment: "") : nil }
                Publishers.CombineLatest(model.$votes, countdown).sink { [weak self] _, text in self?.countdownLabel.text = text ?? "-" }.store(in: &bag)
                [1, 2].map { n in n }.forEach { _ in }
                model.$title.sink { title in self.model.$title.sink { title in self.countdownLabel.text = title }.store(in: &self.bag) }.store(in: &bag)
              }
            }
            """)],
            // `t2` reaches two labels with the same box from one site: one usage (`ScanUsage.distinct`).
            placed: [("t1", nil, 1), ("t2", nil, 1), ("t3", nil, 1), ("t1", nil, 1), ("t2", nil, 1), ("t1", nil, 1)]),
        Row(name: "a protocol requirement read on a generic parameter (data source behind a typealias): each conforming type's switch", files: [("L.swift", """
            import UIKit
            protocol SectionInfo: Hashable { var footer: String? { get } }
            class ListScreen<Section: SectionInfo>: UIViewController {
              typealias Source = UICollectionViewDiffableDataSource<Section, Int>
              var source: Source!
              let note: UILabel = { let l = UILabel(); l.font = .preferredFont(forTextStyle: .footnote); l.numberOfLines = 0; return l }()
              func show(at indexPath: IndexPath) {
                guard let section = self.source.sectionIdentifier(for: indexPath.section) else { return }
                note.text = section.footer
              }
            }
            """), ("P.swift", """
            import UIKit
            final class PrivacyScreen: ListScreen<PrivacyScreen.Section> {
              enum Section: SectionInfo {
                case a, b
                var footer: String? { switch self { case .a: return NSLocalizedString("p1", comment: ""); case .b: return nil } }
              }
            }
            enum Other: SectionInfo { case x; var footer: String? { NSLocalizedString("p2", comment: "") } }
            enum Unrelated { case y; var footer: String? { NSLocalizedString("p3", comment: "") } }
            """), ("F.swift", """
            import UIKit
            final class Finder: UIViewController {
              enum Section { case top; var footer: String? { NSLocalizedString("p4", comment: "") } }
              typealias Source = UICollectionViewDiffableDataSource<Section, Int>
              var source: Source!
              let hint = UILabel()
              func show(at indexPath: IndexPath) {
                guard let section = self.source.sectionIdentifier(for: indexPath.section) else { return }
                hint.text = section.footer
              }
            }
            final class Other2: UIViewController { enum Section { case z; var footer: String? { NSLocalizedString("p5", comment: "") } } }
            """)], placed: [("p1", .footnote, 0), ("p2", .footnote, 0), ("p4", nil, 1)]),
        Row(name: "a protocol member read on a `where`-constrained parameter and on an existential: conformers, refinements, the extension's default", files: [("M.swift", """
            import SwiftUI
            protocol Titled: Hashable { var title: String { get } }
            extension Titled { var title: String { NSLocalizedString("d0", comment: "") } }
            protocol Choice: Titled {}
            enum Theme: Titled { case dark, light
              var title: String { switch self { case .dark: NSLocalizedString("d1", comment: ""); case .light: NSLocalizedString("d2", comment: "") } }
            }
            enum Mode: Choice { case one; var title: String { NSLocalizedString("d3", comment: "") } }
            enum Size: Titled { case small }
            struct MenuField<T>: View where T: Titled {
              let options: [T]
              @Binding var selection: T
              var body: some View {
                VStack {
                  ForEach(options, id: \\.self) { option in Text(option.title) }
                  Text(selection.title).font(.caption).lineLimit(1)
                }
              }
            }
            final class Cell: UITableViewCell {
              let caption: UILabel = { let l = UILabel(); l.font = .preferredFont(forTextStyle: .title3); return l }()
              func fill(_ item: any Titled) { caption.text = item.title }
            }
            """)], placed: [("d0", .body, 0), ("d1", .body, 0), ("d2", .body, 0), ("d3", .body, 0),
                           ("d0", .caption1, 1), ("d1", .caption1, 1), ("d2", .caption1, 1), ("d3", .caption1, 1),
                           ("d0", .title3, 1), ("d1", .title3, 1), ("d2", .title3, 1), ("d3", .title3, 1)]),
        Row(name: "parts of a shown text: array literals joined (also through a local and `compactMap { $0 }`) and `+` concatenation", files: [("J.swift", """
            import UIKit
            import SwiftUI
            enum Texts {
              static let intro = NSLocalizedString("j1", comment: "")
              static let warning = NSLocalizedString("j2", comment: "")
              static let important = NSLocalizedString("j5", comment: "")
            }
            final class Screen: UIViewController {
              let caption: UILabel = { let l = UILabel(); l.numberOfLines = 0; return l }()
              let status: UILabel = { let l = UILabel(); l.font = .preferredFont(forTextStyle: .headline); return l }()
              func f(name: String?) {
                caption.text = [Texts.intro, Texts.warning].joined(separator: "\\n\\n")
                let parts = [NSLocalizedString("j3", comment: ""), name]
                status.text = parts.compactMap { $0 }.joined(separator: " ")
              }
            }
            struct V: View {
              var body: some View {
                Text(Texts.important + ": ").font(.caption)
                Text(NSLocalizedString("j6", comment: "") + " " + NSLocalizedString("j7", comment: "")).lineLimit(2)
              }
            }
            """)], placed: [("j1", nil, 0), ("j2", nil, 0), ("j3", .headline, 1), ("j5", .caption1, 0), ("j6", .body, 2), ("j7", .body, 2)],
            unresolved: ["value passed in as a parameter: no call of parameter `name` of Screen.f found"]),
        Row(name: "a cell class's own label settings fill what the site leaves unset (`textLabel?.numberOfLines = 0` in its initializer)", files: [("W.swift", """
            import UIKit
            class WrapCell: UITableViewCell {
              override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
                setup()
              }
              required init?(coder: NSCoder) { fatalError() }
              private func setup() {
                textLabel?.font = .preferredFont(forTextStyle: .body)
                textLabel?.numberOfLines = 0
              }
            }
            final class Screen: UITableViewController {
              func configure(_ cell: WrapCell) {
                cell.textLabel?.font = .preferredFont(forTextStyle: .headline)
                cell.textLabel?.text = NSLocalizedString("w1", comment: "")
              }
              func plain(_ cell: UITableViewCell) {
                cell.textLabel?.font = .preferredFont(forTextStyle: .headline)
                cell.textLabel?.text = NSLocalizedString("w2", comment: "")
              }
            }
            """)], placed: [("w1", .headline, 0), ("w2", .headline, 1)]),
        Row(name: "`newValue` in a computed property's setter: what other types assign to the property", files: [("C.swift", """
            import UIKit
            final class LengthCell: UITableViewCell {
              private let titleLabel: UILabel = { let l = UILabel(); l.font = .preferredFont(forTextStyle: .subheadline); l.numberOfLines = 2; return l }()
              var title: String? {
                get { titleLabel.text }
                set { titleLabel.text = newValue }
              }
              var note: String? {
                get { nil }
                set(text) { titleLabel.text = text }
              }
            }
            """), ("S.swift", """
            import UIKit
            final class Screen {
              func fill(_ cell: LengthCell) {
                cell.title = NSLocalizedString("n1", comment: "")
                cell.note = NSLocalizedString("n2", comment: "")
              }
            }
            """)], placed: [("n1", .subheadline, 2), ("n2", .subheadline, 2)]),
        Row(name: "a generic view's parameter bound where the app constructs it: only that type's member (a preview's binding left out)", files: [("G.swift", """
            import SwiftUI
            protocol Named: Hashable { var name: String { get } }
            enum Hue: Named { case red
              static let allCases: [Hue] = [.red]
              var name: String { NSLocalizedString("b1", comment: "") }
            }
            enum Shape: Named { case round
              static let allCases: [Shape] = [.round]
              var name: String { NSLocalizedString("b2", comment: "") }
            }
            struct Choices<T: Named>: View {
              let options: [T]
              var body: some View { ForEach(options, id: \\.self) { option in Text(option.name).font(.footnote) } }
            }
            struct Screen: View { var body: some View { Choices(options: Hue.allCases) } }
            #Preview { Choices(options: Shape.allCases) }
            """)], placed: [("b1", .footnote, 0)]),
        Row(name: "a generated format accessor's argument that is a key itself is a part of the shown text; a count argument is no failure", files: [("L.swift", """
            import Foundation
            enum L10n {
              static func unlockWith(_ p1: Any) -> String { L10n.tr("Localizable", "UnlockWith", String(describing: p1)) }
              static func items(_ p1: Int) -> String { L10n.tr("Localizable", "Items", p1) }
              static var faceID: String { L10n.tr("Localizable", "FaceID") }
            }
            """), ("V.swift", """
            import SwiftUI
            struct V: View {
              let count: Int
              var body: some View {
                Text(L10n.unlockWith(L10n.faceID)).font(.headline)
                Text(L10n.items(count)).lineLimit(1)
              }
            }
            """)], placed: [("UnlockWith", .headline, 0), ("FaceID", .headline, 0), ("Items", .body, 1)]),
        Row(name: "a member switching over `self`, read on a value whose cases the code writes: only those cases' branches", files: [("E.swift", """
            import UIKit
            enum Provider { case drive, box, cloud
              var title: String {
                switch self {
                case .drive: return NSLocalizedString("v1", comment: "")
                case .box: return NSLocalizedString("v2", comment: "")
                case .cloud: return NSLocalizedString("v3", comment: "")
                }
              }
            }
            struct Account { func provider(full: Bool) -> Provider { full ? .drive : .box } }
            final class C {
              let l = UILabel()
              let account = Account()
              func f() { l.text = account.provider(full: true).title }
            }
            """)], placed: [("v1", nil, 1), ("v2", nil, 1)]),
        Row(name: "a list cell registered as a section header or footer: its default content configuration is the header's or footer's", files: [("H.swift", """
            import UIKit
            final class Lists: UIViewController {
              func header() -> UICollectionView.SupplementaryRegistration<UICollectionViewListCell> {
                UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { view, kind, indexPath in
                  var content = view.defaultContentConfiguration()
                  content.text = NSLocalizedString("h1", comment: "")
                  view.contentConfiguration = content
                }
              }
              func cells() -> UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
                UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, indexPath, item in
                  var content = cell.defaultContentConfiguration()
                  content.text = NSLocalizedString("h2", comment: "")
                  cell.contentConfiguration = content
                }
              }
            }
            """)], placed: [("h1", .footnote, 0), ("h2", .body, 0)]),
        Row(name: "a closure parameter shadows the local publisher of its name; a var's += parts", files: [("P.swift", """
            import UIKit
            import Combine
            final class PollView: UIView { let votes = UILabel(); let countdown = UILabel() }
            final class PollModel {
              @Published var voters: Int? = nil
              @Published var expired = false
              var bag = Set<AnyCancellable>()
              func bind(view: PollView) {
                let vote = $voters.map { voters -> String in
                  var description = ""
                  if let voters { description += String(format: NSLocalizedString("r1", comment: ""), voters) }
                  return description
                }
                let countdown = $expired.map { expired -> String? in expired ? NSLocalizedString("r2", comment: "") : nil }
                Publishers.CombineLatest(vote, countdown)
                  .sink { vote, countdown in
                    view.votes.text = vote
                    view.countdown.text = countdown ?? "-"
                  }
                  .store(in: &bag)
              }
            }
            """)], placed: [("r1", nil, 1), ("r2", nil, 1)]),
        Row(name: "the element of a for-in over enumerated(), a computed property over the enum's cases", files: [("S.swift", """
            import UIKit
            enum Scope {
              case all, mentions
              var title: String {
                switch self {
                case .all: return NSLocalizedString("s1", comment: "")
                case .mentions: return NSLocalizedString("s2", comment: "")
                }
              }
            }
            final class C: UIViewController {
              let control = UISegmentedControl()
              override func viewDidLoad() { setUp(scopes: [.all, .mentions]) }
              private func setUp(scopes: [Scope]) {
                for (i, scope) in scopes.enumerated() { control.insertSegment(withTitle: scope.title, at: i, animated: false) }
              }
            }
            """)], placed: [("s1", nil, 1), ("s2", nil, 1)]),
        Row(name: "Voice Control's input labels, an array from a computed property or a literal, are never drawn", files: [("T.swift", """
            import UIKit
            import SwiftUI
            enum Tab {
              case home, search
              var inputLabels: [String]? {
                switch self {
                case .home: return nil
                case .search: return [NSLocalizedString("t1", comment: ""), NSLocalizedString("t2", comment: "")]
                }
              }
            }
            func item(for tab: Tab) -> UITabBarItem {
              let item = UITabBarItem()
              item.accessibilityUserInputLabels = tab.inputLabels
              return item
            }
            struct V: View { var body: some View { Image(systemName: "x").accessibilityInputLabels(["t3"]) } }
            """)], placed: [("t1", nil, nil), ("t2", nil, nil), ("t3", nil, nil)]),
        Row(name: "an array a publisher maps to, joined: its elements are the joined text's parts", files: [("J.swift", """
            import UIKit
            import Combine
            final class Toolbar: UIView {
              @Published var replies = 0
              var bag = Set<AnyCancellable>()
              func bind() {
                $replies
                  .map { [NSLocalizedString("w1", comment: ""), String(format: NSLocalizedString("w2", comment: ""), $0)] }
                  .map { $0.joined(separator: ", ") }
                  .sink { [weak self] label in self?.accessibilityCustomActions = [UIAccessibilityCustomAction(name: label) { _ in true }] }
                  .store(in: &bag)
              }
            }
            """)], placed: [("w1", nil, nil), ("w2", nil, nil)]),
        Row(name: "a value a switch case binds to an associated value: each construction of the case", files: [("U.swift", """
            import UIKit
            enum Item: Hashable {
              case user(id: Int)
              case footer(text: String)
            }
            final class FooterCell: UITableViewCell {
              let message: UILabel = { let l = UILabel(); l.font = .preferredFont(forTextStyle: .footnote); l.numberOfLines = 0; return l }()
            }
            final class Lists {
              func make(_ t: UITableView) -> UITableViewDiffableDataSource<Int, Item> {
                UITableViewDiffableDataSource(tableView: t) { t, indexPath, item in
                  switch item {
                  case .user: return UITableViewCell()
                  case .footer(let text):
                    let cell = t.dequeueReusableCell(withIdentifier: "f", for: indexPath) as! FooterCell
                    cell.message.text = text
                    return cell
                  }
                }
              }
              func reload(_ s: inout NSDiffableDataSourceSnapshot<Int, Item>) {
                let text = NSLocalizedString("x1", comment: "")
                s.appendItems([.footer(text: text)], toSection: 0)
              }
            }
            enum Badge {
              case custom(String)
              case none
              var title: String? {
                switch self {
                case let .custom(t): return t
                case .none: return nil
                }
              }
            }
            final class BadgeView: UIView {
              let label = UILabel()
              func show(_ badge: Badge) { label.text = badge.title }
              func f() { show(.custom(NSLocalizedString("x2", comment: ""))); show(Badge.custom(NSLocalizedString("x3", comment: ""))) }
            }
            """)], placed: [("x1", .footnote, 0), ("x2", nil, 1), ("x3", nil, 1)]),
        Row(name: "what if let / guard let unwraps", files: [("L.swift", """
            import UIKit
            final class L: UIView {
              let label = UILabel()
              func f(_ t: String?) {
                guard let text = t else { return }
                label.text = text
              }
              func g() { f(NSLocalizedString("y1", comment: "")) }
              func h(flag: Bool) { if let title = flag ? NSLocalizedString("y2", comment: "") : nil { label.text = title } }
            }
            """)], placed: [("y1", nil, 1), ("y2", nil, 1)]),
        Row(name: "if let over a member of a protocol String conforms to (extension Collection), read on a string", files: [("V.swift", """
            import SwiftUI
            extension Collection {
              var nilIfEmpty: Self? { isEmpty ? nil : self }
            }
            struct Group: Identifiable { let id: String; let name: String }
            struct V: View {
              let groups: [Group] = [Group(id: "f", name: NSLocalizedString("z1", comment: ""))]
              var body: some View { ForEach(groups) { group in header(title: group.name) } }
              @ViewBuilder private func header(title: String?) -> some View {
                if let title = title?.nilIfEmpty { Text(title).font(.footnote) }
              }
            }
            """)], placed: [("z1", .footnote, 0)]),
        Row(name: "a switch over a value of unknown type (an SDK's enum) takes no construction of the app's enum's case", files: [("R.swift", """
            import UIKit
            enum Outcome<T> { case success(T); case failure(String) }
            func load(completion: (Outcome<Int>) -> Void) { completion(.failure(NSLocalizedString("v9", comment: ""))) }
            final class Host: UIViewController {
              let label = UILabel()
              func enroll(manager: SDKManager) {
                manager.onResult = { [weak self] result in
                  switch result {
                  case .failure(let message): self?.label.text = message
                  default: break
                  }
                }
              }
            }
            """)], placed: [], unresolved: ["value from a property the scan does not see"]),
        Row(name: "a test bundle's constructions and calls set nothing the app shows", files: [("V.swift", """
            import SwiftUI
            enum Filter: Hashable {
              case home
              case group(title: String)
              func title() -> String {
                switch self {
                case .home: return NSLocalizedString("home", comment: "")
                case .group(let title): return title
                }
              }
            }
            struct Pill: View { let filter: Filter; var body: some View { Label(filter.title(), systemImage: "x") } }
            struct Row: View {
              let caption: String
              var body: some View { Text(caption) }
            }
            """), ("FilterTests.swift", """
            import Testing
            @testable import App
            struct FilterTests {
              @Test(arguments: [Filter.group(title: NSLocalizedString("t1", comment: ""))])
              func codable(filter: Filter) { _ = Row(caption: NSLocalizedString("t2", comment: "")) }
            }
            """), ("OldTests.swift", """
            import XCTest
            final class OldTests: XCTestCase { func testRow() { _ = Row(caption: NSLocalizedString("t3", comment: "")) } }
            """)], placed: [("home", .body, 0)], unresolved: [
                "value passed in as a parameter: no call of associated value `title` of case Filter.group found",
                "value from a stored property no code sets: property `Row.caption`",
            ]),
        Row(name: "an attributed title built by appending parts: each part in its own attributes' font", files: [("A.swift", """
            import UIKit
            final class C: UIViewController {
              let button: UIButton = {
                let bold = UIFont.systemFont(ofSize: 15, weight: .bold)
                var configuration = UIButton.Configuration.plain()
                let more = AttributedString(NSLocalizedString("u2", comment: ""), attributes: .init([.font: bold]))
                var title = AttributedString(NSLocalizedString("u1", comment: ""), attributes: .init([.font: UIFont.systemFont(ofSize: 15, weight: .regular)]))
                title.append(AttributedString(" "))
                title.append(more)
                configuration.attributedTitle = title
                return UIButton(configuration: configuration)
              }()
              let label = UILabel()
              func f() {
                let text = NSMutableAttributedString(string: NSLocalizedString("u3", comment: ""))
                text.addAttributes([.kern: 1], range: NSRange(location: 0, length: 1))
                label.attributedText = text
              }
            }
            """)], placed: [("u1", nil, 0), ("u2", nil, 0)], unresolved: ["attributed string built from several parts"]),
        // A `String` enum's raw value is a literal: the one written, or the case's name when none is; a
        // key where a lookup takes it, shown as it is in `Text(String)`.
        Row(name: "raw values of a String enum as keys", files: [("Mode.swift", """
            enum Mode: String, CaseIterable {
              case all = "mode.all"
              case read = "mode.read"
            }
            enum Sort: String, CaseIterable {
              case newest
              case oldest
            }
            """), ("V.swift", """
            import SwiftUI
            import UIKit
            struct V: View {
              var body: some View {
                VStack {
                  Text(LocalizedStringKey(Mode.all.rawValue)).font(.headline)
                  Text(Mode.read.rawValue)
                  ForEach(Sort.allCases, id: \\.self) { Text(LocalizedStringKey($0.rawValue)).font(.caption) }
                }
              }
            }
            final class C {
              let label = UILabel()
              func show(_ mode: Mode) {
                label.font = .preferredFont(forTextStyle: .footnote)
                label.text = NSLocalizedString(Mode.read.rawValue, comment: "")
              }
            }
            """)], placed: [("mode.all", .headline, 0), ("newest", .caption1, 0), ("oldest", .caption1, 0), ("mode.read", .footnote, 1)]),
    ]

    @Test(arguments: rows)
    func followsTheValue(_ row: Row) {
        let keys = Set(row.placed.map { ScanResult.TableKey(table: "Localizable", key: $0.0) })
        let result = SourceScanner().scan(texts: row.files, keys: keys)
        let placed = result.usages.filter { $0.kind != .other }
            .map { Placed(key: $0.key, style: $0.font?.style, lines: $0.lines) }
            .sorted { $0.description < $1.description }
        let expected = row.placed.map { Placed(key: $0.0, style: $0.1, lines: $0.2) }.sorted { $0.description < $1.description }
        #expect(placed == expected, "\(row.name): unresolved \(result.unresolved.map(\.reason))")
        #expect(result.unresolved.map(\.reason) == row.unresolved, "\(row.name)")
    }

    @Test func appendedAttributedPartsKeepTheirWeights() {
        let row = Self.rows.first { $0.name.hasPrefix("an attributed title built by appending parts") }!
        let result = SourceScanner().scan(texts: row.files, keys: [ScanResult.TableKey(table: "Localizable", key: "u1"),
                                                                 ScanResult.TableKey(table: "Localizable", key: "u2")])
        let weights = Dictionary(result.usages.filter { $0.kind == .button }.map { ($0.key, $0.font?.weight) }, uniquingKeysWith: { a, _ in a })
        #expect(weights["u1"] == .regular)
        #expect(weights["u2"] == .bold)
    }
}
