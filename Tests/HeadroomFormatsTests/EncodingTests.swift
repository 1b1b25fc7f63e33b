import Testing
@testable import HeadroomFormats

/// Encodings: BOM, BOM-less UTF-16 detection, UTF-8.
@Suite struct EncodingTests {
    @Test func utf16LittleEndianWithBOMAndCRLF() throws {
        let result = Fixtures.load(Fixtures.good + "/de.lproj/Utf16LE.strings")
        #expect(result.problems.isEmpty)
        let hello = try #require(Fixtures.entry(result, key: "hello"))
        #expect(hello.value == "Hallo Welt")
        #expect(hello.comment == "Greeting")
        #expect(hello.location.line == 2)
        #expect(hello.location.column == 12)
    }

    @Test func utf16BigEndianWithoutBOMIsDetected() throws {
        let result = Fixtures.load(Fixtures.good + "/fr.lproj/Utf16BE.strings")
        #expect(result.problems.isEmpty)
        #expect(Fixtures.entry(result, key: "bonjour")?.value == "Bonjour à tous")
        #expect(Fixtures.entry(result, key: "emoji")?.value == "🎉")
    }

    @Test func boMLessUTF16WithMostlyNonASCIIText() throws {
        let result = Fixtures.load(Fixtures.good + "/ja.lproj/NoBOM.strings")
        #expect(result.problems.isEmpty)
        #expect(Fixtures.entry(result, key: "title")?.value == "設定画面のタイトル文字列です")
    }

    @Test func decoderDetectsEncodings() throws {
        let le = try TextDecoding.decode(Array("\"a\" = \"b\";".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, file: "x")
        #expect(le.encoding == .utf16LittleEndian)
        #expect(le.hadByteOrderMark == false)
        let utf8 = try TextDecoding.decode([0xEF, 0xBB, 0xBF] + Array("é".utf8), file: "x")
        #expect(utf8.encoding == .utf8)
        #expect(utf8.scalars == [0xE9])
    }
}
