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

    /// View controllers whose `title` is not a navigation title of their own: an alert's is its title
    /// (`UIAlertController.title`), a container's is what a tab or a parent shows for it. Any other view
    /// controller's is [doc: UIViewController.title, "If the view controller has a valid navigation item or
    /// tab-bar item, assigning a value to this property updates the title text of those objects"].
    static let titleNotNavigationTitle: Set<String> = [
        "UIAlertController", "UINavigationController", "UITabBarController", "UISplitViewController", "UISearchController",
    ]
}
