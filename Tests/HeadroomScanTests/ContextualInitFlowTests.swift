import DynamicType
import Testing
@testable import HeadroomScan

/// `.init(title: ...)` whose type Swift takes from its context: the parameter it is passed to
/// (`unlocker.showError(text, action: .init(title:))`) or the property it is assigned to
/// (`errorView.action = .init(title:)`), read from the declarations; its argument then reaches the
/// display site that shows the built value's property.
@Suite struct ContextualInitFlowTests {
    struct Row: CustomStringConvertible, Sendable {
        var name: String
        var caller: String
        var overload: String = ""
        var placed: [String]
        var description: String { name }
    }

    static let rows: [Row] = [
        Row(name: "an argument of a method called on a property of a declared type",
            caller: "private let unlocker: Unlocker = Unlocker()\n  func fail() { unlocker.showError(\"x\", action: .init(title: NSLocalizedString(\"k1\", comment: \"\"))) }",
            placed: ["k1"]),
        Row(name: "an argument of a method called on a property built by its initializer",
            caller: "private let unlocker = Unlocker()\n  func fail() { unlocker.showError(\"x\", action: .init(title: NSLocalizedString(\"k1\", comment: \"\"))) }",
            placed: ["k1"]),
        Row(name: "assigned to a property of another object",
            caller: "private let errorView = ErrorView()\n  func fail() { errorView.action = .init(title: NSLocalizedString(\"k1\", comment: \"\")) }",
            placed: ["k1"]),
        Row(name: "overloads whose parameters at that place have different types: no contextual type",
            caller: "private let unlocker = Unlocker()\n  func fail() { unlocker.showError(\"x\", action: .init(title: NSLocalizedString(\"k1\", comment: \"\"))) }",
            overload: "func showError(_ text: Int, action: Other?) {}", placed: []),
        Row(name: "a local of the same name shadows the property",
            caller: "private let unlocker = Unlocker()\n  func fail(unlocker: Other) { unlocker.showError(\"x\", action: .init(title: NSLocalizedString(\"k1\", comment: \"\"))) }",
            placed: []),
    ]

    @Test(arguments: rows)
    func followsTheContext(_ row: Row) {
        let source = """
            import UIKit
            struct Other { let title: String; func showError(_ text: String, action: Other?) {} }
            final class ErrorView: UIView {
              struct Action { let title: String; init(title: String, isLink: Bool = false) { self.title = title } }
              var action: Action? { didSet { button.setTitle(action?.title, for: .normal) } }
              private let button: UIButton = {
                let b = UIButton(type: .system)
                b.titleLabel?.font = .preferredFont(forTextStyle: .callout)
                b.titleLabel?.numberOfLines = 0
                return b
              }()
            }
            final class Unlocker: UIViewController {
              let errorView = ErrorView()
              func showError(_ text: String, action: ErrorView.Action? = nil) { if let action { errorView.action = action } }
              \(row.overload)
            }
            final class Coordinator {
              \(row.caller)
            }
            """
        let result = SourceScanner().scan(texts: [("S.swift", source)], keys: [.init(table: "Localizable", key: "k1")])
        let placed = result.usages.filter { $0.kind == .button && $0.font?.style == .callout && $0.lines == 0 }.map(\.key).sorted()
        #expect(placed == row.placed, "\(row.name): unresolved \(result.unresolved.map(\.reason))")
    }
}
