import Testing
@testable import HeadroomScan

/// SwiftUI draws the inline Markdown of a `LocalizedStringKey` only: the scan marks those usages
/// (`markdown: true`) and no others.
@Suite struct MarkdownUsageTests {
    struct Row: CustomStringConvertible, Sendable {
        var code: String
        var markdown: Bool
        var description: String { code }
    }

    static let rows: [Row] = [
        Row(code: #"Text("k")"#, markdown: true),
        Row(code: #"Button("k") { }"#, markdown: true),
        Row(code: #"Label("k", systemImage: "star")"#, markdown: true),
        Row(code: #"Text(LocalizedStringKey("k"))"#, markdown: true),
        Row(code: #"Text(String(localized: "k"))"#, markdown: false),
        Row(code: #"Text(NSLocalizedString("k", comment: ""))"#, markdown: false),
        Row(code: #"Text(LocalizedStringResource("k"))"#, markdown: false),
        Row(code: #"Text(key)"#, markdown: true),
        Row(code: #"Text(resource)"#, markdown: false),
        Row(code: #"Text("x").navigationTitle("k")"#, markdown: false),
        Row(code: #"Text("x").toolbar { ToolbarItem { Button("k") { } } }"#, markdown: false),
    ]

    @Test(arguments: rows)
    func marksLocalizedStringKeysInSwiftUIViews(_ row: Row) throws {
        let code = """
            import SwiftUI
            struct V: View {
              var key: LocalizedStringKey { "k" }
              var resource: LocalizedStringResource { "k" }
              var body: some View { \(row.code) }
            }
            """
        let result = SourceScanner().scan(texts: [("V.swift", code)], keys: [ScanResult.TableKey(table: "Localizable", key: "k")])
        let usages = result.drawn.filter { $0.key == "k" }
        try #require(usages.count == 1, "\(usages) unresolved: \(result.unresolved)")
        #expect(usages[0].markdown == row.markdown)
    }

    @Test func initWritesMarkdownOnTheElement() {
        let code = "import SwiftUI\nstruct V: View { var body: some View { VStack { Text(\"k\"); Text(String(localized: \"p\")) } } }\n"
        let keys: Set<ScanResult.TableKey> = [ScanResult.TableKey(table: "Localizable", key: "k"), ScanResult.TableKey(table: "Localizable", key: "p")]
        let groups = ScanComponents(result: SourceScanner().scan(texts: [("V.swift", code)], keys: keys)).groups
        #expect(groups.map { "\($0.keys.map(\.key)) \($0.markdown)" }.sorted() == ["[\"k\"] true", "[\"p\"] false"])
    }
}
