/// A compact binary form of any `Encodable`, for data a reporter spills to a scratch file and
/// reads back in the same run (`SpillDecoder`): numbers in binary (no formatting or parsing of
/// decimal text), strings as length and UTF-8 bytes. Not a file format: it is never kept, and
/// only the same build reads it.
///
/// Each value is a tag byte and its payload: nil, false, true; an integer (zigzag varint), an
/// unsigned one (varint), a double (8 bytes, little-endian bit pattern); a string (varint length,
/// bytes); a keyed container (tag, 4-byte length of the rest, varint count, then each key as a
/// string without tag and its value); an unkeyed one (tag, 4-byte length, varint count, values).
/// The lengths let a reader skip a container in one step.
struct SpillEncoder {
    enum Tag: UInt8 {
        case null = 0, no, yes, int, uint, double, string, keyed, unkeyed
    }

    /// The bytes of `value`.
    func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let node = SpillNode.Slot()
        try value.encode(to: SpillNodeEncoder(slot: node, codingPath: []))
        var out: [UInt8] = []
        out.reserveCapacity(1024)
        node.value.write(to: &out)
        return out
    }
}

/// A value being encoded: scalars, or containers filled in as the value's `encode(to:)` runs.
enum SpillNode {
    case null, bool(Bool), int(Int64), uint(UInt64), double(Double), string(String)
    case keyed(Keyed), unkeyed(Unkeyed)

    final class Slot { var value: SpillNode = .null }
    final class Keyed {
        var keys: [String] = []
        var values: [Slot] = []
    }
    final class Unkeyed { var values: [Slot] = [] }

    func write(to out: inout [UInt8]) {
        switch self {
        case .null: out.append(SpillEncoder.Tag.null.rawValue)
        case .bool(let b): out.append(b ? SpillEncoder.Tag.yes.rawValue : SpillEncoder.Tag.no.rawValue)
        case .int(let i):
            out.append(SpillEncoder.Tag.int.rawValue)
            Self.varint(UInt64(bitPattern: (i << 1) ^ (i >> 63)), to: &out)
        case .uint(let u):
            out.append(SpillEncoder.Tag.uint.rawValue)
            Self.varint(u, to: &out)
        case .double(let d):
            out.append(SpillEncoder.Tag.double.rawValue)
            withUnsafeBytes(of: d.bitPattern.littleEndian) { out.append(contentsOf: $0) }
        case .string(let s):
            out.append(SpillEncoder.Tag.string.rawValue)
            Self.bytes(s, to: &out)
        case .keyed(let keyed):
            let start = Self.open(.keyed, count: keyed.keys.count, to: &out)
            for (key, slot) in zip(keyed.keys, keyed.values) {
                Self.bytes(key, to: &out)
                slot.value.write(to: &out)
            }
            Self.close(start, in: &out)
        case .unkeyed(let unkeyed):
            let start = Self.open(.unkeyed, count: unkeyed.values.count, to: &out)
            for slot in unkeyed.values { slot.value.write(to: &out) }
            Self.close(start, in: &out)
        }
    }

    private static func open(_ tag: SpillEncoder.Tag, count: Int, to out: inout [UInt8]) -> Int {
        out.append(tag.rawValue)
        let start = out.count
        out.append(contentsOf: [0, 0, 0, 0])
        varint(UInt64(count), to: &out)
        return start
    }

    /// Writes the container's length (the bytes after the length field) into its placeholder.
    private static func close(_ start: Int, in out: inout [UInt8]) {
        let length = UInt32(out.count - start - 4)
        for i in 0..<4 { out[start + i] = UInt8(truncatingIfNeeded: length >> (8 * UInt32(i))) }
    }

    static func varint(_ value: UInt64, to out: inout [UInt8]) {
        var v = value
        while v >= 0x80 {
            out.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        out.append(UInt8(v))
    }

    static func bytes(_ string: String, to out: inout [UInt8]) {
        var s = string
        s.withUTF8 { utf8 in
            varint(UInt64(utf8.count), to: &out)
            out.append(contentsOf: utf8)
        }
    }
}

/// The `Encoder` that fills a `SpillNode.Slot`.
private struct SpillNodeEncoder: Encoder {
    let slot: SpillNode.Slot
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let keyed: SpillNode.Keyed
        if case .keyed(let existing) = slot.value {
            keyed = existing
        } else {
            keyed = SpillNode.Keyed()
            slot.value = .keyed(keyed)
        }
        return KeyedEncodingContainer(SpillKeyedEncoder<Key>(keyed: keyed, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let unkeyed: SpillNode.Unkeyed
        if case .unkeyed(let existing) = slot.value {
            unkeyed = existing
        } else {
            unkeyed = SpillNode.Unkeyed()
            slot.value = .unkeyed(unkeyed)
        }
        return SpillUnkeyedEncoder(unkeyed: unkeyed, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SpillSingleEncoder(slot: slot, codingPath: codingPath) }
}

/// Scalars as nodes; everything else through its own `encode(to:)`.
private func spillNode<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws -> SpillNode.Slot {
    let slot = SpillNode.Slot()
    switch value {
    case let v as String: slot.value = .string(v)
    case let v as Double: slot.value = .double(v)
    case let v as Int: slot.value = .int(Int64(v))
    case let v as Bool: slot.value = .bool(v)
    default: try value.encode(to: SpillNodeEncoder(slot: slot, codingPath: codingPath))
    }
    return slot
}

private struct SpillKeyedEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let keyed: SpillNode.Keyed
    var codingPath: [any CodingKey]

    private func put(_ node: SpillNode, _ key: Key) {
        let slot = SpillNode.Slot()
        slot.value = node
        put(slot, key)
    }

    private func put(_ slot: SpillNode.Slot, _ key: Key) {
        keyed.keys.append(key.stringValue)
        keyed.values.append(slot)
    }

    mutating func encodeNil(forKey key: Key) throws { put(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { put(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { put(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { put(.double(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { put(.double(Double(value)), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { put(.int(Int64(value)), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { put(.int(Int64(value)), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { put(.int(Int64(value)), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { put(.int(Int64(value)), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { put(.int(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { put(.uint(UInt64(value)), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { put(.uint(UInt64(value)), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { put(.uint(UInt64(value)), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { put(.uint(UInt64(value)), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { put(.uint(value), key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        put(try spillNode(value, codingPath: codingPath + [key]), key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let slot = SpillNode.Slot()
        put(slot, key)
        return SpillNodeEncoder(slot: slot, codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let slot = SpillNode.Slot()
        put(slot, key)
        return SpillNodeEncoder(slot: slot, codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let slot = SpillNode.Slot()
        put(slot, key)
        return SpillNodeEncoder(slot: slot, codingPath: codingPath + [key])
    }
}

private struct SpillUnkeyedEncoder: UnkeyedEncodingContainer {
    let unkeyed: SpillNode.Unkeyed
    var codingPath: [any CodingKey]
    var count: Int { unkeyed.values.count }

    private func put(_ node: SpillNode) {
        let slot = SpillNode.Slot()
        slot.value = node
        unkeyed.values.append(slot)
    }

    mutating func encodeNil() throws { put(.null) }
    mutating func encode(_ value: Bool) throws { put(.bool(value)) }
    mutating func encode(_ value: String) throws { put(.string(value)) }
    mutating func encode(_ value: Double) throws { put(.double(value)) }
    mutating func encode(_ value: Float) throws { put(.double(Double(value))) }
    mutating func encode(_ value: Int) throws { put(.int(Int64(value))) }
    mutating func encode(_ value: Int8) throws { put(.int(Int64(value))) }
    mutating func encode(_ value: Int16) throws { put(.int(Int64(value))) }
    mutating func encode(_ value: Int32) throws { put(.int(Int64(value))) }
    mutating func encode(_ value: Int64) throws { put(.int(value)) }
    mutating func encode(_ value: UInt) throws { put(.uint(UInt64(value))) }
    mutating func encode(_ value: UInt8) throws { put(.uint(UInt64(value))) }
    mutating func encode(_ value: UInt16) throws { put(.uint(UInt64(value))) }
    mutating func encode(_ value: UInt32) throws { put(.uint(UInt64(value))) }
    mutating func encode(_ value: UInt64) throws { put(.uint(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        unkeyed.values.append(try spillNode(value, codingPath: codingPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let slot = SpillNode.Slot()
        unkeyed.values.append(slot)
        return SpillNodeEncoder(slot: slot, codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let slot = SpillNode.Slot()
        unkeyed.values.append(slot)
        return SpillNodeEncoder(slot: slot, codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let slot = SpillNode.Slot()
        unkeyed.values.append(slot)
        return SpillNodeEncoder(slot: slot, codingPath: codingPath)
    }
}

private struct SpillSingleEncoder: SingleValueEncodingContainer {
    let slot: SpillNode.Slot
    var codingPath: [any CodingKey]

    mutating func encodeNil() throws { slot.value = .null }
    mutating func encode(_ value: Bool) throws { slot.value = .bool(value) }
    mutating func encode(_ value: String) throws { slot.value = .string(value) }
    mutating func encode(_ value: Double) throws { slot.value = .double(value) }
    mutating func encode(_ value: Float) throws { slot.value = .double(Double(value)) }
    mutating func encode(_ value: Int) throws { slot.value = .int(Int64(value)) }
    mutating func encode(_ value: Int8) throws { slot.value = .int(Int64(value)) }
    mutating func encode(_ value: Int16) throws { slot.value = .int(Int64(value)) }
    mutating func encode(_ value: Int32) throws { slot.value = .int(Int64(value)) }
    mutating func encode(_ value: Int64) throws { slot.value = .int(value) }
    mutating func encode(_ value: UInt) throws { slot.value = .uint(UInt64(value)) }
    mutating func encode(_ value: UInt8) throws { slot.value = .uint(UInt64(value)) }
    mutating func encode(_ value: UInt16) throws { slot.value = .uint(UInt64(value)) }
    mutating func encode(_ value: UInt32) throws { slot.value = .uint(UInt64(value)) }
    mutating func encode(_ value: UInt64) throws { slot.value = .uint(value) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: SpillNodeEncoder(slot: slot, codingPath: codingPath))
    }
}
