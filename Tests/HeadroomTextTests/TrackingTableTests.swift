import Foundation
import HeadroomText
import Testing

/// A font's own `trak` table, applied at the point size drawn. Uses Fonts/testing/HeadroomTestTrak.ttf
/// (built by scripts/make-test-trak-font.py): every ASCII glyph advances 500 of 1000 units, and the
/// normal track adds +60 units per glyph at 8 pt, +30 at 12 pt, 0 at 20 pt, -40 at 32 pt.
struct TrackingTableTests {
    let path = Fixtures.fontsDirectory + "/testing/HeadroomTestTrak.ttf"

    /// The table's value at a size, worked by hand from the four stored sizes (linear between
    /// them, extrapolated past the last two: Apple's TrueType Reference Manual, 'trak').
    @Test(arguments: [(11.0, 37.5), (17.0, 11.25), (28.0, -80.0 / 3), (8.0, 60.0), (40.0, -200.0 / 3), (6.0, 75.0)] as [(Double, Double)])
    func tableValuesInterpolate(_ size: Double, _ units: Double) throws {
        let table = try #require(try FontFace(path: path).trackingTable)
        #expect(abs(table.units(atPointSize: size) - units) < 1e-9)
    }

    /// Four glyphs at 11, 17 and 28 pt: 4 × (500 + tracking at that size) / 1000 × size.
    @Test(arguments: [11.0, 17.0, 28.0])
    func widthsCarryTheTrackingOfTheSizeDrawn(_ size: Double) throws {
        let engine = TextEngine(stack: try FontStack.file(path))
        let shaped = try engine.shape("abcd", locale: "en")
        let table = try #require(shaped.faces[0].trackingTable)
        let expected = 4 * (500 + table.units(atPointSize: size)) / 1000 * size
        for options in [LayoutOptions(), LayoutOptions(tracking: true)] {
            let layout = shaped.layout(pointSize: size, width: 1000, lines: 1, options: options)
            #expect(abs(layout.naturalWidth - expected) < 0.01)
            #expect(abs(layout.tracking - table.points(atPointSize: size, unitsPerEm: 1000)) < 1e-9)
        }
        // The tracking differs per size: the same text is not one width scaled.
        let small = shaped.layout(pointSize: 11, width: 1000, lines: 1).naturalWidth / 11
        let large = shaped.layout(pointSize: 28, width: 1000, lines: 1).naturalWidth / 28
        #expect(small - large > 0.1)
    }

    /// Line breaking sees the tracked widths: at 8 pt a glyph is 4 pt plus 0.48 pt of tracking and
    /// the space 2 + 0.48 pt, so "abcd abcd" needs 38.32 pt (34 pt untracked): 36 pt holds it only
    /// untracked, 39 pt holds it.
    @Test func lineBreakingUsesTheTrackedWidth() throws {
        let shaped = try TextEngine(stack: try FontStack.file(path)).shape("abcd abcd", locale: "en")
        #expect(shaped.layout(pointSize: 8, width: 39, lines: 0).lines.count == 1)
        #expect(shaped.layout(pointSize: 8, width: 36, lines: 0).lines.count == 2)
    }

    @Test func aFontWithoutTrakHasNoTable() throws {
        #expect(try FontFace(path: Fixtures.fontsDirectory + "/testing/HeadroomTestVF.ttf").trackingTable == nil)
    }

    /// Malformed tables are ignored, never read past their end.
    @Test func malformedTablesAreNil() throws {
        let face = try FontFace(path: path)
        let bytes = try #require(Self.trakBytes(path))
        #expect(TrackingTable(table: bytes) == face.trackingTable)
        for length in 0..<bytes.count { #expect(TrackingTable(table: Array(bytes.prefix(length))) == nil) }
        var badVersion = bytes
        badVersion[0] = 2
        #expect(TrackingTable(table: badVersion) == nil)
    }

    /// The `trak` table's bytes, read from the file's table directory.
    static func trakBytes(_ path: String) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let b = [UInt8](data)
        func u16(_ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
        func u32(_ i: Int) -> Int { u16(i) << 16 | u16(i + 2) }
        for t in 0..<u16(4) {
            let record = 12 + 16 * t
            if String(decoding: b[record..<record + 4], as: UTF8.self) == "trak" {
                let offset = u32(record + 8), length = u32(record + 12)
                return Array(b[offset..<offset + length])
            }
        }
        return nil
    }
}
