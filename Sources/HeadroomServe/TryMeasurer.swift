import DynamicType
import HeadroomCheck
import HeadroomFormats
import HeadroomReporters

/// Answers a card's "try" box: the typed text measured with the real engine in each of the card's
/// boxes (the width, line limit and point size the check used there; the typeface from the
/// manifest's element), with the verdict, the overflow and the wrapped lines of each, and the
/// glyph-drawn preview of each box as the static card draws it (`HTMLTryDrawing`). Input is
/// bounded: the text (`maxCharacters`), the boxes (`maxBoxes`), each figure's range; anything
/// else is a 400 with a message.
public struct TryMeasurer: Sendable {
    public static let maxCharacters = 2_000
    public static let maxBoxes = 600
    public static let maxBodyBytes = 256 * 1_024

    let measurer: any TextMeasurer
    /// Typefaces by component (or rule) and element name.
    let typefaces: [String: Typeface]
    /// The manifest's verdict rules (its tolerance), as the check applies them.
    let rules: VerdictRules

    public init(manifest: Manifest, measurer: any TextMeasurer) {
        self.measurer = measurer
        rules = VerdictRules(tolerance: manifest.tolerance)
        var typefaces: [String: Typeface] = [:]
        for component in manifest.components + manifest.rules {
            for element in component.elements where typefaces[component.name + "\u{1}" + element.name] == nil {
                typefaces[component.name + "\u{1}" + element.name] = element.font.typeface
            }
        }
        self.typefaces = typefaces
    }

    /// A request the server could not take, with the message it answers.
    public struct Refusal: Error, Sendable {
        public var message: String
        public init(message: String) { self.message = message }
    }

    struct Box {
        var component: String, element: String, device: String, category: ContentSizeCategory
        var layout: LayoutBox
    }

    /// The JSON answer for a request body, or a refusal naming what is wrong.
    public func answer(_ body: [UInt8]) throws(Refusal) -> String {
        guard body.count <= Self.maxBodyBytes else { throw Refusal(message: "the request is larger than \(Self.maxBodyBytes) bytes") }
        let node: JSONNode
        do { node = try JSONNode.read(body, file: "request") } catch { throw Refusal(message: "the request is not JSON: \(error)") }
        guard let text = node["text"]?.stringValue else { throw Refusal(message: "the request has no \"text\" string") }
        guard text.count <= Self.maxCharacters else { throw Refusal(message: "the text is longer than \(Self.maxCharacters) characters") }
        let locale = node["locale"]?.stringValue ?? "en"
        guard locale.utf8.count <= 64, locale.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw Refusal(message: "\"locale\" is not a locale identifier")
        }
        guard case .array(let items, _, _)? = node["boxes"] else { throw Refusal(message: "the request has no \"boxes\" array") }
        guard items.count <= Self.maxBoxes else { throw Refusal(message: "more than \(Self.maxBoxes) boxes") }
        var boxes: [Box] = []
        for item in items {
            guard case .array(let f, _, _) = item, f.count == 7,
                let component = f[0].stringValue, let element = f[1].stringValue, let device = f[2].stringValue,
                let category = f[3].stringValue.flatMap(ContentSizeCategory.init(rawValue:)),
                case .number(let pointSize, _, _) = f[4], case .number(let width, _, _) = f[5], case .number(let lines, _, _) = f[6],
                (1...400).contains(pointSize), (0...10_000).contains(width), (0...1_000).contains(lines), lines == lines.rounded()
            else { throw Refusal(message: "a box is not [component, element, device, category, points, width, lines] in range") }
            boxes.append(Box(component: component, element: element, device: device, category: category,
                             layout: LayoutBox(pointSize: pointSize, width: width, lines: Int(lines))))
        }
        return try measure(text, locale: locale, boxes: boxes)
    }

    private func measure(_ text: String, locale: String, boxes: [Box]) throws(Refusal) -> String {
        // One measuring call per element (one shaping of the text for all its boxes).
        var results = [TextMeasurement?](repeating: nil, count: boxes.count)
        // Each box's preview: the index of its element's glyph data and its recipe.
        var drawn = [(glyphs: Int, recipe: String)?](repeating: nil, count: boxes.count)
        let drawing = HTMLTryDrawing()
        var order: [String] = []
        var byElement: [String: [Int]] = [:]
        for (index, box) in boxes.enumerated() {
            let key = box.component + "\u{1}" + box.element
            if byElement[key] == nil { order.append(key) }
            byElement[key, default: []].append(index)
        }
        for key in order {
            guard let typeface = typefaces[key] else {
                throw Refusal(message: "no element \(key.replacingOccurrences(of: "\u{1}", with: ".")) in the manifest")
            }
            let indexes = byElement[key]!
            do {
                let measured = try measurer.measureText(text, locale: locale, typeface: typeface, boxes: indexes.map { boxes[$0].layout })
                for (index, m) in zip(indexes, measured.measurements) { results[index] = m }
                if let shaping = measured.shaping {
                    let rendering = try shaping.rendering()
                    let glyphs = drawing.add(rendering)
                    for index in indexes {
                        let frame = try shaping.boxRendering(boxes[index].layout)
                        drawn[index] = (glyphs, drawing.recipe(frame, rendering: rendering, category: boxes[index].category))
                    }
                }
            } catch {
                throw Refusal(message: "cannot measure the text: \(error)")
            }
        }
        var out = JSONWriter(capacity: 4_096)
        out.raw("{\"characters\":")
        out.int(text.count)
        out.raw(",\"boxes\":[")
        for (index, box) in boxes.enumerated() {
            if index > 0 { out.raw(",") }
            guard let m = results[index] else { continue }
            // The box as the check measured it (shrinking aside: a label that shrinks reads `truncates` here).
            let typeface = typefaces[box.component + "\u{1}" + box.element]!
            let verdict = rules.outcome(m, typeface: typeface, width: box.layout.width).verdict
            out.raw("{\"d\":"); out.string(box.device)
            out.raw(",\"c\":"); out.string(box.category.rawValue)
            out.raw(",\"n\":"); out.string(box.category.displayName)
            out.raw(",\"v\":"); out.string(verdict.rawValue)
            out.raw(",\"o\":"); out.number(m.overflow, decimals: 2)
            out.raw(",\"h\":"); out.number(m.headroom, decimals: 2)
            out.raw(",\"w\":"); out.number(box.layout.width, decimals: 2)
            out.raw(",\"a\":"); out.int(box.layout.lines)
            out.raw(",\"lines\":"); out.strings(m.lineTexts)
            if let (glyphs, recipe) = drawn[index] {
                out.raw(",\"e\":"); out.int(glyphs)
                out.raw(",\"r\":"); out.bytes.append(contentsOf: recipe.utf8)
            }
            out.raw("}")
        }
        out.raw("],\"glyphs\":"); out.bytes.append(contentsOf: drawing.glyphData.utf8)
        out.raw(",\"outlines\":"); out.bytes.append(contentsOf: drawing.outlineData.utf8)
        out.raw("}")
        return out.text
    }
}
