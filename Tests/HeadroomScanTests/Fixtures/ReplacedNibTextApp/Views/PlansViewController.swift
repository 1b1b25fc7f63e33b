import UIKit

final class PlansViewController: UITableViewController {
    var compact = false

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch indexPath.section {
        case 0:
            var content = UIListContentConfiguration.cell()
            content.text = NSLocalizedString("plans.benefit", comment: "")
            let cell = tableView.dequeueReusableCell(withIdentifier: "BenefitCell", for: indexPath)
            cell.contentConfiguration = content
            return cell
        case 1:
            let cell = tableView.dequeueReusableCell(withIdentifier: "MixedCell", for: indexPath)
            cell.contentConfiguration = UIListContentConfiguration.cell()
            return cell
        case 2:
            return tableView.dequeueReusableCell(withIdentifier: "MixedCell", for: indexPath)
        default:
            let cell = tableView.dequeueReusableCell(withIdentifier: "BranchCell", for: indexPath)
            if compact {
                cell.contentConfiguration = UIListContentConfiguration.cell()
            }
            return cell
        }
    }
}
