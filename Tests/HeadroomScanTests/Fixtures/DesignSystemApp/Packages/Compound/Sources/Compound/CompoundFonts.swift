import SwiftUI

/// Font tokens on a namespace value.
public struct CompoundFonts {
    public let bodyLG = Font.body
    public let bodyMDSemibold = Font.subheadline.weight(.semibold)
    public let headingSM = Font.custom("Inter", size: 20, relativeTo: .title3)
    public let captionMono = Font.system(.caption, design: .monospaced)
}

public extension Font {
    static let compound = CompoundFonts()
}
