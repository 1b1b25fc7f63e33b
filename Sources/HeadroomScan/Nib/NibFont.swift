import DynamicType
import HeadroomFormats

/// A nib's `fontDescription` as a `FontSpec`: `type="system"`/`boldSystem` with `pointSize` and
/// `weight`, `style="UICTFontTextStyle…"` (scaling only with `adjustsFontForContentSizeCategory`),
/// or a custom `name` + `pointSize` (fixed).
enum NibFont {
    static let styles: [String: TextStyle] = [
        "Title0": .largeTitle, "Title1": .title1, "Title2": .title2, "Title3": .title3, "Headline": .headline,
        "Body": .body, "Callout": .callout, "Subhead": .subheadline, "Footnote": .footnote,
        "Caption1": .caption1, "Caption2": .caption2,
    ]

    /// nil when the element has no readable font (then the caller's default applies). `scales` is
    /// the document's `adjustsFontForContentSizeCategory` (nil: this object has no such setting,
    /// a configuration title scales).
    static func read(_ description: XMLElement, scales: Bool?, file: String, objectID: String) -> (FontSpec, Evidence)? {
        func evidence(_ what: String) -> Evidence { .nib(file: file, objectID: objectID, what: what) }
        if let styleName = description.attribute("style") {
            var name = styleName.hasPrefix("UICTFontTextStyle") ? String(styleName.dropFirst("UICTFontTextStyle".count)) : styleName
            let emphasized = name.hasPrefix("Emphasized")
            if emphasized { name = String(name.dropFirst("Emphasized".count)) }
            if name.hasPrefix("Short") { name = String(name.dropFirst("Short".count)) }
            guard let style = styles[name] else { return nil }
            let weight = emphasized ? style.emphasizedWeight : nil
            if scales ?? true {
                let what = "fontDescription style=\(styleName)" + (scales == nil ? "" : ", adjustsFontForContentSizeCategory")
                let e = evidence(what)
                return (FontSpec(style: style, weight: weight, scales: true, evidence: e), e)
            }
            // A text style without adjustsFontForContentSizeCategory is drawn at its Large size and stays there.
            let size = Double(style.pointSize(at: .large))
            let e = evidence("fontDescription style=\(styleName) without adjustsFontForContentSizeCategory: \(Int(size)) pt, fixed")
            return (FontSpec(fixedSize: size, weight: weight ?? style.weight, scales: false, evidence: e), e)
        }
        guard let size = description.attribute("pointSize").flatMap(Double.init) else { return nil }
        var weight: FontWeight = .regular
        var what = "fontDescription"
        switch description.attribute("type") {
        case "boldSystem":
            weight = .bold
            what += " type=boldSystem"
        case "system", "italicSystem":
            weight = description.attribute("weight").flatMap(FontWeight.init(name:)) ?? .regular
            what += " type=\(description.attribute("type")!)" + (description.attribute("weight").map { " weight=\($0)" } ?? "")
        default:
            guard let name = description.attribute("name") else { return nil }
            // The weight a custom face's PostScript name ends with (`Menlo-Bold`), else regular.
            if let suffix = name.split(separator: "-").last, name.contains("-") {
                weight = FontWeight(name: String(suffix)) ?? .regular
            }
            what += " name=\(name)"
        }
        let e = evidence("\(what) pointSize=\(formatted(size)), fixed")
        return (FontSpec(fixedSize: size, weight: weight, scales: false, evidence: e), e)
    }

    static func formatted(_ d: Double) -> String { d == d.rounded() ? String(Int(d)) : String(d) }
}
