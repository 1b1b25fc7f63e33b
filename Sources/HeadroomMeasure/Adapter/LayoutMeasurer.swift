import DynamicType
import Foundation
import HeadroomCheck
import HeadroomText

/// The real `TextMeasurer`: HeadroomText (FreeType, HarfBuzz, ICU) with the bundled font stack or a
/// user's font file. Shapes each text once per call and lays it out in every box.
public final class LayoutMeasurer: TextMeasurer, @unchecked Sendable {
    /// The default (system stand-in) stack.
    public let bundledStack: FontStack
    /// Rules applied to every layout; `tracking` is taken from the typeface.
    public let options: LayoutOptions

    private let systemEngine: TextEngine
    private let lock = NSLock()
    private var fileEngines: [FileKey: TextEngine] = [:]

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
        if let engine = lock.withLock({ fileEngines[key] }) { return engine }
        let engine = TextEngine(stack: try FontStack.file(path, faceIndex: typeface.faceIndex, fallback: bundledStack))
        lock.withLock { fileEngines[key] = engine }
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
        let engine = try engine(for: typeface)
        let options = layoutOptions(typeface)
        let perSize = try engine.needsShapingPerSize(weight: typeface.weight)
        var shapedOnce: ShapedText? = nil
        var shapedBySize: [Double: ShapedText] = [:]
        return try boxes.map { box in
            let shaped: ShapedText
            if perSize {
                if let cached = shapedBySize[box.pointSize] {
                    shaped = cached
                } else {
                    shaped = try engine.shape(text, locale: locale, weight: typeface.weight, opticalSize: box.pointSize)
                    shapedBySize[box.pointSize] = shaped
                }
            } else if let shapedOnce {
                shaped = shapedOnce
            } else {
                shaped = try engine.shape(text, locale: locale, weight: typeface.weight)
                shapedOnce = shaped
            }
            let layout = shaped.layout(pointSize: box.pointSize, width: box.width, lines: box.lines, options: options)
            return Self.measurement(layout, shaped: shaped)
        }
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

    public func render(_ text: String, locale: String, typeface: Typeface, box: LayoutBox) throws -> TextRendering {
        let engine = try engine(for: typeface)
        let perSize = try engine.needsShapingPerSize(weight: typeface.weight)
        let shaped = try engine.shape(
            text, locale: locale, weight: typeface.weight, opticalSize: perSize ? box.pointSize : nil)
        let layout = shaped.layout(
            pointSize: box.pointSize, width: box.width, lines: box.lines, options: layoutOptions(typeface))
        return LayoutRenderer(shaped: shaped, layout: layout, box: box).rendering()
    }
}
