/// One printf / NSString format specifier found in a localized value.
public struct FormatSpecifier: Sendable, Hashable {
    /// What the specifier stands for.
    public enum Kind: Sendable, Hashable {
        /// `%%`: a literal percent sign, no argument.
        case percent
        /// `%#@name@`: a `.stringsdict` variable or catalog substitution.
        case variable(String)
        /// `%arg`: a catalog substitution variant's own argument.
        case substitutionArgument
        /// An ordinary argument; `conversion` is the final character (`@`, `d`, `f`…).
        case argument(conversion: Character)
    }

    public var kind: Kind
    /// The range in the value's Unicode scalars.
    public var range: Range<Int>
    /// The explicit argument position (`%2$@` → 2), if any.
    public var position: Int?
    /// The length modifier (`l`, `ll`, `h`, `q`, `z`…).
    public var lengthModifier: String
    /// The precision (`%.2f` → 2), if given.
    public var precision: Int?
    /// The minimum field width, if given.
    public var width: Int?
    /// Flags as written (`-`, `+`, `0`, ` `, `#`, `'`).
    public var flags: String

    /// True for the integer conversions (`d i u o x X c D U O`).
    public var isInteger: Bool {
        if case .argument(let c) = kind { return "diuoxXDUO".contains(c) }
        return false
    }

    /// True for the floating-point conversions (`f F e E g G a A`).
    public var isFloatingPoint: Bool {
        if case .argument(let c) = kind { return "fFeEgGaA".contains(c) }
        return false
    }

    /// True when the argument is a number.
    public var isNumeric: Bool { isInteger || isFloatingPoint || kind == .substitutionArgument }

    /// Finds the specifiers in a value, in order. Malformed `%` sequences are left as text.
    public static func parse(_ text: String) -> [FormatSpecifier] {
        parse(Array(text.unicodeScalars))
    }

    static func parse(_ s: [Unicode.Scalar]) -> [FormatSpecifier] {
        var result: [FormatSpecifier] = []
        var i = 0
        let n = s.count
        /// `#@name@` starting at `k`: the name and the index after its closing `@`.
        func variable(at k: Int) -> (name: String, end: Int)? {
            guard k + 1 < n, s[k] == "#", s[k + 1] == "@" else { return nil }
            var m = k + 2
            var name = ""
            while m < n, s[m] != "@", s[m] != " ", s[m] != "%" { name.unicodeScalars.append(s[m]); m += 1 }
            guard m < n, s[m] == "@", !name.isEmpty else { return nil }
            return (name, m + 1)
        }
        while i < n {
            guard s[i] == "%" else { i += 1; continue }
            let start = i
            var j = i + 1
            guard j < n else { break }
            if s[j] == "%" {
                result.append(FormatSpecifier(kind: .percent, range: start..<j + 1, position: nil, lengthModifier: "", precision: nil, width: nil, flags: ""))
                i = j + 1; continue
            }
            // %#@name@
            if let (name, end) = variable(at: j) {
                result.append(FormatSpecifier(kind: .variable(name), range: start..<end, position: nil, lengthModifier: "", precision: nil, width: nil, flags: ""))
                i = end; continue
            }
            // %arg (catalog substitution argument)
            if j + 2 < n, s[j] == "a", s[j + 1] == "r", s[j + 2] == "g" {
                result.append(FormatSpecifier(kind: .substitutionArgument, range: start..<j + 3, position: nil, lengthModifier: "", precision: nil, width: nil, flags: ""))
                i = j + 3; continue
            }
            // Positional n$
            var position: Int?
            var k = j
            var digits = 0
            while k < n, let d = digit(s[k]) { digits = InputLimits.appendDigit(digits, d); k += 1 }
            if k > j, k < n, s[k] == "$", digits > 0 { position = digits; j = k + 1 }
            // Positional variable: %2$#@name@
            if position != nil, let (name, end) = variable(at: j) {
                result.append(FormatSpecifier(kind: .variable(name), range: start..<end, position: position, lengthModifier: "", precision: nil, width: nil, flags: ""))
                i = end; continue
            }
            // Flags
            var flags = ""
            while j < n, "-+ #0'".unicodeScalars.contains(s[j]) { flags.unicodeScalars.append(s[j]); j += 1 }
            // Width
            var width: Int?
            if j < n, s[j] == "*" { j += 1 } else {
                var w = 0, any = false
                while j < n, let d = digit(s[j]) { w = InputLimits.appendDigit(w, d); j += 1; any = true }
                if any { width = w }
            }
            // Precision
            var precision: Int?
            if j < n, s[j] == "." {
                j += 1
                if j < n, s[j] == "*" { j += 1 } else {
                    var p = 0
                    while j < n, let d = digit(s[j]) { p = InputLimits.appendDigit(p, d); j += 1 }
                    precision = p
                }
            }
            // Length modifier
            var length = ""
            while j < n, "hlqLzjt".unicodeScalars.contains(s[j]) { length.unicodeScalars.append(s[j]); j += 1 }
            if j < n, "@dDiuUoOxXfFeEgGaAcCsSp".unicodeScalars.contains(s[j]) {
                result.append(FormatSpecifier(kind: .argument(conversion: Character(s[j])), range: start..<j + 1, position: position,
                                              lengthModifier: length, precision: precision, width: width, flags: flags))
                i = j + 1
            } else {
                i = start + 1
            }
        }
        return result
    }

    /// Why this specifier is past ``InputLimits`` (position, width or precision), or nil. Numbers
    /// that large cannot be meant, and would make the sample text gigabytes long.
    public var limitViolation: String? {
        if let position, position > InputLimits.formatPosition {
            return "argument position is over the limit of \(InputLimits.formatPosition)"
        }
        if let width, width > InputLimits.formatWidth {
            return "field width is over the limit of \(InputLimits.formatWidth)"
        }
        if let precision, precision > InputLimits.formatPrecision {
            return "precision is over the limit of \(InputLimits.formatPrecision)"
        }
        return nil
    }

    /// The first specifier of `text` past ``InputLimits``, described with the specifier as written.
    public static func firstLimitViolation(in text: String) -> String? {
        guard text.utf8.contains(0x25 /* % */) else { return nil }
        let scalars = Array(text.unicodeScalars)
        for spec in parse(scalars) {
            if let why = spec.limitViolation {
                var written = String.UnicodeScalarView()
                written.append(contentsOf: scalars[spec.range.prefix(40)])
                return "format specifier \(String(written)): \(why)"
            }
        }
        return nil
    }

    private static func digit(_ c: Unicode.Scalar) -> Int? {
        c.value >= 0x30 && c.value <= 0x39 ? Int(c.value - 0x30) : nil
    }
}
