import Testing
@testable import HeadroomScan
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// What the scan's memory rests on (the figures are `scripts/bench/scan-folder.py`'s, on a release
/// build): operator folding allocates its rebuilt nodes in one arena per file and gives the same tree
/// as swift-syntax's `foldAll`, and nothing the value flow keeps between readings holds a scope (a
/// cycle there kept every file's syntax tree alive after the scan).
@Suite struct ScanMemoryTests {
    /// Every node of a tree with its kind and extent, missing nodes included.
    final class Shape: SyntaxAnyVisitor {
        var nodes: [String] = []
        init() { super.init(viewMode: .all) }
        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            nodes.append("\(node.kind) \(node.position.utf8Offset) \(node.totalLength.utf8Length)")
            return .visitChildren
        }
    }

    static func shape(_ node: some SyntaxProtocol) -> [String] {
        let shape = Shape()
        shape.walk(node)
        return shape.nodes
    }

    @Test("one-arena folding gives foldAll's tree", arguments: [
        "let a = b ? c : d ?? e + f * g",
        "x = y == z && !w || v",
        "func f() { let t = { a + b }(); items.map { $0 * 2 + 1 }.forEach { total += $0 } }",
        "struct V: View { var body: some View { Text(a ? \"k1\" : \"k2\").padding(b ?? 4) } }",
        "let broken = a + * b ? : c",
        "let s = try a + b",
        "let plain = Text(\"no operators here\")",
        "label.text = flag ? NSLocalizedString(\"a\", comment: \"\") : String(localized: \"b\") + suffix",
        // A sequence inside a sequence's element (a closure), then another sequence after it.
        "let x = a + f { y = 1 + g { z = 2 } }\nlet w = b + c\nvar v = d ?? e",
        // Operands the folded nodes take from inside an element: a hoisted `try` / `await`, a cast's type, a ternary's middle.
        "let r = try await load() + (x as? Int ?? 0)",
        "let q = a is B == flag ? c ? d : e : f as! G",
        "let u = try await unsafe first + second * -third",
    ])
    func foldsLikeFoldAll(source: String) {
        let parsed = Parser.parse(source: source)
        let expected = OperatorTable.standardOperators.foldAll(parsed) { _ in }
        let folded = SequenceFolding.fold(parsed)
        #expect(folded.description == expected.description)
        #expect(Self.shape(folded) == Self.shape(expected))
    }

    @Test("a memo key does not keep the call it names alive")
    func memoKeepsNoCall() throws {
        let tree = Parser.parse(source: "func label(for k: String) -> String { k }\nlet t = label(for: \"k\")")
        let function = try #require(tree.statements.first?.item.as(FunctionDeclSyntax.self))
        let call = try #require(tree.statements.last?.item.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value
            .as(FunctionCallExprSyntax.self))
        let scope = ResolveScope(index: SourceIndex(), file: "A.swift", node: Syntax(call))
        weak var released: ResolveScope.CallBinding?
        var keys: [ResolveMemo.Key] = []
        do {
            let inner = scope.entering(function, file: "A.swift", through: call)
            released = inner.call
            keys.append(scope.memo.key(ExprSyntax(call), file: "A.swift", mode: .string, call: inner.call, receiver: nil))
            keys.append(scope.memo.key(ExprSyntax(call), file: "A.swift", mode: .string, call: inner.call, receiver: nil))
        }
        #expect(released == nil)
        // Two keys for the same call are equal; a key for another call differs.
        #expect(keys[0] == keys[1])
        let other = scope.entering(function, file: "A.swift", through: call)
        #expect(scope.memo.key(ExprSyntax(call), file: "A.swift", mode: .string, call: other.call, receiver: nil) != keys[0])
    }
}

extension ScanMemoryTests {
    @Test("the compact line table gives SourceLocationConverter's lines and columns", arguments: [
        "let a = 1\nlet b = 2\n",
        "a\r\nb\rc\n\nd",
        "\n\n\r\r\n",
        "let é = \"ü\"\n  Text(\"日本\") // ✓\n\tx",
        "no newline at all",
        "",
    ])
    func lineTableMatchesConverter(_ text: String) {
        let converter = SourceLocationConverter(fileName: "A.swift", tree: Parser.parse(source: text))
        let table = LineTable(text)
        for offset in -1...(text.utf8.count + 2) {
            let position = AbsolutePosition(utf8Offset: offset)
            let expected = converter.location(for: position)
            let found = table.location(of: position)
            #expect(found.line == expected.line && found.column == expected.column, "offset \(offset) of \(text.debugDescription)")
        }
    }
}
