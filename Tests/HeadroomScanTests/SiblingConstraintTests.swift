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
}
