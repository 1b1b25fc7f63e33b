import DynamicType
import Foundation
import Testing
@testable import HeadroomScan

/// Cells the code dequeues take the Interface Builder cell UIKit creates for the identifier
/// (`Fixtures/DequeueApp`): a storyboard prototype in the dequeuing controller's scene, or a xib
/// registered for it by nib name; what the code sets on the label afterwards wins.
@Suite struct DequeuedCellTests {
    static let folder = ScanGolden.testsFolder.appendingPathComponent("Fixtures/DequeueApp").path
    static let result = SourceScanner().scan(paths: [folder])

    struct Expected: Sendable, CustomStringConvertible {
        var key: String
        var style: TextStyle?
        var fixedSize: Double?
        var weight: FontWeight
        var scales: Bool
        var fontKind: Evidence.Kind
        var lines: Int
        var linesKind: Evidence.Kind
        /// The nib object the box comes from, nil when it is not a nib's.
        var objectID: String?
        var description: String { key }
    }

    static let table: [Expected] = [
        // The prototype "WideCell" of SettingsViewController's scene: Body, scaling, wraps.
        .init(key: "cells.wide.title", style: .body, weight: .regular, scales: true, fontKind: .nib, lines: 0, linesKind: .nib,
              objectID: "Wid-Tx-001"),
        // The code's font set on the detail label wins; its lines stay the prototype's 0.
        .init(key: "cells.wide.detail", style: .headline, weight: .semibold, scales: true, fontKind: .code, lines: 0, linesKind: .nib,
              objectID: "Wid-Dt-002"),
        // Registered `UINib(nibName: "BadgeCell")` for "BadgeCellID": the xib's bold 20 pt on 2 lines.
        .init(key: "cells.badge.title", fixedSize: 20, weight: .bold, scales: false, fontKind: .nib, lines: 2, linesKind: .nib,
              objectID: "Bdg-Tx-005"),
        // Caption 1 without adjustsFontForContentSizeCategory stays at its Large size; IB's one line.
        .init(key: "cells.badge.detail", fixedSize: 12, weight: .regular, scales: false, fontKind: .nib, lines: 1, linesKind: .nib,
              objectID: "Bdg-Dt-006"),
        // A parameter every caller fills from a dequeue of "WideCell" or "SliderCell": the custom SliderCell has no
        // detail label (nil in UIKit), so the detail is WideCell's.
        .init(key: "cells.shared.detail", style: .footnote, weight: .regular, scales: true, fontKind: .nib, lines: 0, linesKind: .nib,
              objectID: "Wid-Dt-002"),
        // SliderCell's document has no textLabel (UIKit creates one): no document gives this box.
        .init(key: "cells.shared.title", fixedSize: 17, weight: .regular, scales: false, fontKind: .frameworkDefault, lines: 1, linesKind: .frameworkDefault,
              objectID: nil),
        .init(key: "cells.slider.value", fixedSize: 15, weight: .regular, scales: false, fontKind: .nib, lines: 2, linesKind: .nib,
              objectID: "Sld-Vl-003"),
        // Each `case` sets its own font: the other branch's setting never runs before this text is drawn.
        .init(key: "cells.option.overwrite", style: .body, weight: .regular, scales: true, fontKind: .code, lines: 0, linesKind: .nib,
              objectID: "Wid-Tx-001"),
        .init(key: "cells.option.cancel", style: .headline, weight: .semibold, scales: true, fontKind: .code, lines: 0, linesKind: .nib,
              objectID: "Wid-Tx-001"),
        // No "WideCell" prototype in OtherViewController's scene and none registered: not another scene's cell.
        .init(key: "cells.other.detail", fixedSize: 17, weight: .regular, scales: false, fontKind: .frameworkDefault, lines: 1, linesKind: .frameworkDefault,
              objectID: nil),
    ]

    @Test(arguments: table) func dequeuedCellBox(_ e: Expected) throws {
        let u = try #require(Self.result.usages.first { $0.key == e.key })
        let font = try #require(u.font)
        #expect(font.style == e.style)
        #expect(font.fixedSize == e.fixedSize)
        #expect(font.effectiveWeight == e.weight)
        #expect(font.scales == e.scales)
        #expect(font.evidence.kind == e.fontKind, "\(font.evidence.summary)")
        #expect(u.lines == e.lines)
        #expect(u.linesEvidence?.kind == e.linesKind, "\(u.linesEvidence?.summary ?? "none")")
        if let id = e.objectID, case let .nib(_, objectID, _)? = u.linesEvidence {
            #expect(objectID == id)
        }
    }

    @Test func cellsAreIndexedByIdentifierAndNibName() {
        let files = [("\(Self.folder)/Scenes/Settings.storyboard", "Scenes/Settings.storyboard"),
                     ("\(Self.folder)/Views/BadgeCell.xib", "Views/BadgeCell.xib")]
        let cells = NibScan(files: files, maxFileBytes: 1 << 20).cells
        #expect(cells.prototypes["WideCell"]?.first?.sceneClass == "SettingsViewController")
        #expect(cells.prototypes["WideCell"]?.first?.views["detailTextLabel"]?.objectID == "Wid-Dt-002")
        #expect(cells.prototypes["SliderCell"]?.first?.views["valueLabel"]?.lines == 2)
        #expect(cells.nibs["BadgeCell"]?.first?.views["textLabel"]?.objectID == "Bdg-Tx-005")
    }
}
