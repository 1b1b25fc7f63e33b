import UIKit

final class HistoryViewController: UIViewController {
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var sometimesLabel: UILabel!
    @IBOutlet private weak var flaggedLabel: UILabel!
    @IBOutlet private weak var nameField: UITextField!
    var flagged = false

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.setText(NSLocalizedString("history.title", comment: ""), strikethrough: flagged)
        sometimesLabel.setIfPresent(NSLocalizedString("history.sometimes", comment: ""))
        if flagged {
            flaggedLabel.setText(NSLocalizedString("history.flagged", comment: ""), strikethrough: true)
        }
        nameField.setHint(NSLocalizedString("history.field", comment: ""))
    }
}
