import DynamicType
import Foundation
import HeadroomText

/// The layout engines `measure` uses, made once and kept: the bundled stack's engine, one engine per
/// custom font file, and the last shaped text, so consecutive batch lines that share text, font,
/// weight and locale are shaped once and only laid out again.
package final class MeasureEngines {
    private let fontsDirectory: () throws -> String
    private var bundledStack: Result<FontStack, MeasureError>?
    private var engines: [EngineKey: TextEngine] = [:]
    private var lastShaped: LastShaped?
    /// How many texts were shaped and how many reused (for tests and the benchmark).
    private(set) var shapedCount = 0
    private(set) var reusedCount = 0

    private enum EngineKey: Hashable {
        case bundled
        case file(path: String, faceIndex: Int)
    }

    /// The last text shaped (a struct, not a tuple: cheaper to replace per batch line).
    private struct LastShaped {
        var key: ShapeKey
        var shaped: ShapedText
    }

    private struct ShapeKey: Hashable {
        var engine: EngineKey
        var text: String
        var locale: String
        var weight: FontWeight
    }

    /// `fontsDirectory` is asked only when the bundled stack is first needed.
    package init(fontsDirectory: @escaping () throws -> String) {
        self.fontsDirectory = fontsDirectory
    }

    /// The bundled (system stand-in) stack, loaded once.
    package func bundled() throws -> FontStack {
        if let bundledStack { return try bundledStack.get() }
        let result: Result<FontStack, MeasureError>
        do {
            let directory = try fontsDirectory()
            result = .success(try FontStack.bundled(fontsDirectory: directory))
        } catch let error as MeasureError {
            result = .failure(error)
        } catch let error as FontsLocatorError {
            result = .failure(.fonts(error))
        } catch let error as FontError {
            result = .failure(.font(error))
        } catch {
            result = .failure(.badCombination("cannot load the bundled fonts: \(error)"))
        }
        bundledStack = result
        return try result.get()
    }

    private func engine(for font: MeasureFont) throws -> (EngineKey, TextEngine) {
        let key: EngineKey
        switch font {
        case .style, .sized: key = .bundled
        case let .file(path, faceIndex, _, _): key = .file(path: path, faceIndex: faceIndex)
        }
        if let engine = engines[key] { return (key, engine) }
        let stack: FontStack
        switch key {
        case .bundled:
            stack = try bundled()
        case let .file(path, faceIndex):
            // The bundled stack's fallbacks cover what the custom font lacks, when it is available.
            let fallback = try? bundled()
            do {
                stack = try FontStack.file(path, faceIndex: faceIndex, fallback: fallback)
            } catch let error as FontError {
                throw MeasureError.font(error)
            }
        }
        let engine = TextEngine(stack: stack)
        engines[key] = engine
        return (key, engine)
    }

    /// The text shaped for the request's font, weight and locale (reused when the previous call asked
    /// for the same).
    package func shaped(_ request: MeasureRequest) throws -> ShapedText {
        let (engineKey, engine) = try engine(for: request.font)
        let key = ShapeKey(engine: engineKey, text: request.text, locale: request.locale, weight: request.weight)
        if let lastShaped, lastShaped.key == key {
            reusedCount += 1
            return lastShaped.shaped
        }
        let shaped: ShapedText
        do {
            shaped = try engine.shape(request.text, locale: request.locale.isEmpty ? nil : request.locale, weight: request.weight)
        } catch let error as FontError {
            throw MeasureError.font(error)
        }
        shapedCount += 1
        lastShaped = LastShaped(key: key, shaped: shaped)
        return shaped
    }

    /// The first row the request asks for (the batch asks for one category per line).
    package func firstRow(_ request: MeasureRequest) throws -> MeasureRow {
        let shaped = try shaped(request)
        // `rowCategories.first`, without building the list.
        var category: ContentSizeCategory? = request.categories.first
        if case .file(_, _, _, nil) = request.font { category = nil }
        if case .sized(_, nil) = request.font { category = nil }
        let layout = shaped.layout(
            pointSize: request.pointSize(at: category), width: request.width, lines: request.lines, options: request.options)
        return MeasureRow(category: category, layout: layout, shaped: shaped)
    }

    /// Every row the request asks for, in category order.
    package func measure(_ request: MeasureRequest) throws -> [MeasureRow] {
        let shaped = try shaped(request)
        return request.rowCategories.map { category in
            let layout = shaped.layout(
                pointSize: request.pointSize(at: category), width: request.width, lines: request.lines,
                options: request.options)
            return MeasureRow(category: category, layout: layout, shaped: shaped)
        }
    }
}
