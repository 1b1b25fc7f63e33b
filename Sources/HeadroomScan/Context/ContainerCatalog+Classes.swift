extension ContainerCatalog {
    /// The superclass of UIKit classes apps receive values of and call their own extension methods
    /// on (`navigationController.showAlert(...)` runs `extension UIViewController`'s), as each class
    /// is declared in Apple's UIKit reference (`class UINavigationController : UIViewController`,
    /// `class UILabel : UIView`, `class UIButton : UIControl`, `class UIControl : UIView`).
    static let uiKitSuperclasses: [String: String] = [
        "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
        "UISplitViewController": "UIViewController", "UIPageViewController": "UIViewController",
        "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
        "UIAlertController": "UIViewController", "UISearchController": "UIViewController",
        "UIHostingController": "UIViewController", "UIViewController": "UIResponder",
        "UILabel": "UIView", "UIImageView": "UIView", "UIStackView": "UIView", "UIScrollView": "UIView",
        "UITableView": "UIScrollView", "UICollectionView": "UIScrollView", "UITextView": "UIScrollView",
        "UITableViewCell": "UIView", "UICollectionViewCell": "UICollectionReusableView",
        "UICollectionReusableView": "UIView", "UITableViewHeaderFooterView": "UIView",
        "UIControl": "UIView", "UIButton": "UIControl", "UITextField": "UIControl", "UISwitch": "UIControl",
        "UISegmentedControl": "UIControl", "UIView": "UIResponder", "UIWindow": "UIView",
    ]
}
