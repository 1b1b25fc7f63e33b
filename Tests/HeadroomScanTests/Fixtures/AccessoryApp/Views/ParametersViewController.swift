import UIKit

final class ParametersViewController: UITableViewController {
    enum Row { case cipher, rounds }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "ValueCell", bundle: nil), forCellReuseIdentifier: "ValueCell")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch indexPath.section {
        case 0:
            let cell = tableView.dequeueReusableCell(withIdentifier: "ValueCell", for: indexPath)
            cell.textLabel?.text = NSLocalizedString("params.plain", comment: "")
            return cell
        case 1:
            let cell = tableView.dequeueReusableCell(withIdentifier: "ValueCell", for: indexPath)
            configure(cell: cell, row: indexPath.row == 0 ? .cipher : .rounds)
            return cell
        default:
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = NSLocalizedString("params.code", comment: "")
            cell.accessoryView = UIStepper()
            return cell
        }
    }

    private func configure(cell: UITableViewCell, row: Row) {
        cell.textLabel?.text = NSLocalizedString("params.stepper", comment: "")
        let applyStepper = { (stepper: UIStepper) in
            cell.accessoryType = .none
            cell.accessoryView = stepper
        }
        switch row {
        case .cipher:
            cell.accessoryView = nil
            cell.accessoryType = .disclosureIndicator
        case .rounds:
            let stepper = UIStepper()
            applyStepper(stepper)
        }
    }
}
