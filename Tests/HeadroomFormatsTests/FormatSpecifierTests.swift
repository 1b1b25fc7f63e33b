import Testing
@testable import HeadroomFormats

/// printf / NSString specifiers.
@Suite struct FormatSpecifierTests {
    struct Row: Sendable, CustomStringConvertible {
        var text: String, conversions: [String], positions: [Int?]
        var description: String { text }
    }

    static func describe(_ s: FormatSpecifier) -> String {
        switch s.kind {
        case .percent: "%"
        case .variable(let name): "var:\(name)"
        case .substitutionArgument: "arg"
        case .argument(let c): s.lengthModifier + String(c)
        }
    }

    static let rows: [Row] = [
        .init(text: "Hello %@", conversions: ["@"], positions: [nil]),
        .init(text: "%d %i %ld %lld %lu %u", conversions: ["d", "i", "ld", "lld", "lu", "u"], positions: [nil, nil, nil, nil, nil, nil]),
        .init(text: "%f %.2f %5.1f %e %g %s %c %x %a %p", conversions: ["f", "f", "f", "e", "g", "s", "c", "x", "a", "p"],
              positions: Array(repeating: nil, count: 10)),
        .init(text: "%2$@ von %1$@", conversions: ["@", "@"], positions: [2, 1]),
        .init(text: "100%% of %#@files@", conversions: ["%", "var:files"], positions: [nil, nil]),
        .init(text: "%arg items", conversions: ["arg"], positions: [nil]),
        .init(text: "%1$d: %3$#@geese@ on %2$#@fields@", conversions: ["d", "var:geese", "var:fields"], positions: [1, 3, 2]),
        .init(text: "50% · 100%", conversions: [], positions: []),
    ]

    @Test(arguments: rows)
    func parses(_ row: Row) {
        let specs = FormatSpecifier.parse(row.text)
        #expect(specs.map(Self.describe) == row.conversions)
        #expect(specs.map(\.position) == row.positions)
    }

    @Test func precisionAndWidth() throws {
        let spec = try #require(FormatSpecifier.parse("%08.3f").first)
        #expect(spec.precision == 3)
        #expect(spec.width == 8)
        #expect(spec.flags == "0")
        #expect(spec.isFloatingPoint)
    }
}
