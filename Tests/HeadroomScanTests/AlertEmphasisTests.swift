import DynamicType
import Testing
@testable import HeadroomScan

/// The alert or action sheet action the system highlights (semibold): the preferred action, else the cancel action.
@Suite struct AlertEmphasisTests {
    static let keys: Set<ScanResult.TableKey> = Set(["ok", "cancel", "retry", "save", "delete", "close"].map { ScanResult.TableKey(table: "Localizable", key: $0) })

    func weights(_ code: String) -> [String: FontWeight] {
        let result = SourceScanner().scan(texts: [("V.swift", code)], keys: Self.keys)
        var out: [String: FontWeight] = [:]
        for usage in result.usages where [.alertButton, .confirmationDialog].contains(usage.kind) {
            out[usage.key] = usage.font?.effectiveWeight
        }
        return out
    }

    @Test func swiftUICancelRoleIsHighlightedUnlessAnotherActionIsTheDefault() {
        let plain = weights("""
            import SwiftUI
            struct V: View {
              @State var shown = false
              var body: some View {
                Text("x").alert("t", isPresented: $shown) {
                  Button("ok", role: .cancel) { }
                  Button("delete", role: .destructive) { }
                }
              }
            }
            """)
        #expect(plain["ok"] == .semibold)
        #expect(plain["delete"] == .regular)
        let preferred = weights("""
            import SwiftUI
            struct V: View {
              @State var shown = false
              var body: some View {
                Text("x").confirmationDialog("t", isPresented: $shown) {
                  Button("cancel", role: .cancel) { }
                  Button("save") { }.keyboardShortcut(.defaultAction)
                }
              }
            }
            """)
        #expect(preferred["save"] == .semibold)
        #expect(preferred["cancel"] == .regular)
    }

    @Test func uiKitCancelStyleAndPreferredAction() {
        let result = weights("""
            import UIKit
            final class C: UIViewController {
              func plain() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: NSLocalizedString("cancel", comment: ""), style: .cancel))
                alert.addAction(UIAlertAction(title: NSLocalizedString("ok", comment: ""), style: .default))
              }
              func withPreferred() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: NSLocalizedString("close", comment: ""), style: .cancel))
                let save = UIAlertAction(title: NSLocalizedString("save", comment: ""), style: .default)
                alert.addAction(save)
                alert.preferredAction = save
              }
              func sheet() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                let delete = UIAlertAction(title: NSLocalizedString("delete", comment: ""), style: .cancel)
                sheet.addAction(delete)
              }
            }
            """)
        #expect(result["cancel"] == .semibold)
        #expect(result["ok"] == .regular)
        #expect(result["save"] == .semibold)
        #expect(result["close"] == .regular)
        #expect(result["delete"] == .semibold)
    }

    @Test func aHelperThatWrapsUIAlertActionIsDecidedAtEachCall() {
        let result = weights("""
            import UIKit
            extension UIAlertController {
              func add(title: String, style: UIAlertAction.Style = .default, preferred: Bool = false) {
                let action = UIAlertAction(title: title, style: style, handler: nil)
                addAction(action)
                if preferred { preferredAction = action }
              }
            }
            final class C: UIViewController {
              func a() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.add(title: NSLocalizedString("retry", comment: ""), preferred: true)
                alert.add(title: NSLocalizedString("close", comment: ""), style: .cancel)
              }
              func b() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.add(title: NSLocalizedString("cancel", comment: ""), style: .cancel)
                alert.add(title: NSLocalizedString("ok", comment: ""))
              }
            }
            """)
        #expect(result["retry"] == .semibold)
        #expect(result["close"] == .regular)
        #expect(result["cancel"] == .semibold)
        #expect(result["ok"] == .regular)
    }
}
