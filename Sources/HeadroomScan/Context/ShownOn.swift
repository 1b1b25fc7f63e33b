/// Which devices draw a text: the iPhone app (and iPad), the iPad only (keyboard command titles,
/// shown in the iPad's keyboard-shortcut overlay and menu bar), or another platform's build only
/// (`#if os(macOS)`, a `Settings { }` scene, a Mac-only bundle), never an iPhone screen.
public enum ShownOn: String, Sendable, Hashable {
    case all
    case iPad
    case otherPlatform
}
