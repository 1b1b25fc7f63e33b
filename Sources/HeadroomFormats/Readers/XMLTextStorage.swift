/// The UTF-8 character data of one document, appended while reading and never changed after.
// Unchecked: appended to by the one parser reading the document, then only read.
final class XMLTextStorage: @unchecked Sendable {
    var bytes: [UInt8] = []
}
