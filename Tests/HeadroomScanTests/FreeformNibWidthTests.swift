import Foundation
import Testing
@testable import HeadroomScan
import HeadroomFormats

/// A xib's top-level view whose simulated size is "Freeform" (`<freeformSimulatedSizeMetrics
/// key="simulatedDestinationMetrics"/>`) narrower than any iPhone is the size its designer gave it
/// (a popover's or a card's content): its document width is the narrow end of an estimate, the
/// screen the wide end. A width constraint with a multiplier (`0.5`, or the ratio `1:2`) scales the
/// other view's width.
@Suite struct FreeformNibWidthTests {
    /// A 270 pt view: a title pinned 23 pt from each edge, two buttons each half the view's width
    /// side by side (one written `0.5`, one `1:2`), `metrics` the root's simulated-size element.
    static func popover(width: Int, metrics: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ConfirmPopover"/>
        <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="\(width)" height="200"/>
        <subviews>
        <label id="title" text="Remove"><rect key="frame" x="23" y="20" width="\(width - 46)" height="21"/></label>
        <button id="cancel"><rect key="frame" x="0" y="150" width="\(width / 2)" height="46"/></button>
        <button id="ok"><rect key="frame" x="\(width / 2)" y="150" width="\(width / 2)" height="46"/></button>
        </subviews>
        <constraints>
        <constraint firstItem="title" firstAttribute="leading" secondItem="guide" secondAttribute="leading" constant="23" id="l1"/>
        <constraint firstItem="guide" firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="23" id="t1"/>
        <constraint firstItem="cancel" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l2"/>
        <constraint firstItem="cancel" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.5" id="w2"/>
        <constraint firstItem="ok" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1:2" id="w3"/>
        <constraint firstItem="guide" firstAttribute="trailing" secondItem="ok" secondAttribute="trailing" id="t3"/>
        </constraints>
        \(metrics)
        <viewLayoutGuide key="safeArea" id="guide"/>
        </view></objects></document>
        """
    }

    static let freeform = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#

    static func layout(_ xml: String) throws -> NibLayout {
        NibLayout(root: try HeadroomFormats.XMLDocumentReader.parse(Array(xml.utf8), file: "ConfirmPopover.xib"))
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var id: String
        var narrowest: Double
        var widest: Double
        var testDescription: String { id }
    }

    /// On the 393 pt reference screen: the narrow end from the document's 270 pt, the wide end from the screen.
    @Test(arguments: [Row(id: "root", narrowest: 270, widest: 393), Row(id: "title", narrowest: 224, widest: 347),
                      Row(id: "cancel", narrowest: 135, widest: 196.5), Row(id: "ok", narrowest: 135, widest: 196.5)])
    func aFreeformViewNarrowerThanAnyIPhoneIsItsDocumentWidth(_ row: Row) throws {
        let room = try #require(try Self.layout(Self.popover(width: 270, metrics: Self.freeform)).width(of: row.id))
        #expect(room.narrowest == row.narrowest, "\(room.steps)")
        #expect(room.widest == row.widest, "\(room.boundSteps ?? room.steps)")
        #expect(!room.exact && !room.boundKnown, "what presents the view sets its width: both ends are estimates")
        #expect(!room.fromDevice && room.widestFromDevice)
        #expect(room.steps.joined().contains("freeform"), "\(room.steps)")
    }

    /// Without the freeform metric, or freeform as wide as an iPhone, the view is the screen's width as before.
    @Test(arguments: [(270, ""), (375, freeform)])
    func otherTopLevelViewsAreTheScreen(_ width: Int, _ metrics: String) throws {
        let layout = try Self.layout(Self.popover(width: width, metrics: metrics))
        let root = try #require(layout.width(of: "root"))
        #expect(root.narrowest == 393 && root.widest == 393 && root.fromDevice, "\(root.steps)")
        let title = try #require(layout.width(of: "title"))
        #expect(title.narrowest == 347, "\(title.steps)")
        let ok = try #require(layout.width(of: "ok"))
        #expect(ok.narrowest == 196.5 && ok.steps.joined().contains("× 0.5"), "\(ok.steps)")
    }

    @Test(arguments: [("0.5", 0.5), ("1:2", 0.5), ("3:4", 0.75), ("2", 2.0), ("x", nil)] as [(String, Double?)])
    func multipliers(_ text: String, _ value: Double?) {
        #expect(NibLayout.multiplier(text) == value)
    }
}
