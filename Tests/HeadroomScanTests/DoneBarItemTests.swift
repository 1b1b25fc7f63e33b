import DynamicType
import Testing
@testable import HeadroomScan

/// A bar button item of the done style is drawn semibold (`ContainerCatalog.Role.doneBarItem`), however the app
/// makes it: `UIBarButtonItem(style: .done)`, a nib's `style="done"` (also retitled through its outlet), SwiftUI's
/// `.confirmationAction` placement. Plain items keep the catalog's regular 17 pt.
@Suite struct DoneBarItemTests {
    static let keys: Set<ScanResult.TableKey> = Set(["done", "cancel", "save", "close", "more"].map { ScanResult.TableKey(table: "Localizable", key: $0) })

    func scan(_ code: String) -> ScanResult {
        SourceScanner().scan(texts: [("V.swift", code)], keys: Self.keys)
    }

    @Test func aUIKitDoneItemIsSemibold() {
        let result = scan("""
            import UIKit
            final class EditViewController: UIViewController {
              override func viewDidLoad() {
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: NSLocalizedString("done", comment: ""), style: .done, target: nil, action: nil)
                navigationItem.leftBarButtonItem = UIBarButtonItem(title: NSLocalizedString("cancel", comment: ""), style: .plain, target: nil, action: nil)
              }
            }
            """)
        let done = result.usages.first { $0.key == "done" }
        #expect(done?.kind == .toolbarItem)
        #expect(done?.font?.fixedSize == 17)
        #expect(done?.font?.weight == .semibold)
        #expect(done?.font?.evidence.kind == .documented)
        #expect(done?.lines == 1)
        let cancel = result.usages.first { $0.key == "cancel" }
        #expect(cancel?.font?.weight == .regular)
    }

    @Test func aSwiftUIConfirmationActionIsSemibold() {
        let result = scan("""
            import SwiftUI
            struct EditView: View {
              var body: some View {
                NavigationStack {
                  Form { Text("x") }
                    .toolbar {
                      ToolbarItem(placement: .confirmationAction) { Button("save") { } }
                      ToolbarItem(placement: .cancellationAction) { Button("cancel") { } }
                      ToolbarItem(placement: .confirmationAction) { Menu("more") { Button("close") { } } }
                    }
                }
              }
            }
            """)
        let save = result.usages.first { $0.key == "save" }
        #expect(save?.kind == .toolbarItem)
        #expect(save?.font?.weight == .semibold)
        #expect(result.usages.first { $0.key == "cancel" }?.font?.weight == .regular)
        // A menu's item inside the confirmation item is the menu's, not the bar item's.
        #expect(result.usages.first { $0.key == "close" }?.kind == .menuItem)
        #expect(result.usages.first { $0.key == "close" }?.font?.weight != .semibold)
    }

    /// The nib's done item, and the Swift sites that retitle it through its outlet, take the document's style.
    @Test(arguments: [("Bar-Dn-007.title", FontWeight.semibold), ("Bar-Pl-008.title", .regular),
                      ("copy.title", .semibold)])
    func aNibDoneItemIsSemibold(_ key: String, _ weight: FontWeight) throws {
        let u = try #require(CellWidthTests.usage(key))
        #expect(u.kind == .toolbarItem)
        #expect(u.font?.fixedSize == 17)
        #expect(u.font?.weight == weight)
        #expect(u.lines == 1)
        if weight == .semibold { #expect(u.font?.evidence.summary.contains("done") == true, "\(u.font?.evidence.summary ?? "")") }
    }
}
