import DynamicType
import HeadroomCheck
import HeadroomLimits
import HeadroomReporters

/// The HTML report's character rooms from `headroom limits --budgets`' calculator: the element's
/// typeface from the manifest, the box from the finding.
struct ManifestCharacterRooms: CharacterRoomEstimator {
    let calculator: BudgetCalculator
    /// Typefaces by component (or rule) and element name.
    let typefaces: [String: Typeface]

    init(manifest: Manifest, measurer: any TextMeasurer) {
        calculator = BudgetCalculator(measurer: measurer)
        var typefaces: [String: Typeface] = [:]
        for component in manifest.components + manifest.rules {
            for element in component.elements where typefaces[component.name + "\u{1}" + element.name] == nil {
                typefaces[component.name + "\u{1}" + element.name] = element.font.typeface
            }
        }
        self.typefaces = typefaces
    }

    func characters(component: String, element: String, locale: String, box: LayoutBox) -> Int? {
        guard box.lines > 0, let typeface = typefaces[component + "\u{1}" + element] else { return nil }
        return calculator.characters(width: box.width, lines: box.lines, pointSize: box.pointSize, typeface: typeface, language: locale)
            .characters
    }
}
