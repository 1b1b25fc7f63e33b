/// JSON string literals safe inside an HTML `<script>` element: `<`, `>` and `&` are written as
/// `\u003c`, `\u003e`, `\u0026`, so no text can close the element.
enum HTMLJSON {
    static func string(_ value: String) -> String {
        // JSON escaping never emits these three characters itself, so replacing them afterwards is safe.
        var out = ""
        let quoted = JSONValue.quoted(value)
        out.reserveCapacity(quoted.utf8.count)
        for character in quoted.unicodeScalars {
            switch character {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}
