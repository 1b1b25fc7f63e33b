import UIKit

/// Segments: the code puts images on segments 0 and 2 of `pageSelector`; `rangeSelector` keeps its titles.
/// Title: the controller shows a custom title view instead of its title.
final class PagesViewController: UIViewController {
    @IBOutlet private weak var pageSelector: UISegmentedControl!
    @IBOutlet private weak var rangeSelector: UISegmentedControl!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("pages.title", comment: "")
        navigationItem.titleView = UIImageView(image: UIImage(systemName: "doc"))
        pageSelector.setImage(UIImage(systemName: "key"), forSegmentAt: 0)
        pageSelector.setImage(UIImage(systemName: "ellipsis"), forSegmentAt: 2)
        rangeSelector.setTitle("x", forSegmentAt: 1)
    }
}

/// No title view: the title is the bar's.
final class PlainViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = NSLocalizedString("plain.title", comment: "")
    }
}

/// A title view only under a condition: the title may be drawn.
final class MaybeViewController: UIViewController {
    var compact = false
    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("maybe.title", comment: "")
        if compact { navigationItem.titleView = UILabel() }
    }
}
