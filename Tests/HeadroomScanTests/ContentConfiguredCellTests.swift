import DynamicType
import Testing
@testable import HeadroomScan

/// A document cell whose every dequeue is given a `contentConfiguration` (`cell.contentConfiguration = content`
/// after the dequeue, on every path): UIKit replaces the cell's content view with the configuration's, so
/// the texts the document lays out in that cell are never drawn (`NibOverwrite.contentConfigured`).
@Suite struct ContentConfiguredCellTests {
    static let result = TextSetterExtensionTests.result

    struct Row: Sendable, CustomTestStringConvertible {
        var key: String
        var replaced: Bool
        var why: String
        var file = "PlansViewController.swift", line = 12, identifier = "BenefitCell"
        var testDescription: String { key }
    }

    @Test(arguments: [
        Row(key: "Lbl-Bn-001.text", replaced: true, why: "its one dequeue is followed by cell.contentConfiguration = content"),
        Row(key: "Lbl-Mx-002.text", replaced: false, why: "one of its two dequeues returns the cell without a configuration"),
        Row(key: "Lbl-Br-003.text", replaced: false, why: "the configuration is given only inside `if compact`"),
        Row(key: "Lbl-Pk-002.text", replaced: true, why: "a table's prototype inside a collection cell, dequeued and configured by that cell's class",
            file: "PlanCell.swift", line: 11, identifier: "PerkCell"),
    ])
    func aCellGivenAContentConfigurationOnEveryDequeueDrawsNoneOfItsTexts(_ row: Row) throws {
        let u = try #require(Self.result.usages.first { $0.key == row.key })
        #expect((u.kind == .notDrawn) == row.replaced, "\(row.why): \(u.kind)")
        if row.replaced {
            guard case .code(let file, let line, let what)? = u.drawn else { Issue.record("\(String(describing: u.drawn))"); return }
            #expect(file.hasSuffix(row.file) && line == row.line, "\(file):\(line)")
            #expect(what.contains(row.identifier), "\(what)")
        }
    }

    /// The configuration's own text is the code's usage, drawn in the list cell's box.
    @Test func theConfigurationsTextIsTheUsage() throws {
        let u = try #require(Self.result.usages.first { $0.key == "plans.benefit" })
        #expect(u.kind != .notDrawn)
    }
}
