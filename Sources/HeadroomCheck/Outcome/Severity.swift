import DynamicType
import HeadroomFormats

/// How loudly a verdict is reported.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case ignore, note, warning, error

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
