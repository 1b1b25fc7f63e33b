import HeadroomCheck
@testable import HeadroomScan
import Testing

@testable import HeadroomCLI

/// The manifest `headroom init` writes gives a label the text of the button the code pins after it
/// (`beside:` with the button's font and no spacing: the gap is in the width), and the check's parser
/// reads it back onto that element alone.
struct BesideTextsInitTests {
    @Test func initWritesAndTheParserReadsTheTextBesideALabel() throws {
        let code = """
            import UIKit
            final class Header: UIView {
                let titleLabel = UILabel()
                let clearButton = UIButton(type: .system)
                let otherLabel = UILabel()
                func setUp() {
                    clearButton.titleLabel?.font = .preferredFont(forTextStyle: .subheadline)
                    clearButton.setTitle(NSLocalizedString("clear", comment: ""), for: .normal)
                    clearButton.leadingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: 16).isActive = true
                    titleLabel.text = NSLocalizedString("recent", comment: "")
                    otherLabel.text = NSLocalizedString("other", comment: "")
                }
            }
            """
        let keys: Set<ScanResult.TableKey> = Set(["clear", "recent", "other"].map { ScanResult.TableKey(table: "Localizable", key: $0) })
        let components = ScanComponents(result: SourceScanner().scan(texts: [("H.swift", code)], keys: keys))
        let yaml = ScannedComponentsText.lines(for: components).joined(separator: "\n")
        #expect(yaml.contains("beside: { keys: [\"clear\"], style: subheadline"), "\(yaml)")
        let manifest = try ManifestParser().parse(yaml, file: "headroom.yml")
        let elements = manifest.components.flatMap(\.elements)
        let recent = try #require(elements.first { $0.keys.contains { $0.pattern == "recent" } })
        let other = try #require(elements.first { $0.keys.contains { $0.pattern == "other" } })
        let clear = try #require(elements.first { $0.keys.contains { $0.pattern == "clear" } })
        #expect(clear.beside == nil)
        #expect(recent.beside?.keys == ["clear"])
        #expect(recent.beside?.font.style == .subheadline && recent.beside?.spacing == 0)
        #expect(other.beside == nil)
    }
}
