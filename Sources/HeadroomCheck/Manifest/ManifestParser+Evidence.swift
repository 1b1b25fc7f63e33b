import DynamicType
import Yams

extension ManifestParser {
    /// An element's `evidence:` — per dimension (`font`, `lines`, `width`, `widthBound`, `drawn`)
    /// where it comes from, one kind each: `{ code: FILE:LINE, what: … }`, `{ nib: FILE, objectID: ID,
    /// what: … }`, `{ doc: SOURCE, what: … }`, `{ default: SOURCE, what: … }` (a framework default),
    /// `{ estimate: WHY }`. A dimension not given is the element's manifest line.
    func boxEvidence(_ node: Node, element line: Int, reader: NodeReader) throws(ManifestError) -> BoxEvidence {
        var evidence = BoxEvidence(manifestLine: line)
        for (key, value) in try reader.mapping(node, context: "evidence", allowed: ["font", "lines", "linesBound", "width", "widthBound", "drawn"]) {
            let parsed = try self.evidence(value, key: "evidence." + key.name, reader: reader)
            switch key.name {
            case "widthBound": evidence.widthBound = parsed
            case "linesBound": evidence.linesBound = parsed
            case "font": evidence.font = parsed
            case "lines": evidence.lines = parsed
            case "width": evidence.width = parsed
            default: evidence.drawn = parsed
            }
        }
        return evidence
    }

    private func evidence(_ node: Node, key: String, reader: NodeReader) throws(ManifestError) -> Evidence {
        let kinds = ["code", "nib", "doc", "default", "estimate"]
        let fields = try reader.mapping(node, context: key, allowed: kinds + ["what", "objectID"])
        func text(_ name: String) throws(ManifestError) -> String? {
            try fields.first { $0.key.name == name }.map { f throws(ManifestError) in try reader.string(f.value, key: key + "." + name) }
        }
        let given = fields.filter { kinds.contains($0.key.name) }
        guard given.count == 1, let kind = given.first else {
            throw .invalidValue(
                file: reader.file, line: NodeReader.line(node), key: key, value: given.map(\.key.name).joined(separator: ", "),
                reason: "expected exactly one of code, nib, doc, default or estimate")
        }
        let value = try reader.string(kind.value, key: key + "." + kind.key.name)
        let what = try text("what") ?? ""
        switch kind.key.name {
        case "code":
            guard let site = DisplaySite.parse(value) else {
                throw .invalidValue(
                    file: reader.file, line: kind.key.line, key: key + ".code", value: value, reason: "expected FILE:LINE")
            }
            return .code(file: site.file, line: site.line, what: what)
        case "nib":
            guard let objectID = try text("objectID") else {
                throw .missingKey(file: reader.file, line: kind.key.line, key: "objectID", context: key)
            }
            return .nib(file: value, objectID: objectID, what: what)
        case "doc": return .documented(source: value, what: what)
        case "default": return .frameworkDefault(what: what, source: value)
        default: return .estimate(why: value)
        }
    }

    /// `confirmed: true` (every dimension) or `confirmed: [width, lines]`: what the manifest confirms.
    func confirmed(_ node: Node, reader: NodeReader) throws(ManifestError) -> Set<BoxDimension> {
        if case .scalar(let scalar) = node, scalar.string == "true" || scalar.string == "false" {
            return try reader.bool(node, key: "confirmed") ? Set(BoxDimension.allCases) : []
        }
        var result: Set<BoxDimension> = []
        for item in try reader.strings(node, key: "confirmed") {
            guard let dimension = BoxDimension(rawValue: item.value) else {
                throw .invalidValue(
                    file: reader.file, line: item.line, key: "confirmed", value: item.value,
                    reason: "expected true or a list of font, lines, width, drawn")
            }
            result.insert(dimension)
        }
        return result
    }
}
