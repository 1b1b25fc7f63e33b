import UIKit

/// `saveButton` gets a configuration with its own title in `viewDidLoad`: the nib's titles are never drawn.
/// `shareButton` gets a configuration with no title; `printButton` one titled only in a branch.
final class ExportViewController: UIViewController {
    @IBOutlet private weak var saveButton: UIButton!
    @IBOutlet private weak var shareButton: UIButton!
    @IBOutlet private weak var printButton: UIButton!
    var offline = false

    override func viewDidLoad() {
        super.viewDidLoad()
        setupSaveButton()
        var plain = UIButton.Configuration.tinted()
        plain.cornerStyle = .medium
        shareButton.configuration = plain
        var maybe = UIButton.Configuration.tinted()
        if offline { maybe.title = NSLocalizedString("export.printLater", comment: "") }
        printButton.configuration = maybe
    }

    private func setupSaveButton() {
        var config = UIButton.Configuration.borderedTinted()
        config.title = NSLocalizedString("export.saveToServer", comment: "")
        config.imagePadding = 8
        saveButton.configuration = config
    }
}
