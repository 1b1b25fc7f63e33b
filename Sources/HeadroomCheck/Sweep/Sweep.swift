import DynamicType
import Foundation
import HeadroomFormats

/// The sweep over (component, element, key, variant, locale, category, device). Shapes each string
/// once per typeface (one `measure` call with every box), spreads the strings over all cores and
/// emits one `StringOutcome` per string that has something to report.
struct Sweep: Sendable {
    let components: [Component]
    let entries: [LocalizedEntry]
    /// The text to measure for an entry in an element (`StandInTexts`: what the code passes for its
    /// arguments there).
    let texts: @Sendable (LocalizedEntry, Element) -> String
    let measurer: any TextMeasurer
    let categories: [ContentSizeCategory]
    let devices: [Device]
    var severities: SeverityPolicy
    let baseline: Set<String>
    let previews: Bool
    let workers: Int
    let progress: (@Sendable (Int, Int) -> Void)?
    /// Source text per table, key and variant, for the untranslated check.
    let sourceValues: [String: String]
    let sourceLocales: Set<String>
    /// Line height per text style (for icons) per category index.
    let iconLineHeights: [TextStyle: [Double]]
    /// Reuse the measurement of identical adjacent requests (see `MeasureMemo`).
    var memoize = true
    /// Record every box of this key (`headroom measure --config --key`).
    var replayKey: String? = nil
    /// Only findings of these causes (`--cause`); nil for all.
    var causes: Set<Cause>? = nil
    /// Keys whose translation may equal the source (`sameAsSource:`).
    var sameAsSource: [KeyPattern] = []
    /// Tolerance and the other per-box rules.
    var rules = VerdictRules()
    /// `at-risk` on development-language strings (nil: not checked), for `riskLanguages` at the
    /// categories up to `riskUpTo` (the manifest's `limits.upTo`).
    var atRiskRule: AtRiskRule? = nil
    var riskLanguages: [String] = []
    var riskUpTo: ContentSizeCategory = .xxxLarge
    /// The development-language texts measured in each element's boxes (for the cause).
    var sourceMeasurements = SourceMeasurements(locale: "en")
    /// Points the bar items beside an element (`beside:`) take in a locale, per category index.
    var besideRooms: [BesideKey: BesideRoom] = [:]

    /// What the texts beside an element take, per category index: all of them (bar items), or for a
    /// sibling that shows one of its keys (`oneOf`) the widest (`most`) and the narrowest (`least`) of them.
    struct BesideRoom: Sendable {
        var most: [Double]
        var least: [Double]
    }

    /// An element (by component and element index) in a locale.
    struct BesideKey: Hashable, Sendable {
        var component: Int
        var element: Int
        var locale: String
    }

    static func sourceKey(_ entry: LocalizedEntry) -> String {
        entry.table + "\u{1}" + entry.key + "\u{1}" + (entry.variant ?? "")
    }

    // MARK: Running

    /// The assignments that are the title of an adaptive component (phase 1).
    func titleAssignments(_ assignments: [Assignment]) -> [Assignment] {
        assignments.filter {
            let component = components[$0.component]
            return component.layout == .adaptive && $0.element == component.titleElementIndex
        }
    }

    /// Phase 1: at which categories each adaptive title truncates horizontally (`titleMasks`).
    /// `assignments` come from `grouped`.
    func runTitles(_ assignments: [Assignment]) -> SweepPartial {
        let counter = ProgressCounter(total: assignments.count, report: progress)
        return parallel(assignments, counter: counter) { item, partial, memo in measureTitle(item, memo: &memo, into: &partial) }
    }

    /// Phase 2: every string, given the title masks of phase 1 (from every batch of a run).
    /// `assignments` come from `grouped`.
    func runStrings(_ assignments: [Assignment], instanceMasks: [InstanceKey: UInt16]) -> SweepPartial {
        let counter = ProgressCounter(total: assignments.count, report: progress)
        var unionMasks: [GroupKey: UInt16] = [:]
        for (key, mask) in instanceMasks { unionMasks[key.group, default: 0] |= mask }
        let groupMasks = unionMasks
        return parallel(assignments, counter: counter) { item, partial, memo in
            measure(item, instanceMasks: instanceMasks, groupMasks: groupMasks, memo: &memo, into: &partial)
        }
    }

    /// The assignments with their texts filled in, reordered so that those asking for the same
    /// measurement (component, element, measured text, locale) are adjacent; otherwise in their
    /// original order. Report order does not depend on it (findings are sorted afterwards).
    func grouped(_ items: [Assignment]) -> [Assignment] {
        // Texts equal byte for byte (not merely canonically equivalent: they may shape apart).
        struct Key: Hashable {
            var component: Int
            var element: Int
            var text: String
            var locale: String
            static func == (a: Key, b: Key) -> Bool {
                a.component == b.component && a.element == b.element && a.locale == b.locale
                    && a.text.utf8.elementsEqual(b.text.utf8)
            }
        }
        var withText = items
        var groups = [Int](repeating: 0, count: items.count)
        var ids: [Key: Int] = [:]
        ids.reserveCapacity(items.count)
        for index in items.indices {
            let entry = entries[items[index].entry]
            let element = components[items[index].component].elements[items[index].element]
            let (text, typeface) = element.drawn(texts(entry, element), locale: entry.locale.identifier)
            withText[index].text = text
            if typeface != element.font.typeface { withText[index].typeface = typeface }
            withText[index].group = index
            guard memoize else { continue }
            let key = Key(component: items[index].component, element: items[index].element, text: text, locale: entry.locale.bcp47)
            if let id = ids[key] {
                groups[index] = id
            } else {
                groups[index] = ids.count
                ids[key] = ids.count
            }
        }
        guard memoize else { return withText }
        let order = items.indices.sorted { (groups[$0], $0) < (groups[$1], $1) }
        return order.map {
            var item = withText[$0]
            item.group = groups[$0]
            return item
        }
    }

    /// Measures through the memo: identical work to the last request returns the last results.
    /// With previews, the measurement keeps its shaping (the previews are drawn from it).
    func measured(_ text: String, locale: String, typeface: Typeface, boxes: [LayoutBox], memo: inout MeasureMemo?) throws
        -> MeasuredText
    {
        if memoize, let last = memo, last.matches(text, locale, typeface, boxes) { return last.results }
        let results = previews
            ? try measurer.measureText(text, locale: locale, typeface: typeface, boxes: boxes)
            : MeasuredText(measurements: try measurer.measure(text, locale: locale, typeface: typeface, boxes: boxes))
        if memoize { memo = MeasureMemo(text: text, locale: locale, typeface: typeface, boxes: boxes, results: results) }
        return results
    }

    /// Splits `items` into chunks spread over the workers; merges the chunks in order.
    private func parallel(
        _ items: [Assignment], counter: ProgressCounter,
        _ body: @Sendable (Assignment, inout SweepPartial, inout MeasureMemo?) -> Void
    ) -> SweepPartial {
        guard !items.isEmpty else { return SweepPartial() }
        let chunkSize = max(8, min(256, items.count / (workers * 8) + 1))
        // A chunk never ends inside a group, so its memo sees every repeat of a measurement.
        var starts: [Int] = []
        var start = 0
        while start < items.count {
            starts.append(start)
            var end = min(items.count, start + chunkSize)
            while end < items.count && items[end].group == items[end - 1].group { end += 1 }
            start = end
        }
        starts.append(items.count)
        let bounds = starts
        let chunkCount = bounds.count - 1
        let results = ResultSlots(count: chunkCount)
        let sink = OutcomeSink()
        let next = ProgressCounter(total: chunkCount, report: nil)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let chunk = next.claim() {
                var partial = SweepPartial()
                var memo: MeasureMemo?
                for index in bounds[chunk]..<bounds[chunk + 1] { body(items[index], &partial, &memo) }
                sink.add(&partial.outcomes)
                results.set(chunk, partial)
                counter.advance(by: bounds[chunk + 1] - bounds[chunk])
            }
        }
        // Outcomes went to one array as each chunk finished (their order is fixed later, by the
        // sort), so they are held once, not in chunks and again merged.
        var merged = SweepPartial()
        for chunk in 0..<chunkCount {
            if let partial = results.take(chunk) { merged.merge(partial) }
        }
        merged.outcomes = sink.take()
        return merged
    }

    // MARK: Boxes

    /// The icon's width at a category; nil when it is hidden there (`hiddenFrom`).
    func iconWidth(_ icon: IconSpec, _ category: ContentSizeCategory) -> Double? {
        if let hidden = icon.hiddenFrom, category >= hidden { return nil }
        let category = icon.maxCategory.map { min(category, $0) } ?? category
        let heights = iconLineHeights[icon.relativeTo] ?? []
        let height = category.index < heights.count ? heights[category.index] : Double(icon.relativeTo.leading(at: category))
        return height * icon.aspectRatio
    }

    func box(
        _ element: Element, _ orientation: Orientation, device: Device, category: ContentSizeCategory, beside: BesideKey? = nil,
        widest: Bool = false
    ) -> LayoutBox {
        let width = roomWidth(element, orientation, device: device, category: category, beside: beside, widest: widest)
        // The loosest box (`widest`) also takes the most lines the element's bounds allow.
        let limits = widest ? element.mostLines ?? element.lines : element.lines
        let lines = orientation == .horizontal ? limits.horizontal : limits.vertical
        // A box with no room is still measured (1 pt) to keep the results aligned; its verdict is no-room.
        return LayoutBox(pointSize: element.font.pointSize(at: category), width: max(width, 1), lines: lines)
    }

    /// The width the manifest gives an element, less the bar items beside it in the locale
    /// (`beside`), which may be zero or negative (no room): the narrowest, or with `widest` the
    /// widest its bounds allow. The narrowest is never wider than the widest on the same device: a
    /// fixed narrowest (`min: 280`) above a widest that follows the device (`max: { device: true,
    /// insets: 50 }`, 270 pt on a 320 pt screen) is that widest there.
    func roomWidth(
        _ element: Element, _ orientation: Orientation, device: Device, category: ContentSizeCategory, beside: BesideKey? = nil,
        widest: Bool = false
    ) -> Double {
        func points(_ widths: Widths) -> Double {
            (orientation == .horizontal ? widths.horizontal : widths.vertical).points(deviceWidth: device.width) { iconWidth($0, category) }
        }
        let taken = beside.flatMap { besideRooms[$0] }
        let items = taken.map { $0.most[category.index] } ?? 0
        let wide = element.widest.map(points)
        let room = widest ? (wide ?? points(element.width)) : min(points(element.width), wide ?? .infinity)
        guard element.beside?.oneOf == true else { return room - items }
        // A sibling text that wants less than half the row takes its one-line width; one that wants
        // more wraps, and the two texts share the row [inference: SwiftUI's HStack offers its
        // flexible children equal shares of the room left]. The narrowest room is the row less the
        // widest of the sibling's keys, the widest the row less the narrowest of them.
        let sibling = widest ? (taken.map { $0.least[category.index] } ?? 0) : items
        return room - min(sibling, room / 2)
    }

    /// The devices a string's findings are reported on: one for an element with a fixed point
    /// width (the same box everywhere), else `active`.
    func reportedDevices(_ component: Component, _ element: Element, _ active: [Int]) -> [Int] {
        let fixed = element.width.horizontal.isFixed && (component.layout == .fixed || element.width.vertical.isFixed)
            && (element.widest.map { $0.horizontal.isFixed && (component.layout == .fixed || $0.vertical.isFixed) } ?? true)
        return fixed && component.layout != .adaptive ? Array(active.prefix(1)) : active
    }

    /// The device name a finding gives: "every device" for a fixed width reported once.
    func deviceName(_ d: Int, collapsed: Bool) -> String { collapsed ? "every device" : devices[d].name }

    // MARK: Phase 1

    private func measureTitle(_ item: Assignment, memo: inout MeasureMemo?, into partial: inout SweepPartial) {
        let element = components[item.component].elements[item.element]
        let entry = entries[item.entry]
        let active = activeDevices(for: entry)
        var boxes: [LayoutBox] = []
        for d in active {
            for category in categories { boxes.append(box(element, .horizontal, device: devices[d], category: category)) }
        }
        let results: [TextMeasurement]
        do {
            results = try measured(
                item.text ?? element.drawn(texts(entry, element), locale: entry.locale.identifier).text, locale: entry.locale.bcp47,
                typeface: item.typeface ?? element.font.typeface, boxes: boxes, memo: &memo
            ).measurements
            guard results.count == boxes.count else { return }
        } catch {
            return  // reported once, in phase 2
        }
        partial.measurements += boxes.count
        let index = BoxIndex(devices: active.count, categories: categories.count)
        for (p, d) in active.enumerated() {
            var mask: UInt16 = 0
            for (c, category) in categories.enumerated() where results[index.box(position: p, category: c)].truncates {
                mask |= 1 << UInt16(category.index)
            }
            let key = InstanceKey(group: GroupKey(component: item.component, locale: entry.locale.identifier, device: d), instance: item.instance)
            partial.titleMasks[key, default: 0] |= mask
        }
    }

    // MARK: Phase 2

    /// The verdict for one box pair, given whether the component is vertical at that size.
    static func verdict(vertical: Bool, horizontalTruncates: Bool, verticalTruncates: Bool) -> Verdict {
        if vertical { return verticalTruncates ? .truncates : (horizontalTruncates ? .reflow : .fits) }
        return horizontalTruncates ? .truncates : .fits
    }

    /// Where the boxes of one string sit in its results (see `BoxIndex`), and the same boxes at the
    /// smallest size the element shrinks to after them, when it shrinks.
    struct BoxLayout {
        var index: BoxIndex
        var hasVertical: Bool
        /// Offset of the shrunk boxes, nil when the element does not shrink.
        var shrunk: Int?
    }

    /// A box's outcome: the verdict, the orientation and box it is about, the scale reached.
    struct BoxOutcome {
        var verdict: Verdict
        var orientation: Orientation
        var box: Int
        var scale: Double?
    }

    /// The verdict for device position `p` and category `c` from a string's results.
    func boxOutcome(
        _ results: [TextMeasurement], widths: [Double], layout: BoxLayout, element: Element, p: Int, c: Int, isVertical: Bool
    ) -> BoxOutcome {
        func rule(_ box: Int) -> VerdictRules.Outcome {
            rules.outcome(
                results[box], typeface: element.font.typeface, width: widths[box], shrunk: layout.shrunk.map { results[$0 + box] })
        }
        let h = layout.index.box(position: p, category: c)
        guard isVertical, layout.hasVertical else {
            let horizontal = rule(h)
            return BoxOutcome(verdict: horizontal.verdict, orientation: .horizontal, box: h, scale: horizontal.scale)
        }
        let v = layout.index.box(position: p, category: c, vertical: true)
        let vertical = rule(v)
        if vertical.verdict != .fits {
            return BoxOutcome(verdict: vertical.verdict, orientation: .vertical, box: v, scale: vertical.scale)
        }
        return BoxOutcome(verdict: results[h].truncates ? .reflow : .fits, orientation: .horizontal, box: h)
    }

    /// The development-language text of a translation, measured in the same boxes (cached across
    /// locales); nil for a source-locale entry or when the source is unknown.
    func sourceResults(
        _ item: Assignment, entry: LocalizedEntry, element: Element, boxes: [LayoutBox], active: [Int]
    ) -> [TextMeasurement]? {
        guard let (text, typeface) = sourceDrawn(entry: entry, element: element) else { return nil }
        let key = SourceMeasurements.Key(component: item.component, element: item.element, text: text, devices: active)
        return sourceMeasurements.results(key) {
            previews
                ? try measurer.measureText(text, locale: sourceMeasurements.locale, typeface: typeface, boxes: boxes)
                : MeasuredText(measurements: try measurer.measure(text, locale: sourceMeasurements.locale, typeface: typeface, boxes: boxes))
        }
    }

    /// The development-language text of a translation as the element draws it, with its typeface;
    /// nil for a source-locale entry or when the source is unknown.
    func sourceDrawn(entry: LocalizedEntry, element: Element) -> (text: String, typeface: Typeface)? {
        guard !sourceLocales.contains(entry.locale.identifier) else { return nil }
        guard let source = entry.sourceText ?? sourceValues[Self.sourceKey(entry)] ?? otherForm(entry) else { return nil }
        var sourceEntry = entry
        sourceEntry.value = source
        return element.drawn(texts(sourceEntry, element), locale: sourceMeasurements.locale)
    }

    /// The source's `other` plural form for a form the development language lacks (`few`,
    /// `albums:many`), so that every plural form of a translation has a cause.
    func otherForm(_ entry: LocalizedEntry) -> String? {
        guard let variant = entry.variant else { return nil }
        var parts = variant.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard let last = parts.last, ["zero", "one", "two", "few", "many"].contains(last) else { return nil }
        parts[parts.count - 1] = "other"
        var other = entry
        other.variant = parts.joined(separator: ":")
        return sourceValues[Self.sourceKey(other)]
    }

    private func measure(
        _ item: Assignment, instanceMasks: [InstanceKey: UInt16], groupMasks: [GroupKey: UInt16],
        memo: inout MeasureMemo?, into partial: inout SweepPartial
    ) {
        let component = components[item.component]
        let element = component.elements[item.element]
        let entry = entries[item.entry]
        let text = item.text ?? element.drawn(texts(entry, element), locale: entry.locale.identifier).text
        let hasVertical = component.layout != .fixed
        let all = activeDevices(for: entry)
        let active = reportedDevices(component, element, all)
        let collapsed = active.count < all.count
        let index = BoxIndex(devices: active.count, categories: categories.count)
        let beside = element.beside == nil ? nil
            : BesideKey(component: item.component, element: item.element, locale: entry.locale.identifier)
        // Keys nobody placed have an invented box: measured once, for their glyphs only.
        let (boxes, widths, layout) = element.placed
            ? boxes(element, active: active, hasVertical: hasVertical, index: index, beside: beside)
            : ([box(element, .horizontal, device: devices[active[0]], category: categories[0])], [0], BoxLayout(index: index, hasVertical: false))
        let results: [TextMeasurement]
        let shaping: (any TextShaping)?
        do {
            let measuredText = try measured(
                text, locale: entry.locale.bcp47, typeface: item.typeface ?? element.font.typeface, boxes: boxes, memo: &memo)
            results = measuredText.measurements
            shaping = measuredText.shaping
            guard results.count == boxes.count else { throw SweepError.wrongCount(boxes.count, results.count) }
        } catch {
            partial.problems.append(
                Problem(location: entry.location, message: "cannot measure \"\(entry.key)\" (\(entry.locale)): \(error)"))
            return
        }
        partial.measurements += boxes.count
        let identity = TextIdentity(
            component: component.name, element: element.name, key: entry.key, table: entry.table,
            locale: entry.locale.identifier, variant: entry.variant)
        var outcome = StringOutcome(
            identity: identity, location: entry.location, value: entry.value, measuredText: text,
            sourceText: entry.sourceText, comment: entry.comment)
        let isSource = sourceLocales.contains(entry.locale.identifier)
        // The source is measured (or looked up) only when a box of the translation fails: most
        // translations fit everywhere and never need it.
        var sourceLookedUp = false
        var source: [TextMeasurement]?
        if isSource, entry.locale.bcp47 == sourceMeasurements.locale {
            sourceMeasurements.store(
                SourceMeasurements.Key(component: item.component, element: item.element, text: text, devices: active), results,
                shaping: shaping)
        }

        let textCategory = element.placed && categories.contains(.large) ? ContentSizeCategory.large : categories[0]
        let textBox = element.placed ? index.box(position: 0, category: categories.firstIndex(of: textCategory)!) : 0
        // Unplaced keys: only what is wrong with the text itself, as notes.
        let textCap: Severity = element.placed ? .error : .note
        // The rules about the text as a whole, each finding given with the box it was noticed in.
        let ruled = RuledText(
            entry: entry, measurement: results[textBox], isSource: isSource,
            sourceText: entry.sourceText ?? sourceValues[Self.sourceKey(entry)])
        for rule in textRules {
            guard let (verdict, cause) = rule.finding(ruled) else { continue }
            outcome.textFindings.append(
                resolve(
                    verdict, device: deviceName(active[0], collapsed: collapsed), category: textCategory,
                    orientation: .horizontal, width: boxes[textBox].width, measurement: results[textBox],
                    cause: cause, cap: textCap, outcome: outcome, into: &partial))
        }
        guard element.placed else {
            if outcome.severity != nil { partial.outcomes.append(outcome) }
            return
        }
        // The same string in the loosest box its bounds allow (widest, most lines), measured once, when a box fails.
        var widestLookedUp = false
        var widestResults: (results: [TextMeasurement], widths: [Double])?

        // at-risk: the box (in use, where the source fits) with the least room for its translations.
        let largestP90 = isSource ? atRiskRule?.largestP90(sourceCharacters: text.count, languages: riskLanguages) : nil
        var worstRisk: (p: Int, c: Int, box: BoxOutcome, room: Double, ratio: Double)?

        var previewDevices: [Int] = []
        outcome.results.reserveCapacity(index.perOrientation)
        for (p, d) in active.enumerated() {
            let group = GroupKey(component: item.component, locale: entry.locale.identifier, device: d)
            partial.strings[group, default: 0] += 1
            let titleMask = instanceMasks[InstanceKey(group: group, instance: item.instance)] ?? groupMasks[group] ?? 0
            var horizontalMask: UInt16 = 0
            var fails = false
            for (c, category) in categories.enumerated() {
                if results[index.box(position: p, category: c)].truncates { horizontalMask |= 1 << UInt16(category.index) }
                let isVertical = isVertical(component.layout, category: category, titleMask: titleMask)
                let box = boxOutcome(results, widths: widths, layout: layout, element: element, p: p, c: c, isVertical: isVertical)
                partial.verdicts[box.verdict, default: 0] += 1
                if let largestP90, box.verdict == .fits, category <= riskUpTo, results[box.box].linesAllowed > 0 {
                    let room = widths[box.box] * Double(results[box.box].linesAllowed)
                    let ratio = results[box.box].naturalWidth * largestP90 / room
                    if ratio > max(1, worstRisk?.ratio ?? 0) { worstRisk = (p, c, box, room, ratio) }
                }
                var cause: Cause?
                if box.verdict != .fits {
                    fails = true
                    if isSource {
                        cause = .design
                    } else {
                        if !sourceLookedUp {
                            source = sourceResults(item, entry: entry, element: element, boxes: boxes, active: active)
                            sourceLookedUp = true
                        }
                        if let source {
                            let own = boxOutcome(source, widths: widths, layout: layout, element: element, p: p, c: c, isVertical: isVertical)
                            cause = own.verdict == .fits ? .translation : .design
                        }
                    }
                }
                if entry.key == replayKey {
                    let boxesOfCategory = hasVertical
                        ? [index.box(position: p, category: c), index.box(position: p, category: c, vertical: true)]
                        : [index.box(position: p, category: c)]
                    for b in boxesOfCategory {
                        partial.replays.append(
                            BoxReplay(
                                identity: identity, device: deviceName(d, collapsed: collapsed), category: category,
                                orientation: b == index.box(position: p, category: c) ? .horizontal : .vertical,
                                box: boxes[b], width: widths[b], text: text, measurement: results[b],
                                verdict: b == box.box ? box.verdict : .fits, inUse: b == box.box, cause: cause,
                                scale: b == box.box ? box.scale : nil))
                    }
                }
                var atWidest: (verdict: Verdict, width: Double)?
                if box.verdict != .fits, element.widest != nil || element.mostLines != nil {
                    if !widestLookedUp {
                        widestResults = measuredAtWidest(
                            text, entry: entry, element: element, active: active, hasVertical: hasVertical, index: index, beside: beside)
                        widestLookedUp = true
                    }
                    if let widestResults {
                        let wide = boxOutcome(
                            widestResults.results, widths: widestResults.widths, layout: layout, element: element, p: p, c: c,
                            isVertical: isVertical)
                        atWidest = (wide.verdict, widestResults.widths[wide.box])
                    }
                }
                outcome.results.append(
                    resolve(
                        box.verdict, device: deviceName(d, collapsed: collapsed), category: category,
                        orientation: box.orientation, width: widths[box.box], measurement: results[box.box],
                        cause: cause, scale: box.scale, evidence: element.evidence, widest: atWidest, outcome: outcome, into: &partial))
            }
            if fails { previewDevices.append(p) }
            if horizontalMask != 0 { partial.horizontalMasks[group, default: 0] |= horizontalMask }
        }
        if let worst = worstRisk, let rule = atRiskRule {
            let risks = rule.risks(
                sourceWidth: results[worst.box.box].naturalWidth, sourceCharacters: text.count, room: worst.room,
                languages: riskLanguages)
            let device = deviceName(active[worst.p], collapsed: collapsed)
            var result = resolve(
                .atRisk, device: device, category: categories[worst.c], orientation: worst.box.orientation,
                width: widths[worst.box.box], measurement: results[worst.box.box],
                cause: .design, outcome: outcome, into: &partial)
            result.risks = risks
            outcome.textFindings.append(result)
        }
        guard outcome.severity != nil else { return }
        outcome.shownAt = element.shownAt(key: entry.key)
        outcome.evidence = element.evidence
        outcome.manifestLine = element.line > 0 ? element.line : nil
        if previews, text.utf16.count <= StringPreview.maxCharacters, let shaping, let rendering = try? shaping.rendering() {
            // Every device where the string fails, so each cell of the report's grid has its preview;
            // all drawn from the one shaping the measurement made. Where the source is cut too, the
            // source is drawn beside it from the shaping its own measurement kept.
            var source: (shaping: any TextShaping, rendering: ShapedRendering)?
            if outcome.results.contains(where: { $0.cause == .design }), let drawn = sourceDrawn(entry: entry, element: element),
                let shaping = sourceMeasurements.shaping(
                    SourceMeasurements.Key(component: item.component, element: item.element, text: drawn.text, devices: active)),
                let rendering = try? shaping.rendering()
            {
                source = (shaping, rendering)
            }
            for p in previewDevices {
                let group = GroupKey(component: item.component, locale: entry.locale.identifier, device: active[p])
                let titleMask = instanceMasks[InstanceKey(group: group, instance: item.instance)] ?? groupMasks[group] ?? 0
                if let preview = preview(
                    component, element, entry, shaping: shaping, rendering: rendering, device: active[p],
                    name: deviceName(active[p], collapsed: collapsed), position: p, index: index, titleMask: titleMask,
                    results: results, beside: beside)
                {
                    var preview = preview
                    let name = deviceName(active[p], collapsed: collapsed)
                    let design = Set(outcome.results.filter { $0.device == name && $0.cause == .design }.map(\.category))
                    if let source, !design.isEmpty {
                        let frames = preview.frames.filter { design.contains($0.category) }.compactMap { frame -> StringPreview.Frame? in
                            let h = box(element, .horizontal, device: devices[active[p]], category: frame.category, beside: beside)
                            let v = frame.vertical == nil ? nil : box(element, .vertical, device: devices[active[p]], category: frame.category, beside: beside)
                            guard let horizontal = try? source.shaping.boxRendering(h) else { return nil }
                            return StringPreview.Frame(
                                category: frame.category, verdict: frame.verdict, horizontal: horizontal,
                                vertical: v.flatMap { try? source.shaping.boxRendering($0) })
                        }
                        if !frames.isEmpty { preview.source = SourcePreview(rendering: source.rendering, frames: frames) }
                    }
                    outcome.previews.append(preview)
                }
            }
        }
        partial.outcomes.append(outcome)
    }

    /// The devices a string is shown on: a String Catalog device variant (`ipad`, `iphone`…) only on
    /// devices of that idiom; everything else on every device.
    func activeDevices(for entry: LocalizedEntry) -> [Int] {
        let all = Array(devices.indices)
        guard let variant = entry.variant?.lowercased() else { return all }
        let idiom: Device.Idiom? =
            variant.contains("ipad") ? .pad : (variant.contains("iphone") || variant.contains("ipod") ? .phone : nil)
        guard let idiom else { return all }
        let matching = all.filter { devices[$0].idiom == idiom }
        return matching.isEmpty ? all : matching
    }

    func isVertical(_ layout: Component.Layout, category: ContentSizeCategory, titleMask: UInt16) -> Bool {
        switch layout {
        case .fixed: false
        case .flexible: category.isAccessibilityCategory
        case .adaptive: titleMask & (1 << UInt16(category.index)) != 0
        }
    }

    /// One box's result: its severity, and whether it is reported (not `fits`, not `ignore`, not
    /// in the baseline). Reporters word it (`FindingWording`).
    /// The severity is decided here, once: the policy's for the verdict and cause, capped by the
    /// evidence of the box (`EvidenceRule`) and, for text findings, by `cap`.
    private func resolve(
        _ verdict: Verdict, device: String, category: ContentSizeCategory, orientation: Orientation, width: Double,
        measurement: TextMeasurement, cause: Cause? = nil, scale: Double? = nil, cap: Severity = .error,
        evidence: BoxEvidence? = nil, widest: (verdict: Verdict, width: Double)? = nil, outcome: StringOutcome,
        into partial: inout SweepPartial
    ) -> BoxResult {
        let policy = min(severities.severity(for: verdict, cause: cause), cap)
        let decided = evidence.map { EvidenceRule.decide(verdict, severity: policy, evidence: $0, widest: widest) }
        var result = BoxResult(
            device: device, category: category, orientation: orientation, verdict: verdict,
            severity: decided?.severity ?? policy, width: width, measurement: measurement, reported: false)
        result.cause = cause
        result.scale = scale
        result.assumptions = decided?.assumptions ?? []
        result.fitsWidest = decided?.fitsWidest
        guard verdict != .fits else { return result }
        if verdict.isAboutText { partial.verdicts[verdict, default: 0] += 1 }
        if let causes, !(cause.map { causes.contains($0) } ?? false) {
            partial.otherCause += 1
        } else if result.severity == .ignore {
            partial.ignored += 1
        } else if !baseline.isEmpty && baseline.contains(Baseline.fingerprint(outcome.finding(result))) {
            partial.baselined += 1
        } else {
            result.reported = true
        }
        return result
    }

    /// Every box of a string (devices × categories, per orientation), at the narrowest width or
    /// `widest`, with the same boxes at the smallest size the element shrinks to after them when it shrinks.
    func boxes(_ element: Element, active: [Int], hasVertical: Bool, index: BoxIndex, beside: BesideKey? = nil, widest: Bool = false)
        -> (boxes: [LayoutBox], widths: [Double], layout: BoxLayout)
    {
        var boxes: [LayoutBox] = []
        var widths: [Double] = []
        boxes.reserveCapacity(index.perOrientation * (hasVertical ? 2 : 1))
        for orientation in hasVertical ? [Orientation.horizontal, .vertical] : [.horizontal] {
            for d in active {
                for category in categories {
                    boxes.append(box(element, orientation, device: devices[d], category: category, beside: beside, widest: widest))
                    widths.append(roomWidth(element, orientation, device: devices[d], category: category, beside: beside, widest: widest))
                }
            }
        }
        var layout = BoxLayout(index: index, hasVertical: hasVertical)
        if let shrink = element.shrink {
            layout.shrunk = boxes.count
            boxes += boxes.map { LayoutBox(pointSize: shrink.smallest(from: $0.pointSize), width: $0.width, lines: $0.lines) }
        }
        return (boxes, widths, layout)
    }

    /// The string measured in every box at the widest its element's bounds allow; nil when it cannot be.
    func measuredAtWidest(
        _ text: String, entry: LocalizedEntry, element: Element, active: [Int], hasVertical: Bool, index: BoxIndex,
        beside: BesideKey? = nil
    ) -> (results: [TextMeasurement], widths: [Double])? {
        let (boxes, widths, _) = boxes(element, active: active, hasVertical: hasVertical, index: index, beside: beside, widest: true)
        guard let results = try? measurer.measure(text, locale: entry.locale.bcp47, typeface: element.font.typeface, boxes: boxes),
              results.count == boxes.count else { return nil }
        return (results, widths)
    }

    /// The rules about a string's text as a whole, in the order their findings are listed.
    var textRules: [any TextRule] {
        [MissingGlyphsRule(), UntranslatedRule(sourceLocales: sourceLocales, sameAsSource: sameAsSource)]
    }

    private func preview(
        _ component: Component, _ element: Element, _ entry: LocalizedEntry, shaping: any TextShaping,
        rendering: ShapedRendering, device d: Int, name: String, position p: Int, index: BoxIndex, titleMask: UInt16,
        results: [TextMeasurement], beside: BesideKey?
    ) -> StringPreview? {
        var frames: [StringPreview.Frame] = []
        do {
            for (c, category) in categories.enumerated() {
                let horizontalBox = box(element, .horizontal, device: devices[d], category: category, beside: beside)
                let horizontal = try shaping.boxRendering(horizontalBox)
                var vertical: BoxRendering?
                let horizontalTruncates = results[index.box(position: p, category: c)].truncates
                var verticalTruncates = horizontalTruncates
                if component.layout != .fixed {
                    let verticalBox = box(element, .vertical, device: devices[d], category: category, beside: beside)
                    vertical = try shaping.boxRendering(verticalBox)
                    verticalTruncates = results[index.box(position: p, category: c, vertical: true)].truncates
                }
                let verdict = Self.verdict(
                    vertical: isVertical(component.layout, category: category, titleMask: titleMask),
                    horizontalTruncates: horizontalTruncates, verticalTruncates: verticalTruncates)
                frames.append(StringPreview.Frame(category: category, verdict: verdict, horizontal: horizontal, vertical: vertical))
            }
        } catch {
            return nil
        }
        return StringPreview(
            component: component.name, element: element.name, key: entry.key, locale: entry.locale.identifier,
            variant: entry.variant, device: name, location: entry.location, rendering: rendering, frames: frames)
    }
}
