import UIKit

final class ErrorAlertPresenter: UIViewController {
    func show(_ error: Error) {
        if let error = error as? LocalizedError {
            let alert = UIAlertController(title: error.errorDescription, message: nil, preferredStyle: .alert)
            present(alert, animated: true)
        }
    }
}

enum DisplayMode { case compact, expanded, legacy }

final class ModeView: UIView {
    let label = UILabel()
    let note = UILabel()
    var mode: DisplayMode = .compact

    func update() {
        switch mode {
        case .compact, .expanded:
            label.text = NSLocalizedString("mode.current", comment: "")
        case .legacy:
            label.text = NSLocalizedString("mode.legacy", comment: "")
        }
        note.text = Strings.tooLarge
    }
}
