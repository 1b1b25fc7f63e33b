import Testing
@testable import HeadroomScan

/// UIKit: a label's edge pinned in code to a sibling's opposite edge.
@Suite struct SiblingConstraintTests {
    static let keys: Set<ScanResult.TableKey> = Set(["pinned", "unknown", "alone"].map { ScanResult.TableKey(table: "Localizable", key: $0) })

    @Test func aSiblingPinnedInCodeTakesItsWidthAndTheGap() throws {
        let result = SourceScanner().scan(texts: [("C.swift", """
            import UIKit
            final class Cell: UITableViewCell {
              let icon = UIImageView()
              let titleLabel = UILabel()
              let detailLabel = UILabel()
              let button = UIButton()
              let aloneLabel = UILabel()
              func setUp() {
                NSLayoutConstraint.activate([
                  icon.widthAnchor.constraint(equalToConstant: 38),
                  titleLabel.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 16),
                  detailLabel.trailingAnchor.constraint(equalTo: button.leadingAnchor, constant: -8),
                ])
                titleLabel.text = NSLocalizedString("pinned", comment: "")
                detailLabel.text = NSLocalizedString("unknown", comment: "")
                aloneLabel.text = NSLocalizedString("alone", comment: "")
              }
            }
            """)], keys: Self.keys)
        func width(_ key: String) -> ScanWidth? { result.usages.first { $0.key == key }?.width }
        let alone = try #require(width("alone"))
        let pinned = try #require(width("pinned"))
        #expect(pinned.widest == alone.widest - 54 && pinned.narrowest == alone.narrowest - 54)
        let unknown = try #require(width("unknown"))
        #expect(unknown.widest == alone.widest - 8 && unknown.narrowest < alone.narrowest - 50)
    }

    @Test func theOtherArrangedSubviewsOfAHorizontalStackTakeTheirWidthAndTheSpacing() throws {
        let result = SourceScanner().scan(texts: [("S.swift", """
            import UIKit
            final class Row: UIView {
              let icon = UIImageView()
              let titleLabel = UILabel()
              let detailLabel = UILabel()
              let labels: UIStackView
              let row: UIStackView
              let column: UIStackView
              let aloneLabel = UILabel()
              override init(frame: CGRect) {
                labels = UIStackView(arrangedSubviews: [titleLabel])
                labels.axis = .vertical
                row = UIStackView(arrangedSubviews: [icon, labels])
                row.spacing = 12
                column = UIStackView(arrangedSubviews: [detailLabel, aloneLabel])
                column.axis = .vertical
                super.init(frame: frame)
                icon.widthAnchor.constraint(equalToConstant: 30).isActive = true
                titleLabel.text = NSLocalizedString("pinned", comment: "")
                detailLabel.text = NSLocalizedString("unknown", comment: "")
                aloneLabel.text = NSLocalizedString("alone", comment: "")
              }
            }
            """)], keys: Self.keys)
        func width(_ key: String) -> ScanWidth? { result.usages.first { $0.key == key }?.width }
        let alone = try #require(width("alone"))
        let pinned = try #require(width("pinned"))
        #expect(pinned.widest == alone.widest - 42 && pinned.narrowest == alone.narrowest - 42)
        #expect(width("unknown") == alone)
    }

    /// Leading and trailing pinned to the same edges of a view controller's root view's safe area: the
    /// safe area takes nothing off the sides in portrait, so the width is the device's less the
    /// constants (documented, following the device). Only one edge, another view's safe area, or a
    /// view that is no controller's root view keeps the margins' estimate.
    @Test(arguments: [
        ("full", 393.0, 393.0, true),
        ("inset", 373.0, 373.0, true),
        ("oneEdge", 361.0, 393.0, false),
        ("otherView", 361.0, 393.0, false),
        ("notController", 361.0, 393.0, false),
    ])
    func edgesPinnedToTheRootViewsSafeArea(_ key: String, _ narrowest: Double, _ widest: Double, _ documented: Bool) throws {
        let keys = Set(["full", "inset", "oneEdge", "otherView", "notController"].map { ScanResult.TableKey(table: "Localizable", key: $0) })
        let result = SourceScanner().scan(texts: [("V.swift", """
            import UIKit
            class BaseController: UIViewController {}
            final class ScanController: BaseController {
              let insetLabel = UILabel()
              override func viewDidLoad() {
                super.viewDidLoad()
                let tip = UILabel()
                tip.text = NSLocalizedString("full", comment: "")
                view.addSubview(tip)
                NSLayoutConstraint.activate([
                  tip.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                  tip.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
                  insetLabel.leadingAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.leadingAnchor, constant: 8),
                  insetLabel.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -12),
                ])
                insetLabel.text = NSLocalizedString("inset", comment: "")
                let half = UILabel()
                half.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor).isActive = true
                half.text = NSLocalizedString("oneEdge", comment: "")
                let card = UIView()
                let inCard = UILabel()
                inCard.leadingAnchor.constraint(equalTo: card.safeAreaLayoutGuide.leadingAnchor).isActive = true
                inCard.trailingAnchor.constraint(equalTo: card.safeAreaLayoutGuide.trailingAnchor).isActive = true
                inCard.text = NSLocalizedString("otherView", comment: "")
              }
            }
            final class Banner: UIView {
              let view = UIView()
              let label = UILabel()
              func setUp() {
                label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor).isActive = true
                label.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor).isActive = true
                label.text = NSLocalizedString("notController", comment: "")
              }
            }
            """)], keys: keys)
        let width = try #require(result.usages.first { $0.key == key }?.width)
        #expect(width.narrowest == narrowest)
        #expect(width.widest == widest)
        #expect((width.evidence.kind == .documented) == documented)
        #expect(width.followsDevice)
    }
}
