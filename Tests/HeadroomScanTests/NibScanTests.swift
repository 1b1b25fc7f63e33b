import DynamicType
import Foundation
import Testing
@testable import HeadroomScan
import HeadroomFormats

/// Interface Builder documents read as XML: the fixture app `Fixtures/NibApp` (a storyboard with
/// object-ID tables in `en.lproj`/`de.lproj`, a xib loaded by its File's Owner, Swift outlets, a
/// broken xib) end to end, and the nib readers' rules as tables.
@Suite struct NibScanTests {
    static let folder = ScanGolden.testsFolder.appendingPathComponent("Fixtures/NibApp").path
    static let result = SourceScanner().scan(paths: [folder])

    static func usage(_ key: String) -> ScanUsage? { result.usages.first { $0.key == key } }

    @Test func jsonMatchesGolden() throws {
        try ScanGolden.check(ScanReport(result: Self.result).json(), name: "nib-app.json")
    }

    struct Expected: Sendable, CustomStringConvertible {
        var key: String
        var kind: UsageKind
        var style: TextStyle?
        var fixedSize: Double?
        var weight: FontWeight
        var scales: Bool
        var lines: Int?
        var width: Double?
        var widthKind: Evidence.Kind?
        var description: String { key }
    }

    /// Object-ID keys at their element, and Swift sites joined to the element their outlet names.
    static let table: [Expected] = [
        // Title1 with adjustsFontForContentSizeCategory, numberOfLines 0, safe-area leading/trailing 16.
        .init(key: "Lbl-Ti-001.text", kind: .label, style: .title1, weight: .regular, scales: true, lines: 0, width: 361, widthKind: .nib),
        // A text style without adjustsFontForContentSizeCategory stays at its Large size; width 80 constraint; shrinks.
        .init(key: "Lbl-Sy-003.text", kind: .label, fixedSize: 13, weight: .regular, scales: false, lines: 2, width: 80, widthKind: .nib),
        // Leading ≤ trailing: only a bound, so an estimate.
        .init(key: "Txf-Pw-004.placeholder", kind: .textFieldPlaceholder, style: .body, weight: .regular, scales: true, lines: 1,
              width: 353, widthKind: .estimate),
        // A configuration button in a fill-equally stack between margins: (393 - 32 - 8) / 2, less the
        // configuration's default insets (estimated: the narrow end only).
        .init(key: "Btn-Cn-007.configuration.title", kind: .button, style: .callout, weight: .regular, scales: true, lines: 0,
              width: 152.5, widthKind: .estimate),
        .init(key: "Seg-Md-008.segmentTitles[1]", kind: .segment, fixedSize: 13, weight: .medium, scales: false, lines: 1, width: 180,
              widthKind: .estimate),
        // Swift: `statusLabel.text =` on an outlet: the storyboard's semibold 15 pt, IB's default one line, the
        // width between the margin and the sibling label (16 + (320 - 224 + 8)).
        .init(key: "welcome.status", kind: .text, fixedSize: 15, weight: .semibold, scales: false, lines: 1, width: 273, widthKind: .nib),
        // The code's `numberOfLines = 1` wins over the storyboard's 3; the custom font (Menlo-Bold 13) stays.
        .init(key: "welcome.detail", kind: .text, fixedSize: 13, weight: .bold, scales: false, lines: 1, width: 393, widthKind: .estimate),
        .init(key: "welcome.unlock.again", kind: .button, fixedSize: 17, weight: .semibold, scales: false, lines: 1, width: 176.5,
              widthKind: .nib),
        // A storyboard text field whose delegate refuses editing shows the app's text in its box (EditingRefused):
        // body, scaling, one line, 20 pt from each edge of the reference screen.
        .init(key: "welcome.keyfile.none", kind: .text, style: .body, weight: .regular, scales: true, lines: 1, width: 353, widthKind: .nib),
        // A xib's File's Owner outlet: Subhead without scaling is 15 pt; wraps; beside the 80 pt button.
        .init(key: "toast.saved.message", kind: .text, fixedSize: 15, weight: .regular, scales: false, lines: 0, width: 280,
              widthKind: .estimate),
        .init(key: "toast.undo", kind: .button, fixedSize: 15, weight: .bold, scales: false, lines: 1, width: 80, widthKind: .nib),
        // A label the code creates gets UIKit's code defaults, not a nib's.
        .init(key: "plain.caption", kind: .text, fixedSize: 17, weight: .regular, scales: false, lines: 1),
    ]

    @Test(arguments: table) func placed(_ e: Expected) throws {
        let u = try #require(Self.usage(e.key))
        #expect(u.kind == e.kind)
        let font = try #require(u.font)
        #expect(font.style == e.style)
        #expect(font.fixedSize == e.fixedSize)
        #expect(font.effectiveWeight == e.weight)
        #expect(font.scales == e.scales)
        #expect(u.lines == e.lines)
        if let width = e.width {
            #expect(u.width?.points == width)
            #expect(u.width?.evidence.kind == e.widthKind)
        }
    }

    /// The storyboard's text field leaves out `adjustsFontSizeToFit` (Interface Builder's "Adjust to Fit", on) and
    /// writes `minimumFontSize="17"`: the text the app sets there shrinks down to 17 pt, and the font's evidence says so.
    @Test func aTextFieldTheAppFillsShrinksToItsMinimumFontSize() throws {
        let u = try #require(Self.usage("welcome.keyfile.none"))
        #expect(u.shrink == .points(17))
        let detail = try #require(u.font?.evidence.detail)
        #expect(detail.contains("Interface Builder's default, on") && detail.contains("minimumFontSize 17 pt"), "\(detail)")
        #expect(Self.usage("Txf-Pw-004.placeholder")?.shrink == nil)
    }

    /// Navigation and bar items take the catalog's box, as the same texts set from Swift do.
    @Test(arguments: [("Nav-It-011.title", UsageKind.navigationTitle), ("Bar-Ed-012.title", .toolbarItem)])
    func systemTextsTakeTheCatalogBox(_ key: String, _ kind: UsageKind) throws {
        let u = try #require(Self.usage(key))
        let entry = try #require(ContainerCatalog.entry(kind))
        #expect(u.kind == kind)
        #expect(u.font == entry.font)
        #expect(u.lines == entry.lines)
    }

    @Test func nibEvidenceNamesTheDocumentAndObject() throws {
        let status = try #require(Self.usage("welcome.status"))
        #expect(status.font?.evidence == Evidence.nib(file: "Base.lproj/Main.storyboard", objectID: "Lbl-St-002",
                                                      what: "fontDescription type=system weight=semibold pointSize=15, fixed"))
        #expect(status.linesEvidence == Evidence.nib(file: "Base.lproj/Main.storyboard", objectID: "Lbl-St-002",
                                                     what: "no numberOfLines: IB's default 1"))
        #expect(status.width?.followsDevice == true)
        let detail = try #require(Self.usage("welcome.detail"))
        guard case .code(let file, let line, _) = detail.linesEvidence else { Issue.record("lines not from code"); return }
        #expect((file, line) == ("Views/WelcomeViewController.swift", 13))
        // A bound only (no horizontal constraint): at most the screen, known; the narrowest an estimate.
        #expect(detail.width?.boundEvidence.kind == .nib)
        let shrinking = try #require(Self.usage("Lbl-Sy-003.text"))
        #expect(shrinking.shrink == .scale(0.75))
    }

    @Test func objectIDKeysAreTheTableOfTheDocument() {
        let keys = Set(Self.result.knownKeys.filter { $0.table == "Main" }.map(\.key))
        #expect(keys.isSuperset(of: ["Lbl-Ti-001.text", "Btn-Cn-007.configuration.title", "Seg-Md-008.segmentTitles[0]",
                                     "Lbl-Dt-009.accessibilityLabel", "VCa-00-001.title"]))
        #expect(Self.usage("Lbl-Dt-009.accessibilityLabel")?.kind == .accessibilityOnly)
        // The unlocalized xib's texts are placeholders the code replaces: no keys.
        #expect(!Self.result.usages.contains { $0.file == "Views/ToastView.xib" })
        #expect(Self.result.nibFiles == 3)
    }

    @Test func badDocumentsAreProblemsWithFileAndLine() {
        let problems = Self.result.problems.map { "\($0.file):\($0.line ?? 0) \($0.reason)" }
        #expect(problems.contains("Broken/Truncated.xib:5 invalidNib"))
        #expect(problems.contains("de.lproj/Main.strings:32 unknownObjectID"))
        #expect(problems.contains("Base.lproj/Main.storyboard:86 unconnectedOutlet"))
        #expect(problems.contains("Views/ToastView.xib:9 unconnectedOutlet"))
        // The other files are still read.
        #expect(Self.usage("Lbl-Ti-001.text") != nil)
    }

    /// `fontDescription` variants as IB writes them.
    @Test(arguments: [
        (#"<fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>"#, true, TextStyle?.some(.headline), Double?.none, FontWeight.semibold, true),
        (#"<fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>"#, false, nil, 17, .semibold, false),
        (#"<fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>"#, true, .largeTitle, nil, .regular, true),
        (#"<fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>"#, true, nil, 20, .bold, false),
        (#"<fontDescription key="fontDescription" type="system" weight="medium" pointSize="14"/>"#, true, nil, 14, .medium, false),
        (#"<fontDescription key="fontDescription" name="AvenirNext-DemiBold" family="Avenir Next" pointSize="16"/>"#, true, nil, 16, .semibold, false),
    ])
    func fontDescription(_ xml: String, _ adjusts: Bool, _ style: TextStyle?, _ size: Double?, _ weight: FontWeight, _ scales: Bool) throws {
        let element = try HeadroomFormats.XMLDocumentReader.parse(Array(xml.utf8), file: "t.xib")
        let (font, evidence) = try #require(NibFont.read(element, scales: adjusts, file: "t.xib", objectID: "a-b-c"))
        #expect(font.style == style)
        #expect(font.fixedSize == size)
        #expect(font.effectiveWeight == weight)
        #expect(font.scales == scales)
        #expect(evidence.kind == .nib)
    }

    /// Widths from constraints, against a small document laid out at 320 pt and read for the 393 pt reference.
    @Test func widthsFromConstraintsStacksAndCells() throws {
        let xml = """
        <document><scenes><scene><objects><tableViewController id="tvc"><tableView key="view" style="insetGrouped" id="tv">
        <rect key="frame" x="0" y="0" width="320" height="568"/>
        <prototypes><tableViewCell id="cell"><rect key="frame" x="0" y="0" width="288" height="44"/>
        <tableViewCellContentView key="contentView" id="cv"><rect key="frame" x="0" y="0" width="260" height="44"/>
        <subviews><label id="l1"><rect key="frame" x="28" y="0" width="216" height="44"/></label>
        <view id="box"><rect key="frame" x="10" y="0" width="100" height="44"/></view>
        <label id="l2"><rect key="frame" x="28" y="0" width="50" height="44"/></label></subviews>
        <constraints>
        <constraint firstItem="l2" firstAttribute="leading" secondItem="l1" secondAttribute="leading" id="c4"/>
        <constraint firstItem="l1" firstAttribute="trailing" secondItem="l2" secondAttribute="trailing" id="c5"/>
        <constraint firstItem="l1" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" constant="12" id="c1"/>
        <constraint firstAttribute="trailingMargin" secondItem="l1" secondAttribute="trailing" id="c2"/>
        <constraint firstItem="box" firstAttribute="width" secondItem="l1" secondAttribute="width" id="c3"/>
        </constraints></tableViewCellContentView></tableViewCell>
        <tableViewCell style="IBUITableViewCellStyleSubtitle" id="cell2"><rect key="frame" x="0" y="0" width="288" height="44"/>
        <tableViewCellContentView key="contentView" id="cv2"><rect key="frame" x="0" y="0" width="288" height="44"/>
        <subviews><label id="l3"><rect key="frame" x="55" y="0" width="60" height="20"/></label></subviews>
        </tableViewCellContentView></tableViewCell></prototypes>
        </tableView></tableViewController></objects></scene></scenes></document>
        """
        let root = try HeadroomFormats.XMLDocumentReader.parse(Array(xml.utf8), file: "t.storyboard")
        let layout = NibLayout(root: root)
        // 393 less the inset grouped margins (2 × 16) at the narrowest, less the 28 pt accessory beside
        // the content view, less 16 + 12 and 16 of the content view's margins.
        let label = try #require(layout.width(of: "l1"))
        #expect(label.narrowest == 393 - 32 - 28 - 28 - 16)
        #expect(label.widest == 393 - 28 - 28 - 16)
        #expect(!label.exact && label.boundKnown)
        #expect(label.fromDevice)
        #expect(layout.width(of: "box")?.narrowest == label.narrowest)
        // Aligned with l1's edges: the same room.
        #expect(layout.width(of: "l2")?.narrowest == label.narrowest)
        // A built-in cell style's label: from its document x to the trailing margin.
        let builtIn = try #require(layout.width(of: "l3"))
        #expect(builtIn.narrowest == 393 - 32 - 55 - 16, "\(builtIn.steps)")
    }

    /// A panel `width = 280` below required priority (with a required `width ≥ 250`), centred in a
    /// screen-wide view: nothing contradicts it (the field in the aligned row resists compression
    /// below the width's priority) and every iPhone has room, so the width is 280; a field pinned to a
    /// sibling panel whose edges align with it gets the panel's width, not the screen's; a wider
    /// optional width than the narrowest iPhone leaves stays an estimate.
    @Test(arguments: [(280.0, true), (340.0, false)])
    func anOptionalWidthNothingContradictsIsTheWidth(_ constant: Double, _ known: Bool) throws {
        let xml = """
        <document><scenes><scene><objects><viewController id="vc"><view key="view" id="root">
        <rect key="frame" x="0" y="0" width="320" height="568"/>
        <subviews>
        <view id="panel"><rect key="frame" x="20" y="0" width="280" height="100"/>
        <constraints><constraint firstAttribute="width" relation="greaterThanOrEqual" constant="250" id="min"/>
        <constraint firstAttribute="width" priority="750" constant="\(constant)" id="pref"/></constraints></view>
        <view id="row"><rect key="frame" x="20" y="120" width="280" height="44"/>
        <subviews><textField id="field" horizontalCompressionResistancePriority="749"><rect key="frame" x="0" y="0" width="280" height="44"/></textField></subviews>
        <constraints><constraint firstItem="field" firstAttribute="leading" secondItem="row" secondAttribute="leading" id="f1"/>
        <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" id="f2"/></constraints></view>
        </subviews>
        <constraints><constraint firstItem="panel" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx"/>
        <constraint firstItem="row" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="r1"/>
        <constraint firstItem="row" firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" id="r2"/></constraints>
        </view></viewController></objects></scene></scenes></document>
        """
        let layout = NibLayout(root: try HeadroomFormats.XMLDocumentReader.parse(Array(xml.utf8), file: "t.storyboard"))
        let panel = try #require(layout.width(of: "panel"))
        #expect(panel.narrowest == constant)
        #expect(panel.exact == known, "\(panel.steps)")
        #expect(!panel.fromDevice)
        let field = try #require(layout.width(of: "field"))
        #expect(field.narrowest == constant, "the field's width came from elsewhere than its panel: \(field.steps)")
        #expect(field.exact == known)
    }

    /// The optional `width = 280` at 750 is contested by content inside the panel that resists
    /// compression at 750 (the default when the nib says nothing) or more: it stays an estimate.
    /// Content at a lower resistance, a view without a content size, or one a required width keeps
    /// narrower than the constant leaves it the width.
    @Test(arguments: [("label", "", false), ("label", #" horizontalCompressionResistancePriority="751""#, false),
                      ("label", #" horizontalCompressionResistancePriority="749""#, true), ("view", "", true),
                      // An icon a required `width = 25` keeps narrower than the panel cannot push it wider.
                      ("imageView", "><constraints><constraint firstAttribute=\"width\" constant=\"25\" id=\"iw\"/></constraints", true)])
    func anOptionalWidthContestedByContentIsAnEstimate(_ element: String, _ resistance: String, _ known: Bool) throws {
        let xml = """
        <document><scenes><scene><objects><viewController id="vc"><view key="view" id="root">
        <rect key="frame" x="0" y="0" width="320" height="568"/>
        <subviews>
        <view id="panel"><rect key="frame" x="20" y="0" width="280" height="100"/>
        <subviews><\(element) id="inner"\(resistance)><rect key="frame" x="0" y="0" width="280" height="20"/></\(element)></subviews>
        <constraints><constraint firstAttribute="width" priority="750" constant="280" id="pref"/></constraints></view>
        </subviews>
        <constraints><constraint firstItem="panel" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx"/></constraints>
        </view></viewController></objects></scene></scenes></document>
        """
        let layout = NibLayout(root: try HeadroomFormats.XMLDocumentReader.parse(Array(xml.utf8), file: "t.storyboard"))
        let panel = try #require(layout.width(of: "panel"))
        #expect(panel.narrowest == 280)
        #expect(panel.exact == known, "\(panel.steps)")
    }

    @Test func aConstraintCycleIsUnknownNotAHang() throws {
        let xml = """
        <document><objects><view id="a"><rect key="frame" x="0" y="0" width="100" height="10"/>
        <constraints><constraint firstItem="a" firstAttribute="width" secondItem="b" secondAttribute="width" id="c1"/>
        <constraint firstItem="b" firstAttribute="width" secondItem="a" secondAttribute="width" id="c2"/></constraints>
        <subviews><view id="b"><rect key="frame" x="0" y="0" width="100" height="10"/></view></subviews></view></objects></document>
        """
        let layout = NibLayout(root: try HeadroomFormats.XMLDocumentReader.parse(Array(xml.utf8), file: "t.xib"))
        _ = layout.width(of: "a")
        _ = layout.width(of: "b")
    }
}
