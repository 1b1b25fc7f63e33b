import UIKit

/// The storyboard's done item, retitled through its outlet when copying: it keeps the document's done style.
final class MoveViewController: UIViewController {
    @IBOutlet weak var moveItem: UIBarButtonItem!
    var copying = false

    override func viewDidLoad() {
        super.viewDidLoad()
        if copying {
            moveItem.title = NSLocalizedString("copy.title", comment: "")
        }
    }
}
