import DynamicType
import Foundation
import Testing
@testable import HeadroomScan
import HeadroomFormats

/// Issue 20, widths as bounds in Interface Builder documents: an optional `width = c` that content
/// contests is an interval, the constant (an estimate naming what contests it) to the widest room the
/// required constraints leave (known, from the nib), on the fixture `Fixtures/NibWidthApp`.
@Suite struct NibWidthIntervalTests {
    static let file = ScanGolden.testsFolder.appendingPathComponent("Fixtures/NibWidthApp/Base.lproj/Panels.storyboard").path

    static func layout() throws -> NibLayout {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        return NibLayout(root: try HeadroomFormats.XMLDocumentReader.parse(bytes, file: "Panels.storyboard"))
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var id: String
        var narrowest: Double
        var widest: Double
        var exact: Bool
        var boundKnown: Bool
        var widestFromDevice: Bool
        /// Words the narrow end's reason names (the contested constraint and what contests it).
        var names: [String]
        var testDescription: String { id }
    }

    /// On the 393 pt reference screen.
    static let rows: [Row] = [
        // Contested at the same priority (750) by a field inside; centred, not held: at most the screen.
        Row(id: "panel1", narrowest: 280, widest: 393, exact: false, boundKnown: true, widestFromDevice: true, names: ["p1pref", "field1", "750"]),
        Row(id: "field1", narrowest: 280, widest: 393, exact: false, boundKnown: true, widestFromDevice: true, names: ["p1pref", "field1"]),
        // Contested at 250 by a field at 751; centred with a 25 pt icon required after it: the screen less 50.
        Row(id: "panel2", narrowest: 280, widest: 343, exact: false, boundKnown: true, widestFromDevice: true, names: ["p2pref", "field2", "751"]),
        Row(id: "field2", narrowest: 280, widest: 343, exact: false, boundKnown: true, widestFromDevice: true, names: ["p2pref", "field2"]),
        // Contested by a button aligned with the panel's edges (a sibling, at 751), not by the label inside (100).
        Row(id: "label3", narrowest: 280, widest: 393, exact: false, boundKnown: true, widestFromDevice: true, names: ["p3pref", "save3", "751"]),
        // Nothing contests it: the width.
        Row(id: "label4", narrowest: 280, widest: 280, exact: true, boundKnown: true, widestFromDevice: false, names: ["p4pref"]),
    ]

    @Test(arguments: rows)
    func contestedOptionalWidthsAreIntervals(_ row: Row) throws {
        let room = try #require(try Self.layout().width(of: row.id))
        #expect(room.narrowest == row.narrowest, "\(room.steps)")
        #expect(room.widest == row.widest, "\(room.boundSteps ?? room.steps)")
        #expect(room.exact == row.exact && room.boundKnown == row.boundKnown)
        #expect(!room.fromDevice, "the narrow end is the constant, on every device")
        #expect(room.widestFromDevice == row.widestFromDevice)
        let said = room.steps.joined(separator: "; ")
        #expect(row.names.allSatisfy { said.contains($0) }, "\(said)")
    }

    /// `widestBound` alone: pins with the root view's margins, an icon chain with centring, an optional
    /// width ignored, a scroll view's content bounded only by its width equality.
    @Test(arguments: [("footer4", 393.0 - 32), ("panel2", 343), ("panel4", 393), ("content1", 393), ("icon2", 25)])
    func widestBoundsFromRequiredConstraints(_ id: String, _ points: Double) throws {
        let bound = try #require(try Self.layout().widestBound(id))
        #expect(bound.points == points, "\(bound.steps)")
    }

    /// The scan writes the interval: the narrow end a fixed 280 pt estimate, the wide end the
    /// screen less 50 from the nib, following the device.
    @Test func theScanCarriesBothEnds() throws {
        let folder = ScanGolden.testsFolder.appendingPathComponent("Fixtures/NibWidthApp").path
        let result = SourceScanner().scan(paths: [folder])
        let field = try #require(result.usages.first { $0.key == "field2.placeholder" })
        let width = try #require(field.width)
        #expect(width.narrowest == 280 && width.widest == 343)
        #expect(!width.followsDevice && width.widestFollowsDevice)
        #expect(width.evidence.kind == .estimate && width.boundEvidence.kind == .nib, "\(width.boundEvidence)")
        #expect(width.evidence.summary.contains("field2") && width.evidence.summary.contains("p2pref"))
        #expect(width.boundEvidence.summary.contains("i2after") && width.boundEvidence.summary.contains("i2w"), "\(width.boundEvidence.summary)")
    }

    /// A long row of siblings each held after the one before and aligned with it, and held before the
    /// next (paths double at each step without memoizing): read once each, a cycle reads as unknown.
    @Test func siblingChainsAreReadOnceEach() throws {
        let n = 40
        var views = ""
        var constraints = ""
        for i in 0..<n {
            views += "<label id=\"v\(i)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></label>"
            if i > 0 {
                constraints += "<constraint firstItem=\"v\(i)\" firstAttribute=\"leading\" relation=\"greaterThanOrEqual\" secondItem=\"v\(i - 1)\" secondAttribute=\"trailing\" id=\"a\(i)\"/>"
                constraints += "<constraint firstItem=\"v\(i)\" firstAttribute=\"leading\" secondItem=\"v\(i - 1)\" secondAttribute=\"leading\" id=\"b\(i)\"/>"
                constraints += "<constraint firstItem=\"v\(i - 1)\" firstAttribute=\"trailing\" relation=\"lessThanOrEqual\" secondItem=\"v\(i)\" secondAttribute=\"trailing\" id=\"c\(i)\"/>"
            }
        }
        constraints += "<constraint firstItem=\"v0\" firstAttribute=\"leading\" secondItem=\"v\(n - 1)\" secondAttribute=\"trailing\" id=\"loop\"/>"
        let xml = """
            <document><scenes><scene><objects><viewController id="vc"><view key="view" id="root">
            <rect key="frame" x="0" y="0" width="320" height="568"/><subviews>\(views)</subviews>
            <constraints>\(constraints)<constraint firstItem="v0" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="pin"/></constraints>
            </view></viewController></objects></scene></scenes></document>
            """
        let layout = NibLayout(root: try HeadroomFormats.XMLDocumentReader.parse(Array(xml.utf8), file: "t.storyboard"))
        for i in 0..<n { _ = layout.widestBound("v\(i)") }
        #expect(layout.widestBound("v\(n - 1)") != nil)
    }
}
