/// Reads back what `SpillEncoder` wrote. Damaged or foreign bytes throw `DecodingError`, never trap.
struct SpillDecoder {
    /// The value that starts at `offset` of `bytes`.
    func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], at offset: Int = 0) throws -> T {
        try spillValue(type, SpillReader(bytes), offset, [])
    }

    /// The value that starts at `offset` of the reader's bytes (many values in one buffer).
    func decode<T: Decodable>(_ type: T.Type, from reader: SpillReader, at offset: Int) throws -> T {
        try spillValue(type, reader, offset, [])
    }
}

/// The bytes, and the primitive reads at an offset.
final class SpillReader {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func corrupt(_ path: [any CodingKey], _ what: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: "spilled data: \(what)"))
    }

    func byte(_ offset: inout Int, _ path: [any CodingKey]) throws -> UInt8 {
        guard offset < bytes.count else { throw corrupt(path, "ends early") }
        defer { offset += 1 }
        return bytes[offset]
    }

    func varint(_ offset: inout Int, _ path: [any CodingKey]) throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let b = try byte(&offset, path)
            guard shift < 64 else { throw corrupt(path, "varint too long") }
            value |= UInt64(b & 0x7F) << shift
            if b < 0x80 { return value }
            shift += 7
        }
    }

    func string(_ offset: inout Int, _ path: [any CodingKey]) throws -> String {
        let count = Int(clamping: try varint(&offset, path))
        guard count <= bytes.count - offset else { throw corrupt(path, "string past the end") }
        defer { offset += count }
        return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
    }

    /// The offset just after the value at `offset`.
    func skip(_ offset: Int, _ path: [any CodingKey]) throws -> Int {
        var at = offset
        guard let tag = SpillEncoder.Tag(rawValue: try byte(&at, path)) else { throw corrupt(path, "unknown tag") }
        switch tag {
        case .null, .no, .yes: return at
        case .int, .uint: _ = try varint(&at, path); return at
        case .double: return at + 8
        case .string:
            let count = Int(clamping: try varint(&at, path))
            guard count <= bytes.count - at else { throw corrupt(path, "string past the end") }
            return at + count
        case .keyed, .unkeyed:
            guard at + 4 <= bytes.count else { throw corrupt(path, "container past the end") }
            let length = (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) }
            guard length <= bytes.count - at - 4 else { throw corrupt(path, "container past the end") }
            return at + 4 + length
        }
    }

    /// The count and the offset of the first entry of the container at `offset`.
    func container(_ offset: Int, _ tag: SpillEncoder.Tag, _ path: [any CodingKey]) throws -> (count: Int, first: Int) {
        var at = offset
        guard try byte(&at, path) == tag.rawValue else {
            throw DecodingError.typeMismatch(
                Any.self, DecodingError.Context(codingPath: path, debugDescription: "spilled data: expected a \(tag) container"))
        }
        guard at + 4 <= bytes.count else { throw corrupt(path, "container past the end") }
        at += 4
        let count = Int(clamping: try varint(&at, path))
        return (count, at)
    }

    func tag(at offset: Int) -> SpillEncoder.Tag? {
        offset < bytes.count ? SpillEncoder.Tag(rawValue: bytes[offset]) : nil
    }

    func bool(_ offset: inout Int, _ path: [any CodingKey]) throws -> Bool {
        switch SpillEncoder.Tag(rawValue: try byte(&offset, path)) {
        case .yes: return true
        case .no: return false
        default: throw corrupt(path, "expected a Boolean")
        }
    }

    func int(_ offset: inout Int, _ path: [any CodingKey]) throws -> Int64 {
        switch SpillEncoder.Tag(rawValue: try byte(&offset, path)) {
        case .int:
            let raw = try varint(&offset, path)
            return Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
        case .uint:
            let raw = try varint(&offset, path)
            guard raw <= UInt64(Int64.max) else { throw corrupt(path, "integer out of range") }
            return Int64(raw)
        default: throw corrupt(path, "expected an integer")
        }
    }

    func uint(_ offset: inout Int, _ path: [any CodingKey]) throws -> UInt64 {
        switch SpillEncoder.Tag(rawValue: try byte(&offset, path)) {
        case .uint: return try varint(&offset, path)
        case .int:
            let raw = try varint(&offset, path)
            guard raw & 1 == 0 else { throw corrupt(path, "integer out of range") }
            return raw >> 1
        default: throw corrupt(path, "expected an integer")
        }
    }

    func double(_ offset: inout Int, _ path: [any CodingKey]) throws -> Double {
        guard try byte(&offset, path) == SpillEncoder.Tag.double.rawValue else { throw corrupt(path, "expected a number") }
        guard offset + 8 <= bytes.count else { throw corrupt(path, "ends early") }
        var bits: UInt64 = 0
        for i in 0..<8 { bits |= UInt64(bytes[offset + i]) << (8 * UInt64(i)) }
        offset += 8
        return Double(bitPattern: bits)
    }

    func text(_ offset: inout Int, _ path: [any CodingKey]) throws -> String {
        guard try byte(&offset, path) == SpillEncoder.Tag.string.rawValue else { throw corrupt(path, "expected a string") }
        return try string(&offset, path)
    }

    func integer<T: FixedWidthInteger>(_ type: T.Type, _ offset: inout Int, _ path: [any CodingKey]) throws -> T {
        let value: T?
        if T.isSigned {
            value = T(exactly: try int(&offset, path))
        } else {
            value = T(exactly: try uint(&offset, path))
        }
        guard let value else { throw corrupt(path, "integer out of range for \(T.self)") }
        return value
    }
}

private struct SpillValueDecoder: Decoder {
    let reader: SpillReader
    let offset: Int
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try SpillKeyedDecoder<Key>(reader: reader, offset: offset, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try SpillUnkeyedDecoder(reader: reader, offset: offset, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SpillSingleDecoder(reader: reader, offset: offset, codingPath: codingPath)
    }
}

/// A value read at an offset: the primitive reads, or the type's own `init(from:)`.
private func spillValue<T: Decodable>(_ type: T.Type, _ reader: SpillReader, _ offset: Int, _ path: [any CodingKey]) throws -> T {
    var at = offset
    switch type {
    case is String.Type: return try reader.text(&at, path) as! T
    case is Double.Type: return try reader.double(&at, path) as! T
    case is Int.Type: return try reader.integer(Int.self, &at, path) as! T
    case is Bool.Type: return try reader.bool(&at, path) as! T
    default: return try T(from: SpillValueDecoder(reader: reader, offset: offset, codingPath: path))
    }
}

private struct SpillKeyedDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let reader: SpillReader
    var codingPath: [any CodingKey]
    private var names: [String] = []
    private var offsets: [Int] = []

    init(reader: SpillReader, offset: Int, codingPath: [any CodingKey]) throws {
        self.reader = reader
        self.codingPath = codingPath
        var (count, at) = try reader.container(offset, .keyed, codingPath)
        guard count <= reader.bytes.count - at else { throw reader.corrupt(codingPath, "too many entries") }
        names.reserveCapacity(count)
        offsets.reserveCapacity(count)
        for _ in 0..<count {
            names.append(try reader.string(&at, codingPath))
            offsets.append(at)
            at = try reader.skip(at, codingPath)
        }
    }

    var allKeys: [Key] { names.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { names.contains(key.stringValue) }

    private func offset(_ key: Key) throws -> Int {
        guard let index = names.firstIndex(of: key.stringValue) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: "spilled data: no \(key.stringValue)"))
        }
        return offsets[index]
    }

    func decodeNil(forKey key: Key) throws -> Bool { reader.tag(at: try offset(key)) == .null }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { var at = try offset(key); return try reader.bool(&at, codingPath + [key]) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { var at = try offset(key); return try reader.text(&at, codingPath + [key]) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { var at = try offset(key); return try reader.double(&at, codingPath + [key]) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { var at = try offset(key); return Float(try reader.double(&at, codingPath + [key])) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try spillValue(type, reader, try offset(key), codingPath + [key])
    }

    private func integer<T: FixedWidthInteger>(_ type: T.Type, _ key: Key) throws -> T {
        var at = try offset(key)
        return try reader.integer(type, &at, codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(try SpillKeyedDecoder<NestedKey>(reader: reader, offset: try offset(key), codingPath: codingPath + [key]))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try SpillUnkeyedDecoder(reader: reader, offset: try offset(key), codingPath: codingPath + [key])
    }

    func superDecoder() throws -> any Decoder { try superDecoder(forKey: Key(stringValue: "super")!) }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        SpillValueDecoder(reader: reader, offset: try offset(key), codingPath: codingPath + [key])
    }
}

private struct SpillUnkeyedDecoder: UnkeyedDecodingContainer {
    let reader: SpillReader
    var codingPath: [any CodingKey]
    let count: Int?
    private(set) var currentIndex = 0
    private var at: Int

    init(reader: SpillReader, offset: Int, codingPath: [any CodingKey]) throws {
        self.reader = reader
        self.codingPath = codingPath
        let (count, first) = try reader.container(offset, .unkeyed, codingPath)
        self.count = count
        at = first
    }

    var isAtEnd: Bool { currentIndex >= count! }

    private struct Index: CodingKey {
        var stringValue: String { "\(intValue!)" }
        var intValue: Int?
        init(_ index: Int) { intValue = index }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { self.intValue = intValue }
    }

    private var path: [any CodingKey] { codingPath + [Index(currentIndex)] }

    /// The offset of the next element, moving past it.
    private mutating func next() throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(Any.self, DecodingError.Context(codingPath: path, debugDescription: "spilled data: past the end"))
        }
        let start = at
        at = try reader.skip(at, path)
        currentIndex += 1
        return start
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, reader.tag(at: at) == .null else { return false }
        _ = try next()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { let p = path; var o = try next(); return try reader.bool(&o, p) }
    mutating func decode(_ type: String.Type) throws -> String { let p = path; var o = try next(); return try reader.text(&o, p) }
    mutating func decode(_ type: Double.Type) throws -> Double { let p = path; var o = try next(); return try reader.double(&o, p) }
    mutating func decode(_ type: Float.Type) throws -> Float { let p = path; var o = try next(); return Float(try reader.double(&o, p)) }
    mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let p = path
        return try spillValue(type, reader, try next(), p)
    }

    private mutating func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let p = path
        var o = try next()
        return try reader.integer(type, &o, p)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let p = path
        return KeyedDecodingContainer(try SpillKeyedDecoder<NestedKey>(reader: reader, offset: try next(), codingPath: p))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let p = path
        return try SpillUnkeyedDecoder(reader: reader, offset: try next(), codingPath: p)
    }

    mutating func superDecoder() throws -> any Decoder {
        let p = path
        return SpillValueDecoder(reader: reader, offset: try next(), codingPath: p)
    }
}

private struct SpillSingleDecoder: SingleValueDecodingContainer {
    let reader: SpillReader
    let offset: Int
    var codingPath: [any CodingKey]

    func decodeNil() -> Bool { reader.tag(at: offset) == .null }
    func decode(_ type: Bool.Type) throws -> Bool { var at = offset; return try reader.bool(&at, codingPath) }
    func decode(_ type: String.Type) throws -> String { var at = offset; return try reader.text(&at, codingPath) }
    func decode(_ type: Double.Type) throws -> Double { var at = offset; return try reader.double(&at, codingPath) }
    func decode(_ type: Float.Type) throws -> Float { var at = offset; return Float(try reader.double(&at, codingPath)) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try spillValue(type, reader, offset, codingPath) }

    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        var at = offset
        return try reader.integer(type, &at, codingPath)
    }
}
