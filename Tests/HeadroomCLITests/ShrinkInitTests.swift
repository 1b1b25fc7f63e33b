import DynamicType
import HeadroomCheck
@testable import HeadroomScan
import Testing

@testable import HeadroomCLI

/// The manifest `headroom init` writes keeps how each scanned view shrinks (`minimumScaleFactor:` for a
/// fraction, `minimumFontSize:` for points), and the check's parser reads it back onto that element alone.
struct ShrinkInitTests {
    @Test func initWritesAndTheParserReadsTheShrink() throws {
        let code = """
            import UIKit
            final class KeyPicker: UIViewController, UITextFieldDelegate {
                let keyField = UITextField()
                let scoreLabel = UILabel()
                let titleLabel = UILabel()
                func fill() {
                    keyField.adjustsFontSizeToFitWidth = true
                    keyField.minimumFontSize = 12
                    keyField.text = NSLocalizedString("key.none", comment: "")
                    scoreLabel.adjustsFontSizeToFitWidth = true
                    scoreLabel.minimumScaleFactor = 0.5
                    scoreLabel.text = NSLocalizedString("score", comment: "")
                    titleLabel.text = NSLocalizedString("title", comment: "")
                }
                func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
                    if textField === keyField { return false }
                    return true
                }
            }
            """
        let keys: Set<ScanResult.TableKey> = Set(["key.none", "score", "title"].map { ScanResult.TableKey(table: "Localizable", key: $0) })
        let components = ScanComponents(result: SourceScanner().scan(texts: [("V.swift", code)], keys: keys))
        let yaml = ScannedComponentsText.lines(for: components).joined(separator: "\n")
        #expect(yaml.contains("minimumFontSize: 12") && yaml.contains("minimumScaleFactor: 0.5"), "\(yaml)")
        let elements = try ManifestParser().parse(yaml, file: "headroom.yml").components.flatMap(\.elements)
        func shrink(_ key: String) throws -> FontShrink? {
            try #require(elements.first { $0.keys.contains { $0.pattern == key } }).shrink
        }
        #expect(try shrink("key.none") == .points(12))
        #expect(try shrink("score") == .scale(0.5))
        #expect(try shrink("title") == nil)
    }
}
