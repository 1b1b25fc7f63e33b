import UIKit

/// A subtitle cell whose initializer (and `awakeFromNib`) sets its labels' fonts and lines through a private method.
class StyledSubtitleCell: UITableViewCell {
    static var reuseIdentifier: String { String(describing: self) }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        setupCell()
    }

    required init?(coder: NSCoder) { fatalError() }

    override func awakeFromNib() {
        super.awakeFromNib()
        setupCell()
    }

    private func setupCell() {
        textLabel?.font = .preferredFont(forTextStyle: .body)
        textLabel?.numberOfLines = 0
        detailTextLabel?.font = .preferredFont(forTextStyle: .caption1)
        detailTextLabel?.numberOfLines = 0
    }
}

/// Registered by class: a private subclass nested in the controller inherits its superclass's setup.
final class ModeController: UITableViewController {
    private final class ModeCell: StyledSubtitleCell {}

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ModeCell.classForCoder(), forCellReuseIdentifier: ModeCell.reuseIdentifier)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let modeCell = tableView.dequeueReusableCell(withIdentifier: ModeCell.reuseIdentifier, for: indexPath) as! ModeCell
        modeCell.textLabel?.text = NSLocalizedString("mode.title", comment: "")
        modeCell.detailTextLabel?.text = NSLocalizedString("mode.detail", comment: "")
        return modeCell
    }
}
