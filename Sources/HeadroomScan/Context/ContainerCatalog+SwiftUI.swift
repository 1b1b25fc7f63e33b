import DynamicType

/// SwiftUI's display sites and what it draws where the code sets nothing.
extension ContainerCatalog {
    /// SwiftUI views whose first unlabelled argument is a `LocalizedStringKey`, and their kind.
    static let swiftUIViews: [String: UsageKind] = [
        "Text": .text, "Button": .button, "Link": .button, "NavigationLink": .button, "Menu": .button, "ShareLink": .button,
        "Label": .label, "Toggle": .text, "Picker": .text, "Stepper": .text, "LabeledContent": .text,
        "DisclosureGroup": .text, "ColorPicker": .text, "ProgressView": .text, "ContentUnavailableView": .text, "Section": .sectionHeader,
        "TextField": .textFieldPlaceholder, "SecureField": .textFieldPlaceholder, "Tab": .tabItem,
    ]
    /// Controls whose title (first argument, or `label:` content) is the label `.labelsHidden()` hides: "Use this
    /// modifier when you want to visually hide the labels of any controls contained within this view … the text
    /// label of the control is still available for accessibility purposes" [doc: View.labelsHidden()].
    static let labelledControls: Set<String> = ["Toggle", "Picker", "Stepper", "DatePicker", "ColorPicker", "Slider"]
    static let labelsHiddenEvidence = Evidence.documented(
        source: "View.labelsHidden()",
        what: "hides the labels of the controls inside the view; the text label stays available for accessibility")
    /// Text fields whose `prompt:` is the placeholder drawn in the field; their title is then only the field's label.
    static let promptedFields: Set<String> = ["TextField", "SecureField"]
    static let promptedFieldTitle = Evidence.documented(
        source: "SwiftUI TextField, Overview: text field prompts",
        what: "on iOS the text field uses either the prompt or label as placeholder text, depending on whether the initializer provided a prompt: with a prompt the title is the field's label, read by VoiceOver, not drawn")
    /// SwiftUI modifiers whose first argument is a key.
    static let swiftUIModifiers: [String: UsageKind] = [
        "navigationTitle": .navigationTitle, "alert": .alertTitle, "confirmationDialog": .alertTitle,
        "accessibilityLabel": .accessibilityOnly, "accessibilityHint": .accessibilityOnly,
        "accessibilityValue": .accessibilityOnly, "accessibilityInputLabels": .accessibilityOnly,
        "badge": .text, "navigationBarTitle": .navigationTitle,
    ]

    /// SwiftUI modifiers whose content the system draws as a container of its own.
    /// `searchScopes`: its views are the scope bar's options, segments under the search field, not body text
    /// [doc: View.searchScopes(_:scopes:), "A content builder that represents the scoping options SwiftUI uses
    /// to populate a Picker"; on iOS the search bar's scope bar, UISearchBar.scopeButtonTitles].
    static let modifierContainers: [String: UsageKind] = ["searchScopes": .segment]

    /// Results of a function or computed property that builds SwiftUI views (`UncalledViewHelper`).
    static let viewResultTypes: Set<String> = ["some View", "some ToolbarContent", "Text", "AnyView", "some Commands"]
    /// View members SwiftUI itself calls (View, ViewModifier, ButtonStyle and the other style protocols,
    /// UIViewRepresentable, PreviewProvider), so that the code need not name them.
    static let frameworkViewMembers: Set<String> = [
        "body", "makeBody", "previews", "makeUIView", "updateUIView", "makeUIViewController", "updateUIViewController", "makeCoordinator",
    ]
    /// Protocols whose conformance adds no requirement SwiftUI would call by itself besides those above.
    static let viewHelperProtocols: Set<String> = ["View", "Equatable", "Hashable", "Identifiable", "Sendable", "Codable"]

    /// A `Text` with no `.font`: SwiftUI's body style, never UIKit's 17 pt label font.
    static let swiftUIFont = Evidence.frameworkDefault(what: "no .font: SwiftUI's body style", source: "Font.body")
    /// A `Text` with no `.lineLimit`: it wraps, never UIKit's one line.
    static let swiftUILines = Evidence.frameworkDefault(what: "no .lineLimit: SwiftUI Text wraps", source: "lineLimit(_:), default nil")

    /// SwiftUI's bordered button styles, as written in `.buttonStyle(...)` (`.bordered`, `BorderedButtonStyle()`):
    /// the system draws their label in a shape whose size, and font, follow `.controlSize` [doc: ControlSize,
    /// "The size classes, like regular or small, that you can apply to controls"; BorderedButtonStyle].
    static let borderedButtonStyles: Set<String> = [
        "bordered", "borderedProminent", "glass", "glassProminent", "BorderedButtonStyle", "BorderedProminentButtonStyle",
        "GlassButtonStyle", "GlassProminentButtonStyle",
    ]

    /// The font of a bordered button's label at a control size, where the code sets none. Apple documents
    /// that the size changes the control but not the font it picks: a small or mini bordered button's label
    /// drawn at the subheadline size is an estimate (so a finding resting on it is a warning); at the regular
    /// size and larger the label keeps SwiftUI's body style (nil: the usual default).
    static func borderedButtonFont(controlSize: String?) -> FontSpec? {
        guard let controlSize, ["mini", "small"].contains(controlSize) else { return nil }
        return FontSpec(style: .subheadline, scales: true, evidence: .estimate(
            why: "a bordered button with .controlSize(.\(controlSize)) draws its label at the subheadline size (not documented; confirm in the app)"))
    }

    /// `.listStyle(...)` arguments that draw a List's sections inset from the screen's edges, as a Form's
    /// ("The list style that describes the behavior and appearance of an inset grouped list" [doc: InsetGroupedListStyle]).
    static let insetGroupedListStyles = ["insetGrouped", "InsetGroupedListStyle"]

    /// Views of packages the scanned apps use (not in the scanned code) that are SwiftUI Buttons with
    /// another action type, read as a Button only in their `label:` closure. ButtonKit's `AsyncButton` and
    /// `ThrowableButton`: "Use it as any SwiftUI button", `AsyncButton { try await ... } label: { Text(...) }`
    /// [doc: github.com/Dean151/ButtonKit README]; iceCubes' FollowButton imports ButtonKit and uses it so.
    static let knownButtons: Set<String> = ["AsyncButton", "ThrowableButton"]
}
