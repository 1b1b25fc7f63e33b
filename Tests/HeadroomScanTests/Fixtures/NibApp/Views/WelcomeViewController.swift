import UIKit

final class WelcomeViewController: UIViewController {
    @IBOutlet private weak var statusLabel: UILabel!
    @IBOutlet private weak var detailLabel: UILabel!
    @IBOutlet private weak var unlockButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        // The storyboard gives the font, lines and width: no UIKit code default applies.
        statusLabel.text = NSLocalizedString("welcome.status", comment: "Status below the title")
        // The code's own line limit wins over the storyboard's 3.
        detailLabel.numberOfLines = 1
        detailLabel.text = NSLocalizedString("welcome.detail", comment: "")
        unlockButton.setTitle(NSLocalizedString("welcome.unlock.again", comment: ""), for: .normal)
    }
}
