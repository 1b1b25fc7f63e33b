import UIKit

/// Every row's cell is reset by one method, then filled by another: both take the same cell object.
final class GeneratorController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: indexPath.row == 0 ? "Wide" : "Other", for: indexPath)
        resetCellStyle(cell)
        if indexPath.section == 0 {
            configureModeCell(cell)
        }
        return cell
    }

    private func resetCellStyle(_ cell: UITableViewCell) {
        cell.textLabel?.font = .preferredFont(forTextStyle: .body)
        cell.textLabel?.numberOfLines = 0
        cell.detailTextLabel?.font = .preferredFont(forTextStyle: .footnote)
    }

    private func configureModeCell(_ cell: UITableViewCell) {
        cell.textLabel?.text = NSLocalizedString("generator.mode", comment: "")
        cell.detailTextLabel?.text = NSLocalizedString("generator.detail", comment: "")
        cell.detailTextLabel?.font = .preferredFont(forTextStyle: .body)
    }
}

/// Only one of two callers styles the cell first: what the other leaves unset stays unknown.
final class PartialController: UITableViewController {
    func first() -> UITableViewCell {
        let cell = UITableViewCell()
        style(cell)
        fill(cell)
        return cell
    }

    func second() -> UITableViewCell {
        let cell = UITableViewCell()
        fill(cell)
        return cell
    }

    private func style(_ cell: UITableViewCell) {
        cell.textLabel?.font = .systemFont(ofSize: 20)
    }

    private func fill(_ cell: UITableViewCell) {
        cell.textLabel?.text = NSLocalizedString("partial.title", comment: "")
    }
}
