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
}
