import Testing
@testable import HeadroomScan

/// SwiftGen accessors whose generated file is absent: names derived from the keys as SwiftGen's
/// strings templates derive them, accepted only for a key of the strings files.
@Suite struct SwiftGenNameTests {
    /// Key → (flat template name, structured template path), per StencilSwiftKit's
    /// `swiftIdentifier:"pretty"` and `lowerFirstWord` (its own test expectations where they exist).
    static let names: [(String, String, String)] = [
        ("AddCode", "addCode", "addCode"),
        ("UseFaceIDToUnlock", "useFaceIDToUnlock", "useFaceIDToUnlock"),
        ("URLChooser", "urlChooser", "urlChooser"),
        ("settings.title", "settingsTitle", "Settings.title"),
        ("scene.compose.poll_option", "sceneComposePollOption", "Scene.Compose.pollOption"),
        ("alert title", "alertTitle", "alertTitle"),
        ("OK_BUTTON", "okButton", "okButton"),
        ("2fa.enable", "_2faEnable", "_2fa.enable"),
        ("common.controls.actions.ok", "commonControlsActionsOk", "Common.Controls.Actions.ok"),
    ]

    @Test(arguments: names)
    func derivesTheTemplatesNames(_ row: (String, String, String)) {
        #expect(SwiftGenName.flat(row.0) == row.1, "\(row.0)")
        #expect(SwiftGenName.structured(row.0) == row.2, "\(row.0)")
    }

    @Test func placesAccessorsOfAnAbsentGeneratedFileAndSaysHow() {
        let source = """
            import SwiftUI
            struct V: View {
              var body: some View {
                VStack {
                  Text(Localizations.addCode)
                  Text(Localizations.unlockWith("Face ID"))
                  Button(Localizations.Settings.title) {}
                  Text(Localizations.oneMinute)
                  Text("x").foregroundColor(Color.red)
                }
              }
            }
            """
        let keys: Set<ScanResult.TableKey> = Set(["AddCode", "UnlockWith", "settings.title", "OneMinute", "One_Minute", "Red", "x"]
            .map { ScanResult.TableKey(table: "Localizable", key: $0) })
        let result = SourceScanner().scan(texts: [("V.swift", source)], keys: keys)
        let placed = result.usages.filter { $0.symbolDerivation == .swiftGen && $0.kind != .other }
        #expect(Set(placed.map(\.key)) == ["AddCode", "UnlockWith", "settings.title"], "\(result.usages.map(\.key)) \(result.unresolved)")
        #expect(placed.first { $0.key == "UnlockWith" }?.symbol == "Localizations.unlockWith")
        // Two keys give `oneMinute`: not guessed, said.
        #expect(result.unresolved.contains { $0.cause == .swiftGenNameAmbiguous(accessor: "Localizations.oneMinute", keys: ["OneMinute", "One_Minute"]) },
                "\(result.unresolved)")
        // `Color` is no SwiftGen namespace although one key is called `Red`.
        #expect(!result.usages.contains { $0.key == "Red" })
    }
}
