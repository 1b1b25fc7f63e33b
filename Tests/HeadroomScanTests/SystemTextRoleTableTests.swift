import DynamicType
import Testing
@testable import HeadroomScan

/// Text UIKit draws in a role of its own: a menu element's subtitle, a content-unavailable
/// configuration's text and secondary text (fonts UIKit does not document: estimates, so warnings
/// only), and a view controller's `title` set by the code that holds it (its navigation title).
@Suite struct SystemTextRoleTableTests {
    struct Row: CustomStringConvertible, Sendable {
        var name: String
        /// Code inside `Coordinator.start()`.
        var body: String
        var kind: UsageKind
        var style: TextStyle?
        var weight: FontWeight? = nil
        /// The font's evidence is an estimate (a finding on it is at most a warning).
        var estimated = true
        var description: String { name }
    }

    static let rows: [Row] = [
        Row(name: "UIAction(title:subtitle:): the subtitle below the title",
            body: #"let a = UIAction(title: "Import", subtitle: NSLocalizedString("k", comment: ""), handler: { _ in }); _ = UIMenu(children: [a])"#,
            kind: .menuItem, style: .footnote),
        Row(name: "UIContentUnavailableConfiguration.text: the title",
            body: #"var config = UIContentUnavailableConfiguration.empty(); config.text = NSLocalizedString("k", comment: ""); editor.contentUnavailableConfiguration = config"#,
            kind: .text, style: .title2, weight: .bold),
        Row(name: "UIContentUnavailableConfiguration.secondaryText: the description",
            body: #"var config = UIContentUnavailableConfiguration.empty(); config.secondaryText = NSLocalizedString("k", comment: ""); editor.contentUnavailableConfiguration = config"#,
            kind: .text, style: .subheadline, weight: .regular),
        Row(name: "a view controller's title set by the coordinator that holds it",
            body: #"editor.title = NSLocalizedString("k", comment: "")"#,
            kind: .navigationTitle, style: nil, estimated: false),
        Row(name: "a local view controller the code creates",
            body: #"let vc = EditorVC(); vc.title = NSLocalizedString("k", comment: ""); show(vc)"#,
            kind: .navigationTitle, style: nil, estimated: false),
        Row(name: "a navigation controller's title is no navigation title of its own",
            body: #"let nav = Nav(); nav.title = NSLocalizedString("k", comment: "")"#,
            kind: .other, style: nil, estimated: false),
        Row(name: "a model's title is data",
            body: #"let m = Model(); m.title = NSLocalizedString("k", comment: "")"#,
            kind: .other, style: nil, estimated: false),
    ]

    @Test(arguments: rows)
    func readsTheRole(_ row: Row) {
        let source = """
            import UIKit
            final class EditorVC: UIViewController {}
            final class Nav: UINavigationController {}
            final class Model { var title: String? }
            final class Coordinator {
                let editor = EditorVC()
                func show(_ vc: UIViewController) {}
                func start() {
                    \(row.body)
                }
            }
            """
        let result = SourceScanner().scan(texts: [("Coordinator.swift", source)], keys: [.init(table: "Localizable", key: "k")])
        let usages = result.usages.filter { $0.key == "k" }
        #expect(usages.count == 1, "\(row.name): \(usages.map(\.kind))")
        guard let usage = usages.first else { return }
        #expect(usage.kind == row.kind, "\(row.name): \(usage.kind)")
        if row.kind == .other { return }
        #expect(usage.lines != nil, "\(row.name): \(result.unresolved.map(\.reason))")
        if let style = row.style {
            #expect(usage.font?.style == style, "\(row.name): \(String(describing: usage.font))")
            if let weight = row.weight { #expect(usage.font?.weight == weight, "\(row.name)") }
        } else {
            #expect(usage.font != nil, "\(row.name): \(result.unresolved.map(\.reason))")
        }
        if row.estimated { #expect(usage.font?.evidence.isKnown == false, "\(row.name): \(String(describing: usage.font?.evidence))") }
    }
}
