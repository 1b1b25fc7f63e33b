import UIKit

/// Value flow (UIKit): a diffable data source whose items are enums with associated values, a
/// cell configured through a method, a label its base class sets up.
enum SettingsItem: Hashable {
    case toggle(ToggleSetting)
}

enum ToggleSetting: Hashable {
    case sounds, badges

    var title: String {
        switch self {
        case .sounds: return NSLocalizedString("flow.setting.sounds", comment: "")
        case .badges: return NSLocalizedString("flow.setting.badges", comment: "")
        }
    }
}

class BaseCell: UITableViewCell {
    let label: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .headline)
        label.numberOfLines = 2
        return label
    }()
}

final class ToggleCell: BaseCell {
    func configure(title: String) {
        label.text = title
    }
}

final class SettingsDataSource {
    func make(_ tableView: UITableView) -> UITableViewDiffableDataSource<Int, SettingsItem> {
        UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath) as! ToggleCell
            switch item {
            case .toggle(let setting):
                cell.configure(title: setting.title)
            }
            return cell
        }
    }
}
