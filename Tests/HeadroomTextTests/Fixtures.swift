import Foundation
import HeadroomText

/// Shared fixtures: the repository's real fonts, one engine for the whole test run.
enum Fixtures {
    static let repoRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let fontsDirectory = repoRoot + "/Fonts"
    static let goldenDirectory = repoRoot + "/Tests/HeadroomTextTests/Golden"

    static let stack: FontStack = try! FontStack.bundled(fontsDirectory: fontsDirectory)
    static let engine = TextEngine(stack: stack)

    static func font(_ name: String) -> String { fontsDirectory + "/" + name }
}
