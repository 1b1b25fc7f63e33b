import Foundation
import HeadroomCheck
import HeadroomFormats

/// JUnit XML for CI test dashboards: one `<testsuite>` per component, one `<testcase>` per string
/// and element (a `GroupedFinding`: element, key, locale, variant) with a `<failure>` naming where
/// it fails as ranges (`truncates from AX2 on iPhone SE, from AX4 on iPhone 16`), and one case per
/// reported layout-rule problem of the component. Warnings and errors
/// fail; notes are listed in `<system-out>` of a passing case; problems are `<error>` cases in a
/// `problems` suite. A case's `file`/`line` are the translation's; its text ends with the Swift
/// places that show the string when they are known (`Shown at Views/Settings.swift:42:13`).
///
/// The counts of a suite are attributes of its opening tag, so the test cases of each component
/// are spilled to a temporary file as they are made (memory stays flat however many there are)
/// and the document is assembled in `finish`.
public struct JUnitReporter: StreamingReporter {
    public init() {}

    public func makeWriter(context: ReportContext, output: any ReportOutput) -> any ReportWriter {
        Writer(reporter: self, context: context, output: output)
    }

    /// Holds the findings of the current translation, a count of tests and failures per component,
    /// and at most `spillSize` bytes of test cases not yet spilled.
    final class Writer: BufferedReportWriter<JUnitReporter>, ReportWriter {
        /// Test cases waiting in memory, all components together, before they go to their files.
        static let spillSize = 256 * 1024

        /// One component's test cases so far.
        struct Spill {
            /// Its file in the temporary directory (named by number: component names are free text).
            var file: String
            var tests = 0
            var failures = 0
            var pending: [UInt8] = []
            var onDisk = false
        }

        var stream = GroupedStream()
        var spills: [String: Spill] = [:]
        var pendingBytes = 0
        /// Created at the first spill (small reports never touch the disk), removed in `finish` or
        /// when the writer goes away.
        var directory: String?

        deinit { removeDirectory() }

        func write(_ findings: [Finding]) throws {
            try stream.add(findings) { try add($0) }
        }

        func write(outcomes: [StringOutcome]) throws {
            try stream.add(outcomes: outcomes) { try add($0) }
        }

        private func add(_ group: GroupedFinding) throws {
            let text = reporter.testCase(group, context: context)
            let component = group.identity.component
            var spill = spills.removeValue(forKey: component) ?? Spill(file: "\(spills.count).xml")
            spill.tests += 1
            if group.severity >= .warning { spill.failures += 1 }
            spill.pending.append(contentsOf: text.utf8)
            pendingBytes += text.utf8.count
            spills[component] = spill
            if pendingBytes >= Self.spillSize { try spillAll() }
        }

        /// Appends every component's waiting test cases to its file.
        private func spillAll() throws {
            let directory = try temporaryDirectory()
            for component in spills.keys {
                guard !spills[component]!.pending.isEmpty else { continue }
                let path = directory + "/" + spills[component]!.file
                try Self.append(spills[component]!.pending, to: path, create: !spills[component]!.onDisk)
                spills[component]!.onDisk = true
                spills[component]!.pending.removeAll()
            }
            pendingBytes = 0
        }

        private func temporaryDirectory() throws -> String {
            if let directory { return directory }
            let path = try ReportScratch.makeDirectory(prefix: "headroom-junit")
            directory = path
            return path
        }

        private func removeDirectory() {
            guard let directory else { return }
            try? FileManager.default.removeItem(atPath: directory)
            TemporaryFiles.unregister(directory)
            self.directory = nil
        }

        private static func append(_ bytes: [UInt8], to path: String, create: Bool) throws {
            if create && !FileManager.default.createFile(atPath: path, contents: nil) {
                throw ReportWriterError.temporaryFile(path: path, reason: "cannot create it")
            }
            guard let handle = FileHandle(forWritingAtPath: path) else {
                throw ReportWriterError.temporaryFile(path: path, reason: "cannot open it for writing")
            }
            defer { try? handle.close() }
            do {
                try handle.seekToEnd()
                try handle.write(contentsOf: bytes)
            } catch {
                throw ReportWriterError.temporaryFile(path: path, reason: error.localizedDescription)
            }
        }

        /// Copies a spilled file to the output a piece at a time, cutting after a line break so no
        /// character is split.
        private func copy(_ path: String) throws {
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw ReportWriterError.temporaryFile(path: path, reason: "cannot open it for reading")
            }
            defer { try? handle.close() }
            while true {
                let chunk: Data?
                // Up to the flush size with what the buffer already holds, so no piece grows past it.
                do { chunk = try handle.read(upToCount: max(4096, TextBuffer.flushSize - buffer.bytes.count)) } catch {
                    throw ReportWriterError.temporaryFile(path: path, reason: error.localizedDescription)
                }
                guard let chunk, !chunk.isEmpty else { break }
                buffer.bytes.append(contentsOf: chunk)
                guard let end = buffer.bytes.lastIndex(of: 0x0A) else { continue }
                let rest = Array(buffer.bytes[(end + 1)...])
                buffer.bytes.removeSubrange((end + 1)...)
                try buffer.flush()
                buffer.bytes = rest
            }
        }

        func finish(_ report: CheckReport) throws {
            defer { removeDirectory() }
            try stream.finish { try add($0) }
            let rules = RuleProblemText.reported(report)
            let components = Set(spills.keys).union(rules.map(\.summary.component)).sorted()
            let problems = report.problems.filter { $0.severity != .ignore }
            var totalTests = problems.count
            var totalFailures = 0
            for component in components {
                let ruleCases = rules.filter { $0.summary.component == component }
                totalTests += (spills[component]?.tests ?? 0) + ruleCases.count
                totalFailures += (spills[component]?.failures ?? 0) + ruleCases.filter { $0.severity >= .warning }.count
            }
            buffer.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites " + [
                XMLText.attribute("name", "headroom"), XMLText.attribute("tests", String(max(totalTests, 1))),
                XMLText.attribute("failures", String(totalFailures)), XMLText.attribute("errors", String(problems.count)),
                XMLText.attribute("time", NumberFormat.fixed(report.statistics.seconds, decimals: 3)),
            ].joined(separator: " ") + ">\n")
            for component in components {
                let spill = spills[component]
                let ruleCases = rules.filter { $0.summary.component == component }
                let failures = (spill?.failures ?? 0) + ruleCases.filter { $0.severity >= .warning }.count
                buffer.append("  <testsuite " + [
                    XMLText.attribute("name", component),
                    XMLText.attribute("tests", String((spill?.tests ?? 0) + ruleCases.count)),
                    XMLText.attribute("failures", String(failures)), XMLText.attribute("errors", "0"),
                    XMLText.attribute("skipped", "0"),
                ].joined(separator: " ") + ">\n")
                for rule in ruleCases { buffer.append(reporter.ruleCase(rule.summary, rule.severity, rule.problem)) }
                if let spill {
                    if spill.onDisk, let directory { try copy(directory + "/" + spill.file) }
                    // In pieces of about the flush size, cut after a line (test cases can add up).
                    let pending = spill.pending
                    var start = 0
                    while start < pending.count {
                        var stop = min(pending.count, start + TextBuffer.flushSize / 2)
                        if stop < pending.count { stop = (pending[stop...].firstIndex(of: 0x0A) ?? pending.count - 1) + 1 }
                        if buffer.bytes.last == 0x0A, buffer.bytes.count + (stop - start) > TextBuffer.flushSize {
                            try buffer.flush()
                        }
                        buffer.bytes.append(contentsOf: pending[start..<stop])
                        try buffer.flushIfFull()
                        start = stop
                    }
                    spills[component] = nil
                }
                buffer.append("  </testsuite>\n")
                try buffer.flushIfFull()
            }
            if !problems.isEmpty {
                buffer.append("  <testsuite " + [
                    XMLText.attribute("name", "problems"), XMLText.attribute("tests", String(problems.count)),
                    XMLText.attribute("failures", "0"), XMLText.attribute("errors", String(problems.count)),
                    XMLText.attribute("skipped", "0"),
                ].joined(separator: " ") + ">\n")
                for problem in problems {
                    buffer.append(reporter.problemCase(problem, context: context))
                    try buffer.flushIfFull()
                }
                buffer.append("  </testsuite>\n")
            }
            if totalTests == 0 {
                // A clean run still reports one passing case, so CI does not read "no tests ran".
                let stats = report.statistics
                buffer.append("  <testsuite " + [
                    XMLText.attribute("name", "headroom"), XMLText.attribute("tests", "1"),
                    XMLText.attribute("failures", "0"), XMLText.attribute("errors", "0"), XMLText.attribute("skipped", "0"),
                ].joined(separator: " ") + ">\n    <testcase " + [
                    XMLText.attribute("classname", "headroom"),
                    XMLText.attribute("name", "\(NumberFormat.count(stats.entries, "string")) from "
                        + "\(NumberFormat.count(stats.files, "file")) fit (\(NumberFormat.count(stats.measurements, "measurement")))"),
                ].joined(separator: " ") + "/>\n  </testsuite>\n")
            }
            buffer.append("</testsuites>\n")
            try buffer.flush()
        }
    }

    /// One string and element: the lead finding's sentence, where it fails, the texts.
    func testCase(_ group: GroupedFinding, context: ReportContext) -> String {
        let lead = group.lead
        var xml = "    <testcase " + [
            XMLText.attribute("classname", "\(lead.component).\(lead.element)"),
            XMLText.attribute("name", "\"\(lead.key)\" [\(FindingWording.localeAndVariant(lead))]"),
            XMLText.attribute("file", context.displayPath(group.location.file)),
            XMLText.attribute("line", String(group.location.line)),
        ].joined(separator: " ")
        var details = FindingWording.message(lead)
        if group.findingCount > 1 { details += "\nAll: " + FindingWording.ranges(group) }
        details += "\nTranslation: " + lead.value
        if let source = lead.sourceText { details += "\nSource: " + source }
        let places = group.shownAt.map { FindingWording.place($0, path: context.displayPath) }
        if !places.isEmpty { details += "\n" + FindingWording.shownAt(places) }
        if group.severity >= .warning {
            xml += ">\n      <failure " + [
                XMLText.attribute("type", group.worstVerdict.rawValue),
                XMLText.attribute("message", FindingWording.oneLine(FindingWording.ranges(group))),
            ].joined(separator: " ") + ">" + XMLText.escape(details) + "</failure>\n    </testcase>\n"
        } else {
            xml += ">\n      <system-out>" + XMLText.escape(details) + "</system-out>\n    </testcase>\n"
        }
        return xml
    }

    /// A component's layout rule in one locale on one device.
    func ruleCase(_ summary: ComponentSummary, _ severity: Severity, _ problem: String) -> String {
        let head = "    <testcase " + [
            XMLText.attribute("classname", summary.component),
            XMLText.attribute("name", "layout rule (\(summary.layout.rawValue)) [\(summary.locale)] on \(summary.device)"),
        ].joined(separator: " ") + ">\n"
        let body = RuleProblemText.message(summary, problem)
        if severity >= .warning {
            return head + "      <failure " + [
                XMLText.attribute("type", "layout-rule"), XMLText.attribute("message", FindingWording.oneLine(problem)),
            ].joined(separator: " ") + ">" + XMLText.escape(body) + "</failure>\n    </testcase>\n"
        }
        return head + "      <system-out>" + XMLText.escape(body) + "</system-out>\n    </testcase>\n"
    }

    func problemCase(_ problem: Problem, context: ReportContext) -> String {
        let path = context.displayPath(problem.location.file)
        return "    <testcase " + [
            XMLText.attribute("classname", "problems"),
            XMLText.attribute("name", "\(path):\(problem.location.line)"),
            XMLText.attribute("file", path),
            XMLText.attribute("line", String(problem.location.line)),
        ].joined(separator: " ") + ">\n      <error " + [
            XMLText.attribute("type", problem.severity.rawValue),
            XMLText.attribute("message", FindingWording.oneLine(problem.message)),
        ].joined(separator: " ") + ">" + XMLText.escape(problem.message) + "</error>\n    </testcase>\n"
    }
}
