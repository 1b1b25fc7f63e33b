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

    /// A model type of actions turned into `UIAlertAction`s in a loop; `preferredAction = action` is set
    /// under `CONDITION`, and the callers build the model with `style: .cancel` or `.default`.
    static func modelHelper(_ condition: String) -> String {
        """
        import UIKit
        final class Action { let title: String; let style: UIAlertAction.Style
          init(title: String, style: UIAlertAction.Style) { self.title = title; self.style = style } }
        final class Model {
          var actions: [Action] = []
          var preferred: Action?
          var flag = false
          func controller() -> UIAlertController {
            let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
            actions.forEach { item in
              let action = UIAlertAction(title: item.title, style: item.style) { _ in }
              alert.addAction(action)
              \(condition)
            }
            return alert
          }
        }
        func make() -> Model {
          let m = Model()
          m.actions = [Action(title: NSLocalizedString("cancel", comment: ""), style: .cancel),
                       Action(title: NSLocalizedString("ok", comment: ""), style: .default)]
          return m
        }
        """
    }

    struct ConditionCase: Sendable, CustomStringConvertible {
        var description: String
        var assignment: String
        /// Weight and whether it is a guess (the preference undecided), for `cancel` then `ok`.
        var cancel: (FontWeight, Bool)
        var ok: (FontWeight, Bool)
    }

    static let conditionCases: [ConditionCase] = [
        ConditionCase(description: "no preferred action: the cancel rule, known",
                      assignment: "", cancel: (.semibold, true), ok: (.regular, true)),
        ConditionCase(description: "always preferred: every action emphasized, known",
                      assignment: "alert.preferredAction = action", cancel: (.semibold, true), ok: (.semibold, true)),
        ConditionCase(description: "if let … === …: undecided, the cancel rule as an estimate",
                      assignment: "if let preferred, preferred === item { alert.preferredAction = action }",
                      cancel: (.semibold, false), ok: (.regular, false)),
        ConditionCase(description: "if on a stored Bool (not a parameter): undecided",
                      assignment: "if flag { alert.preferredAction = action }", cancel: (.semibold, false), ok: (.regular, false)),
        ConditionCase(description: "guard … else: undecided",
                      assignment: "guard item.style == .default else { return }; alert.preferredAction = action",
                      cancel: (.semibold, false), ok: (.regular, false)),
        ConditionCase(description: "a ternary: undecided",
                      assignment: "alert.preferredAction = flag ? action : nil", cancel: (.semibold, false), ok: (.regular, false)),
    ]

    @Test("a preferredAction assignment under a condition the scan cannot decide is not always", arguments: conditionCases)
    func conditionalPreferredAction(_ c: ConditionCase) {
        let result = SourceScanner().scan(texts: [("V.swift", Self.modelHelper(c.assignment))], keys: Self.keys)
        for (key, expected) in [("cancel", c.cancel), ("ok", c.ok)] {
            let usages = result.usages.filter { $0.key == key && $0.kind == .alertButton }
            // Through the initializer's `self.title = title` and at the construction: one usage, one weight.
            #expect(usages.count == 1, "\(key): \(usages.map { $0.font?.evidence.detail ?? "" })")
            let usage = usages.first
            #expect(usage?.font?.effectiveWeight == expected.0, "\(key)")
            let guessed = usage?.font?.evidence.isKnown == false && usage?.font?.evidence.detail.contains("cannot decide") == true
            #expect(guessed == !expected.1, "\(key): \(String(describing: usage?.font?.evidence))")
        }
    }
}
