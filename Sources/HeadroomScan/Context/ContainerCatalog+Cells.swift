import DynamicType

/// What UIKit draws beside the text of a table or collection cell and inside a configuration
/// button. Apple documents none of these widths: each is an estimate with its reason, so it narrows
/// only the narrow end of the text's width (a finding resting on it stays a warning). Where the code
/// or the nib gives the number (`reservedLayoutSize`, `contentInsets`, a nib frame), that is read instead.
extension ContainerCatalog {
    /// What stands at a cell's trailing edge: `UITableViewCell.accessoryType` / `accessoryView`,
    /// a `UICellAccessory` of a list cell.
    enum CellAccessory: Hashable {
        /// A system glyph: disclosure indicator, checkmark, pop-up menu chevrons, reorder, delete, insert, multiselect.
        case glyph(String)
        /// An info button (`.detailButton`, `.detailDisclosureButton`, `UICellAccessory.detail()`).
        case detail(String)
        /// A control of a size the catalog knows (`UISwitch`, `UIStepper`) as the accessory view (or a list
        /// cell's custom view), by class.
        case control(String)
        /// A label (`UICellAccessory.label(text:)`) or a custom view whose width the code does not give.
        case other(String)

        /// Points the accessory takes from the text's width, with why.
        var estimate: (points: Double, why: String) {
            switch self {
            case .glyph(let name):
                return (cellGlyphAccessory, "\(name) accessory, about \(Int(cellGlyphAccessory)) pt with its spacing [inference: a 9–14 pt glyph; Apple documents no accessory width]")
            case .detail(let name):
                return (cellDetailAccessory, "\(name) accessory, an info button about \(Int(cellDetailAccessory)) pt with its spacing [inference: 22 pt button; no documented width]")
            case .control(let type):
                guard let (points, source, _) = intrinsicWidth(ofView: type) else { return CellAccessory.other(type).estimate }
                return (points + cellAccessorySpacing,
                        "a \(type) as the accessory: \(source) and about \(Int(cellAccessorySpacing)) pt spacing [inference]")
            case .other(let name):
                return (unknownSiblingEstimate + cellAccessorySpacing,
                        "\(name) beside the text, about \(Int(unknownSiblingEstimate + cellAccessorySpacing)) pt [inference: its width is not in the code]")
            }
        }

        /// `UITableViewCell.AccessoryType` members by name; nil for `.none`.
        static func tableAccessoryType(_ name: String) -> CellAccessory? {
            switch name {
            case "none": nil
            case "detailButton", "detailDisclosureButton": .detail(name)
            default: .glyph(name)
            }
        }

        /// `UICellAccessory` factory names (`.disclosureIndicator()`, `.checkmark()`, `.label(text:)`).
        static func listAccessory(_ name: String) -> CellAccessory {
            switch name {
            case "detail": .detail(name)
            case "label", "customView": .other(name)
            default: .glyph(name)
            }
        }
    }

    /// A glyph accessory with the space between it and the content (disclosure indicator, checkmark).
    static let cellGlyphAccessory = 24.0
    /// An info button accessory with its spacing.
    static let cellDetailAccessory = 40.0
    /// Between an accessory view and the cell's content.
    static let cellAccessorySpacing = 16.0

    /// A cell's image (`UITableViewCell.imageView.image`, `UIListContentConfiguration.image`) and the
    /// padding before the text when the code gives neither width: the text of a default cell with a
    /// symbol image starts about 60 pt from the edge, 44 pt past the 16 pt margin [inference: the
    /// separator inset follows the text; no documented image width].
    static let cellImageEstimate = 28.0
    static let cellImagePaddingEstimate = 16.0
    static let cellImageWhy = "a cell's image, about 28 pt and 16 pt padding before the text [inference: a default cell's text starts about 60 pt from the edge beside an image; not documented]"

    /// `UIListContentConfiguration.valueCell()` draws `text` and `secondaryText` side by side: the other
    /// text takes part of the row, its length a runtime value.
    static let valueCellWhy = "valueCell() draws text and secondary text side by side"

    /// The text and secondary text of a `UIListContentConfiguration` made by `factory` (nil: the code does not
    /// name it, `defaultContentConfiguration()` takes the cell's style). Both wrap
    /// (`TextProperties.numberOfLines` is 0 by default). The text is drawn in the body style by every cell
    /// factory; `valueCell()` is the list configuration of the `.value1` cell style (its value beside the
    /// title, as `UITableViewCell.CellStyle.value1`'s detail label), whose detail the catalog draws in the body
    /// style (`tableCellLabel`); the secondary text of `cell()`, `subtitleCell()` and the sidebar factories
    /// is smaller in a style no source gives.
    static func listCellText(factory: String?, secondary: Bool) -> Entry {
        let lines = secondary ? "list cell secondary text wraps" : "list cell text wraps"
        guard secondary else {
            return Entry(font: FontSpec(style: .body, scales: true, evidence: .estimate(why: "list cell content configuration text, body style")),
                         lines: 0, linesEvidence: .frameworkDefault(what: lines, source: Source.listCell), width: nil)
        }
        guard factory == "valueCell" else {
            return Entry(font: nil, fontUnknown: "a list cell configuration's secondary text font depends on the configuration style (not documented)",
                         lines: 0, linesEvidence: .frameworkDefault(what: lines, source: Source.listCell), width: nil)
        }
        return Entry(font: FontSpec(style: .body, scales: true, evidence: .estimate(
                        why: "valueCell()'s secondary text, body style beside the text [inference: valueCell() is the configuration of the .value1 cell style, whose detail label is drawn at the body size (the system apps' right-detail cells); not documented]")),
                     lines: 0, linesEvidence: .frameworkDefault(what: lines, source: Source.listCell), width: nil)
    }

    /// `UIButton.Configuration`'s default `contentInsets` when the code and the nib set none: about 12 pt
    /// leading and trailing for the medium size [inference: Apple documents that the default depends on
    /// the style and size, not the value].
    static let buttonConfigurationInset = 12.0
    static let buttonConfigurationInsetWhy = "UIButton.Configuration's default content insets, about 12 pt each side [inference: not documented]"
    /// A configuration button's image beside its title, with `imagePadding` when the code sets none.
    static let buttonImagePaddingEstimate = 8.0

    /// The built-in labels of a `UITableViewCell` of a standard style the code makes (no nib gives their
    /// font): `UITableViewCell.font` documents only "a standard font optimized for the device". The
    /// larger label of the default, value1 and subtitle styles, and value1's detail, are drawn at the
    /// body size and grow with Dynamic Type [inference: the system apps' basic and right-detail cells;
    /// timeflower.co "(Static) UITableView and Dynamic Type" and useyourloaf.com "Static Tables and
    /// Dynamic Type": basic cells grow with the text size]; subtitle's and value2's smaller labels, and
    /// value2's title, are drawn in fonts no source gives. The labels keep UILabel's one line.
    static func tableCellLabel(style: String, detail: Bool) -> Entry {
        let label = detail ? "detailTextLabel" : "textLabel"
        let body = detail ? style == "value1" : style != "value2"
        guard body else {
            return Entry(font: nil, fontUnknown: "the \(label) of a .\(style) table cell is drawn in a font no source gives",
                         lines: nil, linesEvidence: UIKitDefault.labelLines, width: nil)
        }
        return Entry(font: FontSpec(style: .body, scales: true, evidence: .estimate(
                        why: "the \(label) of a .\(style) table cell, body style, grows with Dynamic Type [inference: UITableViewCell.font documents 'a standard font optimized for the device'; basic cells grow with the text size]")),
                     lines: nil, linesEvidence: UIKitDefault.labelLines, width: nil)
    }
}
