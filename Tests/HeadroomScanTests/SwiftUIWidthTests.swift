import Testing
@testable import HeadroomScan

/// SwiftUI widths the layout settles: padding inside a fixed frame, a `maxWidth` bound, what a
/// custom style's `makeBody` lays out beside the label, and a sibling `Text` of known keys measured
/// per language instead of estimated.
@Suite struct SwiftUIWidthTests {
    static let keys: Set<ScanResult.TableKey> = Set([
        "plain", "framed", "bounded", "wide", "huge", "switched", "chevron", "bare", "value", "title",
        "valueOf", "t1", "t2", "captioned", "small", "padded", "neighbour", "labeled", "shownValue", "spoken",
    ].map { ScanResult.TableKey(table: "Localizable", key: $0) })

    func usages(_ code: String) -> [String: ScanUsage] {
        let result = SourceScanner().scan(texts: [("V.swift", code)], keys: Self.keys)
        var out: [String: ScanUsage] = [:]
        for usage in result.usages where out[usage.key] == nil { out[usage.key] = usage }
        return out
    }

    static let code = """
        import SwiftUI
        struct SwitchStyle: ToggleStyle {
          func makeBody(configuration: Configuration) -> some View {
            Toggle(configuration).font(.body).tint(.red)
          }
        }
        struct BareToggleStyle: ToggleStyle {
          func makeBody(configuration: Configuration) -> some View {
            HStack { configuration.label; Spacer(minLength: 0) }
          }
        }
        struct RowButtonStyle: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 8) {
              configuration.label
              Image(systemName: "chevron.right").frame(width: 20)
            }
          }
        }
        extension ToggleStyle where Self == SwitchStyle { static var app: SwitchStyle { SwitchStyle() } }
        struct Row: View {
          let title: String
          var body: some View {
            HStack {
              Text(title)
              Spacer()
              Text("valueOf")
            }
          }
        }
        struct V: View {
          @State var on = false
          var body: some View {
            ScrollView {
              Text("plain")
              ProgressView { Text("framed") }.padding(16).frame(width: 270)
              Text("bounded").frame(maxWidth: 300)
              Text("wide").frame(maxWidth: 380)
              Text("huge").frame(maxWidth: 600)
              Toggle("switched", isOn: $on).toggleStyle(.app)
              Toggle("bare", isOn: $on).toggleStyle(BareToggleStyle())
              Button("chevron") { }.buttonStyle(RowButtonStyle())
              HStack { Text("title"); Spacer(); Text("value") }
              HStack { Text("captioned").font(.caption); Spacer(); Text("small") }
              HStack { Text("neighbour").padding(.horizontal, 4); Text("padded") }
              Form { LabeledContent("labeled") { Text("shownValue") } }
              HStack { Text("title"); Button { } label: { Image(systemName: "x") }.accessibility(label: Text("spoken")) }
              Row(title: NSLocalizedString("t1", comment: ""))
              Row(title: NSLocalizedString("t2", comment: ""))
            }
          }
        }
        """

    @Test func paddingInsideAFixedFrameComesOffIt() throws {
        let u = usages(Self.code)
        let framed = try #require(u["framed"]?.width)
        #expect(framed.isFixed && framed.narrowest == 270 - 32)
        #expect(framed.evidence.kind == .code)
    }

    @Test func maxWidthBoundsTheWidth() throws {
        let u = usages(Self.code)
        let plain = try #require(u["plain"]?.width)
        // Narrower than the screen's margins: the bound is the width.
        let bounded = try #require(u["bounded"]?.width)
        #expect(bounded.isFixed && bounded.narrowest == 300)
        // Between the margins and the edges: the bound is the widest, the container the narrowest.
        let wide = try #require(u["wide"]?.width)
        #expect(wide.widest == 380 && wide.narrowest == plain.narrowest)
        #expect(wide.boundEvidence.kind == .code && wide.evidence.kind == .estimate && wide.followsDevice)
        // Wider than the screen: no bound at all.
        let huge = try #require(u["huge"]?.width)
        #expect(huge == plain)
    }

    @Test func aStyleBodyLaysOutTheLabel() throws {
        let u = usages(Self.code)
        let plain = try #require(u["plain"]?.width)
        // `Toggle(configuration)` in the style's body: the default switch beside the label.
        let switched = try #require(u["switched"]?.width)
        #expect(switched.widest == plain.widest - 51)
        // A style that draws no switch takes nothing for one.
        let bare = try #require(u["bare"]?.width)
        #expect(bare.widest == plain.widest)
        // The style's HStack: a 20 pt image and 8 pt spacing beside the label.
        let chevron = try #require(u["chevron"]?.width)
        #expect(chevron.widest == plain.widest - 28 && chevron.narrowest == plain.narrowest - 28)
    }

    @Test func aSiblingTextOfKnownKeysIsMeasuredNotEstimated() throws {
        let u = usages(Self.code)
        let plain = try #require(u["plain"]?.width)
        let value = try #require(u["value"])
        #expect(value.besideTexts?.keys == ["title"])
        #expect(value.besideTexts?.font.style == .body)
        // No 80 pt estimate for the sibling: only the two default gaps are estimated.
        #expect(value.width?.widest == plain.widest && value.width?.narrowest == plain.narrowest - 16)
        // Its own font goes with it.
        #expect(u["small"]?.besideTexts?.keys == ["captioned"])
        #expect(u["small"]?.besideTexts?.font.style == .caption1)
        // Horizontal padding changes the sibling's width: estimated as before.
        #expect(u["padded"]?.besideTexts == nil)
        // The deprecated `.accessibility(label:)` is VoiceOver's: no box, no sibling.
        #expect(u["spoken"]?.kind == .accessibilityOnly && u["spoken"]?.besideTexts == nil)
        // LabeledContent's value view: the label's sibling.
        #expect(u["labeled"]?.besideTexts?.keys == ["shownValue"])
        #expect(u["shownValue"]?.besideTexts?.keys == ["labeled"])
        // A stored property every construction sets: one of the callers' keys.
        #expect(u["valueOf"]?.besideTexts?.keys.sorted() == ["t1", "t2"])
    }
}
