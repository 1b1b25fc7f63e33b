import Testing
@testable import HeadroomScan

/// A property the type inherits (a view controller's `title`), read after an earlier statement of the
/// same block set it, holds what that statement wrote (`KeyResolver.earlierAssignment`).
@Suite struct EarlierAssignmentTableTests {
    @Test(arguments: [
        ("title = NSLocalizedString(\"k\", comment: \"\")\n titleLabel.text = title", true),
        ("self.title = NSLocalizedString(\"k\", comment: \"\")\n titleLabel.text = self.title", true),
        ("self.title = NSLocalizedString(\"k\", comment: \"\")\n titleLabel.text = title", true),
        ("title = NSLocalizedString(\"k\", comment: \"\")\n if isReady { titleLabel.text = title }", true),
        // Written after the read, in another function, or inside a closure that may never run: not this read's value.
        ("titleLabel.text = title\n title = NSLocalizedString(\"k\", comment: \"\")", false),
        ("titleLabel.text = title", false),
        ("let set = { self.title = NSLocalizedString(\"k\", comment: \"\") }\n set()\n titleLabel.text = title", false),
    ])
    func anInheritedPropertyHoldsWhatTheBlockWroteBeforeTheRead(body: String, readsKey: Bool) throws {
        let code = """
            import UIKit
            final class Screen: UIViewController {
              @IBOutlet weak var titleLabel: UILabel!
              var isReady = true
              func other() { title = NSLocalizedString("elsewhere", comment: "") }
              override func viewDidLoad() {
                super.viewDidLoad()
                \(body)
              }
            }
            """
        let keys = Set(["k", "elsewhere"].map { ScanResult.TableKey(table: "Localizable", key: $0) })
        let result = SourceScanner().scan(texts: [("V.swift", code)], keys: keys)
        let atLabel = result.usages.filter { u in
            code.split(separator: "\n", omittingEmptySubsequences: false)[u.line - 1].contains("titleLabel.text")
        }
        #expect(atLabel.contains { $0.key == "k" } == readsKey, "\(result.usages.map { ($0.key, $0.line) })")
        #expect(!atLabel.contains { $0.key == "elsewhere" })
    }
}
