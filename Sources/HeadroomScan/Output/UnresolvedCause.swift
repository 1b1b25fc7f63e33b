/// Why the scan could not follow a value shown at a display site, or could not read the site's
/// font or lines. `description` is the stable short text of `headroom scan`'s `reason` field;
/// `group` is what `headroom init` counts unplaced keys by.
public enum UnresolvedCause: Sendable, Hashable, CustomStringConvertible {
    case followedTooDeep
    /// The value is met again inside its own resolution (`a = c ? a : "k"`).
    case refersToItself
    /// One reading made more resolutions than `ResolveMemo.budget`.
    case flowTooLarge
    /// `a + b`, `"\(a) \(b)"` built at run time from parts.
    case builtWithOperator
    case notUnderstood
    /// A call whose body the scan does not read (not declared in the scanned code, or not a string).
    case callNotFollowed(callee: String)
    /// `.settingsTitle` with no generated accessor or catalog key of that name.
    case symbolNotFound(String)
    /// `L10n.A.b` under a generated namespace that declares no `b`.
    case accessorNotInGeneratedFile(String)
    /// A SwiftGen accessor whose generated file is absent, whose name several keys of the strings
    /// files derive to (`OneMinute`, `One_Minute` → `oneMinute`).
    case swiftGenNameAmbiguous(accessor: String, keys: [String])
    case noErrorTypeDeclares(member: String)
    case propertyNotOnType(member: String)
    case otherTypeProperty
    case localAssignedLater
    case parameter
    /// A parameter nothing in the scanned code passes a value to (pass 3).
    case parameterNoCall(String)
    case storedPropertyNoSetter(String)
    case propertyNotSeen
    case notAString
    case closureParameter
    case collectionNotListed
    case publisherNotFollowed
    case attributedAssignedSeveralTimes
    case attributedBuiltFromParts
    case attributedNotRead
    /// A site the app draws whose container or library the scan does not read (`PageTitle`,
    /// `MetaContentFlow`), with the reason those recognizers give.
    case containerNotRead(String)
    /// The site's font could not be read: the font reader's reason.
    case font(String)
    case fontNoneForContainer
    /// The site's line limit could not be read.
    case lines(String)

    public var description: String {
        switch self {
        case .followedTooDeep: "value followed too deep"
        case .refersToItself: "value refers to itself"
        case .flowTooLarge: "value flow too large to follow"
        case .builtWithOperator: "string built with an operator"
        case .notUnderstood: "value not understood"
        case .callNotFollowed: "string from a call the scan does not follow"
        case .symbolNotFound: "symbol not found in the generated accessors or catalogs"
        case .accessorNotInGeneratedFile: "accessor not found in the generated file"
        case .swiftGenNameAmbiguous(let accessor, let keys):
            "SwiftGen accessor `\(accessor)` (generated file absent) derives from several keys: \(keys.joined(separator: ", "))"
        case .noErrorTypeDeclares(let member): "no error type the code declares conforming to LocalizedError has `\(member)`"
        case .propertyNotOnType: "property not found on its type"
        case .otherTypeProperty: "value from another type's property"
        case .localAssignedLater: "local variable assigned later"
        case .parameter: "value passed in as a parameter"
        case .parameterNoCall(let described): "value passed in as a parameter: no call of \(described) found"
        case .storedPropertyNoSetter(let described): "value from a stored property no code sets: \(described)"
        case .propertyNotSeen: "value from a property the scan does not see"
        case .notAString: "value of a type that is not a string"
        case .closureParameter: "value passed in as a closure parameter"
        case .collectionNotListed: "element of a collection the scan does not list"
        case .publisherNotFollowed: "publisher the scan does not follow"
        case .attributedAssignedSeveralTimes: "attributed string assigned in several places"
        case .attributedBuiltFromParts: "attributed string built from several parts"
        case .attributedNotRead: "attributed string the scan does not read"
        case .containerNotRead(let reason): reason
        case .font(let reason): "font: " + reason
        case .fontNoneForContainer: "font: none known for this container"
        case .lines(let reason): "lines: " + reason
        }
    }

    /// What keys blocked by this cause are counted under: a not-followed call by its callee (so
    /// that every key behind one wrapper is one line), any other cause by its kind.
    public var group: String {
        switch self {
        case .callNotFollowed(let callee): "call:" + callee
        case .font: "font"
        case .lines: "lines"
        case .containerNotRead(let reason): "container:" + reason
        case .parameterNoCall: "parameterNoCall"
        case .storedPropertyNoSetter: "storedPropertyNoSetter"
        case .swiftGenNameAmbiguous: "swiftGenNameAmbiguous"
        case .symbolNotFound: "symbolNotFound"
        case .accessorNotInGeneratedFile: "accessorNotInGeneratedFile"
        case .noErrorTypeDeclares: "noErrorTypeDeclares"
        case .propertyNotOnType: "propertyNotOnType"
        default: description
        }
    }
}
