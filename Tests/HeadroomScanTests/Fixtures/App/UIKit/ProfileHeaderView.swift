import UIKit

final class ProfileHeaderView: UIView {
    let nameLabel: UILabel = {
        let label = UILabel()
        label.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17, weight: .semibold), maximumPointSize: 28)
        label.numberOfLines = 2
        label.adjustsFontForContentSizeCategory = true
        return label
    }()

    let statusLabel = UILabel()
    let followButton = UIButton(type: .system)
    let countLabel = UILabel()

    var isMuted = false

    var statusText: String {
        switch isMuted {
        case true: return L10n.Profile.Status.muted
        case false: return L10n.Profile.Status.active
        }
    }

    func setUp() {
        statusLabel.font = .preferredFont(forTextStyle: .footnote)
        statusLabel.adjustsFontSizeToFitWidth = true
        statusLabel.minimumScaleFactor = 0.5
        countLabel.font = .systemFont(ofSize: 13)
        followButton.titleLabel?.font = .appHeadline

        nameLabel.text = L10n.Profile.header
        statusLabel.text = statusText
        let count = 3
        countLabel.text = L10n.Profile.followerCount(count)
        followButton.setTitle(isMuted ? L10n.Action.unmute : L10n.Action.mute, for: .normal)
        statusLabel.accessibilityHint = NSLocalizedString("a11y.status.hint", comment: "")
    }
}

final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = L10n.Profile.navTitle
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: NSLocalizedString("action.done", comment: ""), style: .done, target: nil, action: nil)
        let segments = UISegmentedControl(items: [L10n.Segment.posts, L10n.Segment.replies])
        view.addSubview(segments)
        let label = UILabel()
        label.text = String(localized: "profile.footer", table: "Extra")
        view.addSubview(label)
    }

    func confirmBlock() {
        let alert = UIAlertController(title: L10n.Alert.Block.title, message: L10n.Alert.Block.message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: L10n.Action.cancel, style: .cancel))
        present(alert, animated: true)
    }
}
