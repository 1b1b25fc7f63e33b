import DynamicType
import Testing
@testable import HeadroomScan

/// A button the function makes itself (`let button = ActionButton()`) has the title font its type sets
/// (`titleLabel?.font` in the class's initializer) or UIKit's default, never what an unrelated type sets on
/// a view of the same name; a view whose type the code does not give still may take it.
@Suite struct LocalButtonTitleFontTests {
    struct Row: Sendable, CustomStringConvertible {
        let name: String
        let site: String
        let size: Double?
        let borrowed: Bool
        var description: String { name }
    }

    static let types = """
        import UIKit
        final class HUD: UIView {
            let button: UIButton = { let button = UIButton(); button.titleLabel?.font = .systemFont(ofSize: 11, weight: .bold); return button }()
        }
        class ActionButton: UIButton {
            override init(frame: CGRect) { super.init(frame: frame); setUp() }
            private func setUp() { titleLabel?.font = .systemFont(ofSize: 19, weight: .semibold) }
        }
        """

    static let rows: [Row] = [
        Row(name: "a local of the app's button class, in a closure", site: """
            final class Screen: UIViewController { let stack = UIStackView()
              func show() { let find: ActionButton = { let button = ActionButton(); button.setTitle(NSLocalizedString("k", comment: ""), for: .normal); return button }()
                stack.addArrangedSubview(find) } }
            """, size: 19, borrowed: false),
        Row(name: "a local of the app's button class", site: """
            final class Screen: UIViewController { let stack = UIStackView()
              func show() { let button = ActionButton(); button.setTitle(NSLocalizedString("k", comment: ""), for: .normal); stack.addArrangedSubview(button) } }
            """, size: 19, borrowed: false),
        Row(name: "a local UIButton: UIKit's default, not HUD's", site: """
            final class Screen: UIViewController { let stack = UIStackView()
              func show() { let button = UIButton(type: .system); button.setTitle(NSLocalizedString("k", comment: ""), for: .normal); stack.addArrangedSubview(button) } }
            """, size: 15, borrowed: false),
        Row(name: "a closure's untyped parameter may be the only view of that name", site: """
            final class Screen: UIViewController { let hud = HUD()
              func show() { [hud.button].forEach { button in button.setTitle(NSLocalizedString("k", comment: ""), for: .normal) } } }
            """, size: 11, borrowed: true),
    ]

    @Test(arguments: rows)
    func aLocalButtonsTitleFontIsItsTypes(_ row: Row) throws {
        let result = SourceScanner().scan(texts: [("T.swift", Self.types), ("V.swift", "import UIKit\n" + row.site)],
                                          keys: [ScanResult.TableKey(table: "Localizable", key: "k")])
        let u = try #require(result.usages.first { $0.key == "k" }, "\(row.name)")
        #expect((u.font?.fixedSize ?? u.font?.baseSize) == row.size, "\(row.name)")
        #expect((u.font?.evidence.detail.contains("the only view of that name") ?? false) == row.borrowed, "\(row.name): \(String(describing: u.font?.evidence))")
    }
}
