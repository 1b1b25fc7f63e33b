/// A text as SwiftUI draws the inline Markdown of a `LocalizedStringKey` (`Text("key")`): the
/// markup removed, with which characters are strong (`**Done**`, `__Done__`), emphasized (`*x*`,
/// `_x_`) or code (`` `x` ``). Links show their text only (`[Terms](https://…)` is "Terms"),
/// autolinks their address, backslash escapes their character; `~~x~~` is drawn struck through,
/// same width. Block syntax (headings, lists) is not Markdown in a `Text` and stays as written.
///
/// Emphasis follows CommonMark's delimiter rules in the simple form: a `*` or `_` run opens when
/// the next character is not a space and closes when the previous one is not; `_` inside a word
/// (`snake_case`) is a character; the nearest opener of the same character matches; two or more
/// on both sides make strong text, one emphasized text.
public struct InlineMarkdown: Sendable, Hashable {
    /// The characters drawn.
    public var text: String
    /// How many of them are strong (drawn with the bold trait).
    public var strongCount: Int
    /// How many are in code spans (drawn in the monospaced system font).
    public var codeCount: Int

    /// True when every visible character is strong: the whole text is measured at the bold weight.
    public var isAllStrong: Bool { strongCount > 0 && strongCount >= text.count }

    public init(parsing source: String) {
        var tokens = Self.tokens(Array(source))
        Self.matchEmphasis(&tokens)
        var text = ""
        var strong = 0
        var code = 0
        for token in tokens {
            let piece = token.text
            text += piece
            if token.strong > 0 { strong += piece.count }
            if token.code { code += piece.count }
        }
        self.text = text
        self.strongCount = strong
        self.codeCount = code
    }

    /// True when `source` has no character Markdown could act on (most strings): it is drawn as written.
    public static func isPlain(_ source: String) -> Bool {
        !source.utf8.contains { $0 == 0x2A || $0 == 0x5F || $0 == 0x60 || $0 == 0x5B || $0 == 0x5C || $0 == 0x7E || $0 == 0x3C }
    }

    private struct Token {
        var text: String
        /// A delimiter run still unmatched: its character, and whether it may open or close.
        var delimiter: Character?
        var canOpen = false
        var canClose = false
        var code = false
        /// Depth of strong emphasis around the text.
        var strong = 0
    }

    private static func isPunctuation(_ c: Character?) -> Bool {
        guard let c else { return false }
        return c.isPunctuation || c.isSymbol
    }

    private static func isSpace(_ c: Character?) -> Bool {
        guard let c else { return true }
        return c.isWhitespace
    }

    private static func tokens(_ s: [Character]) -> [Token] {
        var out: [Token] = []
        var plain = ""
        func flush() {
            if !plain.isEmpty { out.append(Token(text: plain)); plain = "" }
        }
        var i = 0
        while i < s.count {
            let c = s[i]
            switch c {
            case "\\" where i + 1 < s.count && (s[i + 1].isASCII && isPunctuation(s[i + 1])):
                plain.append(s[i + 1])
                i += 2
            case "`":
                var run = 0
                while i + run < s.count && s[i + run] == "`" { run += 1 }
                if let end = closingBackticks(s, from: i + run, length: run) {
                    flush()
                    var content = String(s[(i + run)..<end])
                    if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                        content = String(content.dropFirst().dropLast())
                    }
                    out.append(Token(text: content, code: true))
                    i = end + run
                } else {
                    plain += String(repeating: "`", count: run)
                    i += run
                }
            case "[":
                if let (label, end) = link(s, at: i) {
                    flush()
                    out += tokens(label)
                    i = end
                } else {
                    plain.append(c)
                    i += 1
                }
            case "<":
                if let close = s[(i + 1)...].firstIndex(of: ">"), close > i + 1 {
                    let inside = String(s[(i + 1)..<close])
                    if !inside.contains(where: \.isWhitespace), inside.contains(":") || inside.contains("@") {
                        plain += inside
                        i = close + 1
                        continue
                    }
                }
                plain.append(c)
                i += 1
            case "*", "_", "~":
                var run = 0
                while i + run < s.count && s[i + run] == c { run += 1 }
                let before: Character? = i > 0 ? s[i - 1] : nil
                let after: Character? = i + run < s.count ? s[i + run] : nil
                let left = !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before))
                let right = !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after))
                flush()
                var token = Token(text: String(repeating: c, count: run), delimiter: c)
                if c == "_" {
                    token.canOpen = left && (!right || isPunctuation(before))
                    token.canClose = right && (!left || isPunctuation(after))
                } else {
                    token.canOpen = left
                    token.canClose = right
                }
                out.append(token)
                i += run
            default:
                plain.append(c)
                i += 1
            }
        }
        flush()
        return out
    }

    /// The index of the backtick run of exactly `length` that closes a code span, nil when none.
    private static func closingBackticks(_ s: [Character], from start: Int, length: Int) -> Int? {
        var j = start
        while j < s.count {
            guard s[j] == "`" else { j += 1; continue }
            var run = 0
            while j + run < s.count && s[j + run] == "`" { run += 1 }
            if run == length { return j }
            j += run
        }
        return nil
    }

    /// `[label](destination)` at `i`: the label's characters and the index after the `)`.
    private static func link(_ s: [Character], at i: Int) -> ([Character], Int)? {
        var depth = 0
        var j = i
        while j < s.count {
            if s[j] == "\\" { j += 2; continue }
            if s[j] == "[" { depth += 1 }
            if s[j] == "]" {
                depth -= 1
                if depth == 0 { break }
            }
            j += 1
        }
        guard j + 1 < s.count, s[j] == "]", s[j + 1] == "(" else { return nil }
        guard let close = s[(j + 2)...].firstIndex(of: ")") else { return nil }
        return (Array(s[(i + 1)..<j]), close + 1)
    }

    /// Matches closers to the nearest opener of the same character; unmatched runs stay text.
    private static func matchEmphasis(_ tokens: inout [Token]) {
        var closer = 0
        while closer < tokens.count {
            guard let c = tokens[closer].delimiter, tokens[closer].canClose, !tokens[closer].text.isEmpty else { closer += 1; continue }
            guard let opener = tokens[..<closer].lastIndex(where: { $0.delimiter == c && $0.canOpen && !$0.text.isEmpty }) else {
                closer += 1
                continue
            }
            let use = min(tokens[opener].text.count, tokens[closer].text.count, 2)
            if c == "~" && use < 2 && (tokens[opener].text.count >= 2 || tokens[closer].text.count >= 2) {
                closer += 1
                continue
            }
            tokens[opener].text.removeLast(use)
            tokens[closer].text.removeLast(use)
            if use == 2 && c != "~" {
                for k in (opener + 1)..<closer { tokens[k].strong += 1 }
            }
            // Delimiters between them can no longer match across this pair.
            for k in (opener + 1)..<closer where tokens[k].delimiter != nil { tokens[k].delimiter = nil }
            if tokens[closer].text.isEmpty { closer += 1 }
        }
    }
}
