import DynamicType
import Testing
@testable import HeadroomScan

/// A text field whose delegate's `textFieldShouldBeginEditing(_:)` returns a literal `false` on a
/// path that names it shows the app's text (a view's box); any other field's text is the user's.
@Suite struct EditingRefusedTableTests {
    @Test(arguments: [
        ("", false),
        ("switch textField { case keyField: return false\n default: return true }", true),
        ("switch textField { case self.keyField: pick(); return false\n default: break }\n return true", true),
        ("guard isPhone else { return true }\n switch textField { case keyField: return false\n default: return true }", true),
        ("if textField === keyField { return false }\n return true", true),
        ("if keyField == textField { pick(); return false }\n return true", true),
        // Another field, every other field, a nested closure, a literal true: the user edits it.
        ("switch textField { case nameField: return false\n default: return true }", false),
        ("switch textField { case nameField: return true\n default: return false }", false),
        ("let f: () -> Bool = { return false }\n return f()", false),
        ("if textField === keyField { return true }\n return true", false),
    ])
    func aFieldItsDelegateNeverLetsTheUserEditShowsTheAppsText(body: String, refused: Bool) throws {
        let method = body.isEmpty ? "" : "func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {\n \(body)\n }"
        let code = """
            import UIKit
            final class KeyPicker: UIViewController, UITextFieldDelegate {
              let keyField = UITextField()
              let nameField = UITextField()
              var isPhone = true
              func pick() {}
              func fill() { keyField.text = NSLocalizedString("k", comment: "") }
              \(method)
            }
            """
        let result = SourceScanner().scan(texts: [("V.swift", code)], keys: [ScanResult.TableKey(table: "Localizable", key: "k")])
        let u = try #require(result.usages.first { $0.key == "k" })
        #expect((u.kind != .fieldValue) == refused, "\(u.kind)")
    }

    /// A refused field's text is drawn in its font, shrunk as the field's settings say: down to its
    /// `minimumFontSize` when `adjustsFontSizeToFitWidth` is on [doc: UITextField.adjustsFontSizeToFitWidth].
    @Test(arguments: [
        ("keyField.adjustsFontSizeToFitWidth = true; keyField.minimumFontSize = 12", FontShrink.points(12)),
        ("keyField.minimumFontSize = 12", nil),
    ])
    func aRefusedFieldShrinksAsItsSettingsSay(settings: String, shrink: FontShrink?) throws {
        let refusing = """
            import UIKit
            final class KeyPicker: UIViewController, UITextFieldDelegate {
              let keyField = UITextField()
              func fill() { \(settings); keyField.text = NSLocalizedString("k", comment: "") }
              func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
                if textField === keyField { return false }
                return true
              }
            }
            """
        let result = SourceScanner().scan(texts: [("V.swift", refusing)], keys: [ScanResult.TableKey(table: "Localizable", key: "k")])
        let u = try #require(result.usages.first { $0.key == "k" })
        #expect(u.kind != .fieldValue)
        #expect(u.shrink == shrink)
    }
}
