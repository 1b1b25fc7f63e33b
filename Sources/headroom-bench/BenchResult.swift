/// One measured figure of a suite.
struct BenchResult: Codable, Sendable {
    var suite: String
    var name: String
    var value: Double
    var unit: String
    /// What the figure is compared with, and whether it meets it ("" when there is no target).
    var target: String = ""
    var note: String = ""
}

/// Prints results as an aligned table.
enum BenchTable {
    static func render(_ results: [BenchResult]) -> String {
        var rows = [["suite", "measure", "value", "target", "note"]]
        for r in results {
            rows.append([r.suite, r.name, format(r.value) + " " + r.unit, r.target, r.note])
        }
        var widths = Array(repeating: 0, count: rows[0].count)
        for row in rows {
            for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
        }
        var out = ""
        for (index, row) in rows.enumerated() {
            var line = ""
            for (i, cell) in row.enumerated() {
                line += i == row.count - 1 ? cell : cell.padding(toLength: widths[i] + 2, withPad: " ", startingAt: 0)
            }
            out += line.trimmingTrailingSpaces() + "\n"
            if index == 0 { out += String(repeating: "-", count: min(line.count, 140)) + "\n" }
        }
        return out
    }

    static func format(_ value: Double) -> String {
        if value >= 1000 { return String(Int(value.rounded())) }
        if value >= 100 { return String(format: "%.1f", value) }
        if value >= 10 { return String(format: "%.2f", value) }
        return String(format: "%.3f", value)
    }
}

import Foundation

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
