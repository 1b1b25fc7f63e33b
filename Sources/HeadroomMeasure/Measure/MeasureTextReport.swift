import DynamicType
import Foundation

/// The human-readable `measure` output: a header naming the question, one table row per category,
/// and with `show` the wrapped lines under each row, the ellipsis where UIKit puts it.
package struct MeasureTextReport {
    package var request: MeasureRequest
    package var rows: [MeasureRow]
    package var show: Bool

    package init(request: MeasureRequest, rows: [MeasureRow], show: Bool) {
        self.request = request
        self.rows = rows
        self.show = show
    }

    package func render() -> String {
        var out = header() + "\n"
        let table: [[String]] =
            [["category", "size", "lines", "line h", "height", "limited", "verdict", "overflow / headroom"]]
            + rows.map(cells)
        var widths = Array(repeating: 0, count: table[0].count)
        for row in table {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        for (index, row) in table.enumerated() {
            out += format(row, widths: widths) + "\n"
            if show, index > 0 { out += shown(rows[index - 1]) }
        }
        if show, let note = standInNote() { out += note + "\n" }
        let missing = Set(rows.flatMap(\.missingCharacters)).sorted()
        if !missing.isEmpty {
            out += "warning: no font covers \(missing.map { "'\($0)' (\(codePoints($0)))" }.joined(separator: ", ")); measured with the primary font's missing glyph\n"
        }
        return out
    }

    private func header() -> String {
        var parts: [String] = []
        switch request.font {
        case let .style(style):
            parts.append("\(style.rawValue) (\(request.weight.name))")
        case let .sized(size, scaledBy):
            var font = "system \(number(size)) pt \(request.weight.name)"
            if let scaledBy { font += ", scaled like \(scaledBy.rawValue)" }
            parts.append(font)
        case let .file(path, faceIndex, size, scaledBy):
            var font = (path as NSString).lastPathComponent
            if faceIndex > 0 { font += "#\(faceIndex)" }
            font += " \(number(size)) pt \(request.weight.name)"
            if let scaledBy { font += ", scaled like \(scaledBy.rawValue)" }
            parts.append(font)
        }
        parts.append("width \(number(request.width)) pt")
        parts.append(request.lines == 0 ? "no line limit" : "\(request.lines) line\(request.lines == 1 ? "" : "s") max")
        if !request.locale.isEmpty { parts.append("locale \(request.locale)") }
        parts.append("@\(Int(request.options.scale))x")
        var seen = Set<String>()
        let fonts = rows.flatMap(\.fonts).filter { seen.insert($0).inserted }
        if !fonts.isEmpty { parts.append("fonts: \(fonts.joined(separator: ", "))") }
        return "\(quoted(request.text))  " + parts.joined(separator: ", ")
    }

    /// With `show`, for the system font: that a stand-in measured it, and how close to iOS it is
    /// at these sizes (the widest measured band among the rows' groups).
    private func standInNote() -> String? {
        guard case .style = request.font, !rows.isEmpty else { return nil }
        let weight = request.weight.rawValue
        let bands = rows.compactMap {
            StandInErrorBand.measured[StandInErrorBand.group(weight: weight, pointSize: $0.pointSize)]
        }
        guard let median = bands.map(\.median).max(), let p90 = bands.map(\.p90).max() else { return nil }
        return "note: system font measured with the stand-in (Inter variable, wght \(weight)) for SF Pro: SF's line "
            + "height (1.19336 em), widths calibrated to iOS 26.1, typically within \(percent(median)) of iOS "
            + "(9 in 10 within \(percent(p90))) at these sizes; see docs/fidelity.md"
    }

    private func percent(_ fraction: Double) -> String { String(format: "%.1f%%", fraction * 100) }

    private func cells(_ row: MeasureRow) -> [String] {
        let allowed = row.linesAllowed == 0 ? "∞" : String(row.linesAllowed)
        let figure =
            row.truncates
            ? "over \(fixed(row.overflow)) pt (~\(row.overflowCharacters) char\(row.overflowCharacters == 1 ? "" : "s"))"
            : "+\(fixed(row.headroom)) pt (~\(row.headroomCharacters) char\(row.headroomCharacters == 1 ? "" : "s"))"
        return [
            row.category?.displayName ?? "-",
            number(row.pointSize),
            "\(row.lines)/\(allowed)",
            fixed(row.lineHeight),
            fixed(row.unconstrainedHeight),
            fixed(row.limitedHeight),
            row.verdict,
            figure,
        ]
    }

    private func format(_ row: [String], widths: [Int]) -> String {
        var line = ""
        for (index, cell) in row.enumerated() {
            let last = index == row.count - 1
            line += last ? cell : cell.padding(toLength: widths[index] + 2, withPad: " ", startingAt: 0)
        }
        return line
    }

    /// The wrapped lines of one row between bars, the ellipsis on the last visible line and the
    /// hidden lines marked.
    private func shown(_ row: MeasureRow) -> String {
        var out = ""
        for (index, text) in row.lineTexts.enumerated() {
            let visible = row.linesAllowed == 0 || index < row.linesAllowed
            var drawn = text.replacingOccurrences(of: "\n", with: "")
            var note = String(format: "%.2f pt", row.lineWidths[index])
            if let ellipsis = row.ellipsis, ellipsis.lineIndex == index {
                drawn = ellipsis.keptText + "…"
                note = String(format: "ellipsis at %.2f pt", ellipsis.x)
            }
            if !visible { note = "hidden" }
            out += "    \(index + 1) │\(drawn)│  \(note)\n"
        }
        return out
    }

    private func quoted(_ text: String) -> String {
        var s = ""
        MeasureJSON.escape(text, into: &s)
        return s
    }

    private func codePoints(_ s: String) -> String {
        s.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
    }

    private func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }

    private func fixed(_ value: Double) -> String { String(format: "%.2f", value) }
}
