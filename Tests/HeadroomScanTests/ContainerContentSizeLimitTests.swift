import DynamicType
import Testing
@testable import HeadroomScan

/// UIKit applies a view's `maximumContentSizeCategory` to the view and its subviews
/// [doc: UIView.maximumContentSizeCategory]: a label of a class that limits itself is drawn at most at
/// that category; the label's own lower limit stays; a class that sets different values limits nothing.
@Suite struct ContainerContentSizeLimitTests {
    struct Row: Sendable, CustomStringConvertible {
        let name: String
        let code: String
        let limit: ContentSizeCategory?
        var description: String { name }
    }

    static let rows: [Row] = [
        Row(name: "no limit anywhere", code: """
            final class Card: UIView { let author = UILabel()
              override init(frame: CGRect) { super.init(frame: frame); addSubview(author) }
              func fill() { author.text = NSLocalizedString("k", comment: "") } }
            """, limit: nil),
        Row(name: "the class limits itself in its initializer", code: """
            final class Card: UIView { let author = UILabel()
              override init(frame: CGRect) { super.init(frame: frame); maximumContentSizeCategory = .accessibilityLarge; addSubview(author) }
              func fill() { author.text = NSLocalizedString("k", comment: "") } }
            """, limit: .ax2),
        Row(name: "self.maximumContentSizeCategory", code: """
            final class Card: UIView { let author = UILabel()
              func setUp() { self.maximumContentSizeCategory = .extraExtraLarge; addSubview(author) }
              func fill() { author.text = NSLocalizedString("k", comment: "") } }
            """, limit: .xxLarge),
        Row(name: "a label made in a property's closure", code: """
            final class Card: UIView {
              let author: UILabel = { let label = UILabel(); label.text = NSLocalizedString("k", comment: ""); return label }()
              func setUp() { maximumContentSizeCategory = .accessibilityMedium; addSubview(author) } }
            """, limit: .ax1),
        Row(name: "the superclass limits itself", code: """
            class BaseCard: UIView { func setUp() { maximumContentSizeCategory = .accessibilityExtraLarge } }
            final class Card: BaseCard { let author = UILabel()
              func fill() { addSubview(author); author.text = NSLocalizedString("k", comment: "") } }
            """, limit: .ax3),
        Row(name: "the label's own lower limit stays", code: """
            final class Card: UIView { let author = UILabel()
              func setUp() { maximumContentSizeCategory = .accessibilityLarge; author.maximumContentSizeCategory = .extraLarge; addSubview(author) }
              func fill() { author.text = NSLocalizedString("k", comment: "") } }
            """, limit: .xLarge),
        Row(name: "the container's lower limit wins over the label's", code: """
            final class Card: UIView { let author = UILabel()
              func setUp() { maximumContentSizeCategory = .large; author.maximumContentSizeCategory = .accessibility5; addSubview(author) }
              func fill() { author.text = NSLocalizedString("k", comment: "") } }
            """, limit: .large),
        Row(name: "set to different values: no limit for certain", code: """
            final class Card: UIView { let author = UILabel()
              func setUp(_ big: Bool) { maximumContentSizeCategory = big ? nil : .large; addSubview(author) }
              func fill() { author.text = NSLocalizedString("k", comment: "") } }
            """, limit: nil),
        Row(name: "the owner's type limits itself (cell.label)", code: """
            final class Cell: UITableViewCell { let label = UILabel()
              func setUp() { maximumContentSizeCategory = .accessibilityMedium; contentView.addSubview(label) } }
            final class Screen: UITableViewController {
              func fill(_ cell: Cell) { cell.label.text = NSLocalizedString("k", comment: "") } }
            """, limit: .ax1),
        Row(name: "another class's limit is not this label's", code: """
            final class Other: UIView { func setUp() { maximumContentSizeCategory = .large } }
            final class Card: UIView { let author = UILabel()
              func fill() { addSubview(author); author.text = NSLocalizedString("k", comment: "") } }
            """, limit: nil),
    ]

    @Test(arguments: rows)
    func aContainersLimitHoldsForItsLabels(_ row: Row) throws {
        let result = SourceScanner().scan(texts: [("V.swift", "import UIKit\n" + row.code)],
                                          keys: [ScanResult.TableKey(table: "Localizable", key: "k")])
        let u = try #require(result.usages.first { $0.key == "k" }, "\(row.name)")
        #expect(u.maxCategory == row.limit, "\(row.name)")
    }
}
