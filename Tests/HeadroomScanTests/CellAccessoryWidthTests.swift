import DynamicType
import Testing
@testable import HeadroomScan

/// A cell's accessory view takes room from its text (`Fixtures/AccessoryApp`): a `UIStepper` (about 94 pt, an
/// estimate) set as `accessoryView` in code, also through a closure the function keeps in a local and calls in
/// one branch; on a cell loaded from a xib, the code's accessory replaces the document's, whose width the nib
/// layout already took off.
@Suite struct CellAccessoryWidthTests {
    static let folder = ScanGolden.testsFolder.appendingPathComponent("Fixtures/AccessoryApp").path
    static let result = SourceScanner().scan(paths: [folder])

    static func width(_ key: String) -> ScanWidth? { result.usages.first { $0.key == key }?.width }

    @Test func aStepperAccessoryNarrowsANibCellsLabelBeyondTheDocumentsAccessory() throws {
        let plain = try #require(Self.width("params.plain"))
        let stepper = try #require(Self.width("params.stepper"))
        // The document leaves 30 pt beside the content view (its disclosure indicator); the stepper and its
        // spacing take 94 + 16: 80 more, off the narrow end only (an estimate).
        #expect(abs(stepper.narrowest - (plain.narrowest - 80)) < 0.01, "\(stepper.narrowest) vs \(plain.narrowest)")
        #expect(stepper.widest == plain.widest)
        #expect(stepper.evidence.kind == .estimate)
        #expect(stepper.evidence.summary.contains("UIStepper"), "\(stepper.evidence.summary)")
        #expect(stepper.evidence.summary.contains("off already"))
    }

    @Test func aStepperMadeInPlaceAsAccessoryViewOfACodeCell() throws {
        let code = try #require(Self.width("params.code"))
        // The catalog's 16 pt margins, less the stepper (94) and the accessory spacing (16).
        #expect(code.narrowest == 361 - 110 && code.widest == 393, "\(code)")
        #expect(code.evidence.summary.contains("a UIStepper as the accessory"))
    }

    @Test func theCatalogSaysWhichControlWidthsAreMeasured() {
        #expect(ContainerCatalog.intrinsicWidth(ofView: "UISwitch")?.known == true)
        #expect(ContainerCatalog.intrinsicWidth(ofView: "UIStepper")?.known == false)
        #expect(ContainerCatalog.intrinsicWidth(ofView: "UIButton") == nil)
    }
}
