import Testing
@testable import HeadroomReporters

@Suite struct OutputFormatTests {
    @Test func everyFormatHasAReporterAndItsOwnFileName() {
        let names = OutputFormat.allCases.map(\.defaultFileName)
        #expect(Set(names).count == names.count)
        #expect(OutputFormat.sarif.defaultFileName == "headroom.sarif")
        #expect(OutputFormat.junit.defaultFileName == "junit.xml")
        #expect(OutputFormat(rawValue: "markdown") == .markdown)
        for format in OutputFormat.allCases {
            let reporter = format.reporter
            #expect(String(describing: type(of: reporter)).lowercased().hasPrefix(format.rawValue))
        }
    }
}

@Suite struct ReportContextEnvironmentTests {
    static let actions = [
        "GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "acme/app", "GITHUB_SHA": "0123abc",
        "GITHUB_WORKSPACE": "/home/runner/work/app/app",
    ]

    @Test(arguments: [
        ("/home/runner/work/app/app", "https://github.com/acme/app/blob/0123abc/"),
        ("/home/runner/work/app/app/ios app", "https://github.com/acme/app/blob/0123abc/ios%20app/"),
    ])
    func linksOnGitHubActions(_ directory: String, _ expected: String) {
        let context = ReportContext.current(toolVersion: "1", workingDirectory: directory, environment: Self.actions)
        #expect(context.sourceLinkBase == expected)
    }

    @Test func noLinksElsewhere() {
        #expect(ReportContext.current(toolVersion: "1", workingDirectory: "/tmp/x", environment: Self.actions)
            .sourceLinkBase == nil)
        #expect(ReportContext.current(toolVersion: "1", workingDirectory: "/work/app", environment: [:])
            .sourceLinkBase == nil)
    }
}
