import DynamicType
import Foundation
import HeadroomCheck
import Testing

@testable import HeadroomLimits

@Suite struct RoomAndRiskTests {
    @Test func defaultRoomIsTheNarrowestDeviceUpToXXXLarge() throws {
        let session = try LimitsTestSupport.sampleSession()
        #expect(session.planner.devices.map(\.name) == ["iPhone SE"])
        #expect(session.planner.categories.last == .xxxLarge)
        try LimitsTestSupport.golden(session.roomListing(), "rooms.txt")
        // Rules are not components: a key only a rule matches gets no room.
        #expect(session.planner.room(for: "about.footer") == nil)
        // A list cell title: the device width minus insets and an icon that grows with the text.
        let title = try #require(session.planner.room(for: "list.photos.title"))
        #expect(title.category == .xxxLarge && title.device == "iPhone SE" && title.lines == 1)
        #expect(title.width < 320 - 120)
    }

    @Test func limitsSettingChoosesSizeAndDevice() throws {
        let session = try LimitsTestSupport.xclocSession()
        #expect(session.planner.devices.map(\.name) == ["iPhone 16"])
        #expect(session.planner.categories == [.xSmall, .small, .medium, .large])
        let title = try #require(session.planner.room(for: "settings.title"))
        #expect(title.width == 393 - 200)
        #expect(title.pointSize == 17)
        #expect(title.fontAttribute == "Inter;17;bold")
        let items = try #require(session.planner.room(for: "items"))
        #expect(items.maxWidth == 90 && items.lines == 2 && items.pointSize == 13)
    }

    @Test(arguments: [
        ("limits: { upTo: huge }", "m.yml:4: limits: upTo: 'huge'"),
        ("limits: { upto: AX1 }", "m.yml:4"),
        ("limits: { devices: [Pixel] }", "m.yml:4: limits: no device named \"Pixel\""),
        ("limits: { atRisk: loud }", "m.yml:4: limits: atRisk"),
    ])
    func badLimitsSettings(yaml: String, message: String) throws {
        let text = "devices:\n  iPhone SE: 320\ncomponents: []\n" + yaml + "\n"
        do {
            let manifest = try ManifestParser().parse(text, file: "m.yml")
            _ = try RoomPlanner(manifest: manifest, measurer: LimitsTestSupport.measurer)
            Issue.record("expected an error for \(yaml)")
        } catch let error as ManifestError {
            #expect("\(error)".hasPrefix(String(message.prefix(8))), "\(error)")
            #expect(error.line == 4)
        } catch let error as LimitsError {
            #expect(error.description.hasPrefix(message), "\(error)")
        }
    }

    /// Table-driven: at-risk when the source's width × the language's p90 is more than the room.
    @Test func atRiskWhenTheP90TranslationWouldNotFit() throws {
        let table = try ExpansionTable.parse("""
            expansion\tde\tall\t100\t1.300\t1.800
            expansion\tzh-Hans\tall\t100\t0.700\t1.000
            expansion\tfr\tall\t100\t1.200\t1.400
            """)
        let assessor = RiskAssessor(table: table, measurer: LimitsTestSupport.measurer)
        let session = try LimitsTestSupport.sampleSession()
        let room = try #require(session.planner.room(for: "tab.library"))
        let width = try #require(assessor.sourceWidth("Library", locale: "en", room: room))
        #expect(width > 40 && width < room.width)
        let risks = assessor.risks(source: "Library", sourceLocale: "en", room: room, languages: ["de", "zh-Hans", "fr", "tlh"])
        let expected = ["de", "zh-Hans", "fr"].filter { width * (table.row(language: $0, sourceCharacters: 7)!.p90) > room.width }
        #expect(risks.map(\.language) == expected)
        #expect(risks.map(\.language).contains("de"))
        #expect(!risks.map(\.language).contains("zh-Hans"))
    }

    @Test func riskReportOnTheSample() throws {
        let session = try LimitsTestSupport.sampleSession()
        let report = session.riskReport(languages: ["de", "ja", "ru"])
        #expect(report.count == report.text.split(separator: "\n").count && report.count > 5)
        try LimitsTestSupport.golden(report.text.replacingOccurrences(of: LimitsTestSupport.root.path + "/", with: ""), "risk.txt")
    }
}
