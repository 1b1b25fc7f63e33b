import Testing
@testable import HeadroomScan

/// A menu-style `Picker` shows its selected value beside its label: when every option is a `Text`
/// of known keys, the value is one of them, measured per language (`besideTexts`) instead of the
/// 100 pt estimate.
@Suite struct PickerOptionsTests {
    static let keys: Set<ScanResult.TableKey> = Set([
        "plain", "policy", "browser", "mixed", "segments", "opt.a", "opt.b", "opt.c", "in-app", "system", "styled",
    ].map { ScanResult.TableKey(table: "Localizable", key: $0) })

    static let code = """
        import SwiftUI
        enum Policy: CaseIterable, Identifiable {
          case a, b, c
          var id: Self { self }
          var title: LocalizedStringKey {
            switch self {
            case .a: "opt.a"
            case .b: "opt.b"
            case .c: "opt.c"
            }
          }
        }
        enum Browser: CaseIterable { case inApp, system }
        struct V: View {
          @State var policy = Policy.a
          @State var browser = Browser.inApp
          @State var n = 0
          var body: some View {
            Form {
              Text("plain")
              Picker("policy", selection: $policy) {
                ForEach(Policy.allCases) { p in
                  Text(p.title).tag(p)
                }
              }
              Picker(selection: $browser) {
                ForEach(Browser.allCases, id: \\.self) { b in
                  switch b {
                  case .inApp: Text("in-app").tag(b)
                  case .system: Text("system").tag(b)
                  }
                }
              } label: {
                Label("browser", systemImage: "network")
              }
              Picker("mixed", selection: $n) {
                Text("opt.a").tag(0)
                Image(systemName: "star").tag(1)
              }
              Picker("segments", selection: $n) {
                Text("opt.a").tag(0)
                Text("opt.b").tag(1)
              }
              .pickerStyle(.segmented)
              Picker("styled", selection: $n) {
                Text("opt.a").font(.caption).tag(0)
                Text("opt.b").font(.caption).tag(1)
              }
            }
          }
        }
        """

    func usages() -> [String: ScanUsage] {
        let result = SourceScanner().scan(texts: [("V.swift", Self.code)], keys: Self.keys)
        var out: [String: ScanUsage] = [:]
        for usage in result.usages where out[usage.key] == nil { out[usage.key] = usage }
        return out
    }

    @Test func theSelectedValueIsOneOfTheOptionTexts() throws {
        let u = usages()
        let plain = try #require(u["plain"]?.width)
        // `ForEach` over an enum's cases, each a `Text` of the case's key.
        let policy = try #require(u["policy"])
        #expect(policy.besideTexts?.keys.sorted() == ["opt.a", "opt.b", "opt.c"])
        #expect(policy.besideTexts?.font.style == .body)
        // Not the 100 pt estimate: the chevrons (14) and two 8 pt gaps.
        #expect(policy.width?.widest == plain.widest && policy.width?.narrowest == plain.narrowest - 30)
        // The label closure's text; the options in the branches of a `switch`.
        #expect(u["browser"]?.besideTexts?.keys.sorted() == ["in-app", "system"])
    }

    @Test func anOptionThatIsNotATextKeepsTheEstimate() throws {
        let u = usages()
        let plain = try #require(u["plain"]?.width)
        let mixed = try #require(u["mixed"])
        #expect(mixed.besideTexts == nil)
        #expect(mixed.width?.narrowest == plain.narrowest - 108)
        // A segmented picker draws its options as segments, not a value beside the label.
        #expect(u["segments"]?.besideTexts == nil)
        // Options with their own font: whether the row's value keeps it is not documented.
        #expect(u["styled"]?.besideTexts == nil)
        // An option is a menu item, never the label's neighbour.
        #expect(u["opt.b"]?.besideTexts == nil)
    }
}
