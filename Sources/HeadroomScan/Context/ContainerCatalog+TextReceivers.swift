import DynamicType

/// UIKit's classes as receivers of text: which ones hold the user's value, which are views at all,
/// and which calls only measure a view.
extension ContainerCatalog {
    /// Classes whose `text` is the value the user edits, not a box a translator fits: the field
    /// draws it on one line and scrolls it while editing; its `placeholder` is the translator's text.
    static let fieldValueClasses: [String: Evidence] = [
        "UITextField": .documented(source: "UITextField.text", what: "a text field's text is the value the user edits (one line, scrolled while editing); its placeholder is the text a translator fits"),
        "UISearchTextField": .documented(source: "UISearchTextField (a UITextField)", what: "a search field's text is what the user types"),
    ]
    /// UIKit's text views whose `text`/`attributedText` (and a field's `placeholder`) a method the app
    /// declares in an extension of the class may set on `self` (Swift extensions add methods to every
    /// instance, nib-loaded ones included): calling it on an outlet replaces the nib's text.
    static let textSetterExtensionClasses: [String] = ["UILabel", "UITextField"]
    /// Classes whose `text` wraps and scrolls (never cut off).
    static let scrollingTextClasses: [String: Evidence] = [
        "UITextView": NibDefault.textViewLines,
    ]
    /// UIKit classes that draw (views, cells, controllers, bar items): a type inheriting one of them
    /// is no model object.
    static let drawingClasses: Set<String> = [
        "UIView", "UILabel", "UIButton", "UIControl", "UITextField", "UITextView", "UISearchTextField", "UIImageView",
        "UIStackView", "UIScrollView", "UITableView", "UICollectionView", "UITableViewCell", "UICollectionViewCell",
        "UICollectionViewListCell", "UICollectionReusableView", "UITableViewHeaderFooterView", "UIVisualEffectView",
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UISplitViewController", "UIPageViewController", "UIAlertController",
        "UIBarButtonItem", "UIBarItem", "UITabBarItem", "UINavigationItem", "UINavigationBar", "UIToolbar", "UITabBar",
        "UISegmentedControl", "UISwitch", "UISlider", "UIActivityIndicatorView", "UIProgressView", "UIPickerView",
        "UIDatePicker", "UISearchBar", "UIHostingController", "UIInputView",
    ]
    /// Supertypes from the Swift standard library and Foundation that draw nothing: a class the app
    /// declares that inherits only these (and its own non-view types) is a model object.
    static let nonDrawingSupertypes: Set<String> = [
        "NSObject", "Codable", "Decodable", "Encodable", "Hashable", "Equatable", "Comparable", "Identifiable",
        "Sendable", "CustomStringConvertible", "CustomDebugStringConvertible", "ObservableObject", "NSCoding",
        "NSSecureCoding", "NSCopying", "Error", "LocalizedError", "CaseIterable", "RawRepresentable",
    ]
    /// Calls and properties that only measure or size a view (UIView/UILabel API): a view the code
    /// creates, configures and measures with these, and never puts in a view hierarchy, is not drawn.
    static let measuringMembers: Set<String> = [
        "sizeThatFits", "systemLayoutSizeFitting", "intrinsicContentSize", "textRect", "sizeToFit",
        "layoutIfNeeded", "setNeedsLayout", "frame", "bounds",
        "setContentHuggingPriority", "setContentCompressionResistancePriority",
    ]
}
