import DynamicType

extension ContainerCatalog {
    /// Widths of the home-screen widget families on iPhone in portrait, from the narrowest device the
    /// check measures (320 pt, iPhone SE) to the widest (430 pt): small 141–170, medium and large
    /// 292–364 (the reference 393-pt iPhone: 158, 338) [doc: HIG Widgets › Specifications, widget sizes
    /// by screen size; measured with GeometryReader: github.com/simonbs/ios-widget-sizes]. Lock Screen
    /// (`accessory…`) and iPad-only (`systemExtraLarge`) families are not given here.
    static let widgetFamilyWidths: [String: (narrowest: Double, widest: Double)] = [
        "systemSmall": (141, 170),
        "systemMedium": (292, 364),
        "systemLarge": (292, 364),
    ]
    static let widgetFamilySource = "HIG Widgets › Specifications (widget sizes on iPhone); GeometryReader measurements, github.com/simonbs/ios-widget-sizes"

    /// The families a widget supports when its configuration does not call `.supportedFamilies`:
    /// "By default, widgets support all families" of the platform's home screen [doc: WidgetConfiguration.supportedFamilies(_:)].
    static let defaultWidgetFamilies: Set<String> = ["systemSmall", "systemMedium", "systemLarge"]

    /// The margins WidgetKit puts around a widget's content from iOS 17 unless the configuration
    /// calls `.contentMarginsDisabled()` [doc: WidgetConfiguration.contentMarginsDisabled()]; their
    /// size is not documented: 16 pt each side assumed [inference].
    static let widgetContentMargin = 16.0
}
