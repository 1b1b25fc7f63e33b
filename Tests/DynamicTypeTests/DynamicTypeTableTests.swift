import DynamicType
import Foundation
import Testing

/// Where `shared/reference` sits beside the project root, if it does.
private let referenceFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/reference")

private func referenceCSV(_ name: String) -> [[String]]? {
    guard let text = try? String(contentsOf: referenceFolder.appendingPathComponent(name), encoding: .utf8) else {
        return nil
    }
    return text.split(whereSeparator: \.isNewline).dropFirst().map { $0.split(separator: ",").map(String.init) }
}

@Suite struct DynamicTypeTableTests {
    @Test func everyCellMatchesTheReferenceTable() throws {
        guard let rows = referenceCSV("ios-dynamic-type.csv") else {
            print("skipped: ../shared/reference/ios-dynamic-type.csv is absent")
            return
        }
        #expect(rows.count == 132)
        for row in rows {
            let style = try #require(TextStyle(name: row[0]), "style \(row[0])")
            let category = try #require(ContentSizeCategory(name: row[1]), "category \(row[1])")
            #expect(style.weight == FontWeight(name: row[2]), "\(row[0]) weight")
            #expect(style.emphasizedWeight == FontWeight(name: row[3]), "\(row[0]) emphasized weight")
            #expect(style.pointSize(at: category) == Int(row[4]), "\(row[0]) at \(row[1])")
            #expect(style.leading(at: category) == Int(row[5]), "\(row[0]) leading at \(row[1])")
        }
    }

    @Test(arguments: [
        // Known cells, independent of the CSV: body and caption 2 at both ends, headline default.
        (TextStyle.body, ContentSizeCategory.large, 17, 22),
        (.body, .ax5, 53, 62),
        (.caption2, .ax5, 40, 48),
        (.headline, .large, 17, 22),
        (.largeTitle, .xSmall, 31, 38),
        (.subheadline, .xxxLarge, 21, 28),
    ])
    func knownCells(style: TextStyle, category: ContentSizeCategory, size: Int, leading: Int) {
        #expect(style.pointSize(at: category) == size)
        #expect(style.leading(at: category) == leading)
    }

    @Test func headlineIsSemibold() {
        #expect(TextStyle.headline.weight == .semibold)
        #expect(TextStyle.body.weight == .regular)
    }

    @Test func namesParse() {
        #expect(ContentSizeCategory(name: "AX3") == .ax3)
        #expect(ContentSizeCategory(name: "accessibilityExtraExtraExtraLarge") == .ax5)
        #expect(ContentSizeCategory(name: "xxxLarge") == .xxxLarge)
        #expect(ContentSizeCategory(name: "huge") == nil)
        #expect(TextStyle(name: "Subhead") == .subheadline)
        #expect(TextStyle(name: "Title 1") == .title1)
        #expect(TextStyle(name: "heading") == nil)
        #expect(ContentSizeCategory.ax1.isAccessibilityCategory && !ContentSizeCategory.xxxLarge.isAccessibilityCategory)
    }

    /// The reference README's worked example: a 17 pt font scaled with body metrics.
    @Test func fontMetricsScalesLikeUIFontMetrics() {
        let scaler = FontMetricsScaler(style: .body)
        let sizes = ContentSizeCategory.allCases.map { Int(scaler.scaledPointSize(17, at: $0)) }
        #expect(sizes == [15, 15, 16, 17, 19, 20, 22, 26, 31, 37, 43, 48])
        #expect(scaler.scaledPointSize(17, at: .ax5, maximumPointSize: 28) == 28)
    }
}
