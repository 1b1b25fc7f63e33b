import Testing
@testable import HeadroomScan

/// A SwiftUI `Text` with no line limit in a view of fixed height (`.frame(height:)`) shows only
/// the lines that fit in it; inside a scroll view the text scrolls instead.
@Suite struct FrameHeightTests {
    static let keys: Set<ScanResult.TableKey> = [ScanResult.TableKey(table: "Localizable", key: "k")]

    @Test(arguments: [
        ("HStack { Text(\"k\").font(.headline) }.frame(height: 44)", true),
        ("Text(\"k\").font(.headline).frame(height: 44)", true),
        ("ScrollView { Text(\"k\").font(.headline) }.frame(height: 44)", false),
        ("Text(\"k\").font(.headline)", false),
    ])
    func aFixedHeightBoundsTheLines(_ view: String, _ bounded: Bool) throws {
        let code = "import SwiftUI\nstruct V: View { var body: some View { \(view) } }\n"
        let result = SourceScanner().scan(texts: [("V.swift", code)], keys: Self.keys)
        let usage = try #require(result.drawn.first { $0.key == "k" })
        if bounded {
            let lines = try #require(usage.lines)
            #expect(lines >= 1 && lines <= 2, "44 pt holds one or two headline lines, got \(lines)")
            #expect(usage.linesEvidence?.detail.contains(".frame(height: 44)") == true, "\(String(describing: usage.linesEvidence))")
        } else {
            #expect(usage.lines == 0)
        }
    }
}
