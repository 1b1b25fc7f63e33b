import DynamicType
import Testing
@testable import HeadroomScan

/// An action sheet's title and message are the sheet's header (footnote, wrapping, the sheet's
/// width), not an alert's 270 pt box and not one of its buttons; its actions stay buttons.
@Suite struct ActionSheetHeaderTests {
    struct Row: CustomStringConvertible, Sendable {
        var name: String
        var code: String
        var key: String
        var kind: UsageKind
        var weight: FontWeight
        var lines: Int
        var actionSheetWidth: Bool
        var description: String { name }
    }

    static let uiKit = """
        import UIKit
        final class C: UIViewController {
            func ask() {
                let sheet = UIAlertController(title: NSLocalizedString("sheet.title", comment: ""), message: NSLocalizedString("sheet.message", comment: ""), preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: NSLocalizedString("sheet.delete", comment: ""), style: .destructive))
                let alert = UIAlertController(title: nil, message: NSLocalizedString("alert.message", comment: ""), preferredStyle: .alert)
                present(sheet, animated: true); _ = alert
            }
        }
        """
    /// An app's `addAction(title:style:)` on `UIAlertController`: each call's receiver decides the style.
    static let helper = """
        import UIKit
        extension UIAlertController {
            @discardableResult
            func addAction(title: String?, style: UIAlertAction.Style = .default, handler: ((UIAlertAction) -> Void)? = nil) -> UIAlertController {
                let action = UIAlertAction(title: title, style: style, handler: handler)
                self.addAction(action)
                return self
            }
        }
        final class H: UIViewController {
            func choose() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(title: NSLocalizedString("helper.sheet.option", comment: ""), style: .default)
                sheet.addAction(title: NSLocalizedString("helper.sheet.cancel", comment: ""), style: .cancel)
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(title: NSLocalizedString("helper.alert.ok", comment: ""), style: .default)
                present(sheet, animated: true); _ = alert
            }
        }
        """
    /// The style chosen through a local or a ternary: the branch an iPhone takes decides; a condition
    /// that is not a device test leaves an alert.
    static let localStyle = """
        import UIKit
        final class L: UIViewController {
            var compact = false
            func signOut() {
                let style: UIAlertController.Style
                if UIDevice.current.userInterfaceIdiom == .phone {
                    style = .actionSheet
                } else {
                    style = .alert
                }
                let sheet = UIAlertController(title: NSLocalizedString("if.title", comment: ""), message: nil, preferredStyle: style)
                sheet.addAction(UIAlertAction(title: NSLocalizedString("if.action", comment: ""), style: .default))
                present(sheet, animated: true)
            }
            func share() {
                let style: UIAlertController.Style = UIDevice.current.userInterfaceIdiom == .pad ? .alert : .actionSheet
                let sheet = UIAlertController(title: NSLocalizedString("ternary.title", comment: ""), message: nil, preferredStyle: style)
                present(sheet, animated: true)
            }
            func padOnly() {
                let alert = UIAlertController(title: NSLocalizedString("pad.title", comment: ""), message: nil,
                                              preferredStyle: UIDevice.current.userInterfaceIdiom == .phone ? .alert : .actionSheet)
                present(alert, animated: true)
            }
            func undecided() {
                var style = UIAlertController.Style.alert
                if compact { style = .actionSheet }
                let alert = UIAlertController(title: NSLocalizedString("undecided.title", comment: ""), message: nil, preferredStyle: style)
                alert.addAction(UIAlertAction(title: NSLocalizedString("undecided.action", comment: ""), style: .default))
                present(alert, animated: true)
            }
        }
        """
    static let swiftUI = """
        import SwiftUI
        struct V: View {
            @State var shown = false
            var body: some View {
                Button("Go") { shown = true }
                    .actionSheet(isPresented: $shown) {
                        ActionSheet(title: Text("Confirm delete?"), message: Text("It cannot be undone"), buttons: [.destructive(Text("Delete")), .cancel()])
                    }
                    .confirmationDialog("Pick one", isPresented: $shown, titleVisibility: .visible) { Button("First") {} }
            }
        }
        """

    static let rows: [Row] = [
        Row(name: "UIKit action sheet title", code: uiKit, key: "sheet.title", kind: .alertTitle, weight: .semibold, lines: 0, actionSheetWidth: true),
        Row(name: "UIKit action sheet message", code: uiKit, key: "sheet.message", kind: .alertMessage, weight: .regular, lines: 0, actionSheetWidth: true),
        Row(name: "UIKit action sheet action", code: uiKit, key: "sheet.delete", kind: .confirmationDialog, weight: .regular, lines: 1, actionSheetWidth: true),
        Row(name: "UIKit alert message", code: uiKit, key: "alert.message", kind: .alertMessage, weight: .regular, lines: 0, actionSheetWidth: false),
        Row(name: "app helper's action on an action sheet", code: helper, key: "helper.sheet.option", kind: .confirmationDialog, weight: .regular, lines: 1, actionSheetWidth: true),
        Row(name: "app helper's cancel action on an action sheet", code: helper, key: "helper.sheet.cancel", kind: .confirmationDialog, weight: .semibold, lines: 1, actionSheetWidth: true),
        Row(name: "app helper's action on an alert", code: helper, key: "helper.alert.ok", kind: .alertButton, weight: .regular, lines: 1, actionSheetWidth: false),
        Row(name: "style local set in an idiom if", code: localStyle, key: "if.title", kind: .alertTitle, weight: .semibold, lines: 0, actionSheetWidth: true),
        Row(name: "action on a controller whose style local is set in an idiom if", code: localStyle, key: "if.action", kind: .confirmationDialog, weight: .regular, lines: 1, actionSheetWidth: true),
        Row(name: "style local from an idiom ternary", code: localStyle, key: "ternary.title", kind: .alertTitle, weight: .semibold, lines: 0, actionSheetWidth: true),
        Row(name: "inline idiom ternary: an alert on iPhone", code: localStyle, key: "pad.title", kind: .alertTitle, weight: .semibold, lines: 0, actionSheetWidth: false),
        Row(name: "style set under a non-device condition stays an alert", code: localStyle, key: "undecided.title", kind: .alertTitle, weight: .semibold, lines: 0, actionSheetWidth: false),
        Row(name: "action on that controller stays an alert button", code: localStyle, key: "undecided.action", kind: .alertButton, weight: .regular, lines: 1, actionSheetWidth: false),
        Row(name: "SwiftUI ActionSheet title", code: swiftUI, key: "Confirm delete?", kind: .alertTitle, weight: .semibold, lines: 0, actionSheetWidth: true),
        Row(name: "SwiftUI ActionSheet message", code: swiftUI, key: "It cannot be undone", kind: .alertMessage, weight: .regular, lines: 0, actionSheetWidth: true),
        Row(name: "SwiftUI ActionSheet button", code: swiftUI, key: "Delete", kind: .confirmationDialog, weight: .regular, lines: 1, actionSheetWidth: true),
        Row(name: "confirmationDialog title", code: swiftUI, key: "Pick one", kind: .alertTitle, weight: .semibold, lines: 0, actionSheetWidth: true),
    ]

    @Test(arguments: rows) func theSheetsHeaderIsNotAButton(_ row: Row) throws {
        let keys = ["sheet.title", "sheet.message", "sheet.delete", "alert.message", "Confirm delete?", "It cannot be undone", "Delete", "Pick one",
                    "helper.sheet.option", "helper.sheet.cancel", "helper.alert.ok", "if.title", "if.action", "ternary.title", "pad.title",
                    "undecided.title", "undecided.action"]
        let result = SourceScanner().scan(texts: [("V.swift", row.code)], keys: Set(keys.map { ScanResult.TableKey(table: "Localizable", key: $0) }))
        let usage = try #require(result.usages.first { $0.key == row.key }, "\(result.usages.map(\.key))")
        #expect(usage.kind == row.kind)
        let font = try #require(usage.font)
        // An alert's title is a headline; its message and an action sheet's title and message are footnotes.
        if row.kind == .alertTitle || row.kind == .alertMessage {
            #expect(font.style == (row.kind == .alertTitle && !row.actionSheetWidth ? .headline : .footnote))
        }
        #expect(font.effectiveWeight == row.weight)
        #expect(usage.lines == row.lines)
        let width = try #require(usage.width)
        // The sheet spans the screen less 8 pt each side; an alert is 270 pt.
        #expect(width.followsDevice == row.actionSheetWidth, "\(width)")
        #expect((width.widest > 270) == row.actionSheetWidth, "\(width)")
    }
}
