import DynamicType
import Foundation
import HeadroomCheck
import HeadroomMeasure
import HeadroomProject

/// `headroom measure --config headroom.yml --key K [--locale L] [--component C]`: the boxes
/// `headroom check` measured for one key (every category, device and orientation of the manifest),
/// measured the same way (the same runner, with only that key), so a developer can iterate on one
/// string.
struct MeasureReplay {
    var config: String
    var key: String
    var locales: [String]?
    var components: [String]?
    var fonts: String?

    enum Failure: CommandError {
        case noString(key: String, manifest: String, filtered: Bool)
        var description: String {
            switch self {
            case let .noString(key, manifest, filtered):
                "no string with the key '\(key)' in the strings of \(manifest)"
                    + (filtered ? " for the --locale/--component given" : "")
            }
        }
    }

    /// The boxes measured for the key, and the inputs that could not be read (a strings file, a
    /// Swift file of `sources:`), which `check` would count as errors.
    func run() throws -> (boxes: [BoxReplay], problems: [Problem]) {
        let project = try ProjectLoader(fontsOverride: fonts).load(config)
        var options = CheckOptions(workers: nil)
        options.replayKey = key
        if let locales { options.locales = Set(locales) }
        if let components { options.components = Set(components) }
        let report = CheckRunner(manifest: project.manifest, measurer: project.measurer, problems: project.problems)
            .run(options: options) { _ in }
        guard !report.replays.isEmpty else {
            throw Failure.noString(key: key, manifest: config, filtered: locales != nil || components != nil)
        }
        return (report.replays, report.problems.filter { $0.severity == .error && $0.configuration != true })
    }

    /// One table per string (component element, locale, variant): a row per box; `*` marks the box
    /// the verdict is about when the component also has a vertical layout.
    static func text(_ boxes: [BoxReplay], key: String, config: String) -> String {
        var out = "\"\(key)\": \(boxes.count) boxes, as `headroom check` measured them with \(config)\n"
        var start = 0
        while start < boxes.count {
            let first = boxes[start]
            var end = start
            while end < boxes.count, boxes[end].component == first.component, boxes[end].element == first.element,
                boxes[end].locale == first.locale, boxes[end].variant == first.variant
            {
                end += 1
            }
            let variant = first.variant.map { ", \($0)" } ?? ""
            out += "\n\(first.component) › \(first.element) [\(first.locale)\(variant)]: \"\(first.text.split(whereSeparator: \.isNewline).joined(separator: " "))\"\n"
            var rows = [["device", "category", "box", "size", "lines", "verdict", "overflow / headroom", "cause"]]
            let hasVertical = boxes[start..<end].contains { $0.orientation == .vertical }
            for box in boxes[start..<end] {
                let m = box.measurement
                let mark = hasVertical && box.inUse ? "*" : ""
                let figure = m.truncates
                    ? "over \(Self.number(m.overflow)) pt (~\(m.overflowCharacters) char\(m.overflowCharacters == 1 ? "" : "s"))"
                    : "+\(Self.number(m.headroom)) pt (~\(m.headroomCharacters) char\(m.headroomCharacters == 1 ? "" : "s"))"
                let verdict = box.inUse ? box.verdict.rawValue + (box.scale.map { " \(Int(($0 * 100).rounded(.down)))%" } ?? "") : "-"
                rows.append([
                    box.device, box.category.displayName, "\(mark)\(box.orientation.rawValue) \(Self.number(box.width)) pt",
                    Self.number(box.box.pointSize), "\(m.lines)/\(m.linesAllowed == 0 ? "∞" : String(m.linesAllowed))",
                    verdict, figure, box.inUse ? (box.cause?.rawValue ?? "") : "",
                ])
            }
            let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
            for row in rows {
                out += row.enumerated().map { index, cell in
                    index == row.count - 1 ? cell : cell.padding(toLength: widths[index] + 2, withPad: " ", startingAt: 0)
                }.joined().trimmingCharacters(in: .whitespaces) + "\n"
            }
            start = end
        }
        return out
    }

    /// The boxes as JSON (`--format json`), keys sorted.
    static func json(_ boxes: [BoxReplay], key: String) -> MeasureJSON {
        .object([
            "key": .string(key),
            "boxes": .array(boxes.map { box in
                let m = box.measurement
                return .object([
                    "component": .string(box.component), "element": .string(box.element), "locale": .string(box.locale),
                    "variant": box.variant.map(MeasureJSON.string) ?? .null, "device": .string(box.device),
                    "category": .string(box.category.displayName), "orientation": .string(box.orientation.rawValue),
                    "pointSize": .number(box.box.pointSize), "width": .number(box.width), "linesAllowed": .int(box.box.lines),
                    "lines": .int(m.lines), "truncates": .bool(m.truncates), "naturalWidth": .number(m.naturalWidth),
                    "overflow": .number(m.overflow), "overflowCharacters": .int(m.overflowCharacters),
                    "headroom": .number(m.headroom), "headroomCharacters": .int(m.headroomCharacters),
                    "widestWord": .number(m.widestWord), "text": .string(box.text), "inUse": .bool(box.inUse),
                    "verdict": .string(box.verdict.rawValue), "cause": box.cause.map { .string($0.rawValue) } ?? .null,
                    "scale": box.scale.map(MeasureJSON.number) ?? .null,
                ])
            }),
        ])
    }

    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
    }
}
