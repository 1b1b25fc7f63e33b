import DynamicType
import Testing
@testable import HeadroomScan

/// Who creates a view is the declaration's business, not the access path's: a label reached through
/// its owner (`cell.titleLabel.text = ...` on a dequeued cell) that the owner's class declares
/// `@IBOutlet` is made by a nib, so what the code leaves unset is the nib's (an estimate while the nib
/// is not read), never UIKit's defaults for a label the code creates itself.
@Suite struct OwnerOutletTableTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var types: String
        /// Known (framework default or code), or only an estimate.
        var known: Bool
        var testDescription: String { name }
    }

    static let site = """
        final class ListController: UITableViewController {
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row") as! OptionCell
            cell.titleLabel.text = NSLocalizedString("k", comment: "")
            return cell
          }
        }
        """

    static let rows: [Row] = [
        Row(name: "an @IBOutlet of the cell's class: the nib's, an estimate", types: """
            class OptionCell: UITableViewCell {
              @IBOutlet weak var titleLabel: UILabel!
            }
            """, known: false),
        Row(name: "an @IBOutlet of the cell's superclass", types: """
            class BaseCell: UITableViewCell {
              @IBOutlet weak var titleLabel: UILabel!
            }
            class OptionCell: BaseCell {}
            """, known: false),
        Row(name: "a label the cell creates in code: UIKit's defaults", types: """
            class OptionCell: UITableViewCell {
              let titleLabel = UILabel()
            }
            """, known: true),
    ]

    @Test(arguments: rows)
    func theDeclarationSaysWhoCreatesTheLabel(_ row: Row) {
        let result = SourceScanner().scan(texts: [("Types.swift", "import UIKit\n" + row.types), ("Site.swift", "import UIKit\n" + Self.site)],
                                          keys: [ScanResult.TableKey(table: "Localizable", key: "k")])
        let usage = result.usages.first { $0.key == "k" && $0.kind == .text }
        #expect(usage != nil, "\(row.name): \(result.usages.map { "\($0.kind)" })")
        guard let usage else { return }
        #expect(usage.font?.fixedSize == 17, "\(row.name)")
        #expect(usage.lines == 1, "\(row.name)")
        #expect(usage.font?.evidence.isKnown == row.known, "\(row.name): \(String(describing: usage.font?.evidence))")
        #expect(usage.linesEvidence?.isKnown == row.known, "\(row.name): \(String(describing: usage.linesEvidence))")
    }
}
