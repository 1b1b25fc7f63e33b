import Testing
@testable import HeadroomScan

/// A key returned or declared only in an `#if` branch an iPhone build never compiles (`#elseif
/// os(macOS)`) is not shown by the iOS site that reads the value: at statement level inside a
/// `switch` case, in an accessor, and around a member declaration, as for a whole declaration.
@Suite struct PlatformBranchFlowTests {
    struct Row: CustomStringConvertible, Sendable {
        var name: String
        var declarations: String
        var read: String
        var shown: Set<String>
        var notShown: Set<String>
        var description: String { name }
    }

    static let rows: [Row] = [
        Row(name: "#elseif os(macOS) in a switch case of a computed property", declarations: """
            enum Field {
                case a, b
                var title: String {
                    switch self {
                    case .a: return NSLocalizedString("a", comment: "")
                    case .b:
                        #if os(iOS)
                        return NSLocalizedString("b.phone", comment: "")
                        #elseif os(macOS)
                        return NSLocalizedString("b.mac", comment: "")
                        #endif
                    }
                }
            }
            """, read: "Field.b.title", shown: ["b.phone"], notShown: ["b.mac"]),
        Row(name: "#if os(macOS) / #else in a getter", declarations: """
            struct Texts {
                var subtitle: String {
                    get {
                        #if os(macOS)
                        return NSLocalizedString("s.mac", comment: "")
                        #else
                        return NSLocalizedString("s.phone", comment: "")
                        #endif
                    }
                }
            }
            """, read: "Texts().subtitle", shown: ["s.phone"], notShown: ["s.mac"]),
        Row(name: "a member declared per platform", declarations: """
            struct Texts {
                #if os(iOS)
                var title: String { NSLocalizedString("t.phone", comment: "") }
                #elseif os(macOS)
                var title: String { NSLocalizedString("t.mac", comment: "") }
                #endif
            }
            """, read: "Texts().title", shown: ["t.phone"], notShown: ["t.mac"]),
        Row(name: "canImport(AppKit) in a static function's switch", declarations: """
            enum Names {
                static func name(_ n: Int) -> String {
                    switch n {
                    case 0:
                        #if canImport(AppKit)
                        return NSLocalizedString("n.mac", comment: "")
                        #else
                        return NSLocalizedString("n.phone", comment: "")
                        #endif
                    default: return NSLocalizedString("n.other", comment: "")
                    }
                }
            }
            """, read: "Names.name(1)", shown: ["n.phone", "n.other"], notShown: ["n.mac"]),
    ]

    @Test(arguments: rows) func keysOfOtherPlatformsAreNotShownAtTheSite(_ row: Row) {
        let code = """
            import UIKit
            \(row.declarations)
            final class Screen: UIViewController {
                let label = UILabel()
                func show() { label.text = \(row.read) }
            }
            """
        let keys = Set((row.shown.union(row.notShown)).map { ScanResult.TableKey(table: "Localizable", key: $0) })
        let result = SourceScanner().scan(texts: [("Screen.swift", code)], keys: keys)
        let drawn = Set(result.drawn.map(\.key))
        #expect(drawn.isSuperset(of: row.shown), "\(result.drawn.map { ($0.key, $0.line) })")
        #expect(drawn.isDisjoint(with: row.notShown), "\(result.drawn.map { ($0.key, $0.line) })")
    }
}
