import HeadroomCheck

/// How many characters of a language fit one box, as `headroom limits --budgets` estimates it.
/// Reporters measure nothing: the CLI hands the HTML report HeadroomLimits' calculator through this.
public protocol CharacterRoomEstimator: Sendable {
    /// The characters of `locale` that fit `box` (its width times its lines) in `component`'s
    /// `element`, or nil when the element or its font is unknown.
    func characters(component: String, element: String, locale: String, box: LayoutBox) -> Int?
}
