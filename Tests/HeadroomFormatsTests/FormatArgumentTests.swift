import Testing
@testable import HeadroomFormats

/// Stand-ins for what the code passes (`FormatArgument`): dates, relative dates and bounded numbers
/// written for the entry's locale by ICU, and the manifest's spelling of each kind.
@Suite struct FormatArgumentTests {
    func entry(_ value: String, locale: String) -> LocalizedEntry {
        let location = HeadroomFormats.SourceLocation(file: "f", line: 1, column: 1)
        return LocalizedEntry(key: "k", table: "T", locale: LocaleTag.resolve(locale), value: value,
                              location: location, keyLocation: location, format: .strings, plural: nil)
    }

    struct Row: Sendable, CustomStringConvertible {
        var value: String, locale: String, argument: FormatArgument, text: String
        var description: String { "\(locale) \(value) \(argument.manifestText)" }
    }

    /// The widest month of 2026 at 22:58 on the 28th, in the locale's own format (the first of equals:
    /// English abbreviates every month to three letters); the widest of the realistic past offsets.
    static let rows: [Row] = [
        .init(value: "Original · %@", locale: "en", argument: .date(date: .medium, time: .short), text: "Original · Jan 28, 2026, 10:58\u{202F}PM"),
        .init(value: "Posted %@", locale: "en", argument: .date(date: .long, time: .none), text: "Posted September 28, 2026"),
        .init(value: "Gepostet %@", locale: "de", argument: .date(date: .long, time: .none), text: "Gepostet 28. September 2026"),
        .init(value: "%@", locale: "en", argument: .date(date: .short, time: .none), text: "10/28/26"),
        .init(value: "Edited %@", locale: "en", argument: .relativeDate, text: "Edited 59 seconds ago"),
        .init(value: "Option %lld", locale: "en", argument: .boundedNumber(max: 4), text: "Option 4"),
        .init(value: "Option %@", locale: "en", argument: .boundedNumber(max: 12345), text: "Option 12,345"),
        // A date is not a number: an integer conversion keeps its generic sample.
        .init(value: "%d items", locale: "en", argument: .date(date: .short, time: .none), text: "12,345 items"),
    ]

    @Test(arguments: rows)
    func standsInByKind(_ row: Row) {
        let measured = ArgumentSampler().measurableText(for: entry(row.value, locale: row.locale), arguments: [row.argument])
        #expect(measured.text == row.text)
    }

    @Test func aDateIsWiderThanTheGenericSampleAndPositionsMatch() {
        let text = ArgumentSampler().measurableText(for: entry("%1$@ by %2$@", locale: "fr"), arguments: [.date(date: .medium, time: .short), nil]).text
        #expect(text.hasSuffix(" by Alexandria"))
        #expect(text.count > "Alexandria by Alexandria".count)
    }

    @Test func userSamplesWinOverKinds() {
        let sampler = ArgumentSampler(samples: ["k": ["today"]])
        #expect(sampler.measurableText(for: entry("Edited %@", locale: "en"), arguments: [.relativeDate]).text == "Edited today")
    }

    @Test(arguments: ["date medium short", "date none full", "relative date", "number up to 4"])
    func manifestSpellingRoundTrips(_ text: String) throws {
        let argument = try #require(FormatArgument(manifestText: text))
        #expect(argument.manifestText == text)
    }

    @Test(arguments: ["date none none", "date medium", "number up to -1", "number up to x", "a date", ""])
    func badSpellingsAreRejected(_ text: String) {
        #expect(FormatArgument(manifestText: text) == nil)
    }

    /// A `oneOf` argument takes the text the caller chose through `%@`; without a choice (or through
    /// an integer conversion) the generic sample.
    @Test func aChosenCandidateFillsItsPosition() {
        let argument = FormatArgument.oneOf([.key("level.weak"), .text("n/a")])
        let sampler = ArgumentSampler()
        #expect(sampler.measurableText(for: entry("%1$@ (%2$@)", locale: "en"), arguments: [argument, nil], chosen: [1: "Very good"]).text
            == "Very good (Alexandria)")
        #expect(sampler.measurableText(for: entry("%@", locale: "en"), arguments: [argument]).text == "Alexandria")
        #expect(sampler.measurableText(for: entry("%d", locale: "en"), arguments: [argument], chosen: [1: "x"]).text == "12,345")
        #expect(argument.candidateKeys == ["level.weak"] && argument.candidateTexts == ["n/a"])
    }
}
