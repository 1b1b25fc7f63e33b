import HeadroomCheck
@testable import HeadroomScan
import Testing

@testable import HeadroomCLI

/// The manifest `headroom init` writes keeps a scanned label's `zero` form never shown
/// (`forms: { never: [zero] }`), and the check's parser reads it back onto that element alone.
struct FormsNeverShownInitTests {
    @Test func initWritesAndTheParserReadsTheFormsNeverShown() throws {
        let code = """
            import UIKit
            final class CounterView: UIView {
                let countLabel = UILabel()
                let titleLabel = UILabel()
                func update(count: Int) {
                    countLabel.isHidden = (count == 0)
                    countLabel.text = String.localizedStringWithFormat(NSLocalizedString("items.count", comment: ""), count)
                    titleLabel.text = String.localizedStringWithFormat(NSLocalizedString("items.title", comment: ""), count)
                }
            }
            """
        let keys: Set<ScanResult.TableKey> = Set(["items.count", "items.title"].map { ScanResult.TableKey(table: "Localizable", key: $0) })
        let components = ScanComponents(result: SourceScanner().scan(texts: [("V.swift", code)], keys: keys))
        let yaml = ScannedComponentsText.lines(for: components).joined(separator: "\n")
        #expect(yaml.contains("forms: { never: [zero] }"), "\(yaml)")
        let manifest = try ManifestParser().parse(yaml, file: "headroom.yml")
        let elements = manifest.components.flatMap(\.elements)
        let count = try #require(elements.first { $0.keys.contains { $0.pattern == "items.count" } })
        let title = try #require(elements.first { $0.keys.contains { $0.pattern == "items.title" } })
        #expect(count.formsNeverShown == ["zero"])
        #expect(title.formsNeverShown.isEmpty)
    }
}
