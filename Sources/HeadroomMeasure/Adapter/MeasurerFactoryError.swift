import DynamicType
import Foundation
import HeadroomCheck
import HeadroomText

/// Why the fonts a manifest asks for cannot be used.
public enum MeasurerFactoryError: Error, CustomStringConvertible, Equatable, Sendable {
    case noFonts(manifest: String)
    case cannotLoad(reason: String)

    public var description: String {
        switch self {
        case let .noFonts(manifest): "fonts: no font files in \(manifest)"
        case let .cannotLoad(reason): "cannot load the fonts: \(reason)"
        }
    }
}

extension MeasurerFactoryError: ExitCoded {
    public var exitStatus: Int32 { ExitStatus.usage }
}
