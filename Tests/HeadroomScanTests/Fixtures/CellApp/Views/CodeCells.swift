import UIKit

/// A cell made in code in the default style: its built-in label is reached with implicit `self`
/// through a property's setter, and a switch made in its initializer is the accessory view.
final class CodeSwitchCell: UITableViewCell {
    let toggle = UISwitch()

    var message: String {
        get { textLabel?.text ?? "" }
        set { textLabel?.text = newValue }
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .default, reuseIdentifier: reuseIdentifier)
        accessoryView = toggle
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// A right-detail cell made in code with a chevron set in its initializer.
final class CodeChevronCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) { fatalError() }

    func show(detail: String) {
        textLabel?.text = NSLocalizedString("code.chevron.title", comment: "")
        detailTextLabel?.text = detail
    }
}

/// A cell that keeps the style its creator passes and sets its own font.
final class CodeFontCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        textLabel?.font = .systemFont(ofSize: 15)
    }

    required init?(coder: NSCoder) { fatalError() }

    func show() {
        textLabel?.text = NSLocalizedString("code.font.title", comment: "")
    }
}

/// A cell whose style comes from its creator, not written in the class.
final class CodePassCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { fatalError() }

    func show() {
        textLabel?.text = NSLocalizedString("code.pass.title", comment: "")
    }
}

final class CodeCellsController: UITableViewController {
    func switchRow() -> UITableViewCell {
        let cell = CodeSwitchCell(style: .default, reuseIdentifier: nil)
        cell.message = NSLocalizedString("code.switch.title", comment: "")
        return cell
    }

    func chevronRow() -> UITableViewCell {
        let cell = CodeChevronCell(style: .default, reuseIdentifier: nil)
        cell.show(detail: NSLocalizedString("code.chevron.detail", comment: ""))
        return cell
    }

    func subtitleRow() -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = NSLocalizedString("code.subtitle.title", comment: "")
        cell.detailTextLabel?.text = NSLocalizedString("code.subtitle.detail", comment: "")
        return cell
    }
}
