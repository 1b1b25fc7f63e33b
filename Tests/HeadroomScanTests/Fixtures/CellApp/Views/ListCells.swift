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
