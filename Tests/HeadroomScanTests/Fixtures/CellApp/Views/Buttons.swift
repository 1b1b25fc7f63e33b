import UIKit

final class ContinueViewController: UIViewController {
    @IBOutlet weak var continueButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        let add = UIButton()
        var config = UIButton.Configuration.plain()
        config.title = NSLocalizedString("button.plain", comment: "")
        config.image = UIImage(systemName: "plus")
        config.imagePadding = 6
        add.configuration = config

        let save = UIButton()
        var saveConfig = UIButton.Configuration.filled()
        saveConfig.title = NSLocalizedString("button.insets", comment: "")
        saveConfig.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
        save.configuration = saveConfig
    }
}
