import UIKit

final class ToastView: UIView {
    @IBOutlet weak var messageLabel: UILabel!
    @IBOutlet weak var actionButton: UIButton!

    func show(saved: Bool) {
        messageLabel.text = NSLocalizedString("toast.saved.message", comment: "A toast after saving")
        actionButton.setTitle(NSLocalizedString("toast.undo", comment: ""), for: .normal)
    }
}

final class PlainView: UIView {
    let captionLabel = UILabel()

    func configure() {
        // Created in code: UIKit's defaults (17 pt, one line), not a nib's.
        captionLabel.text = NSLocalizedString("plain.caption", comment: "")
    }
}
