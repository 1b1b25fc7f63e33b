/// A control whose label a style styles.
enum StyledControl: Hashable {
    case button, label, toggle
}
