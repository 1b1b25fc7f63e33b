import HeadroomFormats
import DynamicType

/// One text-drawing object of an Interface Builder document (label, button, text field, text view,
/// segmented control, navigation item, bar button item, tab bar item, view controller title, table
/// section) with the box the document gives it. Every value carries `Evidence.nib` (file, object
/// ID, what was read) or, where the document is silent, the evidence of the default it falls back to.
struct NibText: Sendable {
    /// A localizable property of the object and its text in the document (the object-ID strings
    /// table's key is `objectID.property`).
    struct Text: Sendable, Hashable {
        /// `text`, `normalTitle`, `placeholder`, `configuration.title`, `segmentTitles[0]`, `title`, `headerTitle`, …
        var property: String
        var value: String
        var kind: UsageKind
    }

    /// The nib's path relative to the scanned folder.
    var file: String
    var objectID: String
    /// The element's name (`label`, `button`, `navigationItem`).
    var element: String
    var line: Int
    var column: Int
    var texts: [Text] = []
    /// The font, with its evidence (`FontSpec.evidence`).
    var font: FontSpec?
    var lines: Int?
    var linesEvidence: Evidence?
    /// How the object's `text` shrinks to fit (`adjustsFontSizeToFit`, on unless written `NO`, with its
    /// `minimumScaleFactor` or `minimumFontSize`); a text field's placeholder never takes it.
    var shrink: FontShrink?
    /// What the font's evidence notes where the shrink setting applies (how far it shrinks, or that it never does).
    var shrinkNote: String?
    /// The title's width: for a configuration button, the button's less the configuration's insets and image.
    var width: ScanWidth?
    /// A button with a `<buttonConfiguration>`: its width already has the configuration's insets and image taken off.
    var configured = false
    /// Points the document leaves beside its cell's content view (the document's accessory), already off `width`.
    var cellAccessory = 0.0
    /// The collection view whose layout sizes the cell the object is in, when `width` assumes the cell as wide as it.
    var collectionHost: NibLayout.CollectionHost?
}

extension NibText {
    /// Interface Builder's view controller elements (a scene's controller).
    static let controllers: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "navigationController", "tabBarController",
        "splitViewController", "pageViewController", "hostingController",
    ]

    /// The text object `e` (nil for an element that draws no localizable text), with its box.
    static func read(_ e: HeadroomFormats.XMLElement, id: String, file: String, layout: NibLayout) -> NibText? {
        var nib = NibText(file: file, objectID: id, element: e.name, line: e.line, column: e.column)
        func evidence(_ what: String) -> Evidence { .nib(file: file, objectID: id, what: what) }
        func string(_ key: String) -> String? {
            e.attribute(key) ?? e.children.first { $0.name == "string" && $0.attribute("key") == key }?.text
        }
        func add(_ property: String, _ value: String?, _ kind: UsageKind) {
            if let value, !value.isEmpty { nib.texts.append(Text(property: property, value: value, kind: kind)) }
        }
        let attributes = NibAttributes(e)
        let scalesAttribute = attributes.value("adjustsFontForContentSizeCategory")?.value == "YES"
        func font(_ key: String = "fontDescription", in element: HeadroomFormats.XMLElement? = nil, scales: Bool?) -> Bool {
            guard let d = (element ?? e).children.first(where: { $0.name == "fontDescription" && $0.attribute("key") == key }),
                  let (spec, _) = NibFont.read(d, scales: scales, file: file, objectID: id) else { return false }
            nib.font = spec
            return true
        }
        func fallbackFont(_ spec: FontSpec) {
            var spec = spec
            // A default IB or UIKit documents is what this object has; an estimate stays one.
            if spec.evidence.isKnown { spec.evidence = evidence(spec.evidence.detail) }
            nib.font = spec
        }
        func lines(_ n: Int, _ what: String) {
            nib.lines = n
            nib.linesEvidence = evidence(what)
        }
        func lines(_ n: Int, _ known: Evidence) {
            nib.lines = n
            nib.linesEvidence = known
        }
        var isView = true
        var role: ContainerCatalog.Role?
        switch e.name {
        case "label":
            add("text", string("text"), .label)
            if !font(scales: scalesAttribute) { fallbackFont(ContainerCatalog.NibDefault.labelFont) }
            if let (value, what) = attributes.value("numberOfLines"), let n = Int(value) { lines(n, what) }
            else { lines(1, ContainerCatalog.NibDefault.labelLines) }
            nib.readShrink(attributes)
        case "button":
            add("normalTitle", e.children.first { $0.name == "state" && $0.attribute("key") == "normal" }.flatMap { s in
                s.attribute("title") ?? s.children.first { $0.name == "string" && $0.attribute("key") == "title" }?.text
            }, .button)
            if let configuration = e.children.first(where: { $0.name == "buttonConfiguration" }) {
                nib.configured = true
                add("configuration.title", configuration.attribute("title")
                        ?? configuration.children.first { $0.name == "string" && $0.attribute("key") == "title" }?.text, .button)
                if !font("titleFontDescription", in: configuration, scales: nil) { fallbackFont(ContainerCatalog.NibDefault.configurationFont) }
                let mode = configuration.attribute("titleLineBreakMode")
                if let mode, !mode.lowercased().contains("wrap") { lines(1, "titleLineBreakMode=\"\(mode)\"") }
                else { lines(0, ContainerCatalog.NibDefault.configurationLines) }
            } else {
                if !font(scales: false) { fallbackFont(ContainerCatalog.NibDefault.buttonFont) }
                let mode = e.attribute("lineBreakMode") ?? ""
                if mode.lowercased().contains("wrap") { lines(0, "lineBreakMode=\"\(mode)\": \(ContainerCatalog.NibDefault.buttonWrapLines)") }
                else { lines(1, (mode.isEmpty ? "no lineBreakMode" : "lineBreakMode=\"\(mode)\"") + ": \(ContainerCatalog.NibDefault.buttonLines)") }
            }
        case "textField", "searchBar":
            add("placeholder", e.attribute("placeholder"), .textFieldPlaceholder)
            add("text", string("text"), .fieldValue)
            if !font(scales: scalesAttribute) { fallbackFont(ContainerCatalog.NibDefault.textFieldFont) }
            lines(1, ContainerCatalog.NibDefault.textFieldLines)
            if e.name == "textField" { nib.readShrink(attributes) }
        case "textView":
            add("text", string("text"), .text)
            if !font(scales: scalesAttribute) { fallbackFont(ContainerCatalog.NibDefault.labelFont) }
            lines(0, ContainerCatalog.NibDefault.textViewLines)
        case "segmentedControl":
            let segments = e.child("segments")?.children("segment") ?? []
            for (i, segment) in segments.enumerated() { add("segmentTitles[\(i)]", segment.attribute("title"), .segment) }
            nib.system(kind: .segment, siblings: segments.count)
        case "navigationItem":
            add("title", e.attribute("title"), .navigationTitle)
            isView = false
        case "barButtonItem":
            add("title", e.attribute("title"), .toolbarItem)
            isView = false
            if e.attribute("style") == ContainerCatalog.nibDoneStyle { role = .doneBarItem }
        case "tabBarItem":
            add("title", e.attribute("title"), .tabItem)
            isView = false
        case "tableViewSection":
            add("headerTitle", e.attribute("headerTitle"), .sectionHeader)
            add("footerTitle", e.attribute("footerTitle"), .sectionFooter)
            isView = false
        default:
            if controllers.contains(e.name) { add("title", e.attribute("title"), .navigationTitle) }
            isView = false
        }
        if let a = e.children.first(where: { $0.name == "accessibility" && $0.attribute("key") == "accessibilityConfiguration" }) {
            add("accessibilityLabel", a.attribute("label"), .accessibilityOnly)
            add("accessibilityHint", a.attribute("hint"), .accessibilityOnly)
            add("accessibilityValue", a.attribute("value"), .accessibilityOnly)
        }
        let runtime = e.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute").filter { $0.attribute("type") == "string" } ?? []
        for (i, attribute) in runtime.enumerated() {
            add("ibExternalUserDefinedRuntimeAttributesLocalizableStrings[\(i)]", attribute.attribute("value"), .other)
        }
        guard !nib.texts.isEmpty || (isView && nib.font != nil) else { return nil }
        if isView, e.name != "segmentedControl", let room = layout.width(of: id) {
            let what = "width " + (room.narrowest == room.widest ? NibFont.formatted(room.widest) : "\(NibFont.formatted(room.narrowest))-\(NibFont.formatted(room.widest))")
                + " pt" + (room.fromDevice ? " on the reference screen" : "") + ": " + room.steps.joined(separator: "; ")
            let read = evidence(what)
            let bound = room.boundSteps.map {
                evidence("at most \(NibFont.formatted(room.widest)) pt" + (room.widestFromDevice ? " on the reference screen" : "") + ": " + $0.joined(separator: "; "))
            } ?? read
            nib.width = ScanWidth(narrowest: room.narrowest, widest: room.widest,
                                  evidence: room.exact ? read : .estimate(why: read.summary),
                                  boundEvidence: room.boundKnown ? bound : .estimate(why: bound.summary), followsDevice: room.fromDevice,
                                  widestFollowsDevice: room.widestFromDevice)
            nib.cellAccessory = room.cellAccessory
            nib.collectionHost = room.collectionHost
            if let configuration = e.children.first(where: { $0.name == "buttonConfiguration" }), let width = nib.width {
                nib.width = ButtonConfigurationWidth.apply(nib: configuration, file: file, objectID: id, to: width)
            }
        }
        if !isView, nib.texts.contains(where: { $0.kind.isBoxed }), let kind = nib.texts.first?.kind {
            nib.system(kind: kind, siblings: nil)
            if let role, var f = role.entry.font {
                f.evidence = evidence("style=\"done\": \(f.evidence.detail)")
                nib.font = f
            }
        }
        return nib
    }

    /// The shrink of a label's or text field's `text`: IB writes `adjustsFontSizeToFit="NO"` to turn it off and
    /// leaves the attribute out when it is on (`ContainerCatalog.NibDefault.adjustsFontSizeToFit`).
    private mutating func readShrink(_ attributes: NibAttributes) {
        let adjusts = attributes.value("adjustsFontSizeToFitWidth")?.value
        let factor = attributes.value("minimumScaleFactor").flatMap { Double($0.value) }
        let size = attributes.value("minimumFontSize").flatMap { Double($0.value) }
        // On with nothing to shrink to (no factor, no size) draws as off: nothing to note.
        guard adjusts != "NO", adjusts == "YES" || factor != nil || size != nil else { return }
        let decided = ContainerCatalog.shrink(scaleFactor: factor, minimumFontSize: size)
        shrink = decided.shrink
        shrinkNote = decided.note.map { (adjusts == nil ? "; " + ContainerCatalog.NibDefault.adjustsFontSizeToFit : "") + $0 }
    }

    /// The shrink of the text in `property`, with the font noting it: only an object's `text` shrinks (a text
    /// field's placeholder is not documented to) [doc: UITextField.adjustsFontSizeToFitWidth, "the contents in
    /// the text property"].
    func shrinking(_ property: String) -> (font: FontSpec?, shrink: FontShrink?) {
        guard property == "text", var f = font else { return (font, nil) }
        if let shrinkNote { f.evidence = f.evidence.noting(shrinkNote) }
        return (f, shrink)
    }

    /// A system container's text (navigation title, bar item, segment, section title): the catalog's box.
    private mutating func system(kind: UsageKind, siblings: Int?) {
        var ctx = DisplayContext(kind: kind)
        ctx.siblings = siblings
        ctx.finish(defaultFont: nil, defaultLines: nil, noLines: "system container")
        font = ctx.font
        lines = ctx.lines
        linesEvidence = ctx.linesEvidence
        width = ctx.width
    }
}
