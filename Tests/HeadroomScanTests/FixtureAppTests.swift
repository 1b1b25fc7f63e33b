import Foundation
import Testing
@testable import HeadroomScan

/// The fixture app (SwiftUI and UIKit views, SwiftGen accessors, an Xcode catalog symbol, a small
/// design system, two bad files) scanned end to end against its golden JSON and text.
@Suite struct FixtureAppTests {
    static let result = SourceScanner().scan(paths: [ScanGolden.fixtureApp])

    @Test func jsonMatchesGolden() throws {
        try ScanGolden.check(ScanReport(result: Self.result).json(), name: "fixture-app.json")
    }

    @Test func textMatchesGolden() throws {
        try ScanGolden.check(ScanReport(result: Self.result).text(), name: "fixture-app.txt")
    }

    @Test func badFilesAreReportedAndTheRestScanned() {
        let problems = Dictionary(uniqueKeysWithValues: Self.result.problems.map { ($0.file, $0.reason) })
        #expect(problems["Broken/Latin1.swift"] == .notUTF8)
        #expect(problems["Broken/Unfinished.swift"] == .syntaxErrors)
        #expect(Self.result.usages.contains { $0.key == "profile.header" })
    }

    /// With the generated accessors skipped as too large, their uses take the key whose SwiftGen
    /// name they are (a key of the strings files, never a guess), and say so.
    @Test func tooLargeFilesAreSkippedWithAReason() {
        let result = SourceScanner(maxFileBytes: 2200).scan(paths: [ScanGolden.fixtureApp])
        let large = result.problems.filter { $0.reason == .tooLarge }.map(\.file)
        #expect(large == ["Generated/Strings.swift"])
        #expect(result.usages.contains { $0.key == "profile.title" })
        let followers = result.usages.filter { $0.key == "profile.followers" }
        #expect(!followers.isEmpty && followers.allSatisfy { $0.symbolDerivation == .swiftGen && $0.symbol == "L10n.Profile.followers" })
    }

    @Test func keysListedBothWays() {
        #expect(Self.result.unusedKeys.map(\.key) == ["unused.key"])
        #expect(Self.result.missingKeys.map(\.key) == ["profile.footer"])
    }
}
