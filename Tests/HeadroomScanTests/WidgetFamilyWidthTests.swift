import Testing
@testable import HeadroomScan

/// A widget's view is as wide as its family: the families its configuration supports, narrowed
/// by a `switch` on `@Environment(\.widgetFamily)`, at their iPhone widths (`ContainerCatalog.widgetFamilyWidths`).
@Suite struct WidgetFamilyWidthTests {
    static let keys: Set<ScanResult.TableKey> = Set(["small", "medium", "other", "plain", "screen"]
        .map { ScanResult.TableKey(table: "Localizable", key: $0) })

    static let code = """
        import SwiftUI
        import WidgetKit
        struct FamilyView: View {
          @Environment(\\.widgetFamily) var family
          var body: some View {
            switch family {
            case .systemSmall:
              small
            case .systemMedium:
              Text("medium")
            default:
              Text("other")
            }
          }
          private var small: some View {
            Text("small").padding(.horizontal, 20)
          }
        }
        struct PlainView: View {
          var body: some View { Text("plain") }
        }
        struct Screen: View {
          var body: some View { Text("screen") }
        }
        struct FamilyWidget: Widget {
          private var families: [WidgetFamily] { return [.systemSmall, .systemMedium] }
          var body: some WidgetConfiguration {
            StaticConfiguration(kind: "a", provider: P()) { entry in
              FamilyView()
            }
            .supportedFamilies(families)
            .contentMarginsDisabled()
          }
        }
        struct PlainWidget: Widget {
          var body: some WidgetConfiguration {
            StaticConfiguration(kind: "b", provider: P()) { entry in
              PlainView()
            }
          }
        }
        """

    func widths() -> [String: ScanWidth] {
        let result = SourceScanner().scan(texts: [("W.swift", Self.code)], keys: Self.keys)
        var out: [String: ScanWidth] = [:]
        for usage in result.usages { out[usage.key] = usage.width }
        return out
    }

    @Test func aWidgetsTextIsAsWideAsItsFamily() throws {
        let w = widths()
        let small = try #require(w["small"])
        // The family's narrowest; the widest bound stays the screen's (the widget is narrower on every iPhone).
        #expect(small.narrowest == 141 - 40 && small.widest == ContainerCatalog.deviceWidth - 40)
        #expect(!small.followsDevice && small.evidence.kind == .estimate)
        let medium = try #require(w["medium"])
        #expect(medium.narrowest == 292 && medium.widest == ContainerCatalog.deviceWidth)
    }

    @Test func withoutSupportedFamiliesEveryHomeScreenFamilyAndTheContentMargins() throws {
        let w = widths()
        let plain = try #require(w["plain"])
        #expect(plain.narrowest == 141 - 32 && plain.widest == ContainerCatalog.deviceWidth)
        #expect(plain.evidence.kind == .estimate)
        // A view no widget shows keeps the screen's width.
        #expect(w["screen"]?.widest == ContainerCatalog.deviceWidth)
    }
}
