import Testing
@testable import HeadroomScan

/// Toolbar items the app builds in its own functions (`-> some ToolbarContent`) stand in the bar of
/// every view whose `.toolbar { }` calls them; an item's content is followed into the app's own
/// view functions to tell an image from a text.
@Suite struct ToolbarHelperTests {
    static let keys: Set<ScanResult.TableKey> = Set(["title", "texted", "plain", "cancel", "done", "local"]
        .map { ScanResult.TableKey(table: "Localizable", key: $0) })

    static let code = """
        import SwiftUI
        extension View {
          func iconButton(asset: String, label: String, action: @escaping () -> Void) -> some View {
            Button(action: action) { Image(asset, label: Text(label)) }.frame(minHeight: 44)
          }
          func iconButton(_ label: String, action: @escaping () -> Void) -> some View {
            Button(label, action: action)
          }
          func cancelButton(action: @escaping () -> Void) -> some View {
            iconButton(asset: "xmark", label: "cancel", action: action)
          }
          func cancelItem(_ action: @escaping () -> Void) -> some ToolbarContent {
            ToolbarItem(placement: .topBarTrailing) { cancelButton(action: action) }
          }
          func doneItem(_ action: @escaping () -> Void) -> some ToolbarContent {
            ToolbarItem(placement: .topBarTrailing) { iconButton("done", action: action) }
          }
        }
        struct A: View {
          var body: some View {
            Text("x").navigationTitle("title").navigationBarTitleDisplayMode(.inline)
              .toolbar { cancelItem { } }
          }
        }
        struct B: View {
          var body: some View {
            Text("x").navigationTitle("texted").navigationBarTitleDisplayMode(.inline)
              .toolbar { doneItem { } }
          }
        }
        struct C: View {
          var body: some View {
            Text("x").navigationTitle("plain").navigationBarTitleDisplayMode(.inline)
          }
        }
        struct E: View {
          var body: some View {
            Text("x").navigationTitle("local").navigationBarTitleDisplayMode(.inline)
              .toolbar { ToolbarItem(placement: .topBarLeading) { cancelButton { } } }
          }
        }
        """

    func titles() -> [String: ScanUsage] {
        let result = SourceScanner().scan(texts: [("V.swift", Self.code)], keys: Self.keys)
        var out: [String: ScanUsage] = [:]
        for usage in result.usages where usage.kind == .navigationTitle { out[usage.key] = usage }
        return out
    }

    @Test func anImageItemFromTheAppsToolbarFunctionStandsBesideTheTitle() throws {
        let t = titles()
        let plain = try #require(t["plain"]?.width)
        let item = ContainerCatalog.imageItemWidth + ContainerCatalog.barItemSpacing
        // `cancelItem` → `cancelButton` → `iconButton(asset:)`: an Image whose `label:` text is spoken.
        #expect(t["title"]?.width?.narrowest == plain.narrowest - item)
        #expect(t["title"]?.width?.widest == plain.widest)
        // An item written in the view whose content is the app's image button.
        #expect(t["local"]?.width?.narrowest == plain.narrowest - item)
    }

    @Test func aTextItemFromTheAppsToolbarFunctionIsNotAnImage() throws {
        let t = titles()
        let plain = try #require(t["plain"]?.width)
        // `iconButton(_:)` (the other overload) draws its title.
        #expect(t["texted"]?.width?.narrowest == plain.narrowest)
    }
}
