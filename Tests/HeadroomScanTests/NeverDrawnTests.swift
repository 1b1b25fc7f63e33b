import DynamicType
import Foundation
import Testing
@testable import HeadroomScan

/// Branches Swift never runs and sites a text never reaches: the fixture app `Fixtures/NeverDrawnApp`
/// (error cases nothing constructs, enums made without naming their cases, a view's `switch` branch,
/// a widget view's `switch family` branches its widget's `.supportedFamilies` never selects, nib
/// button titles replaced by a configuration the code assigns).
@Suite struct NeverDrawnTests {
    static let folder = ScanGolden.testsFolder.appendingPathComponent("Fixtures/NeverDrawnApp").path
    static let result = SourceScanner().scan(paths: [folder])

    struct Expected: Sendable, CustomStringConvertible {
        var key: String
        var kinds: [UsageKind]
        /// A phrase of the `drawn` evidence of the not-drawn usage.
        var why: String? = nil
        var description: String { key }
    }

    static let expected: [Expected] = [
        // `errorDescription` read through `LocalizedError`: a case nothing throws gives no alert title.
        Expected(key: "upload.invalid", kinds: [.alertTitle]),
        Expected(key: "upload.tooLarge", kinds: [.notDrawn], why: "case .tooLarge of UploadError: no expression constructs it"),
        Expected(key: "upload.expired", kinds: [.alertTitle]),
        // A raw type or a decodable conformance makes cases without naming them.
        Expected(key: "server.busy", kinds: [.alertTitle]),
        Expected(key: "server.gone", kinds: [.alertTitle]),
        Expected(key: "sync.conflict", kinds: [.alertTitle]),
        // A switch over a stored value of an enum, not `self`.
        Expected(key: "api.throttled", kinds: [.alertTitle]),
        Expected(key: "api.pollClosed", kinds: [.notDrawn], why: "case .pollClosed of APIFailure.Reason"),
        // A display site inside a branch of cases nothing makes; a branch with one made case runs.
        Expected(key: "mode.current", kinds: [.text]),
        Expected(key: "mode.legacy", kinds: [.notDrawn], why: "case .legacy of DisplayMode"),
        // `Strings.tooLarge` is an accessor, not a construction of `UploadError.tooLarge`.
        Expected(key: "strings.tooLarge", kinds: [.text]),
        // `switch family` in a widget's view: branches of families its widget does not support never render.
        Expected(key: "count.small", kinds: [.text]),
        Expected(key: "count.circular", kinds: [.text]),
        Expected(key: "count.large", kinds: [.notDrawn], why: ".supportedFamilies([.accessoryCircular, .systemSmall])"),
        Expected(key: "count.unsupported", kinds: [.notDrawn], why: "the branch default: of `switch family`"),
        Expected(key: "open.small", kinds: [.text]),
        Expected(key: "open.other", kinds: [.text]),
        // A nib button given a titled configuration in code draws the code's title, not the nib's.
        Expected(key: "EBt-00-001.normalTitle", kinds: [.notDrawn], why: "saveButton.configuration = config on every path"),
        Expected(key: "EBt-00-001.configuration.title", kinds: [.notDrawn], why: "config.title set at line"),
        Expected(key: "export.saveToServer", kinds: [.button]),
        Expected(key: "EBt-00-002.configuration.title", kinds: [.button]),
        Expected(key: "EBt-00-003.configuration.title", kinds: [.button]),
        // A UIAction given to a button or bar item as its primary action is that control's title.
        Expected(key: "action.save", kinds: [.button]),
        Expected(key: "action.copy", kinds: [.accessibilityOnly]),
        Expected(key: "action.support", kinds: [.toolbarItem]),
        Expected(key: "action.share", kinds: [.menuItem]),
        // A system item keeps its glyph; an item with its own image draws the image.
        Expected(key: "action.close", kinds: [.notDrawn], why: "a system bar item shows its own glyph"),
        Expected(key: "action.export", kinds: [.accessibilityOnly]),
    ]

    /// Site narrowing: key → the fonts (text styles) of its usages in `Narrowing.swift`, sorted.
    static let narrowed: [(key: String, styles: [TextStyle])] = [
        ("plan.team.subtitle", [.footnote, .headline]),
        ("plan.basic.subtitle", [.headline]),
        ("plan.pro.subtitle", [.headline]),
        ("source.remote", [.caption1]),
        ("source.home", [.title1]),
        ("source.local", [.subheadline]),
    ]

    @Test("a value's enum cases narrowed by a written case and by the switch case around the site")
    func narrowing() {
        for (key, styles) in Self.narrowed {
            let found = Self.result.usages.filter { $0.key == key && $0.file == "Narrowing.swift" }.compactMap(\.font?.style)
            #expect(found.sorted { $0.rawValue < $1.rawValue } == styles, "\(key): \(found)")
        }
    }

    @Test("a primary action's title is drawn by its control, with the documented reason")
    func primaryAction() throws {
        let save = try #require(Self.result.usages.first { $0.key == "action.save" })
        #expect(save.drawn?.summary.contains("UIButton(primaryAction:) shows the action's title") == true, "\(String(describing: save.drawn))")
        #expect(save.drawn?.kind == .documented)
        let support = try #require(Self.result.usages.first { $0.key == "action.support" })
        #expect(support.font?.scales == false && support.lines == 1)
    }

    @Test("kind and why", arguments: expected)
    func kind(_ e: Expected) throws {
        let usages = Self.result.usages.filter { $0.key == e.key && $0.kind != .other }
        #expect(usages.map(\.kind) == e.kinds, "\(usages.map { "\($0.file):\($0.line) \($0.kind)" })")
        for u in usages where u.kind == .notDrawn {
            #expect(u.font == nil && u.lines == nil && u.width == nil)
            if let why = e.why { #expect(u.drawn?.summary.contains(why) == true, "\(String(describing: u.drawn))") }
            #expect(u.drawn?.kind == .code || u.drawn?.kind == .documented)
        }
    }
}
