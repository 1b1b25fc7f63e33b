import UIKit

final class WelcomeViewController: UIViewController, UITextFieldDelegate {
    @IBOutlet private weak var statusLabel: UILabel!
    @IBOutlet private weak var detailLabel: UILabel!
    @IBOutlet private weak var unlockButton: UIButton!
    @IBOutlet private weak var keyFileField: UITextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        // The storyboard gives the font, lines and width: no UIKit code default applies.
        statusLabel.text = NSLocalizedString("welcome.status", comment: "Status below the title")
        // The code's own line limit wins over the storyboard's 3.
        detailLabel.numberOfLines = 1
        detailLabel.text = NSLocalizedString("welcome.detail", comment: "")
        unlockButton.setTitle(NSLocalizedString("welcome.unlock.again", comment: ""), for: .normal)
        // The user picks a key file instead of typing: the field shows the app's text, shrunk down to the
        // storyboard's minimumFontSize when it does not fit.
        keyFileField.text = NSLocalizedString("welcome.keyfile.none", comment: "")
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        if textField === keyFileField { return false }
        return true
    }
}
