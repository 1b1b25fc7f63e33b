import DynamicType
import Testing
@testable import HeadroomScan

/// An element of a labelled tuple that a `typealias` names (`typealias Field = (name: String, value: String)`),
/// read as `field.name` at a display site: the `Field(name: ...)` constructions give the keys.
@Suite struct TupleAliasFlowTests {
    struct Row: CustomStringConvertible, Sendable {
        var name: String
        var alias: String
        var construction: String
        var shown: String
        var placed: [String]
        var description: String { name }
    }

    static let rows: [Row] = [
        Row(name: "a labelled tuple alias in the type: each construction's argument", alias: "typealias Field = (name: String, value: String)",
            construction: "Field(name: NSLocalizedString(\"t1\", comment: \"\"), value: \"x\")", shown: "field.name", placed: ["t1"]),
        Row(name: "the other element is not the shown one", alias: "typealias Field = (name: String, value: String)",
            construction: "Field(name: \"x\", value: NSLocalizedString(\"t1\", comment: \"\"))", shown: "field.name", placed: []),
        Row(name: "an element whose type nests a tuple", alias: "typealias Field = (pair: (Int, Int), name: String)",
            construction: "Field(pair: (1, 2), name: NSLocalizedString(\"t1\", comment: \"\"))", shown: "field.name", placed: ["t1"]),
        Row(name: "an alias of a struct: its own members, not this rule", alias: "typealias Field = Item",
            construction: "Item(name: NSLocalizedString(\"t1\", comment: \"\"))", shown: "field.name", placed: ["t1"]),
    ]

    @Test(arguments: rows)
    func followsTheConstructions(_ row: Row) {
        let source = """
            import UIKit
            struct Item { let name: String }
            final class InfoVC: UITableViewController {
              \(row.alias)
              private var fields = [Field]()
              func make() { fields.append(\(row.construction)) }
              func configure(_ cell: UITableViewCell, field: Field) { cell.textLabel?.text = \(row.shown) }
            }
            """
        let result = SourceScanner().scan(texts: [("Info.swift", source)], keys: [.init(table: "Localizable", key: "t1")])
        let placed = result.usages.filter { $0.kind == .text }.map(\.key).sorted()
        #expect(placed == row.placed, "\(row.name): unresolved \(result.unresolved.map(\.reason))")
    }
}
