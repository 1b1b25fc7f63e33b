import Foundation
import Testing
@testable import HeadroomScan

/// Xcode generates String Catalog symbols for the keys of `.xcstrings` files only: a key of a
/// `.strings` file is never reached through a guessed symbol.
@Suite struct CatalogSymbolSourceTests {
    @Test func symbolsComeFromStringCatalogsOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("\"plain.title\" = \"Plain\";\n".utf8).write(to: folder.appendingPathComponent("en.lproj/Localizable.strings"))
        let catalog = #"{"sourceLanguage":"en","version":"1.0","strings":{"catalog.title":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Catalog"}}}}}}"#
        try Data(catalog.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        let view = "import SwiftUI\nstruct V: View {\n    var body: some View {\n        Text(.catalogTitle)\n        Text(.plainTitle)\n    }\n}\n"
        try Data(view.utf8).write(to: folder.appendingPathComponent("V.swift"))
        let result = SourceScanner().scan(paths: [folder.path])
        #expect(result.usages.map(\.key) == ["catalog.title"])
        #expect(result.unresolved.map(\.expression) == [".plainTitle"])
    }
}
