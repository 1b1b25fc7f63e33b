import DynamicType
import Testing
@testable import HeadroomScan

/// A value bound from an enum case's associated value in a `switch` (`case let .remote(header, _)`,
/// `case .other(let title)`) and shown: the code constructing that case gives the keys, by label and
/// position, where the enum is the constructed type (written, contextual, or the only enum with that case).
@Suite struct EnumAssociatedValueFlowTests {
    struct Row: CustomStringConvertible, Sendable {
        var name: String
        var pattern: String
        var constructions: String
        var extraEnum: String = ""
        var placed: [String]
        var description: String { name }
    }

    static let rows: [Row] = [
        Row(name: "case let with labels: the argument of that label", pattern: "case let .remote(header, _): label.text = header",
            constructions: "let s = Section.remote(header: NSLocalizedString(\"a1\", comment: \"\"), footer: NSLocalizedString(\"a2\", comment: \"\"))",
            placed: ["a1"]),
        Row(name: "let inside the pattern, second position", pattern: "case .remote(_, let footer): label.text = footer",
            constructions: "let s: Section = .remote(header: NSLocalizedString(\"a1\", comment: \"\"), footer: NSLocalizedString(\"a2\", comment: \"\"))",
            placed: ["a2"]),
        Row(name: "an unlabelled value built with no contextual type written: the only enum with that case", pattern: "case .other(let title): label.text = title",
            constructions: "let all = [Section.remote(header: nil, footer: nil), .other(NSLocalizedString(\"a3\", comment: \"\"))]",
            placed: ["a3"]),
        Row(name: "another enum has that case and no type is written: not claimed", pattern: "case .other(let title): label.text = title",
            constructions: "let all = [Section.remote(header: nil, footer: nil), .other(NSLocalizedString(\"a3\", comment: \"\"))]",
            extraEnum: "enum Badge { case other(String) }", placed: []),
    ]

    /// A test target's constructions (a file importing `XCTest` or `Testing`) build no screen the app shows.
    @Test(arguments: ["XCTest", "Testing"])
    func testCodeGivesNothing(_ framework: String) {
        let app = """
            import UIKit
            enum Section { case remote(header: String?, footer: String?) }
            final class HeaderView: UIView {
              let label: UILabel = { let l = UILabel(); l.font = .preferredFont(forTextStyle: .footnote); l.numberOfLines = 0; return l }()
              func show(_ section: Section) { switch section { case let .remote(header, _): label.text = header } }
            }
            """
        let test = """
            import \(framework)
            @testable import App
            final class SectionTests { func build() { _ = Section.remote(header: NSLocalizedString("a1", comment: ""), footer: nil) } }
            """
        let result = SourceScanner().scan(texts: [("S.swift", app), ("SectionTests.swift", test)], keys: [.init(table: "Localizable", key: "a1")])
        #expect(result.usages.filter { $0.kind != .other }.isEmpty, "\(result.usages.map { "\($0.key) \($0.kind)" })")
    }

    @Test(arguments: rows)
    func followsTheConstructions(_ row: Row) {
        let source = """
            import UIKit
            enum Section { case remote(header: String?, footer: String?); case other(String) }
            \(row.extraEnum)
            final class HeaderView: UIView {
              let label: UILabel = { let l = UILabel(); l.font = .preferredFont(forTextStyle: .footnote); l.numberOfLines = 0; return l }()
              func show(_ section: Section) {
                switch section {
                \(row.pattern)
                default: break
                }
              }
            }
            final class Screen {
              func build() { \(row.constructions) }
            }
            """
        let keys: Set<ScanResult.TableKey> = Set(["a1", "a2", "a3"].map { .init(table: "Localizable", key: $0) })
        let result = SourceScanner().scan(texts: [("S.swift", source)], keys: keys)
        let placed = result.usages.filter { $0.kind == .text && $0.font?.style == .footnote && $0.lines == 0 }.map(\.key).sorted()
        #expect(placed == row.placed, "\(row.name): unresolved \(result.unresolved.map(\.reason))")
        #expect(!result.unresolved.contains { $0.reason == UnresolvedCause.notUnderstood.description }, "\(row.name)")
    }
}
