import DynamicType
import Testing
@testable import HeadroomScan

/// A stored property whose `didSet` shows it (`var title: String? { didSet { label.text = title } }`):
/// the property read inside its own `didSet` is the value just set, so the code that assigns it gives the keys.
@Suite struct PropertyObserverFlowTests {
    struct Row: CustomStringConvertible, Sendable {
        var name: String
        var observer: String
        var placed: [(String, TextStyle?, Int?)]
        var description: String { name }
    }

    static let rows: [Row] = [
        Row(name: "the property itself in its didSet: every assignment's value", observer: "didSet { statusLabel.text = title }",
            placed: [("o1", .callout, 0), ("o2", .callout, 0)]),
        Row(name: "self.property in its didSet", observer: "didSet { statusLabel.text = self.title }",
            placed: [("o1", .callout, 0), ("o2", .callout, 0)]),
        Row(name: "oldValue is the value before: not the keys just set", observer: "didSet { statusLabel.text = oldValue }",
            placed: []),
        Row(name: "willSet's newValue, as before", observer: "willSet { statusLabel.text = newValue }",
            placed: [("o1", .callout, 0), ("o2", .callout, 0)]),
    ]

    @Test(arguments: rows)
    func followsTheAssignments(_ row: Row) {
        let overlay = """
            import UIKit
            final class Overlay: UIView {
              var title: String? {
                \(row.observer)
              }
              private var statusLabel: UILabel!
              static func addTo(_ parent: UIView, title: String) -> Overlay {
                let overlay = Overlay()
                overlay.title = title
                parent.addSubview(overlay)
                return overlay
              }
              func setup() {
                statusLabel = UILabel()
                statusLabel.numberOfLines = 0
                statusLabel.font = UIFont.preferredFont(forTextStyle: .callout)
                addSubview(statusLabel)
              }
            }
            """
        let screen = """
            import UIKit
            final class Screen: UIViewController {
              var overlay: Overlay?
              func save() { overlay = Overlay.addTo(view, title: NSLocalizedString("o1", comment: "")) }
              func load() { overlay?.title = NSLocalizedString("o2", comment: "") }
            }
            """
        let keys: Set<ScanResult.TableKey> = [.init(table: "Localizable", key: "o1"), .init(table: "Localizable", key: "o2")]
        let result = SourceScanner().scan(texts: [("Overlay.swift", overlay), ("Screen.swift", screen)], keys: keys)
        let placed = result.usages.filter { $0.kind != .other }.map { "\($0.key) \($0.font?.style.map { "\($0)" } ?? "nil") \($0.lines.map(String.init) ?? "nil")" }.sorted()
        let expected = row.placed.map { "\($0.0) \($0.1.map { "\($0)" } ?? "nil") \($0.2.map(String.init) ?? "nil")" }.sorted()
        #expect(placed == expected, "\(row.name): unresolved \(result.unresolved.map(\.reason))")
    }
}
