import DynamicType
import Foundation
import HeadroomCheck
import HeadroomText
import Testing

@testable import HeadroomMeasure

/// A font folder whose manifest names a real system font (SF Pro on a Mac, or Apple's download) as
/// its primary: measured with its own widths and its own `trak` at the size drawn, with a real
/// font's tolerance. The font here is Fonts/testing/HeadroomTestTrak.ttf standing in for SF Pro
/// (500-unit glyphs; +37.5 units of tracking at 11 pt, +11.25 at 17 pt, -26.67 at 28 pt).
@Suite struct RealSystemFontTests {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A font folder like a user's: a manifest whose one text face is the font file.
    static func folder() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-sf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let font = repo.appendingPathComponent("Fonts/testing/HeadroomTestTrak.ttf").path
        let manifest = """
            {"version": 1, "fonts": [{"family": "SF Pro", "style": "Regular", "weight": 400, "role": "text",
              "systemPath": "\(font)", "faceIndex": 0, "scripts": [], "locales": []}]}
            """
        try manifest.write(to: dir.appendingPathComponent("manifest.json"), atomically: true, encoding: .utf8)
        return dir.path
    }

    @Test func theRealSystemFontIsMeasuredWithItsOwnTrackingAndARealFontsTolerance() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let measurer = try LayoutMeasurer(fontsDirectory: dir)
        #expect(!measurer.systemFontIsStandIn)
        let boxes = [11.0, 17, 28].map { LayoutBox(pointSize: $0, width: 1000, lines: 1) }
        let widths = try measurer.measure("abcd", locale: "en", typeface: .system(.regular), boxes: boxes).map(\.naturalWidth)
        for (width, (size, units)) in zip(widths, [(11.0, 37.5), (17.0, 11.25), (28.0, -80.0 / 3)]) {
            #expect(abs(width - 4 * (500 + units) / 1000 * size) < 0.01)
        }
        #expect(
            VerdictRules.defaultTolerance(
                typeface: .system(.regular), pointSize: 17, systemFontIsStandIn: measurer.systemFontIsStandIn)
                == VerdictRules.customFontTolerance)
        // The bundled stand-in keeps its measured error band.
        #expect(LayoutMeasurerTests.measurer.systemFontIsStandIn)
    }
}
