import Testing
@testable import HeadroomReporters

@Suite struct OutputFormatTests {
    @Test func everyFormatHasAReporterAndItsOwnFileName() {
        let names = OutputFormat.allCases.map(\.defaultFileName)
        #expect(Set(names).count == names.count)
        #expect(OutputFormat.sarif.defaultFileName == "headroom.sarif")
        #expect(OutputFormat.junit.defaultFileName == "junit.xml")
        #expect(OutputFormat(rawValue: "markdown") == .markdown)
        #expect(OutputFormat.allCases.filter(\.writesDirectory) == [.html])
        for format in OutputFormat.allCases {
            let reporter = format.reporter
            #expect(String(describing: type(of: reporter)).lowercased().hasPrefix(format.rawValue))
        }
    }
}
