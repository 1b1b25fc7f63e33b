import DynamicType
import Testing
@testable import HeadroomScan

/// A stored property read on a parameter no followed call binds (`style.messageFont` in a toast helper
/// taking `style: ToastStyle`): its declared initial value when Swift leaves it no other (`DefaultMemberValue`).
@Suite struct DefaultMemberValueTests {
    struct Row: CustomStringConvertible, Sendable {
        var name: String
        /// Extra code added to the toast helper's file.
        var extra: String
        var styleDeclaration: String
        var style: TextStyle?
        var lines: Int?
        var description: String { name }
    }

    static let rows: [Row] = [
        Row(name: "vars with initial values nothing writes to: the initial values", extra: "",
            styleDeclaration: "var messageFont: UIFont = .preferredFont(forTextStyle: .callout)\n  var messageLines = 0",
            style: .callout, lines: 0),
        Row(name: "a caller changing another member keeps these", extra: """
            func tinted() { var s = ToastStyle(); s.tint = .red; UIView().toast(NSLocalizedString("t2", comment: ""), style: s) }
            """,
            styleDeclaration: "var messageFont: UIFont = .preferredFont(forTextStyle: .callout)\n  var messageLines = 0\n  var tint: UIColor = .blue",
            style: .callout, lines: 0),
        Row(name: "a member some code assigns: not its initial value", extra: """
            func big() { ToastManager.shared.style.messageFont = .preferredFont(forTextStyle: .title1) }
            """,
            styleDeclaration: "var messageFont: UIFont = .preferredFont(forTextStyle: .callout)\n  var messageLines = 0",
            style: nil, lines: 0),
        Row(name: "a compound assignment or an inout use writes too", extra: """
            func more(_ s: inout ToastStyle) { s.messageLines += 1 }
            func reset(_ s: inout Int) {}
            func call() { var s = ToastStyle(); reset(&s.messageLines) }
            """,
            styleDeclaration: "var messageFont: UIFont = .preferredFont(forTextStyle: .callout)\n  var messageLines = 0",
            style: .callout, lines: nil),
        Row(name: "a memberwise initializer given the member: not certain", extra: """
            func custom() { UIView().toast(NSLocalizedString("t2", comment: ""), style: ToastStyle(messageFont: .preferredFont(forTextStyle: .caption1))) }
            """,
            styleDeclaration: "var messageFont: UIFont = .preferredFont(forTextStyle: .callout)\n  var messageLines = 0",
            style: nil, lines: 0),
        Row(name: "a let keeps its initial value whatever else is assigned by that name", extra: """
            final class Other { var messageLines = 1; func f() { messageLines = 3 } }
            """,
            styleDeclaration: "let messageFont: UIFont = .preferredFont(forTextStyle: .footnote)\n  let messageLines = 2",
            style: .footnote, lines: 2),
        Row(name: "a var with no initial value: what callers give, not read here", extra: "",
            styleDeclaration: "var messageFont: UIFont\n  var messageLines: Int",
            style: nil, lines: nil),
    ]

    @Test(arguments: rows)
    func readsTheInitialValue(_ row: Row) {
        let toast = """
            import UIKit
            struct ToastStyle {
              \(row.styleDeclaration)
            }
            final class ToastManager { static let shared = ToastManager(); var style = ToastStyle() }
            extension UIView {
              func toast(_ message: String, style: ToastStyle = ToastManager.shared.style) {
                let label = UILabel()
                label.text = message
                label.font = style.messageFont
                label.numberOfLines = style.messageLines
                addSubview(label)
              }
            }
            \(row.extra)
            """
        let caller = """
            import UIKit
            final class Screen: UIViewController {
              func saved() { view.toast(NSLocalizedString("t1", comment: "")) }
            }
            """
        let keys: Set<ScanResult.TableKey> = [.init(table: "Localizable", key: "t1"), .init(table: "Localizable", key: "t2")]
        let result = SourceScanner().scan(texts: [("Toast.swift", toast), ("Screen.swift", caller)], keys: keys)
        let usages = result.usages.filter { $0.key == "t1" && $0.kind != .other }
        #expect(usages.count == 1, "\(row.name): \(usages.map(\.kind))")
        #expect(usages.first?.font?.style == row.style, "\(row.name): \(result.unresolved.map(\.reason))")
        #expect(usages.first?.lines == row.lines, "\(row.name): \(result.unresolved.map(\.reason))")
    }
}
