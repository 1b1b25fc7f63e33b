import Testing
@testable import HeadroomScan

/// UIKit: what stands beside a label laid out in code, one row per layout: each row's label is
/// compared with a label alone in the same type (the widest end moves by what the code gives, the
/// narrowest also by what is estimated).
@Suite struct UIKitSiblingWidthTableTests {
    struct Row: CustomStringConvertible {
        var name: String
        /// Members and initializer body of a `UIView` subclass that sets `label.text` to the key `k`.
        var members: String
        var body: String
        /// Points the widest end loses against a label alone (what the code gives).
        var known: Double
        /// True when an estimate also narrows the narrowest end.
        var estimated: Bool
        var description: String { name }
    }

    static let rows: [Row] = [
        Row(name: "a sibling pinned after the label (its leading to the label's trailing)",
            members: "let label = UILabel()\nlet button = UIButton()",
            body: "button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 16).isActive = true",
            known: 16, estimated: true),
        Row(name: "a UISwitch declared by type, pinned after the vertical stack that holds the label",
            members: "let label = UILabel()\nlet subtitle = UILabel()\nlet labels: UIStackView\nlet toggle: UISwitch",
            body: """
                labels = UIStackView(arrangedSubviews: [label, subtitle])
                labels.axis = .vertical
                toggle = UISwitch()
                NSLayoutConstraint.activate([
                  toggle.leadingAnchor.constraint(greaterThanOrEqualTo: labels.trailingAnchor, constant: 16),
                ])
                """,
            known: 67, estimated: false),
        Row(name: "a UISwitch made in place, pinned before the label",
            members: "let label = UILabel()\nlet toggle = UISwitch()",
            body: "label.leadingAnchor.constraint(equalTo: toggle.trailingAnchor, constant: 8).isActive = true",
            known: 59, estimated: false),
        Row(name: "a sibling's edge reached through a local anchor set in one branch: an estimate only",
            members: "let label = UILabel()\nlet icon = UIImageView()\nvar hasIcon = true",
            body: """
                let anchor: NSLayoutXAxisAnchor
                if hasIcon {
                  anchor = icon.trailingAnchor
                } else {
                  anchor = leadingAnchor
                }
                icon.widthAnchor.constraint(equalToConstant: 38).isActive = true
                label.leadingAnchor.constraint(equalTo: anchor, constant: 16).isActive = true
                """,
            known: 0, estimated: true),
        Row(name: "a stack that arranges its views within its layout margins",
            members: "let label = UILabel()\nlet column = UIStackView()",
            body: """
                column.axis = .vertical
                column.addArrangedSubview(label)
                column.isLayoutMarginsRelativeArrangement = true
                column.layoutMargins = UIEdgeInsets(top: 0, left: 32, bottom: 22, right: 32)
                """,
            known: 64, estimated: false),
        Row(name: "directional layout margins",
            members: "let label = UILabel()\nlet column = UIStackView()",
            body: """
                column.addArrangedSubview(label)
                column.isLayoutMarginsRelativeArrangement = true
                column.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10)
                """,
            known: 30, estimated: false),
        Row(name: "layout margins without relative arrangement take nothing",
            members: "let label = UILabel()\nlet column = UIStackView()",
            body: """
                column.axis = .vertical
                column.addArrangedSubview(label)
                column.layoutMargins = UIEdgeInsets(top: 0, left: 32, bottom: 0, right: 32)
                """,
            known: 0, estimated: false),
        Row(name: "stack siblings the site's path hides take nothing, the spacing neither",
            members: "let label = UILabel()\nlet icon = UIImageView()\nlet byLabel = UILabel()\nlet row: UIStackView",
            body: """
                row = UIStackView(arrangedSubviews: [icon, byLabel, label])
                row.spacing = 8
                icon.isHidden = true
                byLabel.isHidden = true
                """,
            known: 0, estimated: false),
        Row(name: "a sibling hidden only in the other branch still takes its room",
            members: "let label = UILabel()\nlet icon = UIImageView()\nlet row: UIStackView\nvar flag = false",
            body: """
                row = UIStackView(arrangedSubviews: [icon, label])
                row.spacing = 8
                icon.widthAnchor.constraint(equalToConstant: 20).isActive = true
                if flag {
                  icon.isHidden = true
                } else {
                  label.text = NSLocalizedString("k", comment: "")
                }
                """,
            known: 28, estimated: false),
        Row(name: "a property arranged in a stack that is a local of the initializer",
            members: "let label = UILabel()\nlet icon = UIImageView()\nlet outer = UIStackView()",
            body: """
                let inner = UIStackView()
                inner.axis = .vertical
                inner.addArrangedSubview(label)
                outer.spacing = 10
                outer.addArrangedSubview(icon)
                outer.addArrangedSubview(inner)
                icon.widthAnchor.constraint(equalToConstant: 30).isActive = true
                """,
            known: 40, estimated: false),
        Row(name: "a vertical stack beside it, as wide as its arranged view pinned 50 pt (alignment .fill)",
            members: "let label = UILabel()\nlet chart = UIView()\nlet column: UIStackView = { let s = UIStackView(); s.axis = .vertical; return s }()\nlet row = UIStackView()",
            body: """
                row.spacing = 16
                row.addArrangedSubview(label)
                row.addArrangedSubview(column)
                column.addArrangedSubview(chart)
                chart.widthAnchor.constraint(equalToConstant: 50).isActive = true
                """,
            known: 66, estimated: false),
        Row(name: "a vertical stack that centres its views is not as wide as the pinned one for certain",
            members: "let label = UILabel()\nlet chart = UIView()\nlet column = UIStackView()\nlet row = UIStackView()",
            body: """
                column.axis = .vertical
                column.alignment = .center
                row.spacing = 16
                row.addArrangedSubview(label)
                row.addArrangedSubview(column)
                column.addArrangedSubview(chart)
                chart.widthAnchor.constraint(equalToConstant: 50).isActive = true
                """,
            known: 16, estimated: true),
        Row(name: "a horizontal stack beside it is not filled across by its pinned view",
            members: "let label = UILabel()\nlet chart = UIView()\nlet column = UIStackView()\nlet row = UIStackView()",
            body: """
                row.spacing = 16
                row.addArrangedSubview(label)
                row.addArrangedSubview(column)
                column.addArrangedSubview(chart)
                chart.widthAnchor.constraint(equalToConstant: 50).isActive = true
                """,
            known: 16, estimated: true),
        Row(name: "a wrapper view beside it whose leading and trailing edges hold a 96 pt button is 96 pt wide",
            members: "let label = UILabel()\nlet wrapper = UIView()\nlet button = UIButton()\nlet row = UIStackView()",
            body: """
                row.spacing = 12
                row.addArrangedSubview(label)
                row.addArrangedSubview(wrapper)
                wrapper.addSubview(button)
                NSLayoutConstraint.activate([
                  button.widthAnchor.constraint(equalToConstant: 96),
                  button.leadingAnchor.constraint(equalTo: wrapper.leadingAnchor),
                  wrapper.trailingAnchor.constraint(equalTo: button.trailingAnchor),
                ])
                """,
            known: 108, estimated: false),
        Row(name: "edge constants widen the wrapper: 50 pt button, wrapper 4 pt to its left and 6 pt to its right",
            members: "let label = UILabel()\nlet wrapper = UIView()\nlet button = UIButton()",
            body: """
                NSLayoutConstraint.activate([
                  button.widthAnchor.constraint(equalToConstant: 50),
                  button.leadingAnchor.constraint(equalTo: wrapper.leadingAnchor, constant: 4),
                  button.trailingAnchor.constraint(equalTo: wrapper.trailingAnchor, constant: -6),
                  wrapper.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                ])
                """,
            known: 68, estimated: false),
        Row(name: "a wrapper held by one edge only is not sized by the button",
            members: "let label = UILabel()\nlet wrapper = UIView()\nlet button = UIButton()",
            body: """
                NSLayoutConstraint.activate([
                  button.widthAnchor.constraint(equalToConstant: 50),
                  button.leadingAnchor.constraint(equalTo: wrapper.leadingAnchor),
                  wrapper.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                ])
                """,
            known: 8, estimated: true),
    ]

    @Test(arguments: rows) func whatStandsBesideTheLabel(_ row: Row) throws {
        let source = """
            import UIKit
            final class V: UIView {
            \(row.members)
            let aloneLabel = UILabel()
            override init(frame: CGRect) {
            \(row.body)
            super.init(frame: frame)
            \(row.body.contains("label.text") ? "" : "label.text = NSLocalizedString(\"k\", comment: \"\")")
            aloneLabel.text = NSLocalizedString("alone", comment: "")
            }
            }
            """
        let keys: Set<ScanResult.TableKey> = Set(["k", "alone"].map { ScanResult.TableKey(table: "Localizable", key: $0) })
        let result = SourceScanner().scan(texts: [("V.swift", source)], keys: keys)
        let alone = try #require(result.usages.first { $0.key == "alone" }?.width)
        let widths = result.usages.filter { $0.key == "k" }.compactMap(\.width)
        let width = try #require(widths.first)
        #expect(abs(width.widest - (alone.widest - row.known)) < 0.01, "widest \(width.widest), alone \(alone.widest)")
        if row.estimated {
            #expect(width.narrowest < alone.narrowest - row.known - 1)
        } else {
            #expect(abs(width.narrowest - (alone.narrowest - row.known)) < 0.01, "narrowest \(width.narrowest), alone \(alone.narrowest)")
        }
    }

    /// A sibling button whose title is one key: the check measures it (`besideTexts`), in the font the
    /// code sets or a system button's default (an estimate that makes the width an estimate).
    @Test func aSiblingTextOfAKnownKeyIsMeasuredNotGuessed() throws {
        let source = """
            import UIKit
            final class Header: UIView {
              let primaryLabel = UILabel()
              let clearButton: UIButton = {
                let button = UIButton(type: .system)
                button.setTitle(NSLocalizedString("clear", comment: ""), for: .normal)
                return button
              }()
              let titleLabel = UILabel()
              let unitButton = UIButton()
              let detailLabel = UILabel()
              let valueLabel = UILabel()
              override init(frame: CGRect) {
                super.init(frame: frame)
                unitButton.titleLabel?.font = .preferredFont(forTextStyle: .footnote)
                unitButton.setTitle(NSLocalizedString("unit", comment: ""), for: .normal)
                valueLabel.text = NSLocalizedString("value", comment: "")
                NSLayoutConstraint.activate([
                  clearButton.leadingAnchor.constraint(equalTo: primaryLabel.trailingAnchor, constant: 16),
                  unitButton.leadingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: 4),
                  valueLabel.leadingAnchor.constraint(equalTo: detailLabel.trailingAnchor, constant: 8),
                ])
                detailLabel.text = NSLocalizedString("detail", comment: "")
                primaryLabel.text = NSLocalizedString("recent", comment: "")
                titleLabel.text = NSLocalizedString("title", comment: "")
              }
            }
            """
        let keys: Set<ScanResult.TableKey> = Set(["clear", "unit", "recent", "title", "detail", "value"].map { ScanResult.TableKey(table: "Localizable", key: $0) })
        let result = SourceScanner().scan(texts: [("H.swift", source)], keys: keys)
        let recent = try #require(result.usages.first { $0.key == "recent" })
        #expect(recent.besideTexts?.keys == ["clear"])
        #expect(recent.besideTexts?.font.fixedSize == 15)
        #expect(recent.width?.evidence.summary.contains("measured in an estimated font") == true)
        let title = try #require(result.usages.first { $0.key == "title" })
        #expect(title.besideTexts?.keys == ["unit"])
        #expect(title.besideTexts?.font.style == .footnote)
        let width = try #require(title.width)
        #expect(width.widest == 393 - 4 && width.narrowest == 361 - 4)
        // A sibling label's text stays an estimate; so does a text beside a button's own title.
        let detail = try #require(result.usages.first { $0.key == "detail" })
        #expect(detail.besideTexts == nil && (detail.width?.narrowest ?? 999) < 361 - 8 - 50)
        let unit = try #require(result.usages.first { $0.key == "unit" })
        #expect(unit.besideTexts == nil)
    }

    /// `.fillEqually`: each arranged view gets (W − spacing × (n − 1)) / n, W being the stack's width
    /// less what is around the stack (here its layout margins).
    @Test func aFillEquallyStackSharesItsWidth() throws {
        let source = """
            import UIKit
            final class Dashboard: UIView {
              let posts = UILabel()
              let following = UILabel()
              let followers = UILabel()
              let row = UIStackView()
              let aloneLabel = UILabel()
              override init(frame: CGRect) {
                super.init(frame: frame)
                row.distribution = .fillEqually
                row.spacing = 8
                row.isLayoutMarginsRelativeArrangement = true
                row.layoutMargins = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
                row.addArrangedSubview(posts)
                row.addArrangedSubview(following)
                row.addArrangedSubview(followers)
                posts.text = NSLocalizedString("posts", comment: "")
                aloneLabel.text = NSLocalizedString("alone", comment: "")
              }
            }
            """
        let keys: Set<ScanResult.TableKey> = Set(["posts", "alone"].map { ScanResult.TableKey(table: "Localizable", key: $0) })
        let result = SourceScanner().scan(texts: [("D.swift", source)], keys: keys)
        let alone = try #require(result.usages.first { $0.key == "alone" }?.width)
        let posts = try #require(result.usages.first { $0.key == "posts" }?.width)
        #expect(abs(posts.widest - (alone.widest - 20 - 16) / 3) < 0.01)
        #expect(abs(posts.narrowest - (alone.narrowest - 20 - 16) / 3) < 0.01)
        #expect(posts.columns == 3 && posts.followsDevice)
    }

    /// A `.fillEqually` stack whose arranged views are the app's own views (a meter with a label
    /// inside), the label's text set from outside through the chain of views: the label gets the
    /// meter's share.
    @Test func aLabelInsideACustomViewOfAFillEquallyStackGetsItsShare() throws {
        let source = """
            import UIKit
            final class MeterView: UIView {
              let textLabel = UILabel()
            }
            final class Dashboard: UIView {
              let posts = MeterView()
              let following = MeterView()
              let followers = MeterView()
              override init(frame: CGRect) {
                super.init(frame: frame)
                let row = UIStackView()
                row.axis = .horizontal
                row.distribution = .fillEqually
                row.spacing = 12
                row.addArrangedSubview(posts)
                row.addArrangedSubview(following)
                row.addArrangedSubview(followers)
              }
            }
            final class Header: UIView {
              let dashboard = Dashboard()
              let aloneLabel = UILabel()
              func configure() {
                dashboard.posts.textLabel.text = NSLocalizedString("posts", comment: "")
                aloneLabel.text = NSLocalizedString("alone", comment: "")
              }
            }
            final class Card: UIView {
              let dashboard = Dashboard()
              let follow = UISwitch()
              override init(frame: CGRect) {
                super.init(frame: frame)
                let info = UIStackView(arrangedSubviews: [dashboard, follow])
                info.spacing = 8
                dashboard.following.textLabel.text = NSLocalizedString("following", comment: "")
              }
            }
            """
        let keys: Set<ScanResult.TableKey> = Set(["posts", "alone", "following"].map { ScanResult.TableKey(table: "Localizable", key: $0) })
        let result = SourceScanner().scan(texts: [("H.swift", source)], keys: keys)
        let alone = try #require(result.usages.first { $0.key == "alone" }?.width)
        let posts = try #require(result.usages.first { $0.key == "posts" }?.width)
        #expect(abs(posts.widest - (alone.widest - 24) / 3) < 0.01, "\(posts)")
        #expect(posts.columns == 3 && posts.followsDevice)
        // The dashboard beside a switch in the card's stack: the switch and the gap come off before the share.
        let following = try #require(result.usages.first { $0.key == "following" }?.width)
        #expect(abs(following.widest - (alone.widest - 59 - 24) / 3) < 0.01, "\(following)")
    }

    /// A helper that lays out the view it is given (`static func layout(card: Card)`) sets up the card's
    /// own stacks and constraints: `card.row.addArrangedSubview(card.icon)` arranges `Card.icon`.
    @Test func stacksSetUpThroughATypedParameterAreTheTypesOwn() throws {
        let source = """
            import UIKit
            final class Card: UIView {
              let row = UIStackView()
              let icon = UIImageView()
              let countLabel = UILabel()
              let aloneLabel = UILabel()
              static func layout(card: Card) {
                card.row.axis = .horizontal
                card.row.spacing = 10
                card.row.addArrangedSubview(card.icon)
                card.row.addArrangedSubview(card.countLabel)
                NSLayoutConstraint.activate([card.icon.widthAnchor.constraint(equalToConstant: 24)])
              }
            }
            final class Model {
              func bind(card: Card) {
                card.countLabel.text = NSLocalizedString("count", comment: "")
                card.aloneLabel.text = NSLocalizedString("alone", comment: "")
              }
            }
            """
        let keys: Set<ScanResult.TableKey> = Set(["count", "alone"].map { ScanResult.TableKey(table: "Localizable", key: $0) })
        let result = SourceScanner().scan(texts: [("C.swift", source)], keys: keys)
        let alone = try #require(result.usages.first { $0.key == "alone" }?.width)
        let count = try #require(result.usages.first { $0.key == "count" }?.width)
        #expect(abs(count.widest - (alone.widest - 34)) < 0.01, "\(count), alone \(alone)")
        #expect(abs(count.narrowest - (alone.narrowest - 34)) < 0.01)
    }

    /// A button's title in a stack is measured beside the label only when no other sibling of unknown width may
    /// give way instead (equal compression resistance: the stack resizes by index).
    @Test func aStackButtonTitleIsMeasuredOnlyWhenNothingElseCompetes() throws {
        let source = """
            import UIKit
            final class Row: UIView {
              let countLabel = UILabel()
              let timeLabel = UILabel()
              let voteButton = UIButton()
              let titleLabel = UILabel()
              let clearButton = UIButton()
              override init(frame: CGRect) {
                super.init(frame: frame)
                let poll = UIStackView(arrangedSubviews: [countLabel, timeLabel, voteButton])
                let header = UIStackView(arrangedSubviews: [titleLabel, clearButton])
                voteButton.setTitle(NSLocalizedString("vote", comment: ""), for: .normal)
                clearButton.setTitle(NSLocalizedString("clear", comment: ""), for: .normal)
                timeLabel.text = NSLocalizedString("time", comment: "")
                titleLabel.text = NSLocalizedString("title", comment: "")
              }
            }
            """
        let keys: Set<ScanResult.TableKey> = Set(["vote", "clear", "time", "title"].map { ScanResult.TableKey(table: "Localizable", key: $0) })
        let result = SourceScanner().scan(texts: [("R.swift", source)], keys: keys)
        let time = try #require(result.usages.first { $0.key == "time" })
        #expect(time.besideTexts == nil, "\(String(describing: time.besideTexts))")
        #expect(time.width?.widest == 393)
        let title = try #require(result.usages.first { $0.key == "title" })
        #expect(title.besideTexts?.keys == ["clear"])
    }
}
