import DynamicType
import Testing
@testable import HeadroomScan

/// What a SwiftUI menu makes of the views inside it: a `Section`'s content is menu items and its header
/// the menu's section title (250 pt wide, the menu's), a later text of a menu button's label the item's
/// subtitle; the same views outside a menu keep their list-section and button reading.
@Suite struct MenuSectionTableTests {
    struct Row: CustomStringConvertible, Sendable {
        var name: String
        var body: String
        var kind: UsageKind
        var style: TextStyle?
        /// Lines the scan must read (nil: not checked).
        var lines: Int?
        /// The width the scan must give (nil: no width of its own).
        var width: Double?
        var fontUnknown = false
        var description: String { name }
    }

    static let rows: [Row] = [
        Row(name: "Section header inside a Menu: the menu's section title",
            body: #"Menu { Section(header: Text("k")) { Button("a") {} } } label: { Text("m") }"#,
            kind: .sectionHeader, style: nil, lines: 0, width: 250, fontUnknown: true),
        Row(name: "Section(title) inside a Menu: the menu's section title",
            body: #"Menu { Section("k") { Button("a") {} } } label: { Text("m") }"#,
            kind: .sectionHeader, style: nil, lines: 0, width: 250, fontUnknown: true),
        Row(name: "Section content inside a Menu: a menu item",
            body: #"Menu { Section { Button("k") {} } } label: { Text("m") }"#,
            kind: .menuItem, style: .body, lines: 1, width: 250),
        Row(name: "Section header inside a .contextMenu",
            body: #"Text("row").contextMenu { Section(header: Text("k")) { Button("a") {} } }"#,
            kind: .sectionHeader, style: nil, lines: 0, width: 250, fontUnknown: true),
        Row(name: "Section header inside a menu-style Picker",
            body: #"Picker("p", selection: $choice) { Section(header: Text("k")) { Text("a").tag(0) } }"#,
            kind: .sectionHeader, style: nil, lines: 0, width: 250, fontUnknown: true),
        Row(name: "Section header inside a List stays a list section header",
            body: #"List { Section(header: Text("k")) { Text("a") } }"#,
            kind: .sectionHeader, style: .footnote, lines: 0, width: nil),
        Row(name: "Section content inside a List stays a list row",
            body: #"List { Section { Text("k") } }"#,
            kind: .text, style: .body, lines: 0, width: nil),
        Row(name: "Button { Label; Text } in a Menu: the Text is the item's subtitle",
            body: #"Menu { Button { run() } label: { Label("a", systemImage: "x"); Text("k") } } label: { Text("m") }"#,
            kind: .menuItem, style: .footnote, lines: 0, width: 250),
        Row(name: "a conditional subtitle after a Label in a Menu button",
            body: #"Menu { Button { run() } label: { Label("a", systemImage: "x").tint(.red); if flag { Text("k") } } } label: { Text("m") }"#,
            kind: .menuItem, style: .footnote, lines: 0, width: 250),
        Row(name: "Button(action:) { Text; Text } in a .contextMenu: the second Text is the subtitle",
            body: #"Text("row").contextMenu { Button(action: run) { Text("a"); Text("k") } }"#,
            kind: .menuItem, style: .footnote, lines: 0, width: 250),
        Row(name: "the first Text of a menu button is its title",
            body: #"Menu { Button { run() } label: { Text("k"); Text("b") } } label: { Text("m") }"#,
            kind: .menuItem, style: .body, lines: 1, width: 250),
        Row(name: "an Image before the Text is the item's icon, not its title",
            body: #"Menu { Button { run() } label: { Image(systemName: "x"); Text("k") } } label: { Text("m") }"#,
            kind: .menuItem, style: .body, lines: 1, width: 250),
        Row(name: "two Texts in a Button outside a menu: the button's label, unchanged",
            body: #"VStack { Button { run() } label: { Text("a"); Text("k") } }"#,
            kind: .button, style: .body, lines: 0, width: nil),
    ]

    @Test(arguments: rows)
    func readsTheMenu(_ row: Row) {
        let source = """
            import SwiftUI
            struct V: View {
              @State var choice = 0
              var flag = true
              func run() {}
              var body: some View {
                \(row.body)
              }
            }
            """
        let result = SourceScanner().scan(texts: [("V.swift", source)], keys: [.init(table: "Localizable", key: "k")])
        let usages = result.usages.filter { $0.key == "k" }
        #expect(usages.count == 1, "\(row.name): \(usages.map(\.kind))")
        guard let usage = usages.first else { return }
        #expect(usage.kind == row.kind, "\(row.name): \(usage.kind)")
        if row.fontUnknown {
            #expect(usage.font == nil, "\(row.name): \(String(describing: usage.font))")
        } else {
            #expect(usage.font?.style == row.style, "\(row.name): \(String(describing: usage.font))")
        }
        if let lines = row.lines { #expect(usage.lines == lines, "\(row.name): \(String(describing: usage.lines))") }
        if let width = row.width {
            #expect(usage.width?.points == width, "\(row.name): \(String(describing: usage.width))")
        } else {
            #expect(usage.width == nil || usage.width?.points != 250, "\(row.name): \(String(describing: usage.width))")
        }
    }
}
