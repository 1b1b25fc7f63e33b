import DynamicType
import Testing
@testable import HeadroomScan

/// A label of a class declared outside the scanned code (MetaTextKit's `MetaLabel`, which the app only extends; content
/// set through `configure(content:)` or `.text =`, one policy for both): the font and lines are what the app sets (on
/// the instance, or on `self` in the initializer the app wrote for the class, read with the construction's
/// arguments), else estimates, never UIKit's known defaults (`OutsideView`, `ConstructedView`, `MetaContentFlow`).
@Suite struct ForeignLabelTableTests {
    struct Row: CustomStringConvertible, Sendable {
        var name: String
        /// The site: a type using the label, with `NSLocalizedString("k", ...)` shown in it.
        var site: String
        var size: Double?
        var weight: FontWeight?
        /// The font is only an estimate (UILabel's, assumed for a class outside the repository).
        var fontEstimate = false
        var lines: Int?
        var linesEstimate: Bool
        var description: String { name }
    }

    /// The app's extension of the package's class: an initializer taking a style, a `setup` with a `switch`.
    static let styles = """
        import UIKit
        import MetaTextKit
        extension MetaLabel {
          enum Style { case header, name, footer, caption(isSelected: Bool) }
          convenience init(style: Style) {
            self.init()
            lineBreakMode = .byTruncatingTail
            setup(style: style)
          }
          func setup(style: Style) {
            let font: UIFont
            switch style {
            case .header:
              font = .systemFont(ofSize: 13, weight: .bold)
            case .name:
              font = .systemFont(ofSize: 17, weight: .semibold)
            case .footer:
              font = .systemFont(ofSize: 12, weight: .regular)
              numberOfLines = 2
            case .caption(let isSelected):
              font = .systemFont(ofSize: isSelected ? 11 : 11, weight: .medium)
            }
            self.font = font
            textAttributes = [.font: font, .foregroundColor: UIColor.label]
          }
        }
        """

    static let rows: [Row] = [
        Row(name: "the initializer's matching case gives the font; no numberOfLines: one line by estimate", site: """
            final class HeaderView: UIView {
              let infoLabel = MetaLabel(style: .header)
              func show() { infoLabel.configure(content: PlaintextMetaContent(string: NSLocalizedString("k", comment: ""))) }
            }
            """, size: 13, weight: .bold, lines: 1, linesEstimate: true),
        Row(name: "a case that sets numberOfLines: the code's line limit", site: """
            final class FooterView: UIView {
              let footerLabel = MetaLabel(style: .footer)
              func show() { footerLabel.configure(content: PlaintextMetaContent(string: NSLocalizedString("k", comment: ""))) }
            }
            """, size: 12, weight: .regular, lines: 2, linesEstimate: false),
        Row(name: "a case with an associated value; a label assigned in the owner's initializer", site: """
            final class SidebarCell: UICollectionViewCell {
              let captionLabel: MetaLabel
              override init(frame: CGRect) {
                captionLabel = MetaLabel(style: .caption(isSelected: false))
                super.init(frame: frame)
              }
              func show() { captionLabel.configure(content: PlaintextMetaContent(string: NSLocalizedString("k", comment: ""))) }
            }
            """, size: 11, weight: .medium, lines: 1, linesEstimate: true),
        Row(name: "text attributes set on the instance replace the initializer's; its numberOfLines too", site: """
            final class CardView: UIView {
              let bioLabel: MetaLabel = {
                let label = MetaLabel(style: .name)
                label.textAttributes = [.font: UIFont.systemFont(ofSize: 15, weight: .regular)]
                label.numberOfLines = 0
                return label
              }()
              func show() { bioLabel.configure(content: PlaintextMetaContent(string: NSLocalizedString("k", comment: ""))) }
            }
            """, size: 15, weight: .regular, lines: 0, linesEstimate: false),
        Row(name: "the owner type's settings replace the initializer's when the label is read through another type", site: """
            final class ProfileCard: UIView {
              let linkLabel: MetaLabel = {
                let label = MetaLabel(style: .name)
                label.textAttributes = [.font: UIFont.systemFont(ofSize: 15, weight: .regular)]
                return label
              }()
            }
            final class CardController {
              let card = ProfileCard()
              func show() { card.linkLabel.configure(content: PlaintextMetaContent(string: NSLocalizedString("k", comment: ""))) }
            }
            """, size: 15, weight: .regular, lines: 1, linesEstimate: true),
        Row(name: "a label of another cell's type, content from a nested function and a local assigned in a switch", site: """
            final class NoteCell: UITableViewCell {
              let titleLabel = MetaLabel(style: .name)
            }
            enum Kind { case a, b }
            final class Controller {
              func configure(_ cell: NoteCell, kind: Kind) {
                let content: MetaContent?
                func make(text: String) -> MetaContent {
                  guard let converted = try? MastodonMetaContent.convert(document: MastodonContent(content: text, emojis: [:])) else {
                    return PlaintextMetaContent(string: text)
                  }
                  return converted
                }
                switch kind {
                case .a: content = make(text: NSLocalizedString("k", comment: ""))
                case .b: content = nil
                }
                if let content { cell.titleLabel.configure(content: content) }
              }
            }
            """, size: 17, weight: .semibold, lines: 1, linesEstimate: true),
        Row(name: "content a Combine subscriber receives from a local publisher's map", site: """
            import Combine
            final class DashboardView: UIView {
              let footerLabel = MetaLabel(style: .footer)
            }
            final class DashboardModel {
              @Published var names: [String] = []
              var bag = Set<AnyCancellable>()
              func bind(view: DashboardView) {
                let content = $names
                  .map { names -> MetaContent in
                    PlaintextMetaContent(string: NSLocalizedString("k", comment: ""))
                  }
                content
                  .receive(on: DispatchQueue.main)
                  .sink { [weak self] metaContent in view.footerLabel.configure(content: metaContent) }
                  .store(in: &bag)
              }
            }
            """, size: 12, weight: .regular, lines: 2, linesEstimate: false),
        Row(name: "no initializer of the app built it and nothing is set: UILabel's font, only as an estimate", site: """
            final class PlainView: UIView {
              let plainLabel = MetaLabel()
              func show() { plainLabel.configure(content: PlaintextMetaContent(string: NSLocalizedString("k", comment: ""))) }
            }
            """, size: 17, weight: nil, fontEstimate: true, lines: 1, linesEstimate: true),
        Row(name: "`.text =` on a label the app's initializer built: the same settings as configure(content:)", site: """
            final class TitleView: UIView {
              let infoLabel = MetaLabel(style: .header)
              func show() { infoLabel.text = NSLocalizedString("k", comment: "") }
            }
            """, size: 13, weight: .bold, lines: 1, linesEstimate: true),
        Row(name: "`.text =` on a label of the class with nothing set: estimates", site: """
            final class PlainView: UIView {
              let plainLabel = MetaLabel()
              func show() { plainLabel.text = NSLocalizedString("k", comment: "") }
            }
            """, size: 17, weight: nil, fontEstimate: true, lines: 1, linesEstimate: true),
        Row(name: "a label whose type is not known takes its text through a method no type of the repository has: estimates", site: """
            final class Controller {
              func show(_ item: AnyObject) {
                let holder = item.value(forKey: "holder")
                holder.label.configure(content: PlaintextMetaContent(string: NSLocalizedString("k", comment: "")))
              }
            }
            """, size: 17, weight: nil, fontEstimate: true, lines: 1, linesEstimate: true),
        Row(name: "the same when a class of the app has that method: the label may be the app's, UILabel's defaults", site: """
            final class Badge: UILabel {
              func configure(content: MetaContent) {}
            }
            final class Controller {
              func show(_ item: AnyObject) {
                let holder = item.value(forKey: "holder")
                holder.label.configure(content: PlaintextMetaContent(string: NSLocalizedString("k", comment: "")))
              }
            }
            """, size: 17, weight: nil, lines: 1, linesEstimate: false),
    ]

    @Test(arguments: rows)
    func placesTheLabel(_ row: Row) {
        let result = SourceScanner().scan(texts: [("Styles.swift", Self.styles), ("Site.swift", "import UIKit\n" + row.site)],
                                          keys: [ScanResult.TableKey(table: "Localizable", key: "k")])
        let shown = result.usages.filter { $0.key == "k" && $0.kind == .text }
        #expect(!shown.isEmpty, "\(row.name): \(result.usages.map { "\($0.kind)" }) \(result.unresolved.map(\.reason))")
        for usage in shown {
            #expect(usage.font?.fixedSize == row.size, "\(row.name): font \(String(describing: usage.font))")
            #expect(usage.font?.weight == row.weight, "\(row.name)")
            #expect((usage.font?.evidence.isKnown == false) == row.fontEstimate, "\(row.name): \(String(describing: usage.font?.evidence))")
            if row.fontEstimate, case .estimate(let why)? = usage.font?.evidence {
                #expect((why.contains("MetaLabel") || why.contains("configure(content:)")) && why.contains("headroom.yml"), "\(row.name): \(why)")
            }
            #expect(usage.lines == row.lines, "\(row.name)")
            #expect((usage.linesEvidence?.isKnown == false) == row.linesEstimate, "\(row.name): \(String(describing: usage.linesEvidence))")
        }
    }
}
