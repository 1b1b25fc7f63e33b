import DynamicType
import Testing
@testable import HeadroomScan

/// `init`'s components: usages that differ in any box dimension never share a component, so no
/// element takes another's font cap, scaling, lines or width.
@Suite struct ComponentSignatureTests {
    static let keys: Set<ScanResult.TableKey> = Set(["capped", "free", "other"].map { ScanResult.TableKey(table: "Localizable", key: $0) })

    static func groups(_ code: String) -> [ScanComponents.Group] {
        ScanComponents(result: SourceScanner().scan(texts: [("V.swift", code)], keys: keys)).groups
    }

    @Test func aFontCapIsNotBorrowedByAnotherUsage() throws {
        let code = """
            import UIKit
            final class Cells {
                let a = UILabel()
                let b = UILabel()
                func setUp() {
                    a.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .systemFont(ofSize: 15), maximumPointSize: 20)
                    a.text = NSLocalizedString("capped", comment: "")
                    b.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .systemFont(ofSize: 15))
                    b.text = NSLocalizedString("free", comment: "")
                }
            }
            """
        let groups = Self.groups(code)
        let capped = try #require(groups.first { $0.keys.contains { $0.key == "capped" } })
        let free = try #require(groups.first { $0.keys.contains { $0.key == "free" } })
        #expect(capped.font.maximumPointSize == 20)
        #expect(free.font.maximumPointSize == nil, "the uncapped label was grouped with the capped one: \(free.keys.map(\.key))")
        #expect(!free.keys.contains { $0.key == "capped" })
    }

    @Test func theScanJSONCarriesTheFontCap() throws {
        let code = """
            import UIKit
            final class Cell {
                let a = UILabel()
                func setUp() {
                    a.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 15), maximumPointSize: 22)
                    a.text = NSLocalizedString("capped", comment: "")
                }
            }
            """
        let json = ScanReport(result: SourceScanner().scan(texts: [("V.swift", code)], keys: Self.keys)).json()
        #expect(json.contains("\"maxPointSize\": 22"), "\(json)")
    }
}
