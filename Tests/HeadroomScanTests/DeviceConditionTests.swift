import Testing
@testable import HeadroomScan

/// Runtime device tests: a branch taken only on an iPad or a Mac is not iPhone UI, and a modifier
/// from such a branch (or from a branch an iOS build does not compile) does not shape the iPhone's box.
@Suite struct DeviceConditionTests {
    static let keys: Set<ScanResult.TableKey> = Set(["pad.only", "mac.only", "mac.reveal", "export", "phone.text", "item", "row"]
        .map { ScanResult.TableKey(table: "Localizable", key: $0) })

    func scan(_ code: String) -> ScanResult {
        SourceScanner().scan(texts: [("V.swift", code)], keys: Self.keys)
    }

    @Test func branchesTakenOnlyOnAnIPadOrAMacAreNotIPhoneUI() {
        let result = scan("""
            import SwiftUI
            import UIKit
            extension ProcessInfo {
              static var runsOnMac: Bool { processInfo.isiOSAppOnMac || processInfo.isMacCatalystApp }
            }
            struct V: View {
              @Environment(\\.horizontalSizeClass) var sizeClass
              var body: some View {
                VStack {
                  if sizeClass == .regular { Text("pad.only") } else { Text("phone.text") }
                  if ProcessInfo.runsOnMac { Text("mac.only") }
                }
              }
            }
            final class C: UIViewController {
              func setUp() {
                let title: String
                if UIDevice.current.userInterfaceIdiom == .mac || ProcessInfo.runsOnMac {
                  title = NSLocalizedString("mac.reveal", comment: "")
                } else {
                  title = NSLocalizedString("export", comment: "")
                }
                let label = UILabel()
                label.text = title
              }
            }
            """)
        func shown(_ key: String) -> ShownOn? { result.usages.first { $0.key == key }?.shownOn }
        #expect(shown("pad.only") == .iPad)
        #expect(shown("phone.text") == .all)
        #expect(shown("mac.only") == .otherPlatform)
        #expect(shown("mac.reveal") == .otherPlatform)
        #expect(shown("export") == .all)
    }

    @Test func aFrameFromAnotherPlatformsOrAnIPadsBranchDoesNotApply() {
        let result = scan("""
            import SwiftUI
            struct V: View {
              @Environment(\\.horizontalSizeClass) var sizeClass
              var body: some View {
                #if os(visionOS)
                  content.frame(width: 32)
                #else
                  content
                #endif
              }
              var content: some View { Menu { Button("item") { } } label: { Image(systemName: "x") } }
            }
            struct W: View {
              @Environment(\\.horizontalSizeClass) var sizeClass
              var body: some View {
                let row = Text("row")
                if sizeClass == .regular { row.frame(width: 400) } else { row }
              }
            }
            """)
        #expect(result.usages.first { $0.key == "item" }?.width?.points == 250)
        #expect(result.usages.first { $0.key == "row" }?.width?.points != 400)
    }
}
