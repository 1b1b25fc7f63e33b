import UIKit

/// UIActions given to controls as their primary action show as those controls' titles; one in a menu is a menu item.
final class ActionsViewController: UIViewController {
    private lazy var saveButton = UIButton(configuration: .filled(), primaryAction: UIAction(title: NSLocalizedString("action.save", comment: "")) { _ in })

    override func viewDidLoad() {
        super.viewDidLoad()
        let copy = UIAction(title: NSLocalizedString("action.copy", comment: ""), image: UIImage(systemName: "doc.on.doc")) { _ in }
        navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: copy)
        let support = UIAction(title: NSLocalizedString("action.support", comment: "")) { _ in }
        toolbarItems = [UIBarButtonItem(primaryAction: support)]
        let close = UIBarButtonItem(systemItem: .close, primaryAction: UIAction(title: NSLocalizedString("action.close", comment: "")) { _ in })
        let export = UIBarButtonItem(title: nil, image: UIImage(systemName: "square.and.arrow.up"),
                                     primaryAction: UIAction(title: NSLocalizedString("action.export", comment: "")) { _ in })
        navigationItem.leftBarButtonItems = [close, export]
        let share = UIAction(title: NSLocalizedString("action.share", comment: "")) { _ in }
        let more = UIButton(type: .system)
        more.menu = UIMenu(children: [share])
        more.showsMenuAsPrimaryAction = true
        view.addSubview(saveButton)
        view.addSubview(more)
    }
}
