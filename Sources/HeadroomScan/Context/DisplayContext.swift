import DynamicType
import SwiftSyntax

/// What the code around a display site says: kind, font, lines, clamps, width; filled innermost first.
struct DisplayContext {
    var kind: UsageKind
    /// A system container the text sits in (tab item, toolbar, alert, menu, section header), innermost.
    var container: UsageKind?
    var font: FontSpec?
    var fontProblem: (node: Syntax, reason: String)?
    var fontSet = false
    var weight: FontWeight?
    var lines: Int?
    var linesEvidence: Evidence?
    /// Why the line limit is not known, once the code was read and settled nothing.
    var linesProblem: String?
    var maxCategory: ContentSizeCategory?
    var shrink: FontShrink?
    /// What the font's evidence notes once the font is known (a shrink setting that never scales it down).
    var fontNote: String?
    var width: ScanWidth?
    /// The widget families a `switch` on `@Environment(\.widgetFamily)` around the text allows (`WidgetFamilyWidth`).
    var widgetFamilies: Set<String>?
    var padding = 0.0
    var paddingEvidence: [String] = []
    /// Number of sibling items (tabs, segments) when the code shows them.
    var siblings: Int?
    /// A system role inside the container (search prompt, swipe action, ...), innermost, with the node that sets it.
    var role: (role: ContainerCatalog.Role, node: Syntax)?
    /// `.labelStyle(...)`, innermost: `iconOnly` hides a Label's title.
    var labelStyle: String?
    /// The site is a Label or a control built like one (`Button("k", systemImage:)`).
    var drawnAsLabel = false
    /// A navigation title's display mode, when the code sets it.
    var titleMode: ContainerCatalog.TitleMode?
    /// The contexts of the several places that show the text when they disagree (`AppTab.label`
    /// as a tab item and as picker rows): one usage each. Empty when there is one context.
    var alternatives: [DisplayContext] = []
    /// A fixed height the view is pinned to (UIKit constraint, SwiftUI `.frame(height:)`), with where it is set.
    var pinnedHeight: (points: Double, evidence: Evidence)?
    /// A SwiftUI `ScrollView`, `List` or `Form` encloses the text (a fixed frame around it does not cut the text).
    var insideScrollView = false
    /// Why the text is not drawn, when the context hides it (an icon-only label style).
    var hidden: Evidence?
    /// The display site that draws a value set elsewhere (a parameter or property it reads, followed
    /// to its setters in pass 3): what the usage's `drawn` evidence cites, rather than the setter.
    var shownAt: Evidence?
    /// A text field that grows vertically (`TextField(_:text:axis: .vertical)`): its placeholder wraps
    /// unless the code limits its lines.
    var growsVertically: Evidence?
    /// `.textCase(.uppercase)` / `.lowercase`, innermost (`.textCase(nil)` keeps the text as written).
    var textCase: TextCase?
    var textCaseSet = false
    /// The controls whose label the text is (a Button's title, a Toggle's label): their styles apply.
    var controls: Set<StyledControl> = []
    /// The text is the label of a control `.labelsHidden()` hides (a Toggle's, a Picker's title).
    var controlLabel = false
    /// Controls whose innermost style was applied already.
    var styledControls: Set<StyledControl> = []
    /// A SwiftUI view that makes a `Text` of its `LocalizedStringKey` (`Text("k")`, `Button("k")`,
    /// `Label("k", systemImage:)`): SwiftUI draws the key's inline Markdown there.
    var drawsStringKey = false
    /// Points that what stands beside the text takes from its width: what the code gives (both ends
    /// of the width), what is estimated (the narrowest only), with where each comes from.
    var besideKnown = 0.0
    /// A sibling `Text` of known keys beside the text (`SiblingWidth`); its font nil while it is the
    /// text's own (the modifiers around their row apply to both), filled in by `finish`.
    var besideTexts: (keys: [String], font: FontSpec?)?
    var besideKnownEvidence: [Evidence] = []
    var besideEstimate = 0.0
    var besideEstimateWhy: [String] = []
    /// The text's view is one of `count` arranged views of a stack that sizes them equally
    /// (`UIStackView.Distribution.fillEqually`): it gets the stack's width less `gaps`, divided by `count`.
    var equalShare: (count: Int, gaps: Double, evidence: Evidence)?
    /// The alert or action sheet action the system highlights, or the helper whose callers decide it.
    var emphasis: AlertEmphasis?
    /// An alert action added to the controller its method runs on (`ActionSheetAction.isAddedToSelf`):
    /// each call of the method decides, by its receiver's style, whether it is an action sheet's.
    var sheetByCaller = false
    /// The innermost SwiftUI `Button` whose label the text is (its role decides an alert action's emphasis).
    var button: FunctionCallExprSyntax?
    /// The text follows the title in that `Button`'s label (`MenuItemSubtitle`): a menu item's subtitle.
    var followsButtonTitle = false
    /// The calls and member uses the reading went out through (`SwiftUIContext.gather`): a caller reached
    /// again by the value flow does not apply its modifiers twice.
    var passed: Set<SyntaxIdentifier> = []
    /// `.controlSize(...)`, innermost (`mini`, `small`, `regular`, `large`, `extraLarge`).
    var controlSize: String?
    /// The text is the label of a Button whose innermost style is one of SwiftUI's bordered ones
    /// (`ContainerCatalog.borderedButtonStyles`): its control size sets the label's font.
    var borderedButton = false
    /// A bar button item's bar, innermost (`ToolbarItem(placement:)`, `navigationItem.rightBarButtonItem`).
    var barPlacement: ContainerCatalog.BarPlacement?

    /// True when a key shown in this context is drawn with its Markdown: a `LocalizedStringKey`
    /// in a SwiftUI view the app lays out, not in a system container (a bar, a menu, an alert).
    func drawsMarkdown(_ ref: KeyRef) -> Bool {
        drawsStringKey && ref.isStringKey && [.text, .button, .label].contains(finalKind)
    }

    init(kind: UsageKind) { self.kind = kind }

    /// Inside a menu, an alert or an action sheet: the system lays the text out in its own panel,
    /// not in the frame of the view that presents it.
    var inSystemPanel: Bool {
        guard let container else { return false }
        return [.menuItem, .alertTitle, .alertMessage, .alertButton, .confirmationDialog].contains(container)
    }

    /// A `Section` title inside a menu stays a section header (the menu's group title).
    var finalKind: UsageKind {
        if kind == .accessibilityOnly || (kind == .sectionHeader && container == .menuItem) { return kind }
        return container ?? kind
    }

    mutating func setFont(_ outcome: FontOutcome, node: Syntax) {
        guard !fontSet else { return }
        fontSet = true
        switch outcome {
        case .font(let spec): font = spec
        case .unresolved(let reason): fontProblem = (node, reason)
        }
    }

    mutating func setTextCase(_ value: TextCase?) {
        guard !textCaseSet else { return }
        textCaseSet = true
        textCase = value
    }

    /// Same font, lines, width and text case (two readings of a modifier's branches agree).
    func sameBox(as other: DisplayContext) -> Bool {
        fontSet == other.fontSet && (font.map { f in other.font.map { f.sameFont(as: $0) } ?? false } ?? (other.font == nil))
            && fontProblem?.reason == other.fontProblem?.reason && weight == other.weight && lines == other.lines
            && width == other.width && padding == other.padding && textCase == other.textCase && besideTexts?.keys == other.besideTexts?.keys
            && maxCategory == other.maxCategory && shrink == other.shrink
    }

    mutating func setRole(_ role: ContainerCatalog.Role, node: Syntax) {
        if self.role == nil { self.role = (role, node) }
    }

    /// The line limit, innermost first: a later setting does not replace it.
    mutating func setLines(_ n: Int, evidence: Evidence) {
        guard linesEvidence == nil, linesProblem == nil else { return }
        lines = n
        linesEvidence = evidence
    }

    /// The code sets the line limit but the scan cannot tell to what.
    mutating func setLinesUnknown(_ reason: String) {
        guard linesEvidence == nil, linesProblem == nil else { return }
        lines = nil
        linesProblem = reason
    }

    /// Fills what the code did not say from the container catalog and the defaults: `defaultLines`
    /// for the text's own view, or `noLines` as the reason the line limit stays unknown.
    mutating func finish(defaultFont: FontSpec?, defaultLines: (count: Int, evidence: Evidence)?, noLines: String = "") {
        let entry = role?.role.entry ?? ContainerCatalog.entry(finalKind, siblings: siblings, titleMode: titleMode)
        if !fontSet, let why = entry?.fontUnknown, let node = role?.node {
            fontSet = true
            fontProblem = (node, why)
        }
        if !fontSet {
            if let f = entry?.font ?? defaultFont { font = f; fontSet = true }
        }
        if var f = font, let w = weight {
            f.weight = w
            font = f
        }
        if let note = fontNote, var f = font {
            f.evidence = f.evidence.noting(note)
            font = f
            fontNote = nil
        }
        if let emphasis { apply(emphasis) }
        if linesEvidence == nil, linesProblem == nil {
            if let growsVertically {
                lines = 0
                linesEvidence = growsVertically
            } else if let entry, entry.lines != nil {
                lines = entry.lines
                linesEvidence = entry.linesEvidence
            } else if let defaultLines {
                lines = defaultLines.count
                linesEvidence = defaultLines.evidence
            } else {
                lines = nil
                linesProblem = noLines
            }
        }
        // A view pinned to a fixed height shows only the lines that fit in it.
        if let pinned = pinnedHeight, let f = font, let current = lines, let (fit, leading) = ContainerCatalog.lines(fitting: pinned.points, font: f),
           current == 0 || fit < current {
            lines = fit
            let holds = " holds \(fit) line\(fit == 1 ? "" : "s") (\(leading.text))"
            // The line count rests on the height and on the leading: an estimated leading is an estimate.
            linesEvidence = leading.known ? pinned.evidence.noting(holds) : .estimate(why: pinned.evidence.summary + holds)
        }
        if barPlacement == .principal, finalKind == .toolbarItem {
            if width == nil { width = ContainerCatalog.principalWidth }
            if let f = font, f.scales { font?.evidence = .estimate(why: f.evidence.detail + ContainerCatalog.principalScaling) }
        }
        if let texts = besideTexts, texts.font == nil { besideTexts = font.map { (texts.keys, $0) } }
        if width == nil, let fixed = entry?.width {
            width = fixed
            besideTexts = nil
        } else {
            width = takeBeside(width ?? ContainerCatalog.estimate(
                padding: padding, paddingEvidence: paddingEvidence.isEmpty ? nil : paddingEvidence.joined(separator: ", ")))
            if let share = equalShare, let w = width {
                let n = Double(share.count)
                let note = "; \(share.evidence.summary)"
                width = ScanWidth(narrowest: max(1, (w.narrowest - share.gaps) / n), widest: max(1, (w.widest - share.gaps) / n),
                                  evidence: w.evidence.noting(note), boundEvidence: w.boundEvidence.noting(note),
                                  followsDevice: w.followsDevice, columns: w.columns * share.count)
                equalShare = nil
            }
            // Taken once: a context finished again keeps its width.
            besideKnown = 0
            besideEstimate = 0
        }
    }

    mutating func addBeside(known points: Double, _ evidence: Evidence) {
        besideKnown += points
        besideKnownEvidence.append(evidence)
    }

    mutating func addBeside(estimate points: Double, _ why: String) {
        besideEstimate += points
        besideEstimateWhy.append(why)
    }

    /// The width less what stands beside the text.
    private func takeBeside(_ w: ScanWidth) -> ScanWidth {
        w.less(known: besideKnown, knownEvidence: besideKnownEvidence, estimate: besideEstimate, estimateWhy: besideEstimateWhy)
    }

    /// An alert or action sheet action's emphasis: a highlighted action is drawn at the emphasized weight
    /// unless the code wrote one; an estimated emphasis (or an undecided one) makes the font an estimate.
    mutating func apply(_ decided: AlertEmphasis) {
        emphasis = decided
        let why: Evidence
        switch decided {
        case .byCaller: return
        case .emphasized(let e), .undecided(let e): why = e
        }
        guard [.alertButton, .confirmationDialog].contains(finalKind), weight == nil, var f = font, f.weight == nil else { return }
        let note: String
        if case .emphasized = decided {
            f.weight = ContainerCatalog.emphasizedActionWeight
            note = "; emphasized, semibold (\(why.summary)) [doc: \(ContainerCatalog.emphasizedActionSource)]"
        } else {
            note = "; regular unless preferred (\(why.summary)) [doc: \(ContainerCatalog.emphasizedActionSource)]"
        }
        f.evidence = why.isKnown ? f.evidence.noting(note) : .estimate(why: f.evidence.summary + note)
        font = f
    }

    /// `.xxLarge`, `.accessibility2`, `.extraExtraLarge` (UIKit `UIContentSizeCategory` names too).
    static func category(_ name: String) -> ContentSizeCategory? {
        let table: [String: ContentSizeCategory] = [
            "xSmall": .xSmall, "extraSmall": .xSmall, "small": .small, "medium": .medium, "large": .large,
            "xLarge": .xLarge, "extraLarge": .xLarge, "xxLarge": .xxLarge, "extraExtraLarge": .xxLarge,
            "xxxLarge": .xxxLarge, "extraExtraExtraLarge": .xxxLarge,
            "accessibility1": .ax1, "accessibilityMedium": .ax1, "accessibility2": .ax2, "accessibilityLarge": .ax2,
            "accessibility3": .ax3, "accessibilityExtraLarge": .ax3, "accessibility4": .ax4,
            "accessibilityExtraExtraLarge": .ax4, "accessibility5": .ax5, "accessibilityExtraExtraExtraLarge": .ax5,
        ]
        return table[name]
    }

    /// The largest category a `.dynamicTypeSize(...)` argument allows (`...(.xxLarge)`, `.large ... .accessibility2`, `.xLarge`).
    static func upperCategory(_ expr: ExprSyntax) -> ContentSizeCategory? {
        let e = SyntaxFacts.unwrapped(expr)
        if let name = SyntaxFacts.memberName(e) { return category(name) }
        if let postfix = e.as(PostfixOperatorExprSyntax.self) { _ = postfix; return nil }
        if let prefix = e.as(PrefixOperatorExprSyntax.self), prefix.operator.text.hasPrefix("..") {
            return upperCategory(prefix.expression)
        }
        if let seq = e.as(SequenceExprSyntax.self) {
            let items = Array(seq.elements)
            if items.count == 3 { return upperCategory(items[2]) }
        }
        if let infix = e.as(InfixOperatorExprSyntax.self) { return upperCategory(infix.rightOperand) }
        return nil
    }
}
