import Testing
@testable import HeadroomScan

/// A label its function hides when the count of the plural it shows is 0: the scan records that
/// the `zero` form is never shown there (`ScanUsage.formsNeverShown`), and `init`'s groups keep it.
@Suite struct PluralHidingTests {
    static let keys: Set<ScanResult.TableKey> = [ScanResult.TableKey(table: "Localizable", key: "items.count")]

    struct Row: CustomStringConvertible, Sendable {
        var name: String
        var body: String
        var never: [String]
        var description: String { name }
    }

    static func code(_ body: String) -> String {
        """
        import UIKit
        final class CounterView: UIView {
            let countLabel = UILabel()
            let otherLabel = UILabel()
            var items: [Int] = []
            func update(count: Int) {
        \(body)
            }
        }
        """
    }

    static let format = #"String.localizedStringWithFormat(NSLocalizedString("items.count", comment: ""), count)"#
    static let rows: [Row] = [
        Row(name: "== 0", body: "countLabel.isHidden = (count == 0)\ncountLabel.text = \(format)", never: ["zero"]),
        Row(name: "0 ==, after", body: "countLabel.text = \(format)\ncountLabel.isHidden = 0 == count", never: ["zero"]),
        Row(name: "<= 0", body: "countLabel.isHidden = count <= 0\ncountLabel.text = \(format)", never: ["zero"]),
        Row(name: "< 1", body: "countLabel.isHidden = count < 1\ncountLabel.text = \(format)", never: ["zero"]),
        Row(name: "String(format:)", body: #"countLabel.isHidden = count == 0"# + "\n"
            + #"countLabel.text = String(format: NSLocalizedString("items.count", comment: ""), count)"#, never: ["zero"]),
        Row(name: "isEmpty of the counted list", body: "countLabel.isHidden = items.isEmpty\n"
            + #"countLabel.text = String.localizedStringWithFormat(NSLocalizedString("items.count", comment: ""), items.count)"#,
            never: ["zero"]),
        Row(name: "guard", body: "guard count > 0 else {\n countLabel.isHidden = true\n return\n}\ncountLabel.isHidden = false\n"
            + "countLabel.text = \(format)", never: ["zero"]),
        // Not the same view, not the same count, or not hidden at 0: every form may be shown.
        Row(name: "another view hidden", body: "otherLabel.isHidden = (count == 0)\ncountLabel.text = \(format)", never: []),
        Row(name: "another count", body: "countLabel.isHidden = (items.count == 0)\ncountLabel.text = \(format)", never: []),
        Row(name: "hidden above 1", body: "countLabel.isHidden = count > 1\ncountLabel.text = \(format)", never: []),
        Row(name: "== 1", body: "countLabel.isHidden = count == 1\ncountLabel.text = \(format)", never: []),
        Row(name: "guard hides nothing", body: "guard count > 0 else { return }\ncountLabel.text = \(format)", never: []),
    ]

    @Test(arguments: rows) func formsNeverShown(_ row: Row) throws {
        let result = SourceScanner().scan(texts: [("V.swift", Self.code(row.body))], keys: Self.keys)
        let usage = try #require(result.usages.first { $0.key == "items.count" && $0.kind == .text },
                                 "no text usage: \(result.usages.map { "\($0.key) \($0.kind)" })")
        #expect(usage.formsNeverShown == row.never)
    }

    @Test func carriedIntoTheComponentsAndTheJSON() {
        let result = SourceScanner().scan(texts: [("V.swift", Self.code(Self.rows[0].body))], keys: Self.keys)
        let group = ScanComponents(result: result).groups.first { $0.keys.contains { $0.key == "items.count" } }
        #expect(group?.formsNeverShown == ["zero"])
        #expect(ScanReport(result: result).json().contains(#""formsNeverShown": ["zero"]"#))
    }
}
