import Foundation
import HeadroomCheck
import Testing

@testable import HeadroomLimits

@Suite struct BudgetAndCatalogTests {
    static let languages = ["de", "ja", "ar", "ru", "zh-Hant"]

    @Test(arguments: [BudgetWriter.Format.csv, .json, .weblate])
    func goldenBudgets(format: BudgetWriter.Format) throws {
        let session = try LimitsTestSupport.sampleSession()
        try LimitsTestSupport.golden(session.budgets(format: format, languages: Self.languages), "budgets.\(format.rawValue)")
    }

    /// A budget is the room over the language's average advance: wider scripts get fewer characters,
    /// more lines or a wider box more.
    @Test func budgetsFollowTheAdvance() throws {
        let session = try LimitsTestSupport.sampleSession()
        let room = try #require(session.planner.room(for: "tab.library"))
        let german = session.calculator.budget(room, language: "de")
        let japanese = session.calculator.budget(room, language: "ja")
        #expect(german.characters > japanese.characters)
        var twoLines = room
        twoLines.lines = 2
        #expect(session.calculator.budget(twoLines, language: "de").characters >= 2 * german.characters - 1)
        let perCharacter = try #require(session.calculator.table.advance(language: "de")).ems * room.pointSize * session.calculator.scale(room.typeface)
        #expect(german.characters == Int((room.width / perCharacter).rounded(.down)))
        #expect(!german.fallback)
        #expect(session.calculator.budget(room, language: "tlh").fallback)
    }

    @Test func weblateFlagsQuoteFamiliesWithSpaces() {
        #expect(BudgetWriter.flagValue("Inter") == "Inter")
        #expect(BudgetWriter.flagValue("SF Pro Text") == "\"SF Pro Text\"")
        #expect(BudgetWriter.csvField("a,b") == "\"a,b\"")
        #expect(BudgetWriter.csvField("say \"hi\"") == "\"say \"\"hi\"\"\"")
    }

    // MARK: String Catalog

    static let catalog = LimitsTestSupport.root.appendingPathComponent("Strings/Onboarding.xcstrings")

    @Test func catalogCopyGetsTheBudgetsInItsComments() throws {
        let session = try LimitsTestSupport.sampleSession()
        let directory = try LimitsTestSupport.temporaryDirectory()
        let copy = directory.appendingPathComponent("Onboarding.xcstrings")
        let before = try Data(contentsOf: Self.catalog)
        let summary = try session.commentCatalog(Self.catalog.path, output: copy.path)
        #expect(summary.hasPrefix("headroom: 4 comments in "))
        #expect(try Data(contentsOf: Self.catalog) == before, "the catalog itself is never changed")
        let written = try String(contentsOf: copy, encoding: .utf8)
        try LimitsTestSupport.golden(written, "Onboarding.limits.xcstrings")
        // Only the comments change: every other line of the developer's file keeps its bytes.
        let source = String(decoding: before, as: UTF8.self).components(separatedBy: "\n")
        let lines = written.components(separatedBy: "\n")
        let changed = lines.filter { !source.contains($0) }
        #expect(changed.count == 4 && changed.allSatisfy { $0.trimmingCharacters(in: .whitespaces).hasPrefix("\"comment\"") })
        #expect(lines.filter { !$0.contains("\"comment\"") } == source.filter { !$0.contains("\"comment\"") })
        // Run again on the copy: the suffix is replaced, not added twice.
        let again = directory.appendingPathComponent("again.xcstrings")
        _ = try session.commentCatalog(copy.path, output: again.path)
        #expect(try String(contentsOf: again, encoding: .utf8) == written)
        // The copy is still a catalog the project reads, with every translation.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: copy)) as? [String: Any])
        let original = try #require(try JSONSerialization.jsonObject(with: before) as? [String: Any])
        #expect((json["strings"] as? [String: Any])?.count == (original["strings"] as? [String: Any])?.count)
    }

    @Test func catalogIsNeverOverwritten() throws {
        let session = try LimitsTestSupport.sampleSession()
        #expect(throws: LimitsError.self) { try session.commentCatalog(Self.catalog.path, output: Self.catalog.path) }
        let directory = try LimitsTestSupport.temporaryDirectory()
        let bad = directory.appendingPathComponent("bad.xcstrings")
        try Data("{\"sourceLanguage\": \"en\"}".utf8).write(to: bad)
        do {
            _ = try session.commentCatalog(bad.path, output: directory.appendingPathComponent("out.xcstrings").path)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "\(bad.path):1: not a String Catalog: no \"strings\" object")
        }
    }

    @Test func commentSuffixWording() {
        let budget = CharacterBudget(
            key: "k", language: "en", characters: 24, component: "C", element: "e", maxWidth: 72, lines: 1, font: "Inter;17;normal",
            pointSize: 17, category: "Large", device: "iPhone SE", fallback: false)
        #expect(CatalogCommenter.suffix(budget) == "[fits about 24 characters at Large on iPhone SE]")
        var two = budget
        two.lines = 2
        #expect(CatalogCommenter.suffix(two) == "[fits about 24 characters on 2 lines at Large on iPhone SE]")
        #expect(CatalogCommenter.stripped("Title. [fits about 3 characters at AX1 on iPad]") == "Title.")
        #expect(CatalogCommenter.stripped("Keep [this]") == "Keep [this]")
    }
}
