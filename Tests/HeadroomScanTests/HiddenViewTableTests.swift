import Testing
@testable import HeadroomScan

/// A view set hidden and never set to anything else is not drawn; any other value anywhere (a
/// same-named view, a view the scan cannot name) keeps it drawn.
@Suite struct HiddenViewTableTests {
    @Test(arguments: [
        ("", false),
        ("func reveal() { hint.isHidden = false }", true),
        ("func reveal(_ on: Bool) { hint.isHidden = !on }", true),
        ("func reveal(_ views: [UIView]) { views.forEach { $0.isHidden = false } }", true),
        ("func reveal() { [hint, other].forEach { $0.isHidden = true } }", false),
        ("func reveal() { [hint, other].forEach { $0.isHidden = false } }", true),
    ])
    func aViewHiddenForGoodIsNotDrawn(extra: String, drawn: Bool) throws {
        let code = """
            import UIKit
            final class Banner: UIView {
              let hint = UILabel()
              let other = UILabel()
              func setUp() { addSubview(hint); hint.isHidden = true }
              func fill() { hint.text = NSLocalizedString("k", comment: "") }
              \(extra)
            }
            """
        let result = SourceScanner().scan(texts: [("V.swift", code)], keys: [ScanResult.TableKey(table: "Localizable", key: "k")])
        let u = try #require(result.usages.first { $0.key == "k" })
        #expect(u.kind == (drawn ? .text : .notDrawn), "\(extra)")
        if !drawn { #expect(u.drawn == .code(file: "V.swift", line: 5, what: "hint.isHidden = true, and nothing sets it to another value: never drawn")) }
    }

    /// A same-named view of another type hidden for good does not hide this one.
    @Test func anotherTypesHiddenViewOfTheSameNameHidesNothingHere() throws {
        let code = """
            import UIKit
            final class TitleView: UIView {
              let label = UILabel()
              func setUp() { addSubview(label); label.isHidden = true }
            }
            final class Banner: UIView {
              let label = UILabel()
              func fill() { addSubview(label); label.text = NSLocalizedString("k", comment: "") }
            }
            """
        let result = SourceScanner().scan(texts: [("V.swift", code)], keys: [ScanResult.TableKey(table: "Localizable", key: "k")])
        #expect(result.usages.first { $0.key == "k" }?.kind == .text)
    }
}
