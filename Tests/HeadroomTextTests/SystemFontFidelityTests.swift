import DynamicType
import Foundation
import HeadroomText
import Testing

/// The system stand-in against iOS: SF Pro's line height, and widths against the iOS 26.1 CoreText
/// table in ../shared/reference (those tests skip when it is absent).
@Suite struct SystemFontFidelityTests {
    static let referenceFile = URL(fileURLWithPath: Fixtures.repoRoot).deletingLastPathComponent()
        .appendingPathComponent("shared/reference/ios-system-font-widths.tsv")

    struct Row {
        var weight: FontWeight
        var size: Double
        var lineHeight: Double
        var widths: [(text: String, points: Double)]
    }

    /// The reference rows, nil when ../shared is absent.
    static func referenceRows() throws -> [Row]? {
        guard let text = try? String(contentsOf: referenceFile, encoding: .utf8) else { return nil }
        let lines = text.split(whereSeparator: \.isNewline).map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let header = try #require(lines.first)
        return try lines.dropFirst().map { cells in
            let id = cells[0].split(separator: "-")  // system-semibold-17.0
            let weight = try #require(FontWeight(name: String(id[1])), "weight in \(cells[0])")
            let size = try #require(Double(id[2]))
            let widths = (2..<8).map { (header[$0], Double(cells[$0])!) }
            return Row(weight: weight, size: size, lineHeight: Double(cells[1])!, widths: widths)
        }
    }

    @Test func oneLineIsSFProsLineHeight() throws {
        let shaped = try Fixtures.engine.shape("Settings", locale: "en")
        let layout = shaped.layout(pointSize: 17, width: 300, lines: 1, options: LayoutOptions(scale: 3))
        #expect(abs(layout.lineHeight - 20.287109375) < 1e-9)
        #expect(abs(layout.unconstrainedHeight - 61.0 / 3) < 1e-9)  // ceil(20.287 × 3) / 3
        #expect(abs(layout.lines[0].ascent - 17 * 1950.0 / 2048) < 1e-9)
        #expect(abs(try Fixtures.engine.lineHeight(weight: .bold, pointSize: 34) - 34 * 2444.0 / 2048) < 1e-9)
        // Six lines at 16 pt: 114.56 pt, 114.667 on the @3x grid (iOS: 115, one device pixel away).
        let six = try Fixtures.engine.shape("One\nTwo\nThree\nFour\nFive\nSix", locale: "en")
            .layout(pointSize: 16, width: 300, lines: 0, options: LayoutOptions(scale: 3))
        #expect(six.linesNeeded == 6)
        #expect(abs(six.unconstrainedHeight - 344.0 / 3) < 1e-9)
        #expect(abs(six.unconstrainedHeight - 115) <= 1.0 / 3 + 1e-9)  // within one @3x pixel of iOS
    }

    @Test func customFontKeepsItsOwnMetrics() throws {
        let engine = TextEngine(stack: try FontStack.file(Fixtures.font("Inter-Regular.otf")))
        let layout = try engine.shape("Settings").layout(pointSize: 17, width: 300, lines: 1)
        #expect(abs(layout.lineHeight - 17 * (2728.0 + 680) / 2816) < 1e-9)
        #expect(layout.tracking == 0 && layout.wordSpacing == 0)
    }

    @Test func fallbackFaceOnALineStillSetsItsHeight() throws {
        // Thai in Noto Sans Thai is taller than SF's 1.19336 em: the line takes the taller face.
        let layout = try Fixtures.engine.shape("Hello สวัสดีครับ", locale: "th").layout(pointSize: 17, width: 400, lines: 1)
        #expect(layout.lineHeight > 17 * StandInCalibration.lineHeightEm + 0.5)
    }

    @Test func calibrationIsSmoothAcrossTwentyPoints() throws {
        let shaped = try Fixtures.engine.shape("The quick brown fox jumps over the lazy dog", locale: "en")
        var previous: Double?
        for tenth in 150...260 {
            let size = Double(tenth) / 10
            let em = shaped.layout(pointSize: size, width: 10_000, lines: 1, options: LayoutOptions(tracking: true))
                .naturalWidth / size
            // No step anywhere (the old stand-in jumped 6% at 20 pt): under 0.2% per 0.1 pt.
            if let previous { #expect(abs(em / previous - 1) < 0.002, "at \(size) pt") }
            previous = em
        }
    }

    @Test func oneLineHeightsEqualIOSOnThePixelGrid() throws {
        guard let rows = try Self.referenceRows() else {
            print("skipped: ../shared/reference/ios-system-font-widths.tsv is absent")
            return
        }
        let options = LayoutOptions(scale: 3)
        for row in rows {
            let layout = try Fixtures.engine.shape("Hello UIKit", locale: "en", weight: row.weight)
                .layout(pointSize: row.size, width: 1000, lines: 1, options: options)
            #expect(abs(layout.lineHeight - row.lineHeight) < 1e-6, "\(row.weight) \(row.size)")
            #expect(abs(layout.unconstrainedHeight - options.roundToPixels(row.lineHeight)) < 1e-9)
        }
    }

    /// Widths of the six strings at 40 weights and sizes against iOS 26.1, per group: the fit's
    /// in-sample error through the engine. `scripts/fit-system-font.py` reports the held-out error.
    @Test func widthsAgreeWithIOSWithinTheTargets() throws {
        guard let rows = try Self.referenceRows() else {
            print("skipped: ../shared/reference/ios-system-font-widths.tsv is absent")
            return
        }
        var errors: [StandInErrorBand.Group: [Double]] = [:]
        for row in rows {
            for (text, points) in row.widths {
                let layout = try Fixtures.engine.shape(text, locale: "en", weight: row.weight)
                    .layout(pointSize: row.size, width: 10_000, lines: 1, options: LayoutOptions(tracking: true))
                let group = StandInErrorBand.group(weight: row.weight.rawValue, pointSize: row.size)
                errors[group, default: []].append(abs(layout.naturalWidth / points - 1))
            }
        }
        #expect(errors.values.reduce(0) { $0 + $1.count } == 240)
        for group in StandInErrorBand.Group.allCases {
            let sorted = try #require(errors[group]).sorted()
            let median = Self.percentile(sorted, 0.5), p90 = Self.percentile(sorted, 0.9)
            print("\(group): n=\(sorted.count) median \(median * 100)% p90 \(p90 * 100)% max \(sorted.last! * 100)%")
            #expect(median <= 0.010 && p90 <= 0.025, "\(group)")
            // The held-out band the tolerance comes from is wider than the in-sample error.
            #expect(median <= StandInErrorBand.measured[group]!.median && p90 <= StandInErrorBand.measured[group]!.p90)
            // The fit as measured (2026-11-22: 0.15/0.94%, 0.12/1.24%, 0.37/1.33%): a regression fails here.
            let fitted: [StandInErrorBand.Group: (Double, Double)] = [
                .textRegularMedium: (0.0020, 0.0100), .textSemiboldBold: (0.0020, 0.0130), .display: (0.0045, 0.0140),
            ]
            #expect(median <= fitted[group]!.0 && p90 <= fitted[group]!.1, "\(group) regressed")
        }
    }

    /// From 20 pt, SF tightens its letters but not its figures: without the figure spacing the
    /// digits came out 2.3% narrow at every weight. Through the engine they are within 1%.
    @Test func figuresKeepTheirWidthAtDisplaySizes() throws {
        guard let rows = try Self.referenceRows() else {
            print("skipped: ../shared/reference/ios-system-font-widths.tsv is absent")
            return
        }
        var checked = 0
        for row in rows where row.size >= 20 {
            let points = try #require(row.widths.first { $0.text == "0123456789" }?.points)
            let layout = try Fixtures.engine.shape("0123456789", locale: "en", weight: row.weight)
                .layout(pointSize: row.size, width: 10_000, lines: 1, options: LayoutOptions(tracking: true))
            #expect(abs(layout.naturalWidth / points - 1) < 0.01, "\(row.weight) \(row.size)")
            checked += 1
        }
        #expect(checked == 20)
    }

    /// Linear interpolation between order statistics (numpy's default).
    static func percentile(_ sorted: [Double], _ q: Double) -> Double {
        let position = q * Double(sorted.count - 1)
        let low = Int(position.rounded(.down)), high = min(low + 1, sorted.count - 1)
        return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
    }
}
