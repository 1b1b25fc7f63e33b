import DynamicType

/// Which action of an alert or action sheet the system draws emphasized: the preferred action of an
/// alert, else its cancel action; an action sheet's cancel action (action sheets have no preferred
/// action). The weight and its source are in `ContainerCatalog.emphasizedAction`.
enum AlertEmphasis: Equatable {
    /// The code decides it here: emphasized, with why.
    case emphasized(Evidence)
    /// The action is built in a function whose callers choose its style or whether it is preferred
    /// (`func addAction(title:style:preferred:)` wrapping `UIAlertAction` and `preferredAction`).
    case byCaller(Helper)
    /// The code may make the action preferred under a condition the scan cannot decide: drawn at its
    /// regular weight as an estimate, with why.
    case undecided(Evidence)

    /// The parameters of a helper that builds an action, by position among its labels.
    struct Helper: Equatable {
        var function: String
        var labels: [String]
        /// The `style:` parameter the action takes, with its default (`.default` when none).
        var style: Int?
        var styleDefault: String?
        /// A Bool parameter under which the helper sets `preferredAction` to the action.
        var preferred: Int?
        var preferredDefault = false
        /// The action's style is a stored property of the value whose title it shows (`UIAlertAction(title:
        /// a.title, style: a.style)`): the argument of that label where the value is constructed gives it.
        var styleProperty: String?
        /// A `preferredAction =` of this action under a condition the scan cannot decide (its text).
        var undecidedPreference: String?
    }
}
