import DynamicType
import Testing
@testable import HeadroomScan

/// What receives a `.text` assignment decides whether it is a box to fit: a view the code only
/// measures is not drawn, a text field's text is the user's value, a text view scrolls, a model
/// object's property is data (followed to the view that shows it, whose line the evidence cites).
@Suite struct TextReceiverTableTests {
    static let set = #"NSLocalizedString("k", comment: "")"#

    func usages(_ code: String) -> (all: [ScanUsage], result: ScanResult) {
        let result = SourceScanner().scan(texts: [("V.swift", code)], keys: [ScanResult.TableKey(table: "Localizable", key: "k")])
        return (result.usages.filter { $0.key == "k" }, result)
    }

    /// A function of a view class that makes a local label, sets its text and does `use` with it.
    static func local(_ use: String) -> String {
        """
        import UIKit
        final class Header: UIView {
          func height(width: CGFloat) -> CGFloat {
            let label = UILabel()
            label.font = .preferredFont(forTextStyle: .headline)
            label.text = \(set)
            \(use)
          }
        }
        """
    }

    @Test(arguments: [
        ("return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height", false),
        ("label.sizeToFit(); return label.intrinsicContentSize.height", false),
        ("return label.systemLayoutSizeFitting(CGSize(width: width, height: 0)).height", false),
        ("let size = label.textRect(forBounds: bounds, limitedToNumberOfLines: 0); return size.height", false),
        ("addSubview(label); return 0", true),
        ("stack.addArrangedSubview(label); return 0", true),
        ("navigationItem.titleView = label; return 0", true),
        ("items.append(UIBarButtonItem(customView: label)); return 0", true),
        ("self.cached = label; return 0", true),
        ("label.embed(in: self); return 0", true),
        ("return [label].count", true),
    ])
    func aLocalLabelIsDrawnOnlyWhenSomethingTakesIt(use: String, drawn: Bool) throws {
        let (all, result) = usages(Self.local(use))
        let u = try #require(all.first { $0.line == 6 })
        #expect(u.kind == (drawn ? .text : .notDrawn), "\(use)")
        #expect(result.drawn.contains { $0.key == "k" } == drawn)
        if !drawn {
            guard case .code(_, let line, let what)? = u.drawn else { Issue.record("drawn: \(String(describing: u.drawn))"); return }
            #expect(line == 4 && what.contains("not drawn"))
            #expect(u.font == nil && u.lines == nil)
        }
    }

    @Test func aLabelBuiltInAPropertysClosureIsTheProperty() throws {
        let (all, _) = usages("""
            import UIKit
            final class Cell: UITableViewCell {
              private lazy var titleLabel: UILabel = {
                let label = UILabel()
                label.text = \(Self.set)
                return label
              }()
            }
            """)
        #expect(all.first?.kind == .text)
    }

    @Test(arguments: [
        ("let field = UITextField()", "field.text", UsageKind.fieldValue),
        ("let field = UITextField()", "field.placeholder", .textFieldPlaceholder),
        ("let field = NameField()", "field.text", .fieldValue),
        ("@IBOutlet weak var field: NameField!", "field.text", .fieldValue),
        ("let field = UILabel()", "field.text", .text),
        ("let field = Unknown()", "field.text", .text),
    ])
    func aTextFieldsTextIsTheUsersValue(declaration: String, target: String, kind: UsageKind) throws {
        let (all, _) = usages("""
            import UIKit
            final class NameField: UITextField {}
            final class Form: UIView {
              \(declaration)
              func fill() { \(target) = \(Self.set) }
            }
            """)
        let u = try #require(all.first)
        #expect(u.kind == kind, "\(declaration) \(target)")
        if kind == .fieldValue { #expect(u.drawn?.kind == .documented && u.lines == nil) }
    }

    @Test func aTextViewsTextWrapsAndScrolls() throws {
        let (all, _) = usages("""
            import UIKit
            final class Notes: UIView {
              let textView = UITextView()
              func fill() { textView.text = \(Self.set) }
            }
            """)
        let u = try #require(all.first)
        #expect(u.kind == .text && u.lines == 0)
        #expect(u.linesEvidence == ContainerCatalog.NibDefault.textViewLines)
    }

    /// A model's `text` set in one file, shown by a label in another: one usage, at the setter, drawn at the label.
    @Test(arguments: ["struct Note { var text = \"\" }", "final class Note { var text = \"\" }",
                      "final class Note: NSObject, Codable { var text = \"\" }", "class Base {}\nfinal class Note: Base { var text = \"\" }"])
    func aModelsPropertyIsDataShownWhereAViewReadsIt(model: String) throws {
        let code = """
            import UIKit
            \(model)
            final class Maker {
              func make(note: Note) { note.text = \(Self.set) }
            }
            final class NoteCell: UITableViewCell {
              let titleLabel = UILabel()
              func show(_ note: Note) {
                titleLabel.text = note.text
              }
            }
            """
        let (all, _) = usages(code)
        let setLine = model.contains("\n") ? 5 : 4
        #expect(all.count == 1, "\(all)")
        let u = try #require(all.first)
        #expect(u.line == setLine && u.kind == .text)
        #expect(u.drawn == .code(file: "V.swift", line: setLine + 5, what: "titleLabel.text = note.text"))
    }

    @Test func aTypeInheritingAClassOfAnotherModuleMayBeAView() throws {
        let (all, _) = usages("""
            import UIKit
            final class Badge: ExternalLabel { var extra = 0 }
            final class V: UIView {
              let badge = Badge()
              func fill() { badge.text = \(Self.set) }
            }
            """)
        #expect(all.first?.kind == .text)
    }
}
