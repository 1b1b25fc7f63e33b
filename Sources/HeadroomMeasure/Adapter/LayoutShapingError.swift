import HeadroomCheck

/// A preview asked for a box the text was not measured in (the sweep draws only measured boxes).
enum LayoutShapingError: Error, CustomStringConvertible {
    case boxNotMeasured(LayoutBox)

    var description: String {
        switch self {
        case .boxNotMeasured(let box):
            "no layout for a \(box.width) pt box at \(box.pointSize) pt, \(box.lines) lines: the text was not measured in it"
        }
    }
}
