import DynamicType
import Foundation
import Testing
@testable import HeadroomScan

/// Xcode project files: the old-style property list read tolerantly with line-numbered errors, each
/// target's devices from its build settings, the files and folders that belong to it, and what
/// that makes of the texts in those files (`shownOn`).
@Suite struct ProjectFileTests {
    static let fixture = ScanGolden.testsFolder.appendingPathComponent("Fixtures/ProjectApp").path
    static let result = SourceScanner().scan(paths: [fixture])

    // MARK: The property list text

    @Test(arguments: [
        // Bare and quoted strings, escapes, comments, trailing commas, a missing `;` before `}`.
        ("{ a = b; c = \"d e\"; }", "a=b c=d e"),
        ("// !$*UTF8*$!\n{ a /* x */ = ( 1, 2, ); }", "a=[1,2]"),
        ("{ a = \"q\\\"\\n\\t\\101\"; }", "a=q\"\n\tA"),
        ("{ a = { b = c }; }", "a={b=c}"),
        ("{ a = <0fbd 7701>; }", "a=<4>"),
        ("{ \"$(KEY)\" = \"$(inherited) -ObjC\"; path = ../Shared/File.swift; }", "$(KEY)=$(inherited) -ObjC path=../Shared/File.swift"),
    ])
    func readsOldStyleText(_ text: String, _ expected: String) throws {
        #expect(Self.flat(try OldStylePlist.parse(text)) == expected)
    }

    @Test(arguments: [
        ("{ a = b;\n  c = ;\n}", 2, "expected a value, found ';'"),
        ("{\n a = \"open\n\n", 2, "a quoted string is never closed"),
        ("{ a = b; }\n/* dangling", 2, "a /* comment is never closed"),
        ("{\n a = b\n c = d; }", 3, "expected ';' after the value of \"a\", found 'c'"),
        ("{ a = (1, 2 }", 1, "expected ',' or ')' in an array, found '}'"),
        ("{ a = b; } }", 1, "text after the property list's end"),
        ("{ a = <0g>; }", 1, "data holds 'g', not a hex digit"),
        ("{\n a = (\n", 3, "the file ends inside an array opened on line 2"),
        (String(repeating: "(", count: 300), 1, "nested deeper than 200 levels"),
    ])
    func badTextIsAnErrorAtItsLine(_ text: String, _ line: Int, _ message: String) {
        #expect(throws: OldStylePlist.ParseError(line: line, message: message)) { _ = try OldStylePlist.parse(text) }
    }

    /// `key=value` pairs of the root dictionary, nested ones in braces, arrays in brackets, data by its byte count.
    static func flat(_ node: OldStylePlist.Node, root: Bool = true) -> String {
        switch node.value {
        case .string(let s): return s
        case .data(let d): return "<\(d.count)>"
        case .array(let a): return "[" + a.map { flat($0, root: false) }.joined(separator: ",") + "]"
        case .dictionary(let d):
            let inner = d.keys.sorted().map { "\($0)=\(flat(d[$0]!, root: false))" }.joined(separator: " ")
            return root ? inner : "{" + inner + "}"
        }
    }

    // MARK: Targets' devices

    static func settings(_ pairs: [(String, String)]) -> [XcodeProject.Setting] {
        pairs.enumerated().map { i, pair in (pair.0, OldStylePlist.Node(value: .string(pair.1), line: i + 10)) }
    }

    @Test(arguments: [
        // (target settings, project settings, product kind, devices)
        ([("SDKROOT", "iphoneos")], [], XcodeProject.TargetKind.app, [ApplePlatform.iPhone]),
        ([("SDKROOT", "iphoneos"), ("TARGETED_DEVICE_FAMILY", "1,2")], [], .app, [.iPhone, .iPad]),
        ([("SDKROOT", "iphoneos"), ("TARGETED_DEVICE_FAMILY", "2")], [], .app, [.iPad]),
        ([("TARGETED_DEVICE_FAMILY", "2")], [("SDKROOT", "iphoneos")], .app, [.iPad]),
        ([("SDKROOT", "macosx")], [("SDKROOT", "iphoneos")], .app, [.mac]),
        ([("SDKROOT", "iphoneos"), ("SUPPORTS_MACCATALYST", "YES")], [], .app, [.iPhone, .mac]),
        ([("SDKROOT", "auto"), ("SUPPORTED_PLATFORMS", "iphoneos iphonesimulator macosx"), ("TARGETED_DEVICE_FAMILY", "1,2,7")], [], .app, [.iPhone, .iPad, .mac, .vision]),
        ([("SDKROOT", "watchos")], [], .app, [.watch]),
        ([("SDKROOT", "iphoneos")], [], .watchApp, [.watch]),
        ([("SDKROOT", "appletvos"), ("TARGETED_DEVICE_FAMILY", "3")], [], .app, [.tv]),
        ([("SDKROOT", "xros"), ("TARGETED_DEVICE_FAMILY", "7")], [], .app, [.vision]),
        ([("PRODUCT_NAME", "App")], [], .app, []),
    ])
    func targetDevicesFromBuildSettings(_ own: [(String, String)], _ project: [(String, String)], _ kind: XcodeProject.TargetKind,
                                        _ expected: [ApplePlatform]) {
        let got = XcodeProject.platforms(own: Self.settings(own), project: Self.settings(project), kind: kind)
        #expect(got.platforms == Set(expected))
    }

    @Test(arguments: [
        ("com.apple.product-type.application", XcodeProject.TargetKind.app),
        ("com.apple.product-type.app-extension", .appExtension),
        ("com.apple.product-type.extensionkit-extension", .appExtension),
        ("com.apple.product-type.application.watchapp2", .watchApp),
        ("com.apple.product-type.watchkit2-extension", .watchApp),
        ("com.apple.product-type.framework", .framework),
        ("com.apple.product-type.bundle.unit-test", .test),
        ("com.apple.product-type.bundle.ui-testing", .test),
        ("com.apple.product-type.bundle", .bundle),
    ])
    func targetKindFromProductType(_ type: String, _ kind: XcodeProject.TargetKind) {
        #expect(XcodeProject.TargetKind(productType: type) == kind)
    }

    // MARK: The fixture project

    @Test func fixtureTargetsAndTheirFiles() throws {
        let text = try String(contentsOfFile: Self.fixture + "/ProjectApp.xcodeproj/project.pbxproj", encoding: .utf8)
        let project = try XcodeProject.read(text)
        #expect(project.knownRegions == ["en", "de"])
        let targets = Dictionary(uniqueKeysWithValues: project.targets.map { ($0.name, $0) })
        #expect(targets["ProjectApp"]?.platforms == [.iPhone, .iPad])
        #expect(targets["ProjectMac"]?.platforms == [.mac])
        #expect(targets["WidgetExtension"]?.kind == .appExtension)
        #expect(targets["WidgetExtension"]?.platforms == [.iPhone, .iPad])
        #expect(targets["ProjectPad"]?.platforms == [.iPad])
        #expect(targets["ProjectApp"]?.bundleIdentifier == "com.example.ProjectApp")
        // The synchronized folder, less its exception; the exception adds the file to the Mac target.
        #expect(targets["ProjectApp"]?.contains("ProjectApp/ContentView.swift") == true)
        #expect(targets["ProjectApp"]?.contains("ProjectApp/MacMenu.swift") == false)
        #expect(targets["ProjectMac"]?.contains("ProjectApp/MacMenu.swift") == true)
        #expect(targets["ProjectMac"]?.contains("MacApp/MacView.swift") == true)
        #expect(targets["WidgetExtension"]?.contains("Widget/WidgetView.swift") == true)
        // A variant group's localized files belong to the target that copies it.
        #expect(targets["ProjectApp"]?.contains("Resources/de.lproj/Localizable.strings") == true)
    }

    @Test(arguments: [
        ("mac.only", ShownOn.otherPlatform, "only target ProjectMac (mac) holds MacView.swift: SDKROOT = macosx"),
        ("menu.title", .otherPlatform, "only target ProjectMac (mac) holds MacMenu.swift: SDKROOT = macosx"),
        ("pad.title", .iPad, "only target ProjectPad (iPad) holds PadView.swift: SDKROOT = iphoneos, TARGETED_DEVICE_FAMILY = 2"),
        ("widget.title", .all, nil),
        ("home.title", .all, nil),
        ("kit.badge", .all, nil),
    ] as [(String, ShownOn, String?)])
    func textsOfNonIPhoneTargetsAreNotIPhoneScreens(_ key: String, _ shownOn: ShownOn, _ detail: String?) {
        let usages = Self.result.usages.filter { $0.key == key }
        #expect(!usages.isEmpty)
        for u in usages {
            #expect(u.shownOn == shownOn)
            #expect(u.shownOnEvidence?.detail == detail)
            if let evidence = u.shownOnEvidence, case .code(let file, _, _) = evidence {
                #expect(file == "ProjectApp.xcodeproj/project.pbxproj")
            }
        }
    }

    /// The shipping languages are the project object's `knownRegions`, not text that looks like it.
    @Test func knownRegionsAreTheProjectObjects() {
        let text = "// knownRegions = (fr, );\n{ objects = { P = { isa = PBXProject; /* knownRegions = (es); */ knownRegions = (en, Base, \"zh-Hans\", ); }; };\n rootObject = P; }\n"
        #expect(XcodeProject.knownRegions(in: text) == ["en", "zh-Hans"])
        #expect(XcodeProject.knownRegions(in: "knownRegions = (en, de);") == nil)
    }

    /// A project file that cannot be read is a problem at its line; the Swift files are still scanned.
    @Test func unreadableProjectIsAProblemAtItsLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bad-project-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXGroup; children = (\n\t};\n}\n"
            .write(to: folder.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        try "import SwiftUI\nstruct V: View { var body: some View { Text(\"a.b\") } }\n"
            .write(to: folder.appendingPathComponent("V.swift"), atomically: true, encoding: .utf8)
        let result = SourceScanner().scan(paths: [folder.path])
        let problem = try #require(result.problems.first { $0.reason == .invalidProject })
        #expect(problem.file == "App.xcodeproj/project.pbxproj")
        #expect(problem.line == 5)
        #expect(problem.detail == "expected a value, found '}'")
        #expect(result.usages.contains { $0.key == "a.b" && $0.shownOn == .all })
    }

    /// Bytes that are not UTF-8 (at line 3): a problem naming the line, never a crash.
    @Test func projectThatIsNotUTF8IsAProblem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("latin1-project-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{\n objects = {};\n name = \"".utf8 + [0xE9] + Data("\";\n}\n".utf8))
            .write(to: folder.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        let problem = try #require(SourceScanner().scan(paths: [folder.path]).problems.first)
        #expect(problem.reason == .invalidProject && problem.line == 3 && problem.detail == "is not UTF-8")
    }
}
