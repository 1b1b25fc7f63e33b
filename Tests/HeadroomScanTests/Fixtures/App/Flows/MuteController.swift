import UIKit

/// Value flow (UIKit): a local assigned after its declaration, a helper's argument.
final class MuteController: UIViewController {
    let button = UIButton()

    func update(muted: Bool) {
        let title: String
        if muted {
            title = NSLocalizedString("flow.mute.off", comment: "")
        } else {
            title = NSLocalizedString("flow.mute.on", comment: "")
        }
        button.setTitle(title, for: .normal)
        present(message: NSLocalizedString("flow.mute.done", comment: ""))
    }

    private func present(message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        present(alert, animated: true)
    }
}
