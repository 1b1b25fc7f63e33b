import UIKit

/// Value flow (UIKit): an error's text through `LocalizedError` into an alert helper, attributed
/// titles with their own font, a data source's section title, and a MetaLabel's content.
enum UploadError: LocalizedError {
    case tooLarge

    var errorDescription: String? {
        switch self {
        case .tooLarge: return NSLocalizedString("flow.upload.failed", comment: "")
        }
    }
}

extension UIAlertController {
    static func standard(of error: Error) -> UIAlertController {
        let title: String? = {
            if let error = error as? LocalizedError { return error.errorDescription }
            return nil
        }()
        return UIAlertController(title: title, message: nil, preferredStyle: .alert)
    }
}

final class UploadViewController: UIViewController {
    let progressLabel: UILabel = {
        let label = UILabel()
        label.numberOfLines = 2
        return label
    }()

    lazy var retryButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.attributedTitle = AttributedString(
            NSLocalizedString("flow.upload.retry", comment: ""),
            attributes: AttributeContainer([.font: UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17, weight: .semibold))])
        )
        return UIButton(configuration: configuration)
    }()

    func showProgress() {
        progressLabel.attributedText = NSAttributedString(
            string: NSLocalizedString("flow.upload.progress", comment: ""),
            attributes: [.font: UIFont.preferredFont(forTextStyle: .footnote)]
        )
    }
}

final class UploadSource: UITableViewDiffableDataSource<Int, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        NSLocalizedString("flow.upload.section", comment: "")
    }
}
