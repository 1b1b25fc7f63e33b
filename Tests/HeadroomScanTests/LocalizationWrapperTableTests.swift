import Testing
@testable import HeadroomScan

/// Localization wrappers followed by evaluating their bodies (one row per pattern): the key, the
/// table and the development-language default text each display site gets, and what stays unresolved.
@Suite struct LocalizationWrapperTableTests {
    struct Expected: Equatable, CustomStringConvertible {
        var key: String
        var table: String
        var defaultValue: String?
        var description: String { "\(key) [\(table)] \(defaultValue ?? "-")" }
    }

    struct Row: CustomStringConvertible, Sendable {
        var name: String
        var source: String
        var keys: [(String, String)]
        var placed: [(String, String, String?)]
        var unresolved: [String] = []
        var description: String { name }
    }

    static let label = """
        import UIKit
        final class C: UIViewController {
          let l = UILabel()
        """

    static let rows: [Row] = [
        Row(name: "String extension property and function, fallback to the key", source: """
            extension String {
              var localized: String { NSLocalizedString(self, comment: "") }
              func localized(with args: CVarArg...) -> String { String(format: localized, arguments: args) }
              func localizedWithFallback(_ fallback: String = "") -> String {
                let result = Bundle.main.localizedString(forKey: self, value: nil, table: "Settings")
                if result == self { return fallback }
                return result
              }
            }
            \(label)
              func f(name: String) {
                l.text = "a.title".localized
                l.text = "a.count".localized(with: 3)
                l.text = "a.fallback".localizedWithFallback()
              }
            }
            """, keys: [("Localizable", "a.title"), ("Localizable", "a.count"), ("Settings", "a.fallback")],
            placed: [("a.title", "Localizable", nil), ("a.count", "Localizable", nil), ("a.fallback", "Settings", nil)]),
        Row(name: "free function with a defaulted table and a value: English text", source: """
            func L(_ key: String, table: String = "Main", value: String? = nil) -> String {
              NSLocalizedString(key, tableName: table, bundle: .main, value: value ?? "", comment: "")
            }
            \(label)
              func f() {
                l.text = L("b.one")
                l.text = L("b.two", table: "Other", value: "English two")
              }
            }
            """, keys: [("Main", "b.one"), ("Other", "b.two")],
            placed: [("b.one", "Main", nil), ("b.two", "Other", "English two")]),
        Row(name: "enum of wrappers with tag keys and value:", source: """
            enum LString {
              enum Error {
                static let failed = NSLocalizedString("[Database/Error] failed", bundle: Bundle.main, value: "Failed to open", comment: "")
              }
              static let done = "c.done".localized
            }
            extension String { var localized: String { NSLocalizedString(self, tableName: "Lib", comment: "") } }
            \(label)
              func f() { l.text = LString.Error.failed; title = LString.done }
            }
            """, keys: [("Localizable", "[Database/Error] failed"), ("Lib", "c.done")],
            placed: [("[Database/Error] failed", "Localizable", "Failed to open"), ("c.done", "Lib", nil)]),
        Row(name: "static function over String(localized:defaultValue:table:)", source: """
            struct Strings {
              static func text(_ key: String.LocalizationValue, english: String.LocalizationValue = "") -> String {
                String(localized: key, defaultValue: english, table: "Feature", bundle: .main)
              }
              static func plain(_ key: String) -> String { String(localized: String.LocalizationValue(key), table: "Feature") }
            }
            \(label)
              func f() { l.text = Strings.text("d.one", english: "One"); l.text = Strings.plain("d.two") }
            }
            """, keys: [("Feature", "d.one"), ("Feature", "d.two")],
            placed: [("d.one", "Feature", "One"), ("d.two", "Feature", nil)]),
        Row(name: "a plural format through String.localizedStringWithFormat", source: """
            \(label)
              func f(n: Int) { l.text = String.localizedStringWithFormat(NSLocalizedString("f.items", value: "%d items", comment: ""), n) }
            }
            """, keys: [("Localizable", "f.items")], placed: [("f.items", "Localizable", "%d items")]),
        Row(name: "a wrapper the code does not declare stays unresolved, named by its callee", source: """
            import SwiftUI
            struct V: View {
              var body: some View { Text(Pod.translate("e.other")) }
            }
            """, keys: [("Localizable", "e.other")],
            placed: [], unresolved: ["string from a call the scan does not follow"]),
    ]

    @Test(arguments: rows)
    func evaluatesTheWrapper(_ row: Row) {
        let keys = Set(row.keys.map { ScanResult.TableKey(table: $0.0, key: $0.1) })
        let result = SourceScanner().scan(texts: [("F.swift", row.source)], keys: keys)
        let placed = result.usages.filter { $0.kind != .other }
            .map { Expected(key: $0.key, table: $0.table, defaultValue: $0.defaultValue) }.sorted { $0.description < $1.description }
        let expected = row.placed.map { Expected(key: $0.0, table: $0.1, defaultValue: $0.2) }.sorted { $0.description < $1.description }
        #expect(placed == expected, "\(row.name): unresolved \(result.unresolved.map(\.reason))")
        #expect(result.unresolved.map(\.reason) == row.unresolved, "\(row.name)")
    }

    /// A call nobody declares keeps its key from the screen: the unresolved entry names the callee
    /// and lists the key, and `UnplacedKeys` counts it under that callee.
    @Test func anUndeclaredWrapperIsNamedWithTheKeysItHolds() {
        let source = """
            import UIKit
            final class C { let l = UILabel(); func f() { l.text = "w.one".viaPod(); l.text = "w.two".viaPod(); l.text = Other.x("w.three") } }
            """
        let keys: Set<ScanResult.TableKey> = [.init(table: "Localizable", key: "w.one"), .init(table: "Localizable", key: "w.two"),
                                             .init(table: "Localizable", key: "w.three")]
        let result = SourceScanner().scan(texts: [("C.swift", source)], keys: keys)
        let calls = result.unresolved.filter { $0.cause == .callNotFollowed(callee: "viaPod") }
        #expect(calls.flatMap { $0.keys.map(\.key) }.sorted() == ["w.one", "w.two"], "\(result.unresolved)")
        let unplaced = UnplacedKeys(result: result, placed: [])
        let groups = unplaced.groups.map { ($0.cause, $0.count) }
        #expect(groups.first?.0 == .notFollowed(.callNotFollowed(callee: "viaPod")) && groups.first?.1 == 2, "\(groups)")
        #expect(groups.contains { $0.0 == .notFollowed(.callNotFollowed(callee: "x")) && $0.1 == 1 }, "\(groups)")
    }
}
