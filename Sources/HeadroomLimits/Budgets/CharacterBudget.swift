import DynamicType
import Foundation
import HeadroomCheck

/// A character budget for tools that count characters (Lokalise, Phrase, Crowdin, Smartling): the
/// room's width (times its lines) over the language's average advance per character in the room's
/// font. An estimate: the advance is the language's average over real translations (the
/// expansion table), scaled from the reference font to the room's font by the width of one
/// sample text in both; a given translation may have wider or narrower characters, and wrapping
/// loses part of each line but the last.
public struct CharacterBudget: Sendable, Hashable {
    public var key: String
    public var language: String
    public var characters: Int
    public var component: String
    public var element: String
    public var maxWidth: Int
    public var lines: Int
    public var font: String
    public var pointSize: Double
    public var category: String
    public var device: String
    /// True when the language has no data in the table and the English advance was used.
    public var fallback: Bool
}
