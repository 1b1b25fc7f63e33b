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
}
