import Foundation
import HeadroomFormats
import Testing
@testable import HeadroomScan
import SwiftParser
import SwiftSyntax

/// Swift files built to break the scan (issue 22): too deep for swift-syntax's recursion, value
/// flow over itself, links out of the project. Each input is generated small here; the growth
/// figures are measured by `scripts/hostile-bench.py` on a release build.
@Suite struct HostileSourceTests {
    static let good = ("Good.swift", """
        import SwiftUI
        struct Good: View { var body: some View { Text("good.title").font(.headline) } }
        """)

    static func deep(_ kind: String, _ n: Int) -> String {
        switch kind {
        case "??": return "let x: String? = nil\nlet y = " + Array(repeating: "x", count: n).joined(separator: " ?? ") + "\n"
        case "padding": return "import SwiftUI\nstruct V: View {\n var body: some View {\n  Text(\"k\")"
            + String(repeating: ".padding()", count: n) + "\n }\n}\n"
        case "else if": return "func f(_ a: Int) -> Int {\n if a == 0 { return 0 }"
            + (1..<n).map { " else if a == \($0) { return \($0) }" }.joined() + "\n return -1\n}\n"
        case "+": return "let y = " + Array(repeating: "1", count: n).joined(separator: " + ") + "\n"
        case "(": return "let y = " + String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n) + "\n"
        case "!": return "let y = x" + String(repeating: "!", count: n) + "\n"
        case "<": return "let y: " + String(repeating: "A<", count: n) + "B" + String(repeating: ">", count: n) + " = z\n"
        case "[": return "let y = " + String(repeating: "[", count: n) + String(repeating: "]", count: n) + "\n"
        case "{": return "let y = " + String(repeating: "{ ", count: n) + String(repeating: "}", count: n) + "\n"
        case "\\(": return "let y = " + String(repeating: "\"\\(", count: n) + "1" + String(repeating: ")\"", count: n) + "\n"
        case ".b": return "import UIKit\nfunc f() { label.text = a" + String(repeating: ".b", count: n) + " }\n"
        default: fatalError(kind)
        }
    }

    @Test("a file too deep for the parser is a problem naming it; the other files are scanned", arguments: [
        ("??", 8_000), ("padding", 16_000), ("else if", 16_000), ("+", 32_000), ("(", 50_000), ("!", 50_000),
        ("<", 50_000), ("[", 50_000), ("{", 50_000), ("\\(", 20_000), (".b", 8_000),
    ])
    func tooDeep(kind: String, n: Int) {
        let result = SourceScanner().scan(texts: [("Deep.swift", Self.deep(kind, n)), Self.good], keys: [])
        #expect(result.problems.map(\.file) == ["Deep.swift"])
        #expect(result.problems.first?.reason == .tooDeep)
        #expect(result.problems.first?.description.hasPrefix("Deep.swift:") == true)
        #expect(result.usages.map(\.key) == ["good.title"])
    }

    @Test("a file just under the depth limit is scanned to the end (the scan threads' stack holds it)")
    func underTheLimit() {
        // Each `??` counts two operator characters: 700 terms estimate 1,398 of the 1,500 allowed.
        let terms = (SourceDepth.limit / 2) - 50
        let chain = (0..<terms).map { "a\($0)" }.joined(separator: " ?? ")
        // The last fallback is a localized string (a literal after untyped optionals is verbatim text).
        let source = "import SwiftUI\nstruct V: View {\n var body: some View { Text(\(chain) ?? NSLocalizedString(\"deep.key\", comment: \"\")) }\n}\n"
        #expect(SourceDepth.firstExcess(in: source) == nil)
        let result = SourceScanner().scan(texts: [("V.swift", source)], keys: [])
        #expect(result.problems.isEmpty)
        #expect(result.usages.contains { $0.key == "deep.key" })
    }

    @Test("real apps' files stay far below the depth limit (../shared/corpus-src)")
    func corpusDepth() throws {
        let root = ScanGolden.shared + "/corpus-src"
        guard FileManager.default.fileExists(atPath: root) else {
            print("skipped: \(root) is absent")
            return
        }
        var deepest = (file: "", depth: 0)
        var files = 0
        for (path, relative) in SourceScanner.files(under: root, extensions: ["swift"]).files {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            files += 1
            let depth = SourceDepth.deepest(in: text)
            if depth > deepest.depth { deepest = (relative, depth) }
        }
        print("deepest of \(files) corpus files: \(deepest.file), estimate \(deepest.depth) (limit \(SourceDepth.limit))")
        #expect(deepest.depth * 4 < SourceDepth.limit)
    }

    @Test("the depth estimate ignores comments and strings, and ends a chain at a new statement")
    func estimate() throws {
        let chained = String(repeating: "x = x + 1\n", count: 5_000)
        #expect(SourceDepth.firstExcess(in: chained) == nil)
        let inComment = "// " + String(repeating: "((((", count: 1_000) + "\n/* " + String(repeating: "{", count: 5_000) + " */\n"
        #expect(SourceDepth.firstExcess(in: inComment) == nil)
        let inString = "let s = \"" + String(repeating: "(", count: 5_000) + "\"\nlet t = #\"\"\"\n" + String(repeating: "[", count: 5_000) + "\n\"\"\"#\n"
        #expect(SourceDepth.firstExcess(in: inString) == nil)
        let views = String(repeating: "Text(\"k\")\n    .font(.headline)\n    .lineLimit(1)\n", count: 2_000)
        #expect(SourceDepth.firstExcess(in: views) == nil)
        let deep = "let a = 1\nlet b = 2\n" + Self.deep("(", 2_000)
        #expect(try #require(SourceDepth.firstExcess(in: deep)).line == 3)
    }

    @Test("a value defined by a ternary over itself resolves once per expression", arguments: [8, 16, 64])
    func ternaryOverItself(alternatives: Int) {
        let choices = Array(repeating: "c ? a", count: alternatives - 1).joined(separator: " : ")
        let source = """
            import SwiftUI
            struct S: View {
              var c = true
              static let a: LocalizedStringKey = \(choices) : "self.key"
              var body: some View { Text(Self.a) }
            }
            """
        let result = SourceScanner().scan(texts: [("S.swift", source)], keys: [])
        #expect(result.usages.contains { $0.key == "self.key" && $0.kind == .text })
    }

    @Test("values fanning out along many paths are resolved once each and listed once")
    func fanOut() {
        // a0 = c ? a1 : c ? a1 : ... (16 references each), six levels: 16^6 paths, 96 references.
        var members = (0..<6).map { i in
            "  static let a\(i): LocalizedStringKey = " + Array(repeating: "c ? a\(i + 1)", count: 15).joined(separator: " : ") + " : a\(i + 1)"
        }
        members.append("  static let a6: LocalizedStringKey = \"fan.key\"")
        let source = "import SwiftUI\nstruct F: View {\n  static var c = true\n" + members.joined(separator: "\n")
            + "\n  var body: some View { Text(Self.a0) }\n}\n"
        let result = SourceScanner().scan(texts: [("F.swift", source)], keys: [])
        #expect(result.usages.filter { $0.kind == .text }.map(\.key) == ["fan.key"])
    }

    @Test("a link to / inside the scanned folder is not followed; the project's files are")
    func linkToRoot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-rootlink-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.good.1.write(to: folder.appendingPathComponent("App/Good.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("App/root").path, withDestinationPath: "/")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("loop").path, withDestinationPath: ".")
        let (files, problem) = SourceScanner.files(under: folder.path, extensions: ["swift"])
        #expect(problem == nil)
        #expect(files.map(\.1) == ["App/Good.swift"])
        let (_, problems) = LocalizationLoader().discover(paths: [folder.path])
        #expect(problems.contains { "\($0)".contains("App/root") && "\($0)".contains("not entered") })
    }

    @Test("a FIFO named like a Swift file is a problem, never a wait")
    func fifo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("Pipe.swift").path, 0o600) == 0)
        try Self.good.1.write(to: folder.appendingPathComponent("Good.swift"), atomically: true, encoding: .utf8)
        let result = SourceScanner().scan(paths: [folder.path])
        #expect(result.problems.map(\.description) == ["Pipe.swift: cannot be read (not a regular file)"])
        #expect(result.usages.contains { $0.key == "good.title" })
    }

    @Test("a file over the size limit is refused before it is read")
    func tooLarge() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-large-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = folder.appendingPathComponent("Big.swift")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 5 << 20)   // sparse: 5 MiB of size, nothing written
        try handle.close()
        let result = SourceScanner(maxFileBytes: 4 << 20).scan(paths: [folder.path])
        #expect(result.problems.map(\.description) == ["Big.swift: is too large to scan (5242880 bytes, limit 4194304)"])
    }

    @Test("a member chain's type is read in one pass: each link once, whatever the chain's length", arguments: [1, 2, 200])
    func memberChainOnce(links: Int) throws {
        let chain = String(repeating: ".b", count: links)
        let source = """
            import UIKit
            final class Node { var b: Node? = nil; var label = UILabel() }
            struct Style { var node: Node = Node() }
            enum Theme { static let shared: Style = Style() }
            func f(a: Node) {
              let x = a\(chain).label
              let y = Theme.shared.node\(chain).label
              let z = self.q\(chain).label
            }
            """
        let tree = Parser.parse(source: source)
        let collector = IndexCollector(file: "C.swift", lineTable: LineTable(source))
        collector.walk(tree)
        let index = SourceIndex(declarations: collector.index)
        let values = Dictionary(uniqueKeysWithValues: tree.tokens(viewMode: .sourceAccurate).compactMap { token in
            token.parent?.as(IdentifierPatternSyntax.self).flatMap { pattern in
                pattern.parent?.as(PatternBindingSyntax.self)?.initializer.map { (pattern.identifier.text, $0.value) }
            }
        })
        // Links read: the chain's, `.label`, and for `y` `.shared.node` (the outermost link naming a
        // type's member is `Theme.shared`: the links above it are read, the ones below it are not).
        for (name, expected, read) in [("x", "UILabel", links + 1), ("y", "UILabel", links + 3), ("z", nil, links + 2)] as [(String, String?, Int)] {
            let value = try #require(values[name])
            let scope = ResolveScope(index: index, file: "C.swift", node: Syntax(value))
            #expect(TypeInference.type(of: value, scope) == expected, "\(name)")
            #expect(scope.memo.typeChainLinks == read, "\(name): each link is read once")
        }
    }

    @Test("a node's start is remembered along a chain and equals swift-syntax's, also with missing and empty parts")
    func startPositions() {
        let sources = [
            "import SwiftUI\nstruct V: View {\n var body: some View {\n  Text(\"k\")" + String(repeating: "\n   .padding()", count: 300) + "\n }\n}\n",
            "// lead\n@MainActor final class A { /* c */ var x = (1 +\n 2)\n func f() { let y = a.b?.c!.d }\n}\n",
            "func f( { let = ; Text(\"a\".font(\n",
            "#if os(iOS)\n@objc\n#endif\nlet z: [Int: String] = [:]\n",
        ]
        for source in sources {
            let tree = Parser.parse(source: source)
            let starts = StartPositions()
            var nodes: [Syntax] = []
            var pending: [Syntax] = [Syntax(tree)]
            while let node = pending.popLast() {
                nodes.append(node)
                pending.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
            }
            let wrong = nodes.filter { starts.start(of: $0) != $0.positionAfterSkippingLeadingTrivia }
            #expect(wrong.isEmpty, "\(wrong.count) of \(nodes.count) nodes start elsewhere in \(source.prefix(40))")
        }
    }
}
