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
        var required: Bool { priority >= 1000 }
    }

    private(set) var nodes: [String: Node] = [:]
    /// Parent → its subviews in document order (a stack view's arranged subviews).
    private var subviews: [String: [String]] = [:]
    private var guides: [String: (view: String, margins: Bool)] = [:]
    private var byItem: [String: [Constraint]] = [:]
    private var memo: [String: Room?] = [:]
    private let deviceWidth: Double

    init(root: XMLElement, deviceWidth: Double = ContainerCatalog.deviceWidth) {
        self.deviceWidth = deviceWidth
        collect(root, parent: nil, topLevel: false)
    }

    private static let cellRoots: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"]

    private func collect(_ e: XMLElement, parent: String?, topLevel: Bool) {
        var current = parent
        if let id = e.attribute("id"), let frame = e.children.first(where: { $0.name == "rect" && $0.attribute("key") == "frame" }) {
            let isRoot = e.attribute("key") == "view" || (topLevel && parent == nil)
            var attributes: [String: String] = [:]
            for (name, value) in e.attributes where ["axis", "distribution", "alignment", "spacing", "style", "key", "horizontalCompressionResistancePriority"].contains(name) {
                attributes[name] = value
            }
            nodes[id] = Node(id: id, element: e.name, parent: isRoot ? nil : parent,
                             x: frame.attribute("x").flatMap(Double.init) ?? 0, width: frame.attribute("width").flatMap(Double.init) ?? 0,
                             isRoot: isRoot, isScreen: e.attribute("key") == "view", attributes: attributes)
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
                        multiplied: c.attribute("multiplier") != nil)
                    byItem[constraint.first, default: []].append(constraint)
                    if let second = constraint.second, second != constraint.first { byItem[second, default: []].append(constraint) }
                }
            default:
                collect(child, parent: current, topLevel: e.name == "objects" && current == nil)
            }
        }
    }

    /// The width of the view `id`, nil when the document does not place it.
    func width(of id: String) -> Room? { room(id, depth: 0) }

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
                    rest.narrowest = min(rest.narrowest, c.constant)
                    rest.boundKnown = rest.boundKnown && c.required
                    rest.steps.append("at most \(NibFont.formatted(c.constant))\(c.required ? "" : " at a lower priority") (\(c.id))")
                }
                return rest
            }
            if c.relation == nil, !c.required, let known = optionalWidth(c, of: node, own: own, depth: depth) { return known }
            let exact = c.relation == nil && c.required
            return Room(narrowest: c.constant, widest: c.constant, exact: exact, boundKnown: c.required, fromDevice: false,
                        steps: ["width \(c.relation == nil ? "=" : "≤") \(NibFont.formatted(c.constant))\(c.required ? "" : " at a lower priority") (\(c.id))"])
        }
        if let c = own.first(where: { $0.first == node.id && $0.firstAttribute == "width" && $0.secondAttribute == "width" && $0.relation == nil && !$0.multiplied }),
           let otherID = c.second, let other = room(guides[otherID]?.view ?? otherID, depth: depth + 1) {
            // `width = other.width + constant` (a scroll view's content as wide as its frame).
            var out = other
            out.narrowest += c.constant
            out.widest += c.constant
            out.exact = out.exact && c.required
            out.boundKnown = out.boundKnown && c.required
            out.steps.append("width = \(otherID).width\(c.constant == 0 ? "" : " + \(NibFont.formatted(c.constant))") (\(c.id))")
            return out
        }
        if node.isRoot {
            if !node.isScreen {
                let what = Self.cellRoots.contains(node.element) ? "a cell" : "a top-level view"
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
            parent.steps.append(accessory > 0 ? "content view, \(NibFont.formatted(accessory)) pt beside it" : "content view")
            return parent
        }
        if Self.cellRoots.contains(node.element) {
            // A table's cell is the table's width; an inset grouped table insets it by the layout margins.
            if parentNode.element == "tableView", parentNode.attributes["style"] == "insetGrouped" {
                parent.narrowest -= 2 * ContainerCatalog.standardMargin
                parent.exact = false
                parent.steps.append("cell of an inset grouped table, less \(ContainerCatalog.marginEvidence.detail) at its narrowest")
            } else if parentNode.element == "tableView" {
                parent.steps.append("cell of a \(parentNode.attributes["style"] ?? "plain") table")
            } else {
                // A collection's layout (or the code's `sizeForItemAt`) sizes its cells.
                parent.exact = false
                parent.boundKnown = false
                parent.steps.append("cell of a collection, sized by its layout (assumed as wide as the collection)")
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
            parent.steps.append("label of a \(cellStyle.dropFirst("IBUITableViewCellStyle".count)) cell style, from x \(NibFont.formatted(node.x)) to the trailing margin [inference]")
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
            parent.steps.append("\(left.2), \(right.2)")
            return parent
        }
        let one = left ?? right
        parent.narrowest -= one?.0 ?? 0
        parent.widest -= one?.0 ?? 0
        parent.exact = false
        parent.steps.append(one.map { "\($0.2); no constraint on the other edge: at most the rest of its superview" }
                            ?? "no horizontal constraint: at most its superview's width")
        return parent
    }

    /// A `width = constant` below required priority: Auto Layout satisfies an optional constraint as
    /// closely as it can, so when no required constraint pins the view's edges to its superview and
    /// the superview has room for it on the narrowest iPhone, the width is that constant. Nil when
    /// something may contradict it (the caller keeps it as an estimate).
    private func optionalWidth(_ c: Constraint, of node: Node, own: [Constraint], depth: Int) -> Room? {
        guard let parentID = node.parent, nodes[parentID]?.element != "stackView",
              let parent = room(parentID, depth: depth + 1) else { return nil }
        let pinned = own.contains { other in
            let isFirst = other.first == node.id
            let mine = isFirst ? other.firstAttribute : (other.secondAttribute ?? "")
            guard other.required, other.relation == nil, Self.leadingSide.contains(mine) || Self.trailingSide.contains(mine),
                  let otherID = isFirst ? other.second : other.first else { return false }
            return (guides[otherID]?.view ?? otherID) == parentID
        }
        guard !pinned, resisting(inside: node.id, above: c.priority) == nil else { return nil }
        let narrowestRoom = parent.narrowest - (parent.fromDevice ? deviceWidth - ContainerCatalog.narrowestDeviceWidth : 0)
        guard narrowestRoom >= c.constant else { return nil }
        let floor = own.first { $0.first == node.id && $0.firstAttribute == "width" && $0.second == nil && $0.relation == "greaterThanOrEqual" && $0.required }
        let step = "width = \(NibFont.formatted(c.constant)) at a lower priority (\(c.id))"
            + (floor.map { ", width ≥ \(NibFont.formatted($0.constant)) required (\($0.id))" } ?? "")
            + "; nothing required contradicts it and its superview has \(NibFont.formatted(narrowestRoom)) pt on the narrowest iPhone"
        return Room(narrowest: c.constant, widest: c.constant, exact: parent.boundKnown, boundKnown: parent.boundKnown, fromDevice: false, steps: [step])
    }

    /// A view inside `id` that sizes itself to its content and resists compression at `priority` or
    /// higher: Auto Layout may then break the optional width for it.
    private func resisting(inside id: String, above priority: Double) -> Node? {
        for child in subviews[id] ?? [] {
            guard let view = nodes[child] else { continue }
            let resistance = view.attributes["horizontalCompressionResistancePriority"].flatMap(Double.init)
                ?? ContainerCatalog.compressionResistance
            if ContainerCatalog.intrinsicNibElements.contains(view.element), resistance >= priority { return view }
            if let found = resisting(inside: child, above: priority) { return found }
        }
        return nil
    }

    /// A view whose leading and trailing edges are both aligned, by required equal constraints, with
    /// the same edges of one sibling is as wide as that sibling (less the constants).
    private func alignedWithSibling(_ node: Node, own: [Constraint], depth: Int) -> Room? {
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
        guard let (siblingID, pair) = insets.first(where: { $0.value.leading != nil && $0.value.trailing != nil }),
              var out = room(siblingID, depth: depth + 1) else { return nil }
        let less = pair.leading! + pair.trailing!
        out.narrowest -= less
        out.widest -= less
        out.steps.append("leading and trailing aligned with \(siblingID)\(less == 0 ? "" : ", less \(NibFont.formatted(less))") (\(pair.ids.joined(separator: ", ")))")
        return out
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
            out.steps.append(fills ? "vertical stack \(stack.id), fill" : "vertical stack \(stack.id), \(stack.attributes["alignment"]!): at most its width")
            return out
        }
        let n = Double(max(arranged.count, 1))
        if stack.attributes["distribution"] == "fillEqually" {
            out.narrowest = (room.narrowest - spacing * (n - 1)) / n
            out.widest = (room.widest - spacing * (n - 1)) / n
            out.steps.append("horizontal stack \(stack.id), \(Int(n)) equal shares, spacing \(NibFont.formatted(spacing))")
            return out
        }
        let others = arranged.filter { $0.id != node.id }.reduce(0) { $0 + $1.width }
        out.narrowest = max(0, room.narrowest - spacing * (n - 1) - others)
        out.widest = room.widest - spacing * (n - 1)
        out.exact = false
        out.steps.append("horizontal stack \(stack.id): less spacing \(NibFont.formatted(spacing)) and the other views at their document widths")
        return out
    }
}
