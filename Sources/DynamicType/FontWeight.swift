/// A font weight on the CSS/OpenType 100–900 scale, named like `UIFont.Weight`.
public enum FontWeight: Int, CaseIterable, Sendable, Codable, Hashable, Comparable {
    case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500, semibold = 600, bold = 700,
        heavy = 800, black = 900

    /// Parses `regular`, `Semibold`, `semi-bold`, `600`.
    public init?(name: String) {
        let folded = name.lowercased().filter { $0.isLetter || $0.isNumber }
        if let value = Int(folded), let weight = FontWeight(rawValue: value) {
            self = weight
            return
        }
        let aliases: [String: FontWeight] = [
            "ultralight": .ultraLight, "extralight": .ultraLight, "thin": .thin, "light": .light,
            "regular": .regular, "normal": .regular, "book": .regular, "medium": .medium,
            "semibold": .semibold, "demibold": .semibold, "bold": .bold, "heavy": .heavy,
            "extrabold": .heavy, "black": .black,
        ]
        guard let weight = aliases[folded] else { return nil }
        self = weight
    }

    public var name: String {
        switch self {
        case .ultraLight: "ultraLight"
        case .thin: "thin"
        case .light: "light"
        case .regular: "regular"
        case .medium: "medium"
        case .semibold: "semibold"
        case .bold: "bold"
        case .heavy: "heavy"
        case .black: "black"
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
