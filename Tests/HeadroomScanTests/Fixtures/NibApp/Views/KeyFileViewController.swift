import UIKit

final class KeyFileViewController: UIViewController, UITextFieldDelegate {
    @IBOutlet private weak var keyFileField: UITextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        // The user picks a key file instead of typing: the field shows the app's text, shrunk down to the
        // storyboard's minimumFontSize when it does not fit.
        keyFileField.text = NSLocalizedString("welcome.keyfile.none", comment: "")
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        if textField === keyFileField { return false }
        return true
    }
}
