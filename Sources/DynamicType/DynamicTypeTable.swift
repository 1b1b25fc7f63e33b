/// The Dynamic Type table from Apple's Human Interface Guidelines (Typography › Specifications):
/// point size and leading of each text style at each content size category.
///
/// Transcribed from `shared/reference/ios-dynamic-type.csv`; `DynamicTypeTableTests` checks every
/// cell against that file when it is present. Caption 2 at AX5 follows the HIG (40 pt) although one
/// iOS 13.3 simulator dump measured 41 pt; Subhead at xxxLarge keeps the HIG's leading of 28.
public enum DynamicTypeTable {
    struct StyleRow: Sendable {
        let weight: FontWeight
        let emphasizedWeight: FontWeight
        let sizes: [Int]
        let leading: [Int]
    }

    static let rows: [TextStyle: StyleRow] = [
        .largeTitle: StyleRow(
            weight: .regular, emphasizedWeight: .bold,
            sizes: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
            leading: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]),
        .title1: StyleRow(
            weight: .regular, emphasizedWeight: .bold,
            sizes: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
            leading: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]),
        .title2: StyleRow(
            weight: .regular, emphasizedWeight: .bold,
            sizes: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
            leading: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]),
        .title3: StyleRow(
            weight: .regular, emphasizedWeight: .semibold,
            sizes: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
            leading: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]),
        .headline: StyleRow(
            weight: .semibold, emphasizedWeight: .semibold,
            sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            leading: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]),
        .body: StyleRow(
            weight: .regular, emphasizedWeight: .semibold,
            sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            leading: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]),
        .callout: StyleRow(
            weight: .regular, emphasizedWeight: .semibold,
            sizes: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
            leading: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]),
        .subheadline: StyleRow(
            weight: .regular, emphasizedWeight: .semibold,
            sizes: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
            leading: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]),
        .footnote: StyleRow(
            weight: .regular, emphasizedWeight: .semibold,
            sizes: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
            leading: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]),
        .caption1: StyleRow(
            weight: .regular, emphasizedWeight: .semibold,
            sizes: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
            leading: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]),
        .caption2: StyleRow(
            weight: .regular, emphasizedWeight: .semibold,
            sizes: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
            leading: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]),
    ]
}
