import UIKit

final class ValueCell: UITableViewCell {}
class SubtitleCell: UITableViewCell {}

/// A cell whose labels the storyboard lays out: the name is always replaced, the hint only sometimes.
class NoteCell: UITableViewCell {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var hintLabel: UILabel!

    func configure(name: String, hasNote: Bool) {
        nameLabel.text = name
        if hasNote {
            hintLabel.text = NSLocalizedString("hint.text", comment: "")
        }
    }
}

/// A prototype cell of a subclass: the outlet its superclass sets is replaced alike.
final class WideNoteCell: NoteCell {}

/// A switch as the accessory view, set by the cell itself.
final class SwitchCell: UITableViewCell {
    lazy var theSwitch: UISwitch = {
        let view = UISwitch(frame: .zero)
        return view
    }()

    override func awakeFromNib() {
        super.awakeFromNib()
        setUp()
    }

    private func setUp() {
        accessoryType = .none
        accessoryView = theSwitch
    }
}

final class SettingsViewController: UITableViewController {
    @IBOutlet weak var modeCell: UITableViewCell!

    func showMode(offline: Bool) {
        if offline {
            modeCell.detailTextLabel?.text = NSLocalizedString("cell.mode.detail", comment: "")
        }
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ValueCell", for: indexPath) as! ValueCell
        // The storyboard's subtitle cell: its textLabel is the prototype's label.
        cell.textLabel?.text = NSLocalizedString("cell.nib.title", comment: "")
        return cell
    }

    func configureImageRow(_ cell: UITableViewCell) {
        cell.imageView?.image = UIImage(systemName: "star")
        cell.accessoryType = .disclosureIndicator
        cell.textLabel?.text = NSLocalizedString("cell.title", comment: "")
    }

    func checkedRow(_ tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
        let row = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath) as! RowCell
        row.textLabel?.text = NSLocalizedString("cell.nested", comment: "")
        row.accessoryType = .checkmark
        return row
    }

    private final class RowCell: SubtitleCell {}

    func configurePlainRow(_ cell: UITableViewCell) {
        cell.textLabel?.text = NSLocalizedString("cell.none", comment: "")
    }

    func configureSwitchRow(_ cell: SwitchCell) {
        cell.textLabel?.text = NSLocalizedString("switch.title", comment: "")
    }
}
