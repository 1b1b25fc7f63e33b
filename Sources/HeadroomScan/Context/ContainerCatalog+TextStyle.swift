import DynamicType

/// Text styles: their names in SwiftUI and UIKit code, and their leading.
extension ContainerCatalog {
    /// A text style by its SwiftUI or UIKit name (`Font.title` and `UIFont.TextStyle.title1` are one style,
    /// as are `.caption` and `.caption1`).
    static func textStyle(_ name: String) -> TextStyle? {
        switch name {
        case "title": return .title1
        case "caption": return .caption1
        default: return TextStyle(rawValue: name)
        }
    }

    /// The lines of `font` that fit in `height` points at the default text size (Large), at least one:
    /// a text style's leading from the HIG table [doc], a fixed size's line 1.2 × its size [inference].
    static func lines(fitting height: Double, font: FontSpec) -> (lines: Int, leading: (text: String, known: Bool))? {
        let leading: Double
        let source: (text: String, known: Bool)
        if let style = font.style {
            let styleLeading = Double(style.leading(at: .large))
            leading = font.baseSize.map { $0 * styleLeading / Double(style.pointSize(at: .large)) } ?? styleLeading
            source = ("\(style.rawValue) leading \(points(leading)) pt at Large [doc: HIG Typography]", true)
        } else if let size = font.fixedSize {
            leading = 1.2 * size
            source = ("line height 1.2 × \(points(size)) pt, estimated", false)
        } else {
            return nil
        }
        return (max(1, Int((height / leading).rounded(.down))), source)
    }

    private static func points(_ n: Double) -> String { n == n.rounded() ? String(Int(n)) : String(n) }
}
