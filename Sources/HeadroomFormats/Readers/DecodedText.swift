/// A file's text as Unicode scalar values, with the encoding it was decoded from.
struct DecodedText: Sendable {
    var scalars: [UInt32]
    var encoding: TextEncoding
    var hadByteOrderMark: Bool
}
