import Testing
@testable import HeadroomReporters

/// A page's body waits in a scratch file (or memory) and is handed on in pieces of whole
/// characters, however the pieces fall on multi-byte characters, then is empty for the next page.
@Suite struct HTMLPageBodyTests {
    /// Records each piece and fails on one that is not whole UTF-8.
    final class Pieces: ReportOutput {
        var pieces: [[UInt8]] = []
        func write(_ text: String) throws { pieces.append(Array(text.utf8)) }
        func write(utf8 bytes: [UInt8]) throws { pieces.append(bytes) }
        var text: String { String(decoding: pieces.joined(), as: UTF8.self) }
    }

    /// Characters of 1 to 4 bytes, each placed to straddle the 64 KB piece boundary.
    static let texts: [String] = ["a", "é", "日", "😀", "👩🏽‍💻"].flatMap { char in
        (0..<4).map { shift in String(repeating: "x", count: HTMLPageBody.pieceSize - shift) + char + String(repeating: "y", count: 10) }
    }

    @Test(arguments: [true, false])
    func piecesAreWholeCharactersAndTheBodyIsReused(inFile: Bool) throws {
        let body = HTMLPageBody(inFile: inFile)
        for text in Self.texts {
            // Written in small pieces, as a page's cards are.
            var rest = Substring(text)
            while !rest.isEmpty {
                let piece = rest.prefix(5_000)
                try body.write(String(piece))
                rest = rest.dropFirst(piece.count)
            }
            let out = Pieces()
            try body.copy(into: out)
            #expect(out.text == text)
            #expect(out.pieces.allSatisfy { String(validating: $0, as: UTF8.self) != nil })
            #expect(out.pieces.allSatisfy { $0.count <= HTMLPageBody.pieceSize + 4 })
        }
        let empty = Pieces()
        try body.copy(into: empty)
        #expect(empty.pieces.isEmpty)
    }

    @Test func wholeCharactersEndsBeforeAnIncompleteOne() {
        let bytes = Array("ab日".utf8)
        #expect(HTMLPageBody.wholeCharacters(bytes) == bytes.count)
        #expect(HTMLPageBody.wholeCharacters(Array(bytes.dropLast())) == 2)
        #expect(HTMLPageBody.wholeCharacters(Array(bytes.dropLast(2))) == 2)
        #expect(HTMLPageBody.wholeCharacters(Array("😀".utf8).dropLast().map { $0 }) == 0)
        #expect(HTMLPageBody.wholeCharacters([]) == 0)
    }
}
