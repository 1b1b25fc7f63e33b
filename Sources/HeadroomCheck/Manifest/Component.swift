import DynamicType

/// A UI component (or, under `rules:`, a catch-all for keys in no component).
public struct Component: Sendable, Hashable {
    /// How the component reacts to text that does not fit.
    public enum Layout: String, Sendable, Hashable, CaseIterable {
        /// Horizontal, vertical once its title would truncate (the seeds' AdaptiveHeader).
        case adaptive
        /// Horizontal, vertical at the accessibility categories (the seeds' FlexibleHeader).
        case flexible
        /// One layout at every size.
        case fixed
    }
    public var name: String
    public var layout: Layout
    public var elements: [Element]
    /// The manifest line (0 for code-built components).
    public var line: Int
    public init(name: String, layout: Layout, elements: [Element], line: Int = 0) {
        self.name = name
        self.layout = layout
        self.elements = elements
        self.line = line
    }

    /// The element whose truncation makes an adaptive component go vertical: the one marked
    /// `title: true`, else the one named `title`, else the first.
    public var titleElementIndex: Int {
        elements.firstIndex(where: { $0.isTitle == true })
            ?? elements.firstIndex(where: { $0.isTitle == nil && $0.name == "title" }) ?? 0
    }
}
