import Foundation
import HeadroomFormats
import Yams

extension ManifestParser {
    /// An element's `keys:`: a key, or a list whose items are keys or `{ key: K, shownAt: P, arguments: [...] }`
    /// (the Swift places that show K: `Views/Header.swift:42:13`, or a list of them). Returns the
    /// patterns, the places per pattern and what the code passes for its format arguments.
    func keyEntries(_ node: Node, reader: NodeReader) throws(ManifestError)
        -> (keys: [KeyPattern], sites: [String: [DisplaySite]], arguments: [String: [FormatArgument?]])
    {
        if case .scalar = node { return ([KeyPattern(try reader.string(node, key: "keys"))], [:], [:]) }
        var keys: [KeyPattern] = []
        var sites: [String: [DisplaySite]] = [:]
        var arguments: [String: [FormatArgument?]] = [:]
        for item in try reader.sequence(node, key: "keys") {
            guard case .mapping = item else {
                keys.append(KeyPattern(try reader.string(item, key: "keys")))
                continue
            }
            let fields = try reader.mapping(item, context: "a key of 'keys'", allowed: ["key", "shownAt", "arguments"])
            guard let keyField = fields.first(where: { $0.key.name == "key" }) else {
                throw .missingKey(file: reader.file, line: NodeReader.line(item), key: "key", context: "a key of 'keys'")
            }
            let key = try reader.string(keyField.value, key: "key")
            keys.append(KeyPattern(key))
            if let field = fields.first(where: { $0.key.name == "shownAt" }) {
                sites[key, default: []] += try displaySites(field.value, reader: reader)
            }
            if let field = fields.first(where: { $0.key.name == "arguments" }) {
                arguments[key] = try formatArguments(field.value, reader: reader)
            }
        }
        return (keys, sites, arguments)
    }

    /// `arguments: ["date medium short", any, "number up to 4", { keys: [K1, K2], texts: [T] }]`: what
    /// the code passes per position; a mapping is one of a finite set of localized keys and literals.
    func formatArguments(_ node: Node, reader: NodeReader) throws(ManifestError) -> [FormatArgument?] {
        var out: [FormatArgument?] = []
        let items: [Node]
        if case .scalar = node { items = [node] } else { items = try reader.sequence(node, key: "arguments") }
        for node in items {
            if case .mapping = node {
                out.append(try candidates(node, reader: reader))
                continue
            }
            let item = NodeReader.Item(value: try reader.string(node, key: "arguments"), line: NodeReader.line(node))
            if item.value == "any" { out.append(nil); continue }
            guard let argument = FormatArgument(manifestText: item.value) else {
                throw .invalidValue(file: reader.file, line: item.line, key: "arguments", value: item.value,
                                    reason: "expected \(FormatArgument.manifestForms)")
            }
            out.append(argument)
        }
        return out
    }

    /// `{ keys: [K1, K2], texts: [T] }`: the argument is one of these keys' values or literals.
    private func candidates(_ node: Node, reader: NodeReader) throws(ManifestError) -> FormatArgument {
        var list: [FormatArgument.Candidate] = []
        for field in try reader.mapping(node, context: "an argument of 'arguments'", allowed: ["keys", "texts"]) {
            let values = try reader.strings(field.value, key: field.key.name)
            list += values.map { field.key.name == "keys" ? .key($0.value) : .text($0.value) }
        }
        guard !list.isEmpty, list.count <= FormatArgument.maxCandidates else {
            throw .invalidValue(file: reader.file, line: NodeReader.line(node), key: "arguments", value: "\(list.count) candidates",
                                reason: "expected 1 to \(FormatArgument.maxCandidates) keys or texts")
        }
        return .oneOf(list)
    }

    /// `shownAt:` — `PATH:LINE[:COLUMN]` or a list of them, each checked at its line.
    func displaySites(_ node: Node, reader: NodeReader) throws(ManifestError) -> [DisplaySite] {
        var sites: [DisplaySite] = []
        for item in try reader.strings(node, key: "shownAt") {
            guard let site = DisplaySite.parse(item.value) else {
                throw .invalidValue(
                    file: reader.file, line: item.line, key: "shownAt", value: item.value,
                    reason: "expected the Swift place that shows the key as FILE:LINE or FILE:LINE:COLUMN (line and column from 1)")
            }
            sites.append(site)
        }
        if sites.isEmpty {
            throw .invalidValue(
                file: reader.file, line: NodeReader.line(node), key: "shownAt", value: "[]",
                reason: "no place (leave the key out when the place is unknown)")
        }
        return sites
    }

    /// Makes every `bundle:` folder an absolute, standardized path; a folder that does not exist is
    /// an error at the element's line.
    static func resolveBundles(_ manifest: inout Manifest) throws(ManifestError) {
        for c in manifest.components.indices {
            for e in manifest.components[c].elements.indices {
                guard case .folder(let written) = manifest.components[c].elements[e].bundle else { continue }
                let path = PathResolver.resolve(written, base: manifest.baseDirectory)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                    throw .missingFile(file: manifest.file, line: manifest.components[c].elements[e].line, path: written)
                }
                manifest.components[c].elements[e].bundle = .folder(LookupBundle.standardized(path))
            }
        }
    }

    /// Makes every `shownAt:` path relative to the manifest's folder usable from the working
    /// directory, as the manifest's other paths are.
    static func resolveSites(_ manifest: inout Manifest) {
        func resolve(_ site: DisplaySite) -> DisplaySite {
            var site = site
            site.file = PathResolver.resolve(site.file, base: manifest.baseDirectory)
            return site
        }
        for c in manifest.components.indices {
            for e in manifest.components[c].elements.indices {
                manifest.components[c].elements[e].shownAt = manifest.components[c].elements[e].shownAt.map(resolve)
                manifest.components[c].elements[e].keyShownAt = manifest.components[c].elements[e].keyShownAt.mapValues { $0.map(resolve) }
            }
        }
        for r in manifest.rules.indices {
            manifest.rules[r].elements[0].shownAt = manifest.rules[r].elements[0].shownAt.map(resolve)
            manifest.rules[r].elements[0].keyShownAt = manifest.rules[r].elements[0].keyShownAt.mapValues { $0.map(resolve) }
        }
    }
}
