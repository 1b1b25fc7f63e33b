import DynamicType
import Testing
@testable import HeadroomScan

/// A nib text the code replaces through a method the app declares in an extension of `UILabel` or
/// `UITextField` (`label.setText(_:strikethrough:)`), whose body sets `text`/`attributedText` (or
/// `placeholder`) on `self` on every path: the call on the outlet, on every path of its own method,
/// replaces the document's text like `outlet.text = …` does (`NibOverwrite.extensionSetter`).
@Suite struct TextSetterExtensionTests {
    static let folder = ScanGolden.testsFolder.appendingPathComponent("Fixtures/ReplacedNibTextApp").path
    static let result = SourceScanner().scan(paths: [folder])

    struct Row: Sendable, CustomTestStringConvertible {
        var key: String
        var replaced: Bool
        var why: String
        var testDescription: String { key }
    }

    @Test(arguments: [
        Row(key: "Lbl-Ti-001.text", replaced: true, why: "setText sets attributedText or text on every path, called unconditionally"),
        Row(key: "Lbl-Sm-002.text", replaced: false, why: "setIfPresent sets text only inside an `if` without `else`"),
        Row(key: "Lbl-Fl-003.text", replaced: false, why: "setText is called only inside `if flagged`"),
        Row(key: "Txf-Nm-004.placeholder", replaced: true, why: "UITextField.setHint sets placeholder, called unconditionally"),
    ])
    func anExtensionSetterReplacesTheNibText(_ row: Row) throws {
        let u = try #require(Self.result.usages.first { $0.key == row.key })
        #expect((u.kind == .notDrawn) == row.replaced, "\(row.why): \(u.kind)")
        if row.replaced {
            guard case .code(let file, _, let what)? = u.drawn else { Issue.record("\(String(describing: u.drawn))"); return }
            #expect(file.hasSuffix("HistoryViewController.swift"))
            #expect(what.contains("UILabel+Setters.swift"), "names the extension method: \(what)")
        }
    }

    /// The localized texts the code sets are still read as its own usages.
    @Test(arguments: ["history.title", "history.field"])
    func theCodesTextIsStillAUsage(_ key: String) {
        #expect(Self.result.usages.contains { $0.key == key })
    }
}
