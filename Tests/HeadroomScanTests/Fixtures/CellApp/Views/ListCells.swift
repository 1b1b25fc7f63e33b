import UIKit

/// A value cell: the title and the value share the row, an icon with a reserved width, a chevron.
final class FontCell: UICollectionViewListCell {
    func configure(value: String) {
        var content = UIListContentConfiguration.valueCell()
        content.text = NSLocalizedString("list.title", comment: "")
        content.secondaryText = NSLocalizedString("list.value", comment: "")
        content.image = UIImage(systemName: "textformat")
        content.imageProperties.reservedLayoutSize = CGSize(width: 30, height: 30)
        contentConfiguration = content
        accessories = [.disclosureIndicator()]
    }
}

/// A switch as a custom view accessory.
final class ToggleCell: UICollectionViewListCell {
    func configure() {
        var content = UIListContentConfiguration.cell()
        content.text = NSLocalizedString("toggle.title", comment: "")
        self.contentConfiguration = content
        let toggle = UISwitch()
        var list = [UICellAccessory]()
        list.append(.customView(configuration: .init(customView: toggle, placement: .trailing())))
        self.accessories = list
    }
}

final class SlotCell: UICollectionViewListCell {}

/// Accessories appended to the cell's own list when a condition holds.
func configureSlot(_ cell: SlotCell, selected: Bool) {
    var content = UIListContentConfiguration.cell()
    content.text = NSLocalizedString("slot.title", comment: "")
    cell.contentConfiguration = content
    cell.accessories = []
    if selected {
        cell.accessories.append(.checkmark())
    }
}

/// A configuration's own fonts and line limits, set on the value before the cell takes it.
final class BenefitCell: UITableViewCell {
    func configure(disabled: Bool) {
        var content = UIListContentConfiguration.cell()
        content.text = NSLocalizedString("benefit.title", comment: "")
        content.secondaryText = NSLocalizedString("benefit.detail", comment: "")
        content.textProperties.font = .preferredFont(forTextStyle: .title3)
        content.textProperties.numberOfLines = 1
        content.secondaryTextProperties.font = UIFont.preferredFont(forTextStyle: .body)
        if disabled {
            content.secondaryTextProperties.color = .secondaryLabel
        }
        contentConfiguration = content
    }
}

/// A value row whose value is one of two texts: each text is measured beside the other in the same language.
final class PolicyCell: UITableViewCell {
    func configure(strict: Bool) {
        var content = UIListContentConfiguration.valueCell()
        content.text = NSLocalizedString("policy.title", comment: "")
        content.secondaryText = strict ? NSLocalizedString("policy.strict", comment: "") : NSLocalizedString("policy.open", comment: "")
        content.secondaryTextProperties.numberOfLines = 1
        contentConfiguration = content
    }
}
