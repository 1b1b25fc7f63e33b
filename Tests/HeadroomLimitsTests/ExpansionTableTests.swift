import Foundation
import Testing
@testable import HeadroomLimits

@Suite struct ExpansionTableTests {
    @Test(arguments: [
        ("pt-BR", "pt"), ("zh-TW", "zh-Hant"), ("zh_Hant_HK", "zh-Hant"), ("zh-CN", "zh-Hans"), ("zh-Hans", "zh-Hans"),
        ("de", "de"), ("en-GB", "en"), ("hy-AM", "hy"),
    ])
    func languageOfATag(tag: String, language: String) {
        #expect(ExpansionTable.language(of: tag) == language)
    }

    @Test func bucketsBySourceLength() {
        #expect(LengthBucket(characters: 1) == .upTo10)
        #expect(LengthBucket(characters: 10) == .upTo10)
        #expect(LengthBucket(characters: 11) == .upTo20)
        #expect(LengthBucket(characters: 40) == .upTo40)
        #expect(LengthBucket(characters: 41) == .longer)
    }

    @Test func smallCellsFallBackToAllLengths() throws {
        let table = try ExpansionTable.parse("""
            # test
            expansion\tde\t1-10\t5\t1.500\t2.000
            expansion\tde\t11-20\t40\t1.200\t1.600
            expansion\tde\tall\t45\t1.250\t1.700
            advance\tde\t0.5100\t400
            """)
        #expect(table.row(language: "de-AT", sourceCharacters: 15)?.p90 == 1.6)
        #expect(table.row(language: "de", sourceCharacters: 4)?.p90 == 1.7)
        #expect(table.row(language: "fr", sourceCharacters: 4) == nil)
        #expect(table.advance(language: "de")?.ems == 0.51)
        #expect(table.provenance == "test")
    }

    @Test func rejectsABadRow() {
        #expect(throws: LimitsError.self) { try ExpansionTable.parse("expansion\tde\tnope\t1\t1\t1") }
    }

    @Test func quantilesInterpolate() {
        #expect(ExpansionStudy.quantile([1, 2, 3, 4, 5], 0.5) == 3)
        #expect(abs(ExpansionStudy.quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 0.9) - 10) < 1e-9)
    }

    /// The shipped table parses, covers the corpus's languages and says what real translations do:
    /// German and Russian grow, Chinese shrinks, short strings grow the most.
    @Test func shippedTable() throws {
        let table = ExpansionTable.shipped
        #expect(table.languages.count == 85)
        #expect(table.provenance.contains("held out"))
        let german = try #require(table.row(language: "de", sourceCharacters: 100))
        #expect(german.median > 1.1 && german.p90 > german.median)
        #expect(try #require(table.row(language: "zh-Hans", sourceCharacters: 30)).median < 1)
        #expect(try #require(table.row(language: "ru", sourceCharacters: 5)).p90 > german.p90)
        #expect(try #require(table.advance(language: "ja")).ems > 1.5 * (try #require(table.advance(language: "en")).ems))
        // What it writes, it reads back.
        let again = try ExpansionTable.parse(ExpansionStudy.tsv(table))
        #expect(again.rows == table.rows)
        #expect(again.advances == table.advances)
    }

    /// The study on one real app of ../shared/corpus (skipped when absent): pairs, a fifth held
    /// out, ratios measured with the real layout engine.
    @Test func studyOnARealApp() throws {
        let app = LimitsTestSupport.root.deletingLastPathComponent().appendingPathComponent("shared/corpus/iceCubes")
        guard FileManager.default.fileExists(atPath: app.path) else {
            print("skipped: ../shared/corpus is not here")
            return
        }
        let pairs = ExpansionStudy(measurer: LimitsTestSupport.measurer).pairs(apps: [app.path])
        #expect(pairs.count > 5_000)
        let heldOut = Double(pairs.filter(\.heldOut).count) / Double(pairs.count)
        #expect(heldOut > 0.12 && heldOut < 0.28)
        let table = ExpansionStudy.table(from: pairs, provenance: "iceCubes")
        #expect(try #require(table.row(language: "de", sourceCharacters: 15)).median > 1)
        let evaluation = ExpansionStudy.evaluate(table, pairs: pairs)
        #expect(evaluation.cases > 1_000 && evaluation.recall > 0.8)
    }
}
