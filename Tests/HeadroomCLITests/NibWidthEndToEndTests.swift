import Foundation
import Testing

@testable import HeadroomCLI

/// Issue 20, widths as bounds from a nib, end to end (`sources:` scan → manifest → check): a label
/// in a panel whose optional `width = 280` (priority 250) the label contests (751), centred with a
/// 25 pt icon required after it, so the panel is at most the screen less 50 (270 pt on a 320 pt
/// screen, 343 on a 393 pt one). A text wider than that truncates whatever Auto Layout picks: an
/// error. One between 280 and 343 on the 393 pt screen may truncate: a warning; on the 320 pt
/// screen the panel is 270 pt in every reading, so it is an error there.
@Suite(.serialized)
struct NibWidthEndToEndTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES">
        <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
        <subviews>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel"><rect key="frame" x="20" y="20" width="270" height="44"/>
        <subviews><label opaque="NO" text="Name" horizontalCompressionResistancePriority="751" translatesAutoresizingMaskIntoConstraints="NO" id="nameLabel">
        <rect key="frame" x="0.0" y="0.0" width="270" height="44"/><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label></subviews>
        <constraints>
        <constraint firstItem="nameLabel" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="l1"/>
        <constraint firstAttribute="trailing" secondItem="nameLabel" secondAttribute="trailing" id="l2"/>
        <constraint firstAttribute="width" priority="250" constant="280" id="pref"/>
        </constraints></view>
        <imageView userInteractionEnabled="NO" contentMode="center" translatesAutoresizingMaskIntoConstraints="NO" id="icon"><rect key="frame" x="291" y="30" width="25" height="25"/>
        <constraints><constraint firstAttribute="width" constant="25" id="iw"/></constraints></imageView>
        </subviews>
        <constraints>
        <constraint firstItem="panel" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx"/>
        <constraint firstItem="icon" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="panel" secondAttribute="trailing" id="after"/>
        <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="icon" secondAttribute="trailing" id="inside"/>
        </constraints></view></viewController></objects></scene></scenes></document>
        """

    /// Severity of the `truncates` result per device at Large, for the text `text`; fails when the
    /// scan did not place the key (the fitting text is then told apart from an unplaced one).
    static func severities(_ text: String) throws -> [String: String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibwidth-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "Sources/Base.lproj/Panels.storyboard": storyboard,
            "Sources/de.lproj/Panels.strings": "\"nameLabel.text\" = \"\(text)\";\n",
            "headroom.yml": "strings: [Sources]\nsources: [Sources]\ndevices: { iPhone SE: 320, iPhone 16: 393 }\ncategories: [Large]\nlocales: [de]\n",
        ]
        for (path, content) in files {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try content.write(to: url, atomically: true, encoding: .utf8)
        }
        let check = try CheckEndToEndTests.check(["--config", folder + "/headroom.yml", "--format", "json", "--quiet"])
        let json = try #require(JSONSerialization.jsonObject(with: Data(check.out.utf8)) as? [String: Any], "\(check.err)")
        // Placed: the text is measured in its box on both devices (an unplaced key gets no fit verdicts).
        let boxes = ((json["statistics"] as? [String: Any])?["boxes"] as? [String: Int]) ?? [:]
        #expect((boxes["fits"] ?? 0) + (boxes["truncates"] ?? 0) == 2, "\(boxes)")
        // A text that fits everywhere has no outcome.
        let outcome = (json["outcomes"] as? [[String: Any]])?.first { ($0["key"] as? String) == "nameLabel.text" }
        var out: [String: String] = [:]
        for result in outcome?["results"] as? [[String: Any]] ?? [] where result["verdict"] as? String == "truncates" {
            out[result["device"] as? String ?? ""] = result["severity"] as? String
        }
        return out
    }

    @Test(arguments: [
        // About 250 pt at 17 pt: fits both screens.
        ("Datenbankname eingeben", [String: String]()),
        // About 310 pt: between 280 and 343 on the iPhone 16 (may truncate), over 270 on the SE.
        ("Geben Sie den Namen der Datenbank ein", ["iPhone SE": "error", "iPhone 16": "warning"]),
        // About 420 pt: over the widest on both.
        ("Geben Sie hier bitte den vollständigen Namen der Datenbank ein", ["iPhone SE": "error", "iPhone 16": "error"]),
    ])
    func aTextWiderThanTheWideEndIsAnError(_ text: String, _ expected: [String: String]) throws {
        #expect(try Self.severities(text) == expected)
    }
}
