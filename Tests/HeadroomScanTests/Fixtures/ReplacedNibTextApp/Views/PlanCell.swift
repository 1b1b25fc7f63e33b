import UIKit

/// A collection cell holding a table: it dequeues the table's prototype cells itself.
final class PlanCell: UICollectionViewCell, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        var content = UIListContentConfiguration.cell()
        content.text = NSLocalizedString("pricing.perk", comment: "")
        let cell = tableView.dequeueReusableCell(withIdentifier: "PerkCell", for: indexPath)
        cell.contentConfiguration = content
        return cell
    }
}
