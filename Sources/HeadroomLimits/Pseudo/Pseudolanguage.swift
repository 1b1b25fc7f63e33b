import HeadroomFormats

/// Xcode's pseudolanguages (the scheme's App Language menu), applied to source strings so a team
/// with no translations yet can see what will break. Format specifiers (`%@`, `%1$d`, `%#@var@`,
/// `%%`) are kept as they are, so samples still fill them.
///
/// - `double`: Double-Length Pseudolanguage: the text twice, separated by a space ("Settings Settings").
/// - `accented`: Accented Pseudolanguage: every ASCII letter replaced by an accented form
///   ("Śéţţîñĝš"); tests clipping of marks above and below (the width changes little).
/// - `bounded`: Bounded String Pseudolanguage: the text between "[# " and " #]", so a truncated or
///   clipped end shows.
/// - `rtl`: Right-to-Left Pseudolanguage: the interface is laid out right to left with the text
///   unchanged; measured as the text in a right-to-left embedding (U+202B … U+202C), which moves
///   neutral characters at the ends but keeps the width: it finds what bidi reordering breaks,
///   not length.
public enum Pseudolanguage: String, Sendable, Hashable, CaseIterable {
    case double, accented, bounded, rtl

    /// The locale the pseudo strings are reported in: `pseudo-double`… measured as English.
    public var locale: LocaleTag {
        var tag = LocaleTag.resolve("en")
        tag.identifier = "pseudo-\(rawValue)"
        tag.isRightToLeft = self == .rtl
        return tag
    }

    /// The pseudo text of `text`.
    public func transform(_ text: String) -> String {
        switch self {
        case .double: return text.isEmpty ? text : text + " " + text
        case .bounded: return "[# " + text + " #]"
        case .rtl: return "\u{202B}" + text + "\u{202C}"
        case .accented:
            var result = ""
            for piece in Self.pieces(text) {
                if piece.isSpecifier {
                    result += piece.text
                } else {
                    result.unicodeScalars.append(contentsOf: piece.text.unicodeScalars.map { Self.accents[$0] ?? $0 })
                }
            }
            return result
        }
    }

    /// The pseudo entry of a source entry: same key, table and place; the pseudo locale and text.
    public func entry(_ source: LocalizedEntry) -> LocalizedEntry {
        var entry = source
        entry.value = transform(source.value)
        entry.locale = locale
        entry.sourceText = source.value
        if var plural = entry.plural, let template = plural.template {
            plural.template = transform(template)
            entry.plural = plural
        }
        return entry
    }

    /// Text split into format specifiers and the rest.
    static func pieces(_ text: String) -> [(text: String, isSpecifier: Bool)] {
        var pieces: [(String, Bool)] = []
        var plain = ""
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "%" else {
                plain.unicodeScalars.append(scalars[i])
                i += 1
                continue
            }
            var j = i + 1
            if j < scalars.count, scalars[j] == "#", j + 1 < scalars.count, scalars[j + 1] == "@" {
                // %#@variable@
                j += 2
                while j < scalars.count && scalars[j] != "@" { j += 1 }
                j = min(j + 1, scalars.count)
            } else {
                // Flags, width, precision, positions and length modifiers, then the conversion.
                while j < scalars.count && "0123456789$#-+ .'hlqLzjt".unicodeScalars.contains(scalars[j]) { j += 1 }
                if j < scalars.count { j += 1 }
            }
            if !plain.isEmpty {
                pieces.append((plain, false))
                plain = ""
            }
            var specifier = ""
            specifier.unicodeScalars.append(contentsOf: scalars[i..<j])
            pieces.append((specifier, true))
            i = j
        }
        if !plain.isEmpty { pieces.append((plain, false)) }
        return pieces
    }

    /// One accented letter per ASCII letter (Latin-1 and Latin Extended-A, covered by every Latin font).
    static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let from = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let to = "áƀçďéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇĎÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ"
        return Dictionary(uniqueKeysWithValues: zip(from.unicodeScalars, to.unicodeScalars))
    }()
}
