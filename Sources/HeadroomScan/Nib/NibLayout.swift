import DynamicType
import HeadroomFormats

/// The width an Interface Builder document gives each view: a width constraint, leading/trailing
/// constraints to the superview (its safe area or margins) or to siblings with their constants,
/// stack views (axis, spacing, distribution, alignment), up to a view controller's root view, which
/// is the screen (the reference device, whatever device the document simulates). A width that only
/// a bound settles (`≥` constraints, one edge, a horizontal stack's share) is an estimate; a width
/// constraint below required priority that nothing contradicts is the width.
final class NibLayout {
    /// A width as the narrowest and widest the view can be, with what settles each.
    struct Room {
        var narrowest: Double
        var widest: Double
        /// Every edge and width on the way is an equal, required constraint (or the screen): the narrowest is known.
        var exact: Bool
        /// The widest is known (the view cannot grow past it: `≤` and `≥` constraints bound it).
        var boundKnown: Bool
        /// Measured from the screen's width (so other devices shift it by their width).
        var fromDevice: Bool
        /// What was read, innermost last: `leading 16 (abc-de-fgh)`.
        var steps: [String]
        /// Whether the widest is measured from the screen's width (the same as `fromDevice` unless
        /// the narrowest is an optional width's constant while the widest is the room around it).
        var widestFromDevice: Bool
        /// What settles the widest, when it is not what settles the narrowest (nil: `steps`).
        var boundSteps: [String]?
        /// Points the document leaves beside the content view of the cell the view is in (its accessory), taken off already.
        var cellAccessory = 0.0
        /// The collection view whose layout sizes the cell the view is in (`CollectionHost`), when the room assumes
        /// the cell as wide as the collection.
        var collectionHost: CollectionHost?

        init(narrowest: Double, widest: Double, exact: Bool, boundKnown: Bool, fromDevice: Bool, steps: [String],
             widestFromDevice: Bool? = nil, boundSteps: [String]? = nil) {
            self.narrowest = narrowest
            self.widest = widest
            self.exact = exact
            self.boundKnown = boundKnown
            self.fromDevice = fromDevice
            self.steps = steps
            self.widestFromDevice = widestFromDevice ?? fromDevice
            self.boundSteps = boundSteps
        }

        /// Notes a step that applies to both ends.
        mutating func note(_ step: String) {
            steps.append(step)
            boundSteps?.append(step)
        }
    }

    /// The widest a view can be, by required constraints alone: what bounds it from above.
    struct Bound {
        var points: Double
        /// Measured from the screen's width.
        var fromDevice: Bool
        /// The scene's screen bounds everything in the chain (no scroll or collection view lets
        /// the content grow past it), so a view not held inside its superview is at most the screen.
        var onScreen: Bool
        var steps: [String]
    }

    struct Node {
        var id: String
        var element: String
        var parent: String?
        var x: Double
        var width: Double
        var isRoot: Bool
        /// A view controller's root view (the screen); other roots (cells, a xib's top-level views) are assumed as wide.
        var isScreen: Bool
        var attributes: [String: String]
        /// The custom class of the view controller whose scene holds the view.
        var controllerClass: String?
    }

    /// A collection view as the sizer of its cells: the class that acts as its delegate (the destination of its
    /// `delegate` outlet, else its scene's view controller, which sets itself as delegate in code) and the width
    /// the document gives the collection, which the cell was assumed to take.
    struct CollectionHost: Equatable {
        var delegateClass: String
        var collectionNarrowest: Double
        var collectionWidest: Double
    }

    struct Constraint {
        var id: String
        var first: String
        var firstAttribute: String
        var second: String?
        var secondAttribute: String?
        var relation: String?
        var constant: Double
        var priority: Double
        var multiplied: Bool
        /// The multiplier (`0.5`, or a ratio `1:2`), 1 when the document writes none.
        var multiplier: Double = 1
        var required: Bool { priority >= 1000 }
    }

    private(set) var nodes: [String: Node] = [:]
    /// Parent → its subviews in document order (a stack view's arranged subviews).
    private var subviews: [String: [String]] = [:]
    private var guides: [String: (view: String, margins: Bool)] = [:]
    private var byItem: [String: [Constraint]] = [:]
    private var memo: [String: Room?] = [:]
    private var boundMemo: [String: Bound?] = [:]
    private var insetMemo: [String: (Double, String)?] = [:]
    /// Object ID → its `customClass`; a collection view's ID → its `delegate` outlet's destination.
    private var customClasses: [String: String] = [:]
    private var delegates: [String: String] = [:]
    private let deviceWidth: Double

    init(root: XMLElement, deviceWidth: Double = ContainerCatalog.deviceWidth) {
        self.deviceWidth = deviceWidth
        collect(root, parent: nil, topLevel: false, controller: nil)
    }

    private static let cellRoots: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"]

    private func collect(_ e: XMLElement, parent: String?, topLevel: Bool, controller: String?) {
        var current = parent
        var controller = controller
        if let id = e.attribute("id"), let custom = e.attribute("customClass") {
            customClasses[id] = custom
            if NibText.controllers.contains(e.name) { controller = custom }
        }
        if e.name == "collectionView", let id = e.attribute("id"),
           let outlet = e.child("connections")?.children("outlet").first(where: { $0.attribute("property") == "delegate" }),
           let destination = outlet.attribute("destination") {
            delegates[id] = destination
        }
        if let id = e.attribute("id"), let frame = e.children.first(where: { $0.name == "rect" && $0.attribute("key") == "frame" }) {
            let isRoot = e.attribute("key") == "view" || (topLevel && parent == nil)
            var attributes: [String: String] = [:]
            for (name, value) in e.attributes where ["axis", "distribution", "alignment", "spacing", "style", "key", "horizontalCompressionResistancePriority"].contains(name) {
                attributes[name] = value
            }
            if e.children.contains(where: { ["layoutMargins", "directionalLayoutMargins"].contains($0.attribute("key") ?? "") }) {
                attributes["customMargins"] = "YES"
            }
            if e.children.contains(where: { $0.name == "freeformSimulatedSizeMetrics" && $0.attribute("key") == "simulatedDestinationMetrics" }) {
                attributes["freeform"] = "YES"
            }
            nodes[id] = Node(id: id, element: e.name, parent: isRoot ? nil : parent,
                             x: frame.attribute("x").flatMap(Double.init) ?? 0, width: frame.attribute("width").flatMap(Double.init) ?? 0,
                             isRoot: isRoot, isScreen: e.attribute("key") == "view", attributes: attributes, controllerClass: controller)
            if let parent, !isRoot { subviews[parent, default: []].append(id) }
            current = id
        }
        for child in e.children {
            switch child.name {
            case "viewLayoutGuide":
                if let id = child.attribute("id"), let owner = current { guides[id] = (owner, child.attribute("key") == "layoutMargins") }
            case "constraints":
                guard let holder = current else { continue }
                for c in child.children("constraint") {
                    guard let id = c.attribute("id"), let attribute = c.attribute("firstAttribute") else { continue }
                    let constraint = Constraint(
                        id: id, first: c.attribute("firstItem") ?? holder, firstAttribute: attribute, second: c.attribute("secondItem"),
                        secondAttribute: c.attribute("secondAttribute"), relation: c.attribute("relation"),
                        constant: c.attribute("constant").flatMap(Double.init) ?? 0,
                        priority: c.attribute("priority").flatMap(Double.init) ?? 1000,
                        multiplied: c.attribute("multiplier") != nil,
                        multiplier: c.attribute("multiplier").flatMap(Self.multiplier) ?? 1)
                    byItem[constraint.first, default: []].append(constraint)
                    if let second = constraint.second, second != constraint.first { byItem[second, default: []].append(constraint) }
                }
            default:
                collect(child, parent: current, topLevel: e.name == "objects" && current == nil, controller: controller)
            }
        }
    }

    /// The width of the view `id`, nil when the document does not place it.
    func width(of id: String) -> Room? { room(id, depth: 0) }

    /// A constraint's `multiplier` attribute: a number (`0.5`) or the ratio Interface Builder writes (`1:2`).
    static func multiplier(_ text: String) -> Double? {
        let parts = text.split(separator: ":")
        if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { return a / b }
        return Double(text)
    }

    private func room(_ id: String, depth: Int) -> Room? {
        if let known = memo[id] { return known }
        guard depth < 64, let node = nodes[id] else { return nil }
        memo[id] = .some(nil) // a cycle of constraints reads as unknown
        let found = compute(node, depth: depth)
        memo[id] = found
        return found
    }

    private static let leadingSide: Set<String> = ["leading", "left", "leadingMargin", "leftMargin"]
    private static let trailingSide: Set<String> = ["trailing", "right", "trailingMargin", "rightMargin"]

    private func compute(_ node: Node, depth: Int, ignoring: Set<String> = []) -> Room? {
        let own = (byItem[node.id] ?? []).filter { !ignoring.contains($0.id) }
        if let c = own.first(where: { $0.first == node.id && $0.firstAttribute == "width" && $0.second == nil && $0.relation != "greaterThanOrEqual" }) {
            // `width ≤ N` caps what the rest of the layout gives (a button as wide as the screen, at most 500).
            if c.relation == "lessThanOrEqual", var rest = compute(node, depth: depth, ignoring: ignoring.union([c.id])) {
                if rest.widest > c.constant {
                    rest.widest = c.constant
                    rest.widestFromDevice = false
                    rest.narrowest = min(rest.narrowest, c.constant)
                    rest.boundKnown = rest.boundKnown && c.required
                    rest.note("at most \(NibFont.formatted(c.constant))\(c.required ? "" : " at a lower priority") (\(c.id))")
                }
                return rest
            }
            if c.relation == nil, !c.required { return optionalWidth(c, of: node, own: own, depth: depth) }
            let exact = c.relation == nil && c.required
            return Room(narrowest: c.constant, widest: c.constant, exact: exact, boundKnown: c.required, fromDevice: false,
                        steps: ["width \(c.relation == nil ? "=" : "≤") \(NibFont.formatted(c.constant))\(c.required ? "" : " at a lower priority") (\(c.id))"])
        }
        if let c = own.first(where: { $0.first == node.id && $0.firstAttribute == "width" && $0.secondAttribute == "width" && $0.relation == nil && $0.multiplier > 0 }),
           let otherID = c.second, let other = room(guides[otherID]?.view ?? otherID, depth: depth + 1) {
            // `width = other.width × multiplier + constant` (a scroll view's content as wide as its frame,
            // two buttons each half their superview).
            var out = other
            out.narrowest = other.narrowest * c.multiplier + c.constant
            out.widest = other.widest * c.multiplier + c.constant
            out.exact = out.exact && c.required
            out.boundKnown = out.boundKnown && c.required
            let times = c.multiplier == 1 ? "" : " × \(NibFont.formatted(c.multiplier))"
            out.note("width = \(otherID).width\(times)\(c.constant == 0 ? "" : " + \(NibFont.formatted(c.constant))") (\(c.id))")
            return out
        }
        if node.isRoot {
            if !node.isScreen {
                let what = Self.cellRoots.contains(node.element) ? "a cell" : "a top-level view"
                if node.attributes["freeform"] == "YES", node.width > 0, node.width < ContainerCatalog.narrowestDeviceWidth {
                    // Simulated size "Freeform": the designer sized the view (a popover's or a card's content), narrower
                    // than any iPhone screen; what presents it may still stretch it to the screen.
                    return Room(narrowest: node.width, widest: deviceWidth, exact: false, boundKnown: false, fromDevice: false,
                                steps: ["\(what) sized freeform in the document, \(NibFont.formatted(node.width)) pt wide (what presents it sets its width)"],
                                widestFromDevice: true, boundSteps: ["\(what) as wide as the screen at most (assumed)"])
                }
                return Room(narrowest: deviceWidth, widest: deviceWidth, exact: false, boundKnown: false, fromDevice: true,
                            steps: ["\(what) as wide as the screen (assumed)"])
            }
            return Room(narrowest: deviceWidth, widest: deviceWidth, exact: true, boundKnown: true, fromDevice: true,
                        steps: ["root view: the screen"])
        }
        guard let parentID = node.parent, let parentNode = nodes[parentID], var parent = room(parentID, depth: depth + 1) else { return nil }
        if parentNode.element == "stackView" {
            return stackShare(node, stack: parentNode, room: parent)
        }
        if node.attributes["key"] == "contentView" {
            // A cell's content view fills the cell less what the document leaves beside it (an accessory).
            let accessory = max(0, parentNode.width - node.width)
            parent.narrowest -= accessory
            parent.widest -= accessory
            parent.cellAccessory = accessory
            parent.note(accessory > 0 ? "content view, \(NibFont.formatted(accessory)) pt beside it" : "content view")
            return parent
        }
        if Self.cellRoots.contains(node.element) {
            // A table's cell is the table's width; an inset grouped table insets it by the layout margins.
            if parentNode.element == "tableView", parentNode.attributes["style"] == "insetGrouped" {
                parent.narrowest -= 2 * ContainerCatalog.standardMargin
                parent.exact = false
                parent.note("cell of an inset grouped table, less \(ContainerCatalog.marginEvidence.detail) at its narrowest")
            } else if parentNode.element == "tableView" {
                parent.note("cell of a \(parentNode.attributes["style"] ?? "plain") table")
            } else {
                // A collection's layout (or the code's `sizeForItemAt`) sizes its cells.
                parent.exact = false
                parent.boundKnown = false
                parent.note("cell of a collection, sized by its layout (assumed as wide as the collection)")
                if parentNode.element == "collectionView",
                   let delegate = delegates[parentNode.id].flatMap({ customClasses[$0] }) ?? parentNode.controllerClass {
                    parent.collectionHost = CollectionHost(delegateClass: delegate, collectionNarrowest: parent.narrowest,
                                                           collectionWidest: parent.widest)
                }
            }
            return parent
        }
        if own.isEmpty, parentNode.attributes["key"] == "contentView", let cellID = parentNode.parent,
           let cellStyle = nodes[cellID]?.attributes["style"], cellStyle.hasPrefix("IBUITableViewCellStyle") {
            // A built-in cell style lays out its labels itself: from where the document places them to the trailing margin.
            let inset = node.x + ContainerCatalog.standardMargin
            parent.narrowest -= inset
            parent.widest -= inset
            parent.exact = false
            parent.note("label of a \(cellStyle.dropFirst("IBUITableViewCellStyle".count)) cell style, from x \(NibFont.formatted(node.x)) to the trailing margin [inference]")
            return parent
        }
        if let aligned = alignedWithSibling(node, own: own, depth: depth) { return aligned }
        var left: (Double, Bool, String)?
        var right: (Double, Bool, String)?
        for c in own {
            guard let edge = edge(of: node, c, parent: parentNode) else { continue }
            if edge.leading { if left == nil || edge.exact { left = (edge.inset, edge.exact, edge.step) } }
            else if right == nil || edge.exact { right = (edge.inset, edge.exact, edge.step) }
        }
        if let left, let right {
            parent.narrowest -= left.0 + right.0
            parent.widest -= left.0 + right.0
            parent.exact = parent.exact && left.1 && right.1
            parent.note("\(left.2), \(right.2)")
            return parent
        }
        let one = left ?? right
        parent.narrowest -= one?.0 ?? 0
        parent.widest -= one?.0 ?? 0
        parent.exact = false
        parent.note(one.map { "\($0.2); no constraint on the other edge: at most the rest of its superview" }
                            ?? "no horizontal constraint: at most its superview's width")
        return parent
    }

    /// A `width = constant` below required priority. Auto Layout satisfies an optional constraint as
    /// closely as it can, so when no required constraint pins the view's edges to its superview, no
    /// content contests it and the superview has room for it on the narrowest iPhone, the width is
    /// that constant. Otherwise the constant is only the narrow end (an estimate naming what contests
    /// it), and the wide end is the widest room the required constraints leave (`widestBound`):
    /// content that resists compression at the width's priority or more wins over it ("higher
    /// priority constraints are satisfied before lower priority constraints"; at the same priority
    /// the layout is ambiguous) [doc: NSLayoutConstraint.priority; Auto Layout Guide, Ambiguous Layouts].
    private func optionalWidth(_ c: Constraint, of node: Node, own: [Constraint], depth: Int) -> Room {
        let preferred = "width = \(NibFont.formatted(c.constant)) at priority \(NibFont.formatted(c.priority)) (\(c.id))"
        let floor = own.first { $0.first == node.id && $0.firstAttribute == "width" && $0.second == nil && $0.relation == "greaterThanOrEqual" && $0.required }
        let floorNote = floor.map { ", width ≥ \(NibFont.formatted($0.constant)) required (\($0.id))" } ?? ""
        let contest: String
        if let parentID = node.parent, nodes[parentID]?.element != "stackView", let parent = room(parentID, depth: depth + 1) {
            let pin = own.first { other in
                let isFirst = other.first == node.id
                let mine = isFirst ? other.firstAttribute : (other.secondAttribute ?? "")
                guard other.required, other.relation == nil, Self.leadingSide.contains(mine) || Self.trailingSide.contains(mine),
                      let otherID = isFirst ? other.second : other.first else { return false }
                return (guides[otherID]?.view ?? otherID) == parentID
            }
            let narrowestRoom = parent.narrowest - (parent.fromDevice ? deviceWidth - ContainerCatalog.narrowestDeviceWidth : 0)
            if let pin {
                contest = "an edge is pinned to its superview by a required constraint (\(pin.id))"
            } else if let (view, resistance) = resisting(node, above: c.priority, wider: c.constant) {
                contest = "contested by \(view.id) (\(view.element)), which resists compression at priority \(NibFont.formatted(resistance))"
            } else if narrowestRoom < c.constant {
                contest = "its superview has only \(NibFont.formatted(narrowestRoom)) pt on the narrowest iPhone"
            } else {
                let step = "width = \(NibFont.formatted(c.constant)) at a lower priority (\(c.id))" + floorNote
                    + "; nothing required contradicts it and its superview has \(NibFont.formatted(narrowestRoom)) pt on the narrowest iPhone"
                return Room(narrowest: c.constant, widest: c.constant, exact: parent.boundKnown, boundKnown: parent.boundKnown, fromDevice: false, steps: [step])
            }
        } else {
            contest = "the room around it is not known"
        }
        let step = preferred + floorNote + ", " + contest
        guard let bound = widestBound(node.id, depth: depth) else {
            return Room(narrowest: c.constant, widest: c.constant, exact: false, boundKnown: false, fromDevice: false, steps: [step])
        }
        return Room(narrowest: min(c.constant, bound.points), widest: bound.points, exact: false, boundKnown: true, fromDevice: false,
                    steps: [step + "; at most the room its required constraints leave"], widestFromDevice: bound.fromDevice,
                    boundSteps: bound.steps + ["\(preferred) and what contests it do not narrow that"])
    }

    /// A view that sizes itself to its content and resists compression at `priority` or higher,
    /// inside `node` or inside a sibling whose leading and trailing edges are aligned with it (or
    /// that sibling itself): Auto Layout may then break the optional width for it. A view that a
    /// required `width =`/`≤` keeps at most `constant` wide cannot push past it.
    private func resisting(_ node: Node, above priority: Double, wider constant: Double) -> (Node, Double)? {
        func search(_ id: String, self includeSelf: Bool) -> (Node, Double)? {
            if includeSelf, let view = nodes[id] {
                let resistance = view.attributes["horizontalCompressionResistancePriority"].flatMap(Double.init)
                    ?? ContainerCatalog.compressionResistance
                let capped = (byItem[id] ?? []).contains {
                    $0.required && $0.first == id && $0.firstAttribute == "width" && $0.second == nil && $0.relation != "greaterThanOrEqual"
                        && $0.constant <= constant
                }
                if ContainerCatalog.intrinsicNibElements.contains(view.element), resistance >= priority, !capped { return (view, resistance) }
            }
            for child in subviews[id] ?? [] {
                if let found = search(child, self: true) { return found }
            }
            return nil
        }
        if let found = search(node.id, self: false) { return found }
        let aligned = edgeAlignments(node, own: byItem[node.id] ?? []).filter { $0.value.leading != nil && $0.value.trailing != nil }
        for sibling in aligned.keys.sorted() {
            if let found = search(sibling, self: true) { return found }
        }
        return nil
    }

    /// Siblings of `node` whose leading or trailing edge a required equal constraint aligns with
    /// the same edge of `node`: the offset of `node`'s edge inward from theirs, and the constraints.
    private func edgeAlignments(_ node: Node, own: [Constraint]) -> [String: (leading: Double?, trailing: Double?, ids: [String])] {
        var insets: [String: (leading: Double?, trailing: Double?, ids: [String])] = [:]
        for c in own where c.required && c.relation == nil {
            let isFirst = c.first == node.id
            let mine = isFirst ? c.firstAttribute : (c.secondAttribute ?? "")
            guard let otherID = isFirst ? c.second : c.first, let theirs = isFirst ? c.secondAttribute : c.firstAttribute,
                  let sibling = nodes[otherID], sibling.parent == node.parent, sibling.id != node.id,
                  !mine.hasSuffix("Margin"), !theirs.hasSuffix("Margin") else { continue }
            let leading = Self.leadingSide.contains(mine)
            guard leading ? Self.leadingSide.contains(theirs) : (Self.trailingSide.contains(mine) && Self.trailingSide.contains(theirs)) else { continue }
            let inset = ((leading == isFirst) ? 1 : -1) * c.constant
            if leading { insets[otherID, default: (nil, nil, [])].leading = inset } else { insets[otherID, default: (nil, nil, [])].trailing = inset }
            insets[otherID]!.ids.append(c.id)
        }
        return insets
    }

    /// A view whose leading and trailing edges are both aligned, by required equal constraints, with
    /// the same edges of one sibling is as wide as that sibling (less the constants).
    private func alignedWithSibling(_ node: Node, own: [Constraint], depth: Int) -> Room? {
        let insets = edgeAlignments(node, own: own)
        guard let (siblingID, pair) = insets.sorted(by: { $0.key < $1.key }).first(where: { $0.value.leading != nil && $0.value.trailing != nil }),
              var out = room(siblingID, depth: depth + 1) else { return nil }
        let less = pair.leading! + pair.trailing!
        out.narrowest -= less
        out.widest -= less
        out.note("leading and trailing aligned with \(siblingID)\(less == 0 ? "" : ", less \(NibFont.formatted(less))") (\(pair.ids.joined(separator: ", ")))")
        return out
    }

    /// The widest `id` can be by its required constraints alone, nil when nothing required bounds
    /// it: a required `width =`/`≤` (or one equal to another bounded width), the room inside its
    /// superview that required pins, inequalities and centring leave (through siblings held in the
    /// same way), up to the scene's root view, which is one screen wide. A view not held inside its
    /// superview is at most the screen when nothing on the way scrolls. Optional constraints and
    /// content sizes only narrow a view, so they are not read here.
    func widestBound(_ id: String, depth: Int = 0) -> Bound? {
        if let known = boundMemo[id] { return known }
        guard depth < 64, let node = nodes[id] else { return nil }
        boundMemo[id] = .some(nil)
        var found = inside(node, depth: depth)
        for c in byItem[id] ?? [] where c.required && c.first == id && c.firstAttribute == "width" && !c.multiplied
            && (c.relation == nil || c.relation == "lessThanOrEqual") {
            var cap: Bound
            if c.second == nil {
                cap = Bound(points: c.constant, fromDevice: false, onScreen: found?.onScreen ?? false,
                            steps: ["width \(c.relation == nil ? "=" : "≤") \(NibFont.formatted(c.constant)) required (\(c.id))"])
            } else if let other = c.second, c.secondAttribute == "width", var b = widestBound(guides[other]?.view ?? other, depth: depth + 1) {
                b.points += c.constant
                b.steps.append("width \(c.relation == nil ? "=" : "≤") \(other).width\(c.constant == 0 ? "" : " + \(NibFont.formatted(c.constant))") required (\(c.id))")
                cap = b
            } else {
                continue
            }
            if found == nil || cap.points < found!.points {
                cap.onScreen = cap.onScreen || (found?.onScreen ?? false)
                found = cap
            }
        }
        boundMemo[id] = found
        return found
    }

    /// The widest room `node`'s superview leaves it (see `widestBound`).
    private func inside(_ node: Node, depth: Int) -> Bound? {
        if node.isRoot {
            return node.isScreen ? Bound(points: deviceWidth, fromDevice: true, onScreen: true, steps: ["root view: the screen"]) : nil
        }
        guard let parentID = node.parent, let parent = nodes[parentID] else { return nil }
        // A scroll or collection view's content may be wider than its frame: only its own width bounds it.
        if ["scrollView", "collectionView"].contains(parent.element) { return nil }
        guard var out = widestBound(parentID, depth: depth + 1) else { return nil }
        if parent.element == "stackView" {
            let n = Double(max(subviews[parentID]?.count ?? 1, 1))
            let spacing = parent.attributes["axis"] == "vertical" ? 0 : (parent.attributes["spacing"].flatMap(Double.init) ?? 0) * (n - 1)
            out.points -= spacing
            out.steps.append("arranged in stack \(parentID)" + (spacing > 0 ? ", less spacing \(NibFont.formatted(spacing))" : ""))
            return out
        }
        if node.attributes["key"] == "contentView" || Self.cellRoots.contains(node.element) {
            out.steps.append(node.attributes["key"] == "contentView" ? "content view of \(parentID)" : "cell of \(parentID)")
            return out
        }
        let left = inset(node, leading: true, depth: depth)
        let right = inset(node, leading: false, depth: depth)
        var limits: [(Double, String)] = []
        if let left, let right {
            limits.append((out.points - left.0 - right.0, left.1 + ", " + right.1))
        }
        if let centre = centred(node, in: parentID) {
            if let left { limits.append((out.points + 2 * centre.offset - 2 * left.0, "centred (\(centre.id)), \(left.1)")) }
            if let right { limits.append((out.points - 2 * centre.offset - 2 * right.0, "centred (\(centre.id)), \(right.1)")) }
        }
        if let tightest = limits.min(by: { $0.0 < $1.0 }) {
            out.points = tightest.0
            out.steps.append(tightest.1)
            return out
        }
        // Not held inside its superview: what shows of it is at most the screen.
        guard out.onScreen else { return nil }
        return Bound(points: deviceWidth, fromDevice: true, onScreen: true,
                     steps: ["not held inside \(parentID) by required constraints: what shows of it is at most the screen"])
    }

    /// The least distance, by required constraints, between `node`'s leading (or trailing) edge and
    /// the same edge of its superview: pinned or held by `≥`/`≤` to it (with its margins), or to a
    /// sibling that is itself held, past that sibling's least width.
    private func inset(_ node: Node, leading: Bool, depth: Int) -> (Double, String)? {
        let memoKey = "\(node.id)|\(leading)"
        if let known = insetMemo[memoKey] { return known }
        guard depth < 64, let parentID = node.parent, let parent = nodes[parentID] else { return nil }
        insetMemo[memoKey] = .some(nil) // a cycle of constraints between siblings reads as unknown
        var best: (Double, String)?
        for c in byItem[node.id] ?? [] where c.required && !c.multiplied {
            let isFirst = c.first == node.id
            let mine = isFirst ? c.firstAttribute : (c.secondAttribute ?? "")
            guard let otherID = isFirst ? c.second : c.first, let theirs = isFirst ? c.secondAttribute : c.firstAttribute,
                  otherID != node.id, (leading ? Self.leadingSide : Self.trailingSide).contains(mine) else { continue }
            // As `node.mine REL other.theirs + k`.
            let k = isFirst ? c.constant : -c.constant
            let relation = isFirst ? c.relation : c.relation.map { $0 == "lessThanOrEqual" ? "greaterThanOrEqual" : "lessThanOrEqual" }
            guard relation == nil || relation == (leading ? "greaterThanOrEqual" : "lessThanOrEqual") else { continue }
            let owner = guides[otherID]?.view ?? otherID
            var found: (Double, String)?
            if owner == parentID, (leading ? Self.leadingSide : Self.trailingSide).contains(theirs) {
                let margins = theirs.hasSuffix("Margin") || (guides[otherID]?.margins ?? false)
                let margin = margins && parent.attributes["customMargins"] == nil ? marginWidth(of: parent) : 0
                found = ((leading ? k : -k) + margin, "\(leading ? "leading" : "trailing") inside \(parentID) (\(c.id))")
            } else if let sibling = nodes[owner], sibling.parent == parentID, let held = inset(sibling, leading: leading, depth: depth + 1) {
                let sameSide = (leading ? Self.leadingSide : Self.trailingSide).contains(theirs)
                let oppositeSide = (leading ? Self.trailingSide : Self.leadingSide).contains(theirs)
                guard sameSide || oppositeSide else { continue }
                let past = oppositeSide ? leastWidth(sibling) : nil
                let beyond = past.map { " beyond \(owner), at least \(NibFont.formatted($0.points)) pt wide (\($0.id))" } ?? " \(oppositeSide ? "beyond" : "aligned with") \(owner)"
                found = (held.0 + (past?.points ?? 0) + (leading ? k : -k), "\(leading ? "leading" : "trailing")\(beyond) (\(c.id); \(held.1))")
            }
            if let found, best == nil || found.0 > best!.0 { best = found }
        }
        insetMemo[memoKey] = best
        return best
    }

    /// The least width required constraints give a view (`width =` or `≥`), nil without one.
    private func leastWidth(_ node: Node) -> (points: Double, id: String)? {
        (byItem[node.id] ?? []).filter { $0.required && $0.first == node.id && $0.firstAttribute == "width" && $0.second == nil
            && $0.relation != "lessThanOrEqual" }.max { $0.constant < $1.constant }.map { ($0.constant, $0.id) }
    }

    /// A required `centerX` equal to the superview's (or its margins' or a guide's): the offset.
    private func centred(_ node: Node, in parentID: String) -> (offset: Double, id: String)? {
        for c in byItem[node.id] ?? [] where c.required && c.relation == nil && !c.multiplied {
            let isFirst = c.first == node.id
            let mine = isFirst ? c.firstAttribute : (c.secondAttribute ?? "")
            guard mine.hasPrefix("centerX"), let otherID = isFirst ? c.second : c.first,
                  (guides[otherID]?.view ?? otherID) == parentID, (isFirst ? c.secondAttribute : c.firstAttribute)?.hasPrefix("centerX") == true else { continue }
            return (isFirst ? c.constant : -c.constant, c.id)
        }
        return nil
    }

    /// One edge of `node` that constraint `c` pins to its superview (or a guide of it) or a sibling.
    private func edge(of node: Node, _ c: Constraint, parent: Node) -> (leading: Bool, inset: Double, exact: Bool, step: String)? {
        let isFirst = c.first == node.id
        let mine = isFirst ? c.firstAttribute : (c.secondAttribute ?? "")
        guard let otherID = isFirst ? c.second : c.first, let otherAttribute = isFirst ? c.secondAttribute : c.firstAttribute else { return nil }
        let leading = Self.leadingSide.contains(mine)
        guard leading || Self.trailingSide.contains(mine) else { return nil }
        // Written `first = second + constant`: the inset is the constant on the side the edge faces.
        let sign: Double = (leading == isFirst) ? 1 : -1
        let exact = c.relation == nil && c.required
        var owner = otherID
        var margins = otherAttribute.hasSuffix("Margin")
        if let guide = guides[otherID] {
            owner = guide.view
            margins = margins || guide.margins
        }
        if owner == parent.id {
            guard leading ? Self.leadingSide.contains(otherAttribute) : Self.trailingSide.contains(otherAttribute) else { return nil }
            let margin = margins ? marginWidth(of: parent) : 0
            let inset = sign * c.constant + margin
            return (leading, inset, exact, "\(leading ? "leading" : "trailing") \(NibFont.formatted(inset))\(margins ? " with margins" : "") (\(c.id))")
        }
        guard let sibling = nodes[otherID], sibling.parent == parent.id else { return nil }
        if leading, Self.trailingSide.contains(otherAttribute) {
            let inset = sibling.x + sibling.width + sign * c.constant
            return (true, inset, exact, "leading after \(otherID) at \(NibFont.formatted(inset)) (\(c.id))")
        }
        if !leading, Self.leadingSide.contains(otherAttribute) {
            let inset = parent.width - sibling.x + sign * c.constant
            return (false, inset, exact, "trailing before \(otherID), \(NibFont.formatted(inset)) from the edge (\(c.id))")
        }
        // Aligned with a sibling's same edge (or its margin): the sibling's position in the document.
        let siblingMargin = margins ? marginWidth(of: sibling) : 0
        if leading, Self.leadingSide.contains(otherAttribute) {
            let inset = sibling.x + siblingMargin + sign * c.constant
            return (true, inset, exact, "leading aligned with \(otherID) at \(NibFont.formatted(inset)) (\(c.id))")
        }
        if !leading, Self.trailingSide.contains(otherAttribute) {
            let inset = parent.width - sibling.x - sibling.width + siblingMargin + sign * c.constant
            return (false, inset, exact, "trailing aligned with \(otherID), \(NibFont.formatted(inset)) from the edge (\(c.id))")
        }
        return nil
    }

    /// A view's layout margin: a view controller's root view and a cell's content view have the
    /// system's minimum margins, other views UIKit's 8 pt default.
    private func marginWidth(of view: Node) -> Double {
        view.isRoot || view.attributes["key"] == "contentView" ? ContainerCatalog.standardMargin : ContainerCatalog.viewLayoutMargin
    }

    private func stackShare(_ node: Node, stack: Node, room: Room) -> Room {
        var out = room
        let arranged = (subviews[stack.id] ?? []).compactMap { nodes[$0] }
        let spacing = stack.attributes["spacing"].flatMap(Double.init) ?? 0
        if stack.attributes["axis"] == "vertical" {
            let fills = (stack.attributes["alignment"] ?? "fill") == "fill"
            out.exact = out.exact && fills
            out.note(fills ? "vertical stack \(stack.id), fill" : "vertical stack \(stack.id), \(stack.attributes["alignment"]!): at most its width")
            return out
        }
        let n = Double(max(arranged.count, 1))
        if stack.attributes["distribution"] == "fillEqually" {
            out.narrowest = (room.narrowest - spacing * (n - 1)) / n
            out.widest = (room.widest - spacing * (n - 1)) / n
            out.note("horizontal stack \(stack.id), \(Int(n)) equal shares, spacing \(NibFont.formatted(spacing))")
            return out
        }
        let others = arranged.filter { $0.id != node.id }.reduce(0) { $0 + $1.width }
        out.narrowest = max(0, room.narrowest - spacing * (n - 1) - others)
        out.widest = room.widest - spacing * (n - 1)
        out.exact = false
        out.note("horizontal stack \(stack.id): less spacing \(NibFont.formatted(spacing)) and the other views at their document widths")
        return out
    }
}
