import DynamicType
import Testing
@testable import HeadroomScan

/// The typed evidence of each dimension of a usage's box: code with its line, framework defaults
/// with their source, catalog values, estimates; widths as the narrowest and widest the box can be.
@Suite struct ScanEvidenceTests {
    func usage(_ code: String, file: String = "V.swift") throws -> ScanUsage {
        let result = SourceScanner().scan(texts: [(file, code)], keys: [ScanResult.TableKey(table: "Localizable", key: "k")])
        let usages = result.usages.filter { $0.kind != .other && $0.key == "k" }
        try #require(usages.count == 1, "\(usages) unresolved: \(result.unresolved)")
        return usages[0]
    }

    static func swiftUI(_ body: String) -> String {
        "import SwiftUI\nstruct V: View {\n  var body: some View {\n    \(body)\n  }\n}\n"
    }

    @Test func swiftUITextGetsSwiftUIsDefaultsNeverUIKits() throws {
        let u = try usage(Self.swiftUI(#"Text("k")"#))
        #expect(u.font?.style == .body && u.font?.scales == true)
        #expect(u.font?.evidence == .frameworkDefault(what: "no .font: SwiftUI's body style", source: "Font.body"))
        #expect(u.lines == 0)
        #expect(u.linesEvidence?.kind == .frameworkDefault)
        #expect(u.drawn == .code(file: "V.swift", line: 4, what: #"Text("k")"#))
    }

    @Test func modifiersAreCodeEvidenceAtTheirLine() throws {
        let u = try usage(Self.swiftUI("Text(\"k\")\n      .font(.headline)\n      .lineLimit(2)"))
        #expect(u.font?.evidence == .code(file: "V.swift", line: 5, what: ".headline"))
        #expect(u.linesEvidence == .code(file: "V.swift", line: 6, what: ".lineLimit(2)"))
    }

    @Test func aWidthNobodyGivesIsBoundedByTheScreenAndEstimatedInsideTheMargins() throws {
        let plain = try #require(try usage(Self.swiftUI(#"Text("k")"#)).width)
        #expect(plain.narrowest == 361 && plain.widest == 393 && plain.followsDevice)
        #expect(!plain.evidence.isKnown && plain.boundEvidence.isKnown)
        let padded = try #require(try usage(Self.swiftUI(#"Text("k").padding(.horizontal, 20)"#)).width)
        #expect(padded.narrowest == 321 && padded.widest == 353)
        #expect(padded.boundEvidence.detail.contains(".padding(.horizontal, 20)"))
    }

    @Test func aFrameFixesTheWidth() throws {
        let w = try #require(try usage(Self.swiftUI(#"Text("k").frame(width: 200)"#)).width)
        #expect(w.isFixed && w.narrowest == 200 && !w.followsDevice)
        #expect(w.evidence == .code(file: "V.swift", line: 4, what: ".frame(width: 200)"))
    }

    @Test func uiKitLabelDefaultsAreFrameworkDefaultsAndSettingsAreCode() throws {
        let bare = try usage("import UIKit\nfinal class C: UIView {\n  let l = UILabel()\n  func f() { l.text = NSLocalizedString(\"k\", comment: \"\") }\n}\n")
        #expect(bare.font?.evidence == .frameworkDefault(what: "no font set: UILabel's system 17 pt", source: "UILabel.font"))
        #expect(bare.linesEvidence == .frameworkDefault(what: "no numberOfLines: UILabel's one line", source: "UILabel.numberOfLines"))
        let wraps = try usage("""
            import UIKit
            final class C: UIView {
              let l = UILabel()
              func setUp() { l.numberOfLines = 0 }
              func f() { l.text = NSLocalizedString("k", comment: "") }
            }
            """)
        #expect(wraps.lines == 0)
        #expect(wraps.linesEvidence == .code(file: "V.swift", line: 4, what: "numberOfLines = 0"))
    }

    @Test func anOutletsUnsetLinesAreTheNibsNotUIKitsDefault() throws {
        let u = try usage("""
            import UIKit
            final class Cell: UITableViewCell {
              @IBOutlet weak var titleLabel: UILabel!
              func configure() { titleLabel.text = NSLocalizedString("k", comment: "") }
            }
            """)
        #expect(u.lines == 1 && u.linesEvidence?.kind == .estimate)
        #expect(u.font?.evidence.kind == .estimate)
        #expect(u.linesEvidence?.detail.contains("@IBOutlet") == true)
    }

    @Test func systemContainersCarryTheCatalogsEvidence() throws {
        let title = try usage(Self.swiftUI(#"List {}.navigationTitle("k")"#))
        #expect(title.kind == .navigationTitle)
        // The size and scaling are documented (Kennedy's 17 pt, the Large Content Viewer); the one line is not.
        #expect(title.font?.evidence.kind == .documented && title.linesEvidence?.kind == .estimate)
        let alert = try usage("import UIKit\nfunc f() { let a = UIAlertController(title: NSLocalizedString(\"k\", comment: \"\"), message: nil, preferredStyle: .alert); _ = a }\n")
        #expect(alert.kind == .alertTitle)
        #expect(alert.linesEvidence?.kind == .documented)
    }

    @Test func anIconOnlyLabelSaysWhyItIsNotDrawn() throws {
        let u = try usage(Self.swiftUI(#"Label("k", systemImage: "x").labelStyle(.iconOnly)"#))
        #expect(u.kind == .accessibilityOnly)
        #expect(u.drawn?.kind == .documented)
    }
}
