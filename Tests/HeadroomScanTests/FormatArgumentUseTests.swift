import HeadroomFormats
import Testing
@testable import HeadroomScan

/// What the code passes for a key's format arguments, read where it names the key (`FormatArgumentUse`).
@Suite struct FormatArgumentUseTests {
    static let keys: Set<ScanResult.TableKey> = Set(["edited %@", "option %lld", "slot %lld", "posted %@", "seen %@", "count %lld", "Edit.Original"]
        .map { ScanResult.TableKey(table: "Localizable", key: $0) })

    struct Row: Sendable, CustomStringConvertible {
        var name: String, code: String, key: String, arguments: [FormatArgument?]
        var description: String { name }
    }

    static let rows: [Row] = [
        .init(name: "DateFormatter property with styles set in init", code: """
            final class HistoryViewController: UIViewController {
                private let dateFormatter: DateFormatter
                let label = UILabel()
                init() {
                    dateFormatter = DateFormatter()
                    dateFormatter.dateStyle = .medium
                    dateFormatter.timeStyle = .short
                    super.init(nibName: nil, bundle: nil)
                }
                func show(date: Date) {
                    label.text = String(format: NSLocalizedString("edited %@", comment: ""), dateFormatter.string(from: date))
                }
            }
            """, key: "edited %@", arguments: [.date(date: .medium, time: .short)]),
        .init(name: "formatter made in a closure, through a generated accessor", code: """
            enum L10n { enum Edit { static func original(_ p1: Any) -> String { tr("Localizable", "Edit.Original", String(describing: p1)) } } }
            final class Cell: UITableViewCell {
                let label = UILabel()
                static let formatter: DateFormatter = {
                    let f = DateFormatter()
                    f.dateStyle = .long
                    return f
                }()
                func configure(date: Date) { label.text = L10n.Edit.original(Self.formatter.string(from: date)) }
            }
            """, key: "Edit.Original", arguments: [.date(date: .long, time: .none)]),
        .init(name: "Date.formatted(date:time:) interpolated", code: """
            struct V: View { let date: Date
                var body: some View { Text("posted \\(date.formatted(date: .abbreviated, time: .shortened))").lineLimit(1) } }
            """, key: "posted %@", arguments: [.date(date: .medium, time: .short)]),
        .init(name: "RelativeDateTimeFormatter", code: """
            final class C: UIViewController { let label = UILabel(); let relative = RelativeDateTimeFormatter()
                func show(date: Date) { label.text = String(format: NSLocalizedString("seen %@", comment: ""), relative.localizedString(for: date, relativeTo: Date())) } }
            """, key: "seen %@", arguments: [.relativeDate]),
        .init(name: "a position in a list of unknown length", code: """
            struct V: View { let count: Int
                var body: some View { ForEach(0..<count, id: \\.self) { index in TextField("option \\(index + 1)", text: .constant("")) } } }
            """, key: "option %lld", arguments: [.boundedNumber(max: FormatArgumentUse.unboundedPosition)]),
        .init(name: "a position in a literal range", code: """
            struct V: View { var body: some View { ForEach(0..<4) { i in Text("slot \\(i + 1)").lineLimit(1) } } }
            """, key: "slot %lld", arguments: [.boundedNumber(max: 4)]),
        .init(name: "an enumerated offset", code: """
            struct V: View { let items: [String]
                var body: some View { ForEach(Array(items.enumerated()), id: \\.offset) { index, item in Text("slot \\(index + 1)").lineLimit(1) } } }
            """, key: "slot %lld", arguments: [.boundedNumber(max: FormatArgumentUse.unboundedPosition)]),
        // A count the code does not bound, and a date formatter with only a custom format: nothing known.
        .init(name: "an unbounded count", code: """
            struct V: View { let items: [String]; var body: some View { Text("count \\(items.count)").lineLimit(1) } }
            """, key: "count %lld", arguments: []),
        .init(name: "a custom dateFormat", code: """
            final class C: UIViewController { let label = UILabel(); let f = DateFormatter()
                override func viewDidLoad() { f.dateFormat = "yyyy"; label.text = String(format: NSLocalizedString("edited %@", comment: ""), f.string(from: Date())) } }
            """, key: "edited %@", arguments: []),
    ]

    @Test(arguments: rows)
    func readsWhatTheCodePasses(_ row: Row) throws {
        let result = SourceScanner().scan(texts: [("V.swift", "import UIKit\nimport SwiftUI\n" + row.code)], keys: Self.keys)
        let usage = try #require(result.usages.first { $0.key == row.key }, "\(result.usages.map(\.key))")
        #expect(usage.arguments == row.arguments)
    }

    /// Usages whose arguments differ are not grouped into one element, and each key keeps its own.
    @Test func componentsKeepEachKeysArguments() {
        let code = """
            import SwiftUI
            struct V: View { let date: Date; let n: Int
              var body: some View {
                VStack {
                  Text("posted \\(date.formatted(date: .long, time: .omitted))").lineLimit(1)
                  Text("count \\(n)").lineLimit(1)
                }
              }
            }
            """
        let groups = ScanComponents(result: SourceScanner().scan(texts: [("V.swift", code)], keys: Self.keys)).groups
        let posted = groups.first { $0.keys.contains { $0.key == "posted %@" } }
        #expect(posted?.arguments["posted %@"] == [.date(date: .long, time: .none)])
        #expect(posted?.keys.contains { $0.key == "count %lld" } == false)
    }
}
