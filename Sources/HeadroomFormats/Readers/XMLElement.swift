/// An XML element with the positions Headroom reports: where its start tag is and where its text
/// content begins (the first character after the start tag).
public struct XMLElement: Sendable {
    public var name: String
    public var attributes: [(name: String, value: String)]
    public var children: [XMLElement] = []
    /// The document's character data, shared by every element: an element's text is one slice of
    /// it, so nesting costs no copies (3,000 nested `<g>` around 1 MB of text took 2.97 GB).
    let storage: XMLTextStorage
    var textRange: Range<Int> = 0..<0
    /// The element's text content: its character data and its descendants', in document order
    /// (entities and CDATA resolved).
    public var text: String { String(decoding: storage.bytes[textRange], as: UTF8.self) }
    public var line: Int
    public var column: Int
    var contentLine: Int
    var contentColumn: Int

    /// The value of the attribute `name`, nil when absent.
    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The first child element named `name`.
    public func child(_ name: String) -> XMLElement? {
        children.first { $0.name == name }
    }

    /// The child elements named `name`, in document order.
    public func children(_ name: String) -> [XMLElement] {
        children.filter { $0.name == name }
    }
}
