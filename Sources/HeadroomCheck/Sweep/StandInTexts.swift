import DynamicType
import Foundation
import HeadroomFormats

/// The text measured for an entry in an element: its format arguments stood in by `ArgumentSampler`
/// with what the code passes for them there (`Element.arguments(key:)`). An argument the code fills
/// from a finite set (`FormatArgument.oneOf`) takes the widest candidate: each candidate's text in
/// the entry's locale (a key's value in that locale, else the development language's, as iOS falls
/// back; every plural form iOS shows, its own arguments stood in), drawn as the element draws it and
/// measured on one line in the element's font at the Large size. The choice is made once per
/// element font, locale and candidate set.
final class StandInTexts: @unchecked Sendable {
    let sampler: ArgumentSampler
    let measurer: any TextMeasurer
    /// The keys some element names as candidates: only their entries are kept.
    let candidateKeys: Set<String>
    /// Candidate keys' shown entries by key, then locale identifier; `""` holds the development language's.
    private var entries: [String: [String: [LocalizedEntry]]] = [:]
    private let lock = NSLock()
    private var chosen: [Choice: String?] = [:]

    /// One choice: the candidates of one argument, for one locale and table, in one typeface and size.
    private struct Choice: Hashable {
        var candidates: [FormatArgument.Candidate]
        var locale: String
        var table: String
        var typeface: Typeface
        var pointSize: Double
    }

    init(samples: [String: [String]], measurer: any TextMeasurer, components: [Component]) {
        sampler = ArgumentSampler(samples: samples)
        self.measurer = measurer
        var keys = Set<String>()
        for component in components {
            for element in component.elements {
                for arguments in element.keyArguments.values {
                    for argument in arguments { keys.formUnion(argument?.candidateKeys ?? []) }
                }
            }
        }
        candidateKeys = keys
    }

    /// Keeps the candidate keys' entries among `entries` (before any text is asked for);
    /// `isSource` tells the development language's.
    func learn(_ entries: [LocalizedEntry], isSource: (LocaleTag) -> Bool) {
        guard !candidateKeys.isEmpty else { return }
        for entry in entries where candidateKeys.contains(entry.key) && entry.isShownPluralForm {
            self.entries[entry.key, default: [:]][entry.locale.identifier, default: []].append(entry)
            if isSource(entry.locale) { self.entries[entry.key, default: [:]]["", default: []].append(entry) }
        }
    }

    /// The text to measure for `entry` in `element`.
    func text(_ entry: LocalizedEntry, _ element: Element) -> String {
        let arguments = element.arguments(key: entry.key)
        var picks: [Int: String] = [:]
        for (i, argument) in arguments.enumerated() {
            guard case let .oneOf(candidates)? = argument, let pick = widest(candidates, entry: entry, element: element) else { continue }
            picks[i + 1] = pick
        }
        return sampler.measurableText(for: entry, arguments: arguments, chosen: picks).text
    }

    /// The texts `candidate` can be in `entry`'s locale (a key's plural forms each give one).
    private func texts(of candidate: FormatArgument.Candidate, for entry: LocalizedEntry) -> [String] {
        switch candidate {
        case let .text(text):
            return [text]
        case let .key(key):
            let byLocale = entries[key] ?? [:]
            let found = byLocale[entry.locale.identifier] ?? byLocale[""] ?? []
            let sameTable = found.filter { $0.table == entry.table }
            return (sameTable.isEmpty ? found : sameTable).map { sampler.measurableText(for: $0).text }
        }
    }

    /// The widest text of `candidates` in `entry`'s locale as `element` draws it; nil when none has one.
    private func widest(_ candidates: [FormatArgument.Candidate], entry: LocalizedEntry, element: Element) -> String? {
        let pointSize = element.font.pointSize(at: .large)
        let key = Choice(candidates: candidates, locale: entry.locale.identifier, table: entry.table,
                         typeface: element.font.typeface, pointSize: pointSize)
        lock.lock()
        let known = chosen[key]
        lock.unlock()
        if let known { return known }
        var best: (text: String, width: Double)?
        for candidate in candidates {
            for text in texts(of: candidate, for: entry) {
                let drawn = element.drawn(text, locale: entry.locale.identifier)
                let box = LayoutBox(pointSize: pointSize, width: 100_000, lines: 1)
                guard let width = try? measurer.measure(drawn.text, locale: entry.locale.bcp47, typeface: drawn.typeface, boxes: [box]).first?.naturalWidth
                else { continue }
                if best == nil || width > best!.width { best = (text, width) }
            }
        }
        lock.lock()
        chosen[key] = .some(best?.text)
        lock.unlock()
        return best?.text
    }
}
