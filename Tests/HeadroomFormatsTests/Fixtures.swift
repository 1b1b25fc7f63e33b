import Foundation
@testable import HeadroomFormats

/// Locates the test fixtures and the shared corpus from this file's path.
enum Fixtures {
    /// `Tests/HeadroomFormatsTests` (symlinks resolved).
    static let testsDirectory: String = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().path

    /// `Tests/HeadroomFormatsTests/Fixtures` (excluded from the target in Package.swift, so SwiftPM
    /// does not take its `.lproj` folders and catalogs for resources).
    static let root = testsDirectory + "/Fixtures"
    static let good = root + "/good"
    static let bad = root + "/bad"

    /// `repoRoot/../shared/corpus`.
    static let corpus: String = URL(fileURLWithPath: testsDirectory).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus").path

    static var corpusAvailable: Bool { FileManager.default.fileExists(atPath: corpus + "/PROFILE.md") }

    static func load(_ paths: String...) -> LoadResult {
        LocalizationLoader().load(paths: paths)
    }

    static func entry(_ result: LoadResult, key: String, variant: String? = nil, locale: String? = nil) -> LocalizedEntry? {
        result.entries.first { $0.key == key && $0.variant == variant && (locale == nil || $0.locale.identifier == locale) }
    }
}
