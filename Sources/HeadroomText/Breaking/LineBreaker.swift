import DynamicType

/// Greedy line filling like UILabel (`.byWordWrapping` under `.byTruncatingTail`), on a shaped
/// variant, at one size and width. Runs in time linear in the break opportunities.
struct LineBreaker {
    /// One line as a cluster range (a struct, not a tuple: arrays of tuples need runtime metadata).
    struct LineRange {
        var start: Int
        var end: Int
        var endsParagraph: Bool
    }

    let variant: ShapedVariant
    let size: Double
    let spacing: Spacing
    let width: Double
    let options: LayoutOptions

    /// Lines as cluster ranges, and whether each ends a paragraph.
    func lineRanges() -> [LineRange] {
        let v = variant
        let n = v.count
        let limit = width + 1e-6
        var result: [LineRange] = []
        var start = 0
        var firstBreak = 0
        while start < n {
            while firstBreak < v.breakEnd.count, Int(v.breakEnd[firstBreak]) <= start { firstBreak += 1 }
            var best = -1
            var bestHard = false
            var index = firstBreak
            while index < v.breakEnd.count {
                let kind = v.breakKind[index]
                let end = Int(v.breakEnd[index])
                if options.hangulWordPriority, kind == .hangul {
                    index += 1
                    continue
                }
                if v.width(start, v.visibleEnd(start, end), size: size, spacing: spacing) <= limit {
                    best = end
                    bestHard = kind.contains(.hard) || end == n
                    if bestHard { break }
                    index += 1
                } else {
                    break
                }
            }
            if best < 0 {
                // The next word alone is wider than the line: break it at grapheme boundaries.
                let wordEnd = index < v.breakEnd.count ? Int(v.breakEnd[index]) : n
                best = emergencyBreak(from: start, wordEnd: wordEnd, limit: limit)
                bestHard = best == n || (best == wordEnd && index < v.breakKind.count && v.breakKind[index].contains(.hard))
            }
            result.append(LineRange(start: start, end: best, endsParagraph: bestHard))
            start = best
        }
        if options.pushOut { pushOut(&result, limit: limit) }
        return result
    }

    /// The furthest grapheme boundary in start+1...wordEnd that fits; at least one grapheme.
    private func emergencyBreak(from start: Int, wordEnd: Int, limit: Double) -> Int {
        let v = variant
        var fitting = -1
        var firstGrapheme = -1
        var end = start + 1
        while end <= wordEnd {
            if v.flags[end - 1].contains(.graphemeEnd) || end == wordEnd {
                if firstGrapheme < 0 { firstGrapheme = end }
                if v.width(start, v.visibleEnd(start, end), size: size, spacing: spacing) <= limit {
                    fitting = end
                } else {
                    break
                }
            }
            end += 1
        }
        return fitting > 0 ? fitting : (firstGrapheme > 0 ? firstGrapheme : wordEnd)
    }

    /// `.pushOut`: a paragraph's last line holding a single word takes the previous line's last
    /// word with it, when both still fit.
    private func pushOut(_ lines: inout [LineRange], limit: Double) {
        guard lines.count >= 2 else { return }
        for i in 1..<lines.count where lines[i].endsParagraph && !lines[i - 1].endsParagraph {
            let last = lines[i]
            let previous = lines[i - 1]
            if allowedBreaks(in: (last.start + 1)..<last.end).last != nil { continue }
            guard let split = allowedBreaks(in: (previous.start + 1)..<previous.end).last else { continue }
            guard variant.width(split, variant.visibleEnd(split, last.end), size: size, spacing: spacing) <= limit
            else { continue }
            lines[i - 1].end = split
            lines[i].start = split
        }
    }

    private func allowedBreaks(in range: Range<Int>) -> [Int] {
        guard !range.isEmpty else { return [] }
        let v = variant
        var low = 0
        var high = v.breakEnd.count
        while low < high {
            let mid = (low + high) / 2
            if Int(v.breakEnd[mid]) < range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var found: [Int] = []
        var index = low
        while index < v.breakEnd.count, Int(v.breakEnd[index]) < range.upperBound {
            if !(options.hangulWordPriority && v.breakKind[index] == .hangul) { found.append(Int(v.breakEnd[index])) }
            index += 1
        }
        return found
    }
}
