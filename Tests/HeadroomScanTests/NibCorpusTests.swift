import Foundation
import Testing
@testable import HeadroomScan

/// keepassium's database unlocker screen (`../shared/corpus-src/keepassium`, skipped with a message
/// when absent): a Base.lproj storyboard with object-ID tables in 21 languages.
@Suite struct NibCorpusTests {
    static let folder = ScanGolden.shared + "/corpus-src/keepassium/KeePassium/database/unlocker"

    @Test func storyboardKeysArePlacedWithTheirBox() throws {
        guard FileManager.default.fileExists(atPath: Self.folder) else {
            print("skipping keepassium nib test: \(Self.folder) not found")
            return
        }
        let result = SourceScanner().scan(paths: [Self.folder])
        #expect(result.problems.isEmpty)
        #expect(result.nibFiles == 1)
        // "Will use the remembered master key.": footnote with adjustsFontForContentSizeCategory, numberOfLines 0.
        let hint = try #require(result.usages.first { $0.key == "K3Y-ON-C19.text" })
        #expect(hint.table == "DatabaseUnlockerVC" && hint.kind == .label)
        #expect(hint.font?.style == .footnote && hint.font?.scales == true && hint.lines == 0)
        #expect(hint.font?.evidence.kind == .nib)
        // "Unlock": a body-style button title without Dynamic Type stays at 17 pt.
        let unlock = try #require(result.usages.first { $0.key == "l45-hq-1lr.normalTitle" })
        #expect(unlock.font?.fixedSize == 17 && unlock.font?.scales == false && unlock.lines == 1)
        #expect(unlock.width?.points == 280)
        #expect(!result.drawn.contains { !$0.isResolved })
    }
}
