/// Stable element ids for links into a report page, from names rather than positions: the parts
/// joined by `~`, each character outside `A-Z a-z 0-9 . _ -` written as `_` and its code point in
/// hex then `_` (`de~Localizable~tab.albums`, `ja~Localizable~_e96a_`). The same text gets the same
/// id in every run, whatever else the report holds.
enum HTMLAnchor {
    static func id(_ parts: [String]) -> String {
        parts.map(escape).joined(separator: "~")
    }

    private static func escape(_ part: String) -> String {
        var out = ""
        for scalar in part.unicodeScalars {
            switch scalar {
            case "A"..."Z", "a"..."z", "0"..."9", ".", "-": out.unicodeScalars.append(scalar)
            default: out += "_" + String(scalar.value, radix: 16) + "_"
            }
        }
        return out.isEmpty ? "_" : out
    }
}
