import Testing
@testable import HeadroomFormats

/// XML references, read in one place for the XML reader and the XLIFF rewriter.
@Suite struct XMLReferenceTests {
    @Test(arguments: [
        ("amp", "&"), ("lt", "<"), ("gt", ">"), ("quot", "\""), ("apos", "'"), ("#65", "A"), ("#x263A", "☺"), ("#X1F600", "😀"),
    ])
    func resolves(name: String, expected: String) {
        #expect(XMLReference.scalar(named: name).map { String(Character($0)) } == expected)
    }

    @Test(arguments: ["nbsp", "AMP", "#", "#x", "#0", "#xD800", "#x110000", "#99999999999", "#12a"])
    func refuses(name: String) {
        #expect(XMLReference.scalar(named: name) == nil)
    }

    /// The reader tells an unknown entity (a syntax error) from a reference to no scalar (an encoding error).
    @Test func theReaderNamesBadReferences() {
        func parse(_ xml: String) throws(FormatError) { _ = try XMLTreeParser.parse(xml.unicodeScalars.map(\.value), file: "a.xml") }
        #expect(throws: FormatError.syntax(.init(file: "a.xml", line: 1, column: 4), reason: "invalid XML: unknown entity &nbsp;")) {
            try parse("<a>&nbsp;</a>")
        }
        #expect(
            throws: FormatError.invalidEncoding(
                .init(file: "a.xml", line: 1, column: 4),
                reason: "character reference &#xD800; is not a Unicode scalar (lone surrogate or out of range)")
        ) { try parse("<a>&#xD800;</a>") }
        #expect(throws: Never.self) { try parse("<a b=\"&quot;&#x263A;\">&lt;&amp;</a>") }
    }
}
