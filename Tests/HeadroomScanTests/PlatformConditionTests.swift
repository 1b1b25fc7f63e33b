import Testing
@testable import HeadroomScan

/// What is iPhone UI: `#if` branches an iOS build does not compile and macOS-only scenes are not
/// iPhone screens; keyboard-command titles are iPad-only.
@Suite struct PlatformConditionTests {
    static let source = """
        import SwiftUI
        import UIKit
        @main struct MyApp: App {
          var body: some Scene {
            WindowGroup { ContentView() }
              .commands { CommandMenu("menu.title") { Button("menu.item") {} } }
            Settings { Text("mac.settings") }
          }
        }
        extension MyApp {
          var appMenu: some Commands { CommandMenu("menu.apart") { Button("menu.apart.item") {} } }
        }
        struct ContentView: View {
          var body: some View {
            #if os(macOS)
            Text("mac.only")
            #elseif targetEnvironment(macCatalyst)
            Text("catalyst.only")
            #else
            Text("ios.text")
            #endif
            #if !os(iOS) || canImport(AppKit)
            Text("not.ios")
            #endif
            #if DEBUG
            Text("debug.text")
            #endif
          }
        }
        final class K: UIViewController {
          override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(title: NSLocalizedString("key.command", comment: ""), action: #selector(go), input: "f", modifierFlags: .command)]
          }
          @objc func go() {}
        }
        """

    static let expected: [(String, ShownOn)] = [
        ("menu.title", .iPad), ("menu.item", .iPad), ("menu.apart", .iPad), ("menu.apart.item", .iPad), ("key.command", .iPad), ("mac.settings", .otherPlatform),
        ("mac.only", .otherPlatform), ("catalyst.only", .otherPlatform), ("not.ios", .otherPlatform),
        ("ios.text", .all), ("debug.text", .all),
    ]

    @Test func eachTextIsShownWhereItsCodeRuns() {
        let keys = Set(Self.expected.map { ScanResult.TableKey(table: "Localizable", key: $0.0) })
        let result = SourceScanner().scan(texts: [("App.swift", Self.source)], keys: keys)
        for (key, shownOn) in Self.expected {
            let found = result.usages.filter { $0.key == key }
            #expect(!found.isEmpty && found.allSatisfy { $0.shownOn == shownOn }, "\(key): \(found.map(\.shownOn))")
        }
        // Other platforms' texts are never drawn on an iPhone: not in `drawn`, not in components.
        #expect(!result.drawn.contains { $0.shownOn == .otherPlatform })
        let components = ScanComponents(result: result)
        #expect(components.groups.contains { $0.shownOn == .iPad && $0.keys.contains { $0.key == "key.command" } })
        #expect(!components.groups.flatMap(\.keys).contains { $0.key == "mac.only" })
        #expect(components.unplacedKeys.groups.contains { $0.cause == .otherPlatform && $0.count == 4 }, "\(components.unplacedKeys.groups)")
    }
}
