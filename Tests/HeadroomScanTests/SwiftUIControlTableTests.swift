import DynamicType
import Testing
@testable import HeadroomScan

/// One row per SwiftUI behaviour a view's construction, a control's size or a deprecated bar modifier
/// decides: a snippet, the font, kind and lines the scan must read, and whether the font is only estimated.
@Suite struct SwiftUIControlTableTests {
    struct Row: CustomStringConvertible, Sendable {
        var name: String
        var code: String
        var kind: UsageKind = .text
        var style: TextStyle? = .body
        var fixedSize: Double? = nil
        var lines: Int? = 0
        var fontEstimated = false
        /// The scan reads no font (the callers disagree).
        var fontUnknown = false
        var description: String { name }
    }

    /// A view holding `font` as a stored property, shown by `V` as `calls`.
    static func fontView(_ property: String, modifier: String = ".font(font)", _ calls: String) -> String {
        """
        import SwiftUI
        struct Overlay: View {
          \(property)
          var body: some View { Text("k")\(modifier) }
        }
        struct V: View { var body: some View { VStack { \(calls) } } }
        struct Overlay_Previews: PreviewProvider { static var previews: some View { Overlay(font: .largeTitle) } }
        """
    }

    static func swiftUI(_ body: String) -> String {
        "import SwiftUI\nstruct V: View {\n  var body: some View {\n    \(body)\n  }\n}\n"
    }

    static let rows: [Row] = [
        // 1. A font passed in as a stored property: each construction's argument (previews do not count).
        Row(name: "let font: Font? set by every construction", code: fontView("let font: Font?", "Overlay(font: .footnote); Overlay(font: .footnote)"),
            style: .footnote),
        Row(name: "let font: Font set by an initializer's parameter", code: """
            import SwiftUI
            struct Overlay: View {
              let font: Font
              init(size font: Font) { self.font = font }
              var body: some View { Text("k").font(font) }
            }
            struct V: View { var body: some View { Overlay(size: .caption) } }
            """, style: .caption1),
        Row(name: "var font: Font? = nil, no caller sets it: .font(nil) is body", code: fontView("var font: Font? = nil", "Overlay()"),
            style: .body),
        Row(name: "font ?? .headline where no caller sets it", code: fontView("var font: Font? = nil", modifier: ".font(font ?? .headline)", "Overlay()"),
            style: .headline),
        Row(name: "font ?? .headline where the caller sets it", code: fontView("var font: Font? = nil", modifier: ".font(font ?? .headline)",
                                                                               "Overlay(font: .callout)"), style: .callout),
        Row(name: "callers that disagree: no font", code: fontView("let font: Font?", "Overlay(font: .footnote); Overlay(font: .title)"),
            style: nil, fontUnknown: true),
        Row(name: "a var the code writes to is not its construction's", code: """
            import SwiftUI
            struct Overlay: View {
              var font: Font
              var body: some View { Text("k").font(font) }
              mutating func shrink() { font = .caption2 }
            }
            struct V: View { var body: some View { Overlay(font: .title) } }
            """, style: nil, fontUnknown: true),
        // 2. A bordered button's control size.
        Row(name: "bordered .controlSize(.mini)", code: swiftUI(#"Button("k") {}.buttonStyle(.bordered).controlSize(.mini)"#),
            kind: .button, style: .subheadline, fontEstimated: true),
        Row(name: "borderedProminent .controlSize(.small) on an ancestor", code: swiftUI(#"HStack { Button("k") {}.buttonStyle(.borderedProminent) }.controlSize(.small)"#),
            kind: .button, style: .subheadline, fontEstimated: true),
        Row(name: "bordered .controlSize(.large) keeps body", code: swiftUI(#"Button("k") {}.buttonStyle(.bordered).controlSize(.large)"#),
            kind: .button, style: .body),
        Row(name: "a plain button's control size does not change its font", code: swiftUI(#"Button("k") {}.controlSize(.mini)"#),
            kind: .button, style: .body),
        Row(name: "a font the code sets wins over the control size", code: swiftUI(#"Button("k") {}.font(.caption).buttonStyle(.bordered).controlSize(.mini)"#),
            kind: .button, style: .caption1),
        // A ViewThatFits draws an option before its last only when it fits.
        Row(name: "ViewThatFits: an option before the last is never cut", code: swiftUI(#"ViewThatFits(in: .horizontal) { HStack { Image(systemName: "x"); Text("k") }; Image(systemName: "x") }"#),
            kind: .notDrawn, style: nil, lines: nil),
        Row(name: "ViewThatFits: the last option is measured", code: swiftUI(#"ViewThatFits(in: .horizontal) { Text("long"); Text("k").lineLimit(1) }"#),
            style: .body, lines: 1),
        // 8. The deprecated `.navigationBarItems(leading:trailing:)`.
        Row(name: ".navigationBarItems(trailing:)", code: swiftUI(#"List {}.navigationBarItems(trailing: Button("k") {})"#),
            kind: .toolbarItem, style: nil, fixedSize: 17, lines: 1),
        Row(name: ".navigationBarItems(leading:) Link with a Text", code: swiftUI(#"List {}.navigationBarItems(leading: Link(destination: URL(string: "x")!) { Text("k") })"#),
            kind: .toolbarItem, style: nil, fixedSize: 17, lines: 1),
    ]

    /// A view's title stored by its own initializer (`self.title = title`) and shown in two branches of its
    /// body: one drawn text, one usage, with the padding around the construction.
    @Test func aTitleStoredByItsInitializerIsOneUsageWithTheConstructionsContext() throws {
        let code = """
            import SwiftUI
            struct Field: View {
              var title: String?
              var body: some View { VStack { if let title { Text(title) } } }
            }
            struct FieldView: View {
              let title: String?
              let flag: Bool
              init(title: String?, flag: Bool) { self.title = title; self.flag = flag }
              var body: some View { if flag { Field(title: title) } else { Field(title: title) } }
            }
            struct Screen: View {
              var body: some View { ScrollView { VStack { FieldView(title: NSLocalizedString("k", comment: ""), flag: true) }.padding(16) } }
            }
            """
        let result = SourceScanner().scan(texts: [("V.swift", code)], keys: [ScanResult.TableKey(table: "Localizable", key: "k")])
        let usages = result.usages.filter { $0.key == "k" }
        try #require(usages.count == 1, "\(usages)")
        #expect(usages[0].width?.boundEvidence.detail.contains(".padding(16)") == true)
    }

    /// A header view built in a view helper the body uses once (`func group(title:) -> some View`): the
    /// helper's call is read once, so the padding around it comes off once.
    @Test func aHelperUsedOnceIsReadOnceForItsParameter() throws {
        let code = """
            import SwiftUI
            struct Header: View {
              let title: String
              init(_ title: String) { self.title = title }
              var body: some View { Text(title) }
            }
            struct Screen: View {
              var body: some View { ScrollView { VStack { group(title: NSLocalizedString("k", comment: "")) }.padding(16) } }
              private func group(title: String) -> some View { VStack { Header(title) } }
            }
            """
        let result = SourceScanner().scan(texts: [("V.swift", code)], keys: [ScanResult.TableKey(table: "Localizable", key: "k")])
        let usages = result.usages.filter { $0.key == "k" }
        try #require(usages.count == 1, "\(usages)")
        let detail = try #require(usages[0].width?.boundEvidence.detail)
        #expect(detail.components(separatedBy: ".padding(16)").count == 2, "\(detail)")
    }

    /// A `.insetGrouped` List row is a Form row: the section's insets come off the narrowest width; a plain List's do not.
    @Test func anInsetGroupedListRowTakesTheSectionsInsets() throws {
        func narrowest(_ body: String) throws -> Double? {
            let result = SourceScanner().scan(texts: [("V.swift", Self.swiftUI(body))], keys: [ScanResult.TableKey(table: "Localizable", key: "k")])
            return try #require(result.usages.first { $0.key == "k" }).width?.narrowest
        }
        let form = try narrowest(#"Form { Text("k") }"#)
        let inset = try narrowest(#"List { Text("k") }.listStyle(.insetGrouped)"#)
        let plain = try narrowest(#"List { Text("k") }.listStyle(.plain)"#)
        #expect(inset == form)
        #expect(plain.map { p in inset.map { p - $0 } } == 32)
    }

    @Test(arguments: rows)
    func readsTheControl(_ row: Row) throws {
        let result = SourceScanner().scan(texts: [("V.swift", row.code)], keys: [ScanResult.TableKey(table: "Localizable", key: "k")])
        let usages = result.usages.filter { $0.key == "k" && $0.kind != .other }
        try #require(usages.count == 1, "\(row.name): \(usages) unresolved: \(result.unresolved)")
        let u = usages[0]
        #expect(u.kind == row.kind)
        if row.fontUnknown {
            #expect(u.font == nil)
            return
        }
        #expect(u.font?.style == row.style)
        #expect(u.font?.fixedSize == row.fixedSize)
        #expect(u.lines == row.lines)
        #expect((u.font?.evidence.kind == .estimate) == row.fontEstimated)
    }
}
