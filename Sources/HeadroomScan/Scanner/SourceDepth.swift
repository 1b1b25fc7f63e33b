/// A cheap lexical bound on how deep a Swift file's syntax tree can be, read before the file is
/// handed to swift-syntax: its parser, operator folding and every visitor recurse once per level,
/// so an 8,000-term `??` chain, 16,000 chained `.padding()`, a 16,000-deep `else if` chain or
/// 50,000 nested `(` would overflow the stack.
///
/// The estimate at a point is the number of open brackets (`(`, `[`, `{`, a generic `<`, a string
/// interpolation) plus, at each open level, the length of the expression chain running there: one
/// per operator character (`.`, `??`, `+`, `!`, `?`), `else`, `try`, `await`, `as`, `is`. A chain
/// ends at `;`, `,`, and at a new line that starts neither with an operator nor with `else` after
/// a line that did not end with an operator. Every tree level costs at least one of these, so the
/// estimate bounds the depth from above; ordinary code stays far below the limit (`SourceDepth.limit`).
struct SourceDepth {
    /// The deepest estimate a file may reach. The corpus's deepest file reaches 144 (mastodon-ios,
    /// `HostileSourceTests.corpusDepth`); a scan thread's stack (`ScanWorkers.stackBytes`)
    /// holds this depth with a wide margin in a debug build.
    static let limit = 1500

    /// Where the estimate first passes `limit`: its line (from 1) and the estimate; nil when it never does.
    static func firstExcess(in text: String, limit: Int = limit) -> (line: Int, depth: Int)? {
        var lexer = Lexer(limit: limit)
        var bytes = Array(text.utf8)
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { lexer.run($0) }
    }

    /// The deepest estimate anywhere in the file (for measurements: how far real code is from the limit).
    static func deepest(in text: String) -> Int {
        var lexer = Lexer(limit: .max)
        var bytes = Array(text.utf8)
        bytes.append(0)
        _ = bytes.withUnsafeBufferPointer { lexer.run($0) }
        return lexer.deepest
    }

    private struct Frame {
        enum Kind { case paren, bracket, brace, angle, interpolation }
        var kind: Kind
        /// The chain of the enclosing level when this one opened, restored when it closes.
        var outerChain: Int
        /// For an interpolation: the string it sits in (hashes of a raw string, multiline).
        var hashes = 0
        var multiline = false
    }

    private struct Lexer {
        let limit: Int
        var frames: [Frame] = []
        /// Sum over open frames of their outer chains plus one per frame.
        var base = 0
        var chain = 0
        var line = 1
        var atLineStart = false
        var lastWasOperator = false
        /// The previous significant byte was an identifier character (a `<` after one opens generics).
        var afterIdentifier = false
        var deepest = 0

        init(limit: Int) { self.limit = limit }

        static func isIdentifier(_ c: UInt8) -> Bool {
            (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x5F || c >= 0x80
        }

        static func isOperator(_ c: UInt8) -> Bool {
            switch c {
            case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
                 UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
                 UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
                return true
            default:
                return false
            }
        }

        static let chainWords: Set<[UInt8]> = Set(["else", "try", "await", "as", "is"].map { Array($0.utf8) })

        /// A significant token begins: a new line ends the chain unless the expression goes on.
        mutating func token(continuesLine: Bool) {
            if atLineStart, !continuesLine, !lastWasOperator { chain = 0 }
            atLineStart = false
        }

        mutating func bump() -> Bool {
            chain += 1
            deepest = max(deepest, base + chain)
            return base + chain > limit
        }

        mutating func push(_ kind: Frame.Kind, hashes: Int = 0, multiline: Bool = false) -> Bool {
            frames.append(Frame(kind: kind, outerChain: chain, hashes: hashes, multiline: multiline))
            base += chain + 1
            chain = 0
            deepest = max(deepest, base)
            return base > limit
        }

        mutating func pop() -> Frame {
            let frame = frames.removeLast()
            base -= frame.outerChain + 1
            chain = frame.outerChain
            return frame
        }

        /// Closes the innermost frame of `kind`, first closing generic brackets opened by a `<` that was a comparison.
        mutating func close(_ kind: Frame.Kind) {
            while let top = frames.last, top.kind == .angle, kind != .angle { _ = pop() }
            if let top = frames.last, top.kind == kind { _ = pop() }
        }

        var excess: (line: Int, depth: Int) { (line, base + chain) }

        mutating func run(_ s: UnsafeBufferPointer<UInt8>) -> (line: Int, depth: Int)? {
            var i = 0
            let end = s.count - 1
            while i < end {
                let c = s[i]
                switch c {
                case UInt8(ascii: "\n"):
                    line += 1
                    atLineStart = true
                    i += 1
                    continue
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    i += 1
                    continue
                case UInt8(ascii: "/") where s[i + 1] == UInt8(ascii: "/"):
                    while i < end, s[i] != UInt8(ascii: "\n") { i += 1 }
                    continue
                case UInt8(ascii: "/") where s[i + 1] == UInt8(ascii: "*"):
                    var nesting = 0
                    while i < end {
                        if s[i] == UInt8(ascii: "/"), s[i + 1] == UInt8(ascii: "*") { nesting += 1; i += 2; continue }
                        if s[i] == UInt8(ascii: "*"), s[i + 1] == UInt8(ascii: "/") {
                            nesting -= 1; i += 2
                            if nesting == 0 { break }
                            continue
                        }
                        if s[i] == UInt8(ascii: "\n") { line += 1; atLineStart = true }
                        i += 1
                    }
                    continue
                default:
                    break
                }
                if c == UInt8(ascii: "#") || c == UInt8(ascii: "\"") {
                    var hashes = 0
                    var j = i
                    while j < end, s[j] == UInt8(ascii: "#") { hashes += 1; j += 1 }
                    if j < end, s[j] == UInt8(ascii: "\"") {
                        token(continuesLine: false)
                        let multiline = j + 2 < end && s[j + 1] == UInt8(ascii: "\"") && s[j + 2] == UInt8(ascii: "\"")
                        i = j + (multiline ? 3 : 1)
                        if let found = string(s, &i, hashes: hashes, multiline: multiline) { return found }
                        lastWasOperator = false
                        afterIdentifier = true
                        continue
                    }
                }
                if Self.isIdentifier(c) || c == UInt8(ascii: "#") || c == UInt8(ascii: "@") || c == UInt8(ascii: "$") {
                    let start = i
                    i += 1
                    while i < end, Self.isIdentifier(s[i]) { i += 1 }
                    let word = Array(s[start..<i])
                    let isChainWord = Self.chainWords.contains(word)
                    token(continuesLine: word == Array("else".utf8))
                    if isChainWord {
                        if bump() { return excess }
                        lastWasOperator = true
                        afterIdentifier = false
                    } else {
                        lastWasOperator = false
                        afterIdentifier = true
                    }
                    continue
                }
                switch c {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    token(continuesLine: false)
                    if push(c == UInt8(ascii: "(") ? .paren : c == UInt8(ascii: "[") ? .bracket : .brace) { return excess }
                    lastWasOperator = false
                    afterIdentifier = false
                    i += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    atLineStart = false
                    if c == UInt8(ascii: ")"), let top = frames.last(where: { $0.kind != .angle }), top.kind == .interpolation {
                        close(.interpolation)
                        i += 1
                        // Back inside the string the interpolation was in.
                        if let found = string(s, &i, hashes: top.hashes, multiline: top.multiline) { return found }
                    } else {
                        close(c == UInt8(ascii: ")") ? .paren : c == UInt8(ascii: "]") ? .bracket : .brace)
                        i += 1
                    }
                    lastWasOperator = false
                    afterIdentifier = true
                case UInt8(ascii: ";"), UInt8(ascii: ","):
                    chain = 0
                    atLineStart = false
                    lastWasOperator = false
                    afterIdentifier = false
                    i += 1
                case UInt8(ascii: "<") where afterIdentifier && (Self.isIdentifier(s[i + 1]) || s[i + 1] == UInt8(ascii: "(")
                                                                 || s[i + 1] == UInt8(ascii: "[")):
                    token(continuesLine: true)
                    if push(.angle) { return excess }
                    lastWasOperator = false
                    afterIdentifier = false
                    i += 1
                case UInt8(ascii: ">") where frames.last?.kind == .angle:
                    _ = pop()
                    lastWasOperator = false
                    afterIdentifier = true
                    i += 1
                case _ where Self.isOperator(c):
                    token(continuesLine: true)
                    // Each character counts: `x!!!!` is one force unwrap per `!`.
                    while i < end, Self.isOperator(s[i]) {
                        if s[i] == UInt8(ascii: "/"), s[i + 1] == UInt8(ascii: "/") || s[i + 1] == UInt8(ascii: "*") { break }
                        if bump() { return excess }
                        i += 1
                    }
                    lastWasOperator = true
                    afterIdentifier = false
                default:
                    token(continuesLine: false)
                    lastWasOperator = false
                    afterIdentifier = false
                    i += 1
                }
            }
            return nil
        }

        /// Reads a string literal's content from `i` to its closing quote, or to an interpolation
        /// (pushed as a frame, the code after it read by `run`).
        mutating func string(_ s: UnsafeBufferPointer<UInt8>, _ i: inout Int, hashes: Int, multiline: Bool) -> (line: Int, depth: Int)? {
            let end = s.count - 1
            func hashesFollow(_ at: Int) -> Bool {
                var k = 0
                while k < hashes {
                    guard at + k < end, s[at + k] == UInt8(ascii: "#") else { return false }
                    k += 1
                }
                return true
            }
            while i < end {
                let c = s[i]
                if c == UInt8(ascii: "\n") {
                    line += 1
                    if !multiline { return nil }
                }
                if c == UInt8(ascii: "\\"), hashesFollow(i + 1) {
                    let next = i + 1 + hashes
                    if next < end, s[next] == UInt8(ascii: "(") {
                        i = next + 1
                        return push(.interpolation, hashes: hashes, multiline: multiline) ? excess : nil
                    }
                    i = next + 1
                    continue
                }
                if c == UInt8(ascii: "\"") {
                    let closesAt = multiline ? (i + 2 < end && s[i + 1] == UInt8(ascii: "\"") && s[i + 2] == UInt8(ascii: "\"") ? i + 3 : nil)
                                             : i + 1
                    if let after = closesAt, hashesFollow(after) {
                        i = after + hashes
                        return nil
                    }
                }
                i += 1
            }
            return nil
        }
    }
}
