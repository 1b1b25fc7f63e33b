import UIKit

final class SettingsViewController: UITableViewController {
    private enum CellID {
        static let wide = "WideCell"
        static let slider = "SliderCell"
        static let badge = "BadgeCellID"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "BadgeCell", bundle: nil), forCellReuseIdentifier: CellID.badge)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch indexPath.section {
        case 0:
            return wideCell(tableView, at: indexPath)
        case 1:
            let cell = tableView.dequeueReusableCell(withIdentifier: CellID.badge, for: indexPath)
            cell.textLabel?.text = NSLocalizedString("cells.badge.title", comment: "")
            cell.detailTextLabel?.text = NSLocalizedString("cells.badge.detail", comment: "")
            return cell
        case 2:
            let cell = tableView.dequeueReusableCell(withIdentifier: cellID(for: indexPath), for: indexPath)
            configureShared(cell)
            return cell
        default:
            let cell = tableView.dequeueReusableCell(withIdentifier: CellID.slider, for: indexPath) as! SliderCell
            cell.valueLabel.text = NSLocalizedString("cells.slider.value", comment: "")
            return cell
        }
    }

    private func wideCell(_ tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: CellID.wide, for: indexPath)
        cell.textLabel?.text = NSLocalizedString("cells.wide.title", comment: "")
        cell.detailTextLabel?.font = .preferredFont(forTextStyle: .headline)
        cell.detailTextLabel?.text = NSLocalizedString("cells.wide.detail", comment: "")
        return cell
    }

    private func optionCell(_ tableView: UITableView, option: Int, at indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: CellID.wide, for: indexPath)
        switch option {
        case 0:
            cell.textLabel?.font = .preferredFont(forTextStyle: .body)
            cell.textLabel?.text = NSLocalizedString("cells.option.overwrite", comment: "")
        default:
            cell.textLabel?.font = .preferredFont(forTextStyle: .headline)
            cell.textLabel?.text = NSLocalizedString("cells.option.cancel", comment: "")
        }
        return cell
    }

    private func cellID(for indexPath: IndexPath) -> String {
        indexPath.row == 0 ? CellID.wide : CellID.slider
    }

    private func configureShared(_ cell: UITableViewCell) {
        cell.detailTextLabel?.text = NSLocalizedString("cells.shared.detail", comment: "")
        cell.textLabel?.text = NSLocalizedString("cells.shared.title", comment: "")
    }
}

final class SliderCell: UITableViewCell {
    @IBOutlet weak var valueLabel: UILabel!
}

final class OtherViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "WideCell", for: indexPath)
        cell.detailTextLabel?.text = NSLocalizedString("cells.other.detail", comment: "")
        return cell
    }
}
