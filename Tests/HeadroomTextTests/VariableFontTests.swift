import DynamicType
import Foundation
import HeadroomText
import Testing

/// Variable fonts: `wght` from the weight, `opsz` from the point size. Uses
/// Fonts/testing/HeadroomTestVF.ttf (built by scripts/make-test-variable-font.py): every ASCII
/// glyph advances 500 units at wght 400 / opsz 12, 700 at wght 900, 400 at wght 100, 450 at opsz 40.
struct VariableFontTests {
    let path = Fixtures.fontsDirectory + "/testing/HeadroomTestVF.ttf"

    @Test func axesAreRead() throws {
        let face = try FontFace(path: path)
        let axes = Dictionary(uniqueKeysWithValues: face.axes.map { ($0.tag, $0) })
        #expect(axes["wght"].map { [$0.minimum, $0.defaultValue, $0.maximum] } == [100, 400, 900])
        #expect(axes["opsz"].map { [$0.minimum, $0.defaultValue, $0.maximum] } == [8, 12, 40])
        #expect(face.family == "Headroom Test VF")
    }

    @Test(arguments: [(FontWeight.regular, 500.0), (.bold, 620), (.black, 700), (.thin, 1300.0 / 3), (.ultraLight, 400)])
    func weightSetsTheWghtAxis(_ weight: FontWeight, _ advance: Double) throws {
        let engine = TextEngine(stack: try FontStack.file(path))
        let layout = try engine.shape("abcd", locale: "en", weight: weight).layout(pointSize: 10, width: 500, lines: 1)
        // Four glyphs at 10 pt: 4 × advance / 1000 × 10 (HVAR rounds deltas to whole units).
        #expect(abs(layout.naturalWidth - 4 * advance / 100) < 0.05)
    }

    @Test func opticalSizeFollowsThePointSize() throws {
        let engine = TextEngine(stack: try FontStack.file(path))
        #expect(try engine.needsShapingPerSize(weight: .regular))
        let large = try engine.shape("abcd", locale: "en", opticalSize: 40).layout(pointSize: 40, width: 500, lines: 1)
        #expect(abs(large.naturalWidth - 4 * 450 / 1000 * 40) < 1e-6)
        let middle = try engine.shape("abcd", locale: "en", opticalSize: 26).layout(pointSize: 10, width: 500, lines: 1)
        #expect(abs(middle.naturalWidth - 4 * 475 / 100) < 1e-6)
        // A static font does not need per-size shaping.
        #expect(try !Fixtures.engine.needsShapingPerSize(weight: .regular))
    }

    @Test func outlinesFollowTheInstance() throws {
        let bold = try FontFace(path: path, variations: ["wght": 700])
        let glyph = try #require(bold.glyph(for: 0x61))
        let svg = try #require(bold.svgPath(glyph: glyph, pointSize: 1000))
        // The stem is 100 units at wght 400 and 300 at 900: 220 at 700, from x = 50 to 270.
        #expect(svg.contains("270"), "\(svg)")
        #expect(svg.hasPrefix("M") && svg.hasSuffix("Z"))
    }
}
