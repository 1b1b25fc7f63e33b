import Foundation

/// Writes each key's room into an XLIFF 1.2 file as Xcode exports it: on every `<trans-unit>`
/// whose key has a room, `maxwidth` with `size-unit` (`pixel`: whole points; or `char`: the
/// character budget in the file's target language) and `font` ("family;size;weight", XLIFF 1.2's
/// own attribute, which Weblate reads). Edits only the bytes of
/// those start tags (an attribute already there gets its value replaced); every other byte of the
/// file stays as it was.
public struct XLIFFLimitsWriter: Sendable {
    /// What was written.
    public struct Result: Sendable {
        public var bytes: [UInt8]
        /// `<trans-unit>`s in the file, and how many got limits.
        public var units: Int
        public var annotated: Int
    }

    /// A `<trans-unit>` as the writer sees it.
    public struct Unit: Sendable, Hashable {
        /// The key its id stands for.
        public var key: String
        /// The enclosing `<file>`'s `original` (the strings file) and `target-language` (or source-language).
        public var original: String
        public var language: String
    }

    /// The attributes to write on a unit.
    public struct Limit: Sendable, Hashable {
        public var maxWidth: Int
        /// `pixel` or `char`.
        public var sizeUnit: String
        public var font: String
    }

    public init() {}

    /// The key a trans-unit id stands for: Xcode writes `.stringsdict` content as
    /// `/key:dict/variable:dict/one:dict/:string`; any other id is the key.
    public static func key(forUnitId id: String) -> String {
        guard id.hasPrefix("/"), let end = id.range(of: ":dict/") else { return id }
        return String(id[id.index(after: id.startIndex)..<end.lowerBound])
    }

    /// `bytes` with limits on each unit `limit` answers for. `path` is for messages.
    public func annotate(_ bytes: [UInt8], path: String, limit: (Unit) -> Limit?) throws(LimitsError) -> Result {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw .invalidFile(path: path, line: 1, reason: "UTF-16 XLIFF is not supported (Xcode writes UTF-8)")
        }
        let scanner = XLIFFStartTagScanner(bytes: bytes)
        var edits: [(range: Range<Int>, text: String)] = []
        var sawRoot = false
        var original = ""
        var language = ""
        var units = 0
        var annotated = 0
        do {
            try scanner.scan { tag throws(XLIFFStartTagScanner.ScanError) in
                if !sawRoot {
                    sawRoot = true
                    guard tag.name == "xliff" else {
                        throw .unterminated("not an XLIFF file: the root element is <\(tag.name)>", line: tag.line)
                    }
                }
                if tag.name == "file" {
                    original = tag.attributes.first { $0.name == "original" }.map { scanner.decoded($0.value) } ?? ""
                    language = (tag.attributes.first { $0.name == "target-language" } ?? tag.attributes.first { $0.name == "source-language" })
                        .map { scanner.decoded($0.value) } ?? ""
                }
                guard tag.name == "trans-unit" else { return }
                units += 1
                guard let id = tag.attributes.first(where: { $0.name == "id" }).map({ scanner.decoded($0.value) }),
                    let limit = limit(Unit(key: Self.key(forUnitId: id), original: original, language: language))
                else { return }
                annotated += 1
                var missing = ""
                for (name, value) in [
                    ("maxwidth", String(limit.maxWidth)), ("size-unit", limit.sizeUnit), ("font", limit.font),
                ] {
                    let escaped = Self.escape(value)
                    if let existing = tag.attributes.first(where: { $0.name == name }) {
                        edits.append((existing.value, escaped))
                    } else {
                        missing += " \(name)=\"\(escaped)\""
                    }
                }
                if !missing.isEmpty { edits.append((tag.insertionPoint..<tag.insertionPoint, missing)) }
            }
        } catch {
            switch error {
            case .unterminated(let what, let line):
                let reason = what.hasPrefix("not an XLIFF") ? what : "unterminated \(what)"
                throw .invalidFile(path: path, line: line, reason: reason)
            }
        }
        guard sawRoot else { throw .invalidFile(path: path, line: 1, reason: "not an XLIFF file: no root element") }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + edits.count * 64)
        var position = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            output += bytes[position..<edit.range.lowerBound]
            output += Array(edit.text.utf8)
            position = edit.range.upperBound
        }
        output += bytes[position...]
        return Result(bytes: output, units: units, annotated: annotated)
    }

    static func escape(_ value: String) -> String {
        value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }
}
