import DynamicType
import SwiftParser
import SwiftSyntax
import Testing
@testable import HeadroomScan

/// A collection view's cells are as wide as the delegate's `collectionView(_:layout:sizeForItemAt:)` says
/// (`Fixtures/CollectionApp`): a nib label in a collection cell, and one the code sets through the cell's outlet,
/// take the item's width, not the collection's.
@Suite struct CollectionItemWidthTests {
    static let folder = ScanGolden.testsFolder.appendingPathComponent("Fixtures/CollectionApp").path
    static let result = SourceScanner().scan(paths: [folder])

    @Test func aNibLabelInACollectionCellTakesTheItemWidth() throws {
        // The collection is the screen (393); the item min(max(350, 0.6 × 393), 393 − 32) = 350; the label 16 pt in from each side.
        let width = try #require(Self.result.usages.first { $0.key == "Crd-Tt-001.text" }?.width)
        #expect(width.narrowest == 318 && width.widest == 318, "\(width)")
        #expect(width.evidence.summary.contains("sizeForItemAt"), "\(width.evidence.summary)")
    }

    @Test func anOutletOfACollectionCellTakesTheItemWidth() throws {
        let width = try #require(Self.result.usages.first { $0.key == "card.benefit" }?.width)
        #expect(width.narrowest == 318 && width.widest == 318, "\(width)")
    }

    /// The evaluator: locals, `min`/`max`, arithmetic and the collection's width by its three spellings; a
    /// runtime value or returns that disagree give nothing.
    static let bodies: [(String, Double?)] = [
        ("return CGSize(width: 120, height: 44)", 120),
        ("CGSize(width: collectionView.bounds.width / 2 - 8, height: 44)", 188.5),
        ("let w = collectionView.frame.size.width; return CGSize(width: max(w * 0.6, 200), height: 10)", 235.8),
        ("return CGSize(width: collectionView.frame.width - insets, height: 10)", nil),
        ("if indexPath.item == 0 { return CGSize(width: 100, height: 1) }; return CGSize(width: 200, height: 1)", nil),
    ]

    @Test(arguments: bodies) func itemWidth(_ body: String, _ expected: Double?) throws {
        let source = """
            extension V: UICollectionViewDelegateFlowLayout {
              func collectionView(_ collectionView: UICollectionView, layout l: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                \(body)
              }
            }
            """
        let tree = SequenceFolding.fold(Parser.parse(source: source))
        let functions = tree.tokens(viewMode: .sourceAccurate).compactMap { $0.parent?.as(FunctionDeclSyntax.self) }
        let function = try #require(functions.first)
        let w = CollectionItemWidth.itemWidth(function, collectionWidth: 393)
        if let expected {
            #expect(abs((w ?? -1) - expected) < 0.001, "\(String(describing: w))")
        } else {
            #expect(w == nil)
        }
    }
}
