import DynamicType
import Foundation
import HeadroomCheck
import HeadroomText
import Synchronization

/// The real `TextMeasurer`: HeadroomText (FreeType, HarfBuzz, ICU) with the bundled font stack or a
/// user's font file. Shapes each text once per call and lays it out in every box.
public final class LayoutMeasurer: TextMeasurer, Sendable {
    /// The default (system stand-in) stack.
    public let bundledStack: FontStack
    /// Rules applied to every layout; `tracking` is taken from the typeface.
    public let options: LayoutOptions

    private let systemEngine: TextEngine

    /// False when the font folder's primary is a real system font (SF Pro), not the stand-in.
    public var systemFontIsStandIn: Bool { bundledStack.systemFontIsStandIn }
    private let fileEngines = Mutex<[FileKey: TextEngine]>([:])

    private struct FileKey: Hashable {
        var path: String
        var faceIndex: Int
    }

    /// A measurer over `<fontsDirectory>/manifest.json`. Throws `FontError` when a font is missing.
    public convenience init(fontsDirectory: String, options: LayoutOptions = LayoutOptions()) throws {
        try self.init(stack: FontStack.bundled(fontsDirectory: fontsDirectory), options: options)
    }

    public init(stack: FontStack, options: LayoutOptions = LayoutOptions()) {
        bundledStack = stack
        self.options = options
        systemEngine = TextEngine(stack: stack)
    }

    /// The engine for a typeface: the bundled stack, or the typeface's file with the bundled
    /// fallbacks behind it.
    public func engine(for typeface: Typeface) throws -> TextEngine {
        guard let path = typeface.file else { return systemEngine }
        let key = FileKey(path: path, faceIndex: typeface.faceIndex)
        if let engine = fileEngines.withLock({ $0[key] }) { return engine }
        let engine = TextEngine(stack: try FontStack.file(path, faceIndex: typeface.faceIndex, fallback: bundledStack))
        fileEngines.withLock { $0[key] = engine }
        return engine
    }

    private func layoutOptions(_ typeface: Typeface) -> LayoutOptions {
        var options = options
        options.tracking = typeface.tracking
        return options
    }

    public func measure(_ text: String, locale: String, typeface: Typeface, boxes: [LayoutBox]) throws
        -> [TextMeasurement]
    {
        let laidOut = try layouts(text, locale: locale, typeface: typeface, boxes: boxes)
        return laidOut.layouts.map { Self.measurement($0.layout, shaped: laidOut.shaped[$0.shaped]) }
    }

    /// Measures and keeps the shaping and every box's layout, so the previews of these boxes are
    /// drawn from this one shaping (`LayoutShaping`).
    public func measureText(_ text: String, locale: String, typeface: Typeface, boxes: [LayoutBox]) throws -> MeasuredText {
        let laidOut = try layouts(text, locale: locale, typeface: typeface, boxes: boxes)
        let measurements = laidOut.layouts.map { Self.measurement($0.layout, shaped: laidOut.shaped[$0.shaped]) }
        return MeasuredText(
            measurements: measurements,
            shaping: LayoutShaping(shaped: laidOut.shaped, boxes: boxes, layouts: laidOut.layouts))
    }

    /// Shapes the text once (once per optical size for a font with an `opsz` axis) and lays it out
    /// in every box: the shapings, and per box which shaping and its layout.
    private func layouts(_ text: String, locale: String, typeface: Typeface, boxes: [LayoutBox]) throws
        -> (shaped: [ShapedText], layouts: [(shaped: Int, layout: TextLayout)])
    {
        let engine = try engine(for: typeface)
        let options = layoutOptions(typeface)
        let perSize = try engine.needsShapingPerSize(weight: typeface.weight)
        var shaped: [ShapedText] = []
        var bySize: [Double: Int] = [:]
        let layouts = try boxes.map { box -> (shaped: Int, layout: TextLayout) in
            let index: Int
            if perSize, let known = bySize[box.pointSize] {
                index = known
            } else if !perSize, !shaped.isEmpty {
                index = 0
            } else {
                shaped.append(
                    try engine.shape(text, locale: locale, weight: typeface.weight, opticalSize: perSize ? box.pointSize : nil))
                index = shaped.count - 1
                if perSize { bySize[box.pointSize] = index }
            }
            let layout = shaped[index].layout(pointSize: box.pointSize, width: box.width, lines: box.lines, options: options)
            return (index, layout)
        }
        return (shaped, layouts)
    }

    /// `TextMeasurement` from a layout; the figures (overflow, headroom, average advance, widest
    /// word) are the layout's own (`LayoutFigures`), so `measure`, `check` and the reports agree.
    static func measurement(_ layout: TextLayout, shaped: ShapedText) -> TextMeasurement {
        let figures = layout.figures
        return TextMeasurement(
            pointSize: layout.pointSize, lineHeight: layout.lineHeight, lines: layout.linesNeeded,
            linesAllowed: layout.linesAllowed, unconstrainedHeight: layout.unconstrainedHeight,
            limitedHeight: layout.limitedHeight, truncates: layout.truncates, naturalWidth: layout.naturalWidth,
            overflow: figures.overflow, headroom: figures.headroom, averageCharacterWidth: figures.averageAdvance,
            widestWord: figures.widestWord, lineTexts: layout.lines.map(\.text),
            missingCharacters: shaped.missingCharacters, fontsUsed: layout.fontsUsed)
    }

    public func lineHeight(typeface: Typeface, pointSize: Double) throws -> Double {
        try engine(for: typeface).lineHeight(weight: typeface.weight, pointSize: pointSize)
    }
}
