/// Reads an XML document into a tree for other layers (Interface Builder documents): the same
/// strict reader as XLIFF and property lists, with no entity expansion beyond the predefined five
/// and character references, and nesting bounded by ``InputLimits/xmlDepth``.
public enum XMLDocumentReader {
    /// The root element of `bytes` (UTF-8 or UTF-16 with a byte order mark); errors name `file` and the line.
    public static func parse(_ bytes: [UInt8], file: String) throws(FormatError) -> XMLElement {
        let text = try TextDecoding.decode(bytes, file: file)
        return try XMLTreeParser.parse(text.scalars, file: file)
    }
}
