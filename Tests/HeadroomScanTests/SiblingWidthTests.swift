import Testing
@testable import HeadroomScan

/// A SwiftUI text's width less what stands beside it: what the code gives narrows both ends, what
/// is estimated narrows only the narrowest.
@Suite struct SiblingWidthTests {
    static let keys: Set<ScanResult.TableKey> = Set(["toggle", "picker", "label", "row", "fixed", "plain"]
        .map { ScanResult.TableKey(table: "Localizable", key: $0) })

    func widths(_ code: String) -> [String: ScanWidth] {
        let result = SourceScanner().scan(texts: [("V.swift", code)], keys: Self.keys)
        var out: [String: ScanWidth] = [:]
        for usage in result.usages { out[usage.key] = usage.width }
        return out
    }

    @Test func controlsAndSiblingsTakeTheirWidth() throws {
        let w = widths("""
            import SwiftUI
            struct V: View {
              @State var on = false
              @State var choice = 0
              var body: some View {
                ScrollView {
                  Text("plain")
                  Toggle("toggle", isOn: $on)
                  Picker("picker", selection: $choice) { Image(systemName: "a").tag(0) }
                  Toggle(isOn: $on) { Label("label", systemImage: "bell") }
                  HStack(spacing: 10) {
                    Image(systemName: "star").frame(width: 30)
                    Text("fixed")
                    Spacer(minLength: 12)
                  }
                  HStack {
                    Text("row")
                    Spacer()
                    Button("x") { }
                  }
                }
              }
            }
            """)
        let plain = try #require(w["plain"])
        let toggle = try #require(w["toggle"])
        #expect(toggle.widest == plain.widest - 51)
        #expect(toggle.narrowest < plain.narrowest - 51)
        let picker = try #require(w["picker"])
        #expect(picker.widest == plain.widest && picker.narrowest < plain.narrowest - 50)
        let label = try #require(w["label"])
        #expect(label.widest == plain.widest - 51 && label.narrowest < toggle.narrowest)
        let fixed = try #require(w["fixed"])
        #expect(fixed.widest == plain.widest - 30 - 12 - 2 * 10)
        #expect(fixed.narrowest == plain.narrowest - 30 - 12 - 2 * 10)
        let row = try #require(w["row"])
        #expect(row.widest == plain.widest && row.narrowest < plain.narrowest - 50)
        #expect(row.evidence.kind == .estimate)
    }
}

