import HeadroomCheck
import Testing
@testable import HeadroomReporters

/// What `SpillEncoder` writes, `SpillDecoder` reads back equal; cut or damaged bytes are an error.
@Suite struct SpillCoderTests {
    struct Sample: Codable, Equatable {
        enum Kind: Codable, Equatable { case plain, measured(width: Double, lines: Int?) }
        var name: String
        var count: Int
        var small: Int8
        var big: UInt64
        var negative: Int64
        var ratio: Double
        var flag: Bool
        var missing: String?
        var present: String?
        var list: [Kind]
        var nested: [[Float]]
        var table: [String: Int]
    }

    let sample = Sample(
        name: "Nom\u{202E} (28) ✓", count: -123_456_789, small: -128, big: .max, negative: .min, ratio: -0.1,
        flag: true, missing: nil, present: "", list: [.plain, .measured(width: 1e300, lines: nil), .measured(width: .infinity, lines: 3)],
        nested: [[], [1.5, -2]], table: ["a": 1, "ü": 2])

    @Test func roundTripsEveryKindOfValue() throws {
        let bytes = try SpillEncoder().encode(sample)
        #expect(try SpillDecoder().decode(Sample.self, from: bytes) == sample)
    }

    @Test func roundTripsTheOutcomesOfAReport() throws {
        for outcome in HTMLFixtures.small.outcomes {
            let bytes = try SpillEncoder().encode(outcome)
            #expect(try SpillDecoder().decode(StringOutcome.self, from: bytes) == outcome)
        }
    }

    @Test func cutOrDamagedBytesThrow() throws {
        let bytes = try SpillEncoder().encode(sample)
        for length in stride(from: 0, to: bytes.count, by: 7) {
            #expect(throws: (any Error).self) { try SpillDecoder().decode(Sample.self, from: Array(bytes[..<length])) }
        }
        var damaged = bytes
        damaged[0] = 0xFF
        #expect(throws: (any Error).self) { try SpillDecoder().decode(Sample.self, from: damaged) }
    }
}
