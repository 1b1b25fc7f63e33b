/// Why a font (or a value a font depends on) could not be read from the code.
enum FontReason: Equatable, CustomStringConvertible {
    /// The chain of helpers is deeper than `ResolveScope.maxDepth`.
    case tooDeep
    /// An expression form the evaluator does not read.
    case notUnderstood
    /// A ternary or `if` gives different fonts.
    case conditional
    /// `Font.x` / `.x` where the scanned sources declare no such member and it is no text style.
    case helperNotFound
    /// A helper whose branches return different fonts (and no argument tells which).
    case helperReturnsDifferentFonts
    /// A helper whose value the scan cannot read (no initializer, no return).
    case helperHasNoValue
    /// A stored property without a value, set by each caller.
    case storedPropertyCallerSets
    /// A property of a value whose type the scan does not know.
    case otherObjectProperty
    /// A size that is not a number the code names.
    case sizeNotConstant
    /// A call of a function the scanned sources do not declare.
    case callNotFollowed
    /// A parameter of a function or closure that no followed call binds.
    case parameterNotBound
    /// A local assigned after its declaration in ways the scan does not read.
    case assignedLater
    /// A name that is no local, parameter or member the scan sees.
    case variableNotFound
    /// The value is of an app type, not a font.
    case notAFont
    /// UIKit: the view's font is set to different values.
    case setToDifferentValues

    var description: String {
        switch self {
        case .tooDeep: "font followed too deep"
        case .notUnderstood: "font expression not understood"
        case .conditional: "font depends on a condition"
        case .helperNotFound: "font helper not found in the scanned sources"
        case .helperReturnsDifferentFonts: "font helper returns different fonts"
        case .helperHasNoValue: "font helper has no value the scan can read"
        case .storedPropertyCallerSets: "font is a stored property each caller sets"
        case .otherObjectProperty: "font from another object's property"
        case .sizeNotConstant: "font size is not a constant"
        case .callNotFollowed: "font from a call the scan does not follow"
        case .parameterNotBound: "font passed in as a parameter"
        case .assignedLater: "font variable assigned later"
        case .variableNotFound: "font variable not found"
        case .notAFont: "value is not a font"
        case .setToDifferentValues: "view's font set to different values"
        }
    }
}
