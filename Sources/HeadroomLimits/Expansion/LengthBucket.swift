import HeadroomCheck
import Foundation

/// Source length buckets (graphemes of the English source): short strings expand the most.
public enum LengthBucket: String, Sendable, Hashable, CaseIterable {
    case upTo10 = "1-10", upTo20 = "11-20", upTo40 = "21-40", longer = "41+", all

    public init(characters: Int) {
        switch characters {
        case ...10: self = .upTo10
        case ...20: self = .upTo20
        case ...40: self = .upTo40
        default: self = .longer
        }
    }
}
