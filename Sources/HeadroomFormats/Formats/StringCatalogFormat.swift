/// Turns a String Catalog (`.xcstrings`, JSON) into entries.
///
/// Each localization's `stringUnit` is an entry; `variations` expand into one entry per plural
/// category or device, nested (`device` then `plural`); `substitutions` expand into one entry per
/// substitution variant with the other substitutions at `other`. Variant names: `one` (plural),
/// `iphone` (device), `device.iphone/plural.one` (both), `count:one` (substitution),
/// `device.iphone/count:one` (substitution under a device). A key with no localization in the
/// source language gets a source-language entry whose value is the key (what the app shows).
enum StringCatalogFormat {
    typealias Members = [(key: String, keyLine: Int, keyColumn: Int, value: JSONNode)]

    static func parse(_ bytes: [UInt8], context: FileContext) throws(FormatError) -> FileParseResult {
        let text = try TextDecoding.decode(bytes, file: context.file)
        let root = try JSONTreeParser.parse(text.scalars, file: context.file)
        guard let top = root.members else {
            throw .invalidStructure(context.location(root.line, root.column), reason: "a String Catalog must be a JSON object, found \(root.typeName)")
        }
        guard let sourceNode = root["sourceLanguage"] else {
            throw .invalidStructure(context.location(root.line, root.column), reason: "String Catalog has no \"sourceLanguage\"")
        }
        guard let sourceLanguage = sourceNode.stringValue, !sourceLanguage.isEmpty else {
            throw .invalidStructure(context.location(sourceNode.line, sourceNode.column), reason: "\"sourceLanguage\" must be a non-empty string, found \(sourceNode.typeName)")
        }
        var result = FileParseResult()
        guard let stringsNode = top.last(where: { $0.key == "strings" })?.value else {
            return result
        }
        guard let strings = stringsNode.members else {
            throw .invalidStructure(context.location(stringsNode.line, stringsNode.column), reason: "\"strings\" must be an object, found \(stringsNode.typeName)")
        }
        var reader = CatalogReader(context: context, sourceLanguage: sourceLanguage)
        for item in strings {
            do throws(FormatError) {
                result.entries += try reader.entries(key: item.key, keyLine: item.keyLine, keyColumn: item.keyColumn, node: item.value)
            } catch {
                result.problems.append(error)
            }
        }
        return result
    }
}

private struct CatalogReader {
    let context: FileContext
    let sourceLanguage: String

    func location(_ node: JSONNode) -> SourceLocation { context.location(node.line, node.column) }

    func object(_ node: JSONNode, _ what: String) throws(FormatError) -> StringCatalogFormat.Members {
        guard let members = node.members else {
            throw .invalidStructure(location(node), reason: "\(what) must be an object, found \(node.typeName)")
        }
        return members
    }

    func string(_ node: JSONNode, _ what: String) throws(FormatError) -> String {
        guard let s = node.stringValue else {
            throw .invalidStructure(location(node), reason: "\(what) must be a string, found \(node.typeName)")
        }
        return s
    }

    /// One emitted value before it becomes an entry.
    struct Unit {
        var value: String
        var state: String?
        var variant: String?
        var node: JSONNode
        var plural: PluralContext?
    }

    mutating func entries(key: String, keyLine: Int, keyColumn: Int, node: JSONNode) throws(FormatError) -> [LocalizedEntry] {
        let body = try object(node, "the value of key \"\(key)\"")
        var comment: String?
        if let c = node["comment"] { comment = try string(c, "\"comment\" of key \"\(key)\"") }
        var shouldTranslate = true
        if let st = node["shouldTranslate"] {
            guard case .bool(let b, _, _) = st else {
                throw .invalidStructure(location(st), reason: "\"shouldTranslate\" of key \"\(key)\" must be a boolean, found \(st.typeName)")
            }
            shouldTranslate = b
        }
        let keyLocation = context.location(keyLine, keyColumn)
        var perLanguage: [(language: String, units: [Unit])] = []
        if let localizationsNode = body.last(where: { $0.key == "localizations" })?.value {
            for localization in try object(localizationsNode, "\"localizations\" of key \"\(key)\"") {
                var units: [Unit] = []
                try collect(localization.value, key: key, prefix: [], category: nil, into: &units)
                perLanguage.append((localization.key, units))
            }
        }
        // Source text per variant: the source language's value, or the key itself.
        var sourceByVariant: [String: String] = [:]
        var sourcePlain: String?
        if let source = perLanguage.first(where: { $0.language == sourceLanguage }) {
            for unit in source.units {
                if let variant = unit.variant { sourceByVariant[variant] = unit.value } else { sourcePlain = unit.value }
            }
        }
        var out: [LocalizedEntry] = []
        if !perLanguage.contains(where: { $0.language == sourceLanguage }) {
            out.append(LocalizedEntry(
                key: key, table: context.table, locale: LocaleTag.resolve(sourceLanguage, developmentLanguage: sourceLanguage),
                value: key, comment: comment, location: keyLocation, keyLocation: keyLocation, format: .xcstrings,
                shouldTranslate: shouldTranslate, sourceText: key))
        }
        for (language, units) in perLanguage {
            let locale = LocaleTag.resolve(language, developmentLanguage: sourceLanguage)
            for unit in units {
                let sourceText = unit.variant.flatMap { sourceByVariant[$0] } ?? sourcePlain ?? (sourceByVariant.isEmpty ? key : nil)
                out.append(LocalizedEntry(
                    key: key, table: context.table, locale: locale, value: unit.value, variant: unit.variant,
                    comment: comment, state: unit.state, location: location(unit.node), keyLocation: keyLocation,
                    format: .xcstrings, shouldTranslate: shouldTranslate, sourceText: sourceText, plural: unit.plural))
            }
        }
        return out
    }

    /// Collects the units of one localization (or variation) node.
    func collect(_ node: JSONNode, key: String, prefix: [String], category: String?, into units: inout [Unit]) throws(FormatError) {
        let members = try object(node, "a localization of key \"\(key)\"")
        var template: (value: String, state: String?, node: JSONNode)?
        if let unitNode = members.last(where: { $0.key == "stringUnit" })?.value {
            _ = try object(unitNode, "\"stringUnit\" of key \"\(key)\"")
            guard let valueNode = unitNode["value"] else {
                throw .invalidStructure(location(unitNode), reason: "\"stringUnit\" of key \"\(key)\" has no \"value\"")
            }
            let value = try string(valueNode, "\"value\" of key \"\(key)\"")
            let state = try unitNode["state"].map { n throws(FormatError) in try string(n, "\"state\" of key \"\(key)\"") }
            template = (value, state, valueNode)
        }
        if let variationsNode = members.last(where: { $0.key == "variations" })?.value {
            for variation in try object(variationsNode, "\"variations\" of key \"\(key)\"") {
                let kind = variation.key
                for choice in try object(variation.value, "\"\(kind)\" variations of key \"\(key)\"") {
                    let label = kind == "plural" ? "plural.\(choice.key)" : "\(kind).\(choice.key)"
                    try collect(choice.value, key: key, prefix: prefix + [label],
                                category: kind == "plural" ? choice.key : category, into: &units)
                }
            }
        }
        let substitutions = try members.last(where: { $0.key == "substitutions" }).map { m throws(FormatError) in
            try object(m.value, "\"substitutions\" of key \"\(key)\"")
        } ?? []
        guard let template else { return }
        guard substitutions.count <= InputLimits.pluralVariables else {
            throw .invalidStructure(location(template.node),
                                    reason: "key \"\(key)\" has \(substitutions.count) substitutions, over the limit of \(InputLimits.pluralVariables)")
        }
        if substitutions.isEmpty {
            units.append(Unit(value: template.value, state: template.state, variant: variantName(prefix), node: template.node,
                              plural: category.map { PluralContext(category: $0) }))
            return
        }
        // Each substitution's variants, with the others at `other`.
        var parsed: [(name: String, argNum: Int?, spec: String?, variants: [(String, String, String?, JSONNode)])] = []
        for substitution in substitutions {
            let name = substitution.key
            let body = try object(substitution.value, "substitution \"\(name)\" of key \"\(key)\"")
            var argNum: Int?
            if let n = substitution.value["argNum"] {
                guard case .number(let v, _, _) = n else {
                    throw .invalidStructure(location(n), reason: "\"argNum\" of substitution \"\(name)\" must be a number, found \(n.typeName)")
                }
                guard let number = InputLimits.integer(v, in: 1...InputLimits.formatPosition) else {
                    throw .invalidStructure(location(n), reason: "\"argNum\" of substitution \"\(name)\" must be a whole number from 1 to \(InputLimits.formatPosition), found \(v)")
                }
                argNum = number
            }
            let spec = try substitution.value["formatSpecifier"].map { n throws(FormatError) in try string(n, "\"formatSpecifier\" of substitution \"\(name)\"") }
            var variants: [(String, String, String?, JSONNode)] = []
            if let variations = body.last(where: { $0.key == "variations" })?.value {
                for variation in try object(variations, "\"variations\" of substitution \"\(name)\"") {
                    for choice in try object(variation.value, "\"\(variation.key)\" variations of substitution \"\(name)\"") {
                        var inner: [Unit] = []
                        try collect(choice.value, key: key, prefix: [], category: nil, into: &inner)
                        for unit in inner {
                            let label = variation.key == "plural" ? choice.key : "\(variation.key).\(choice.key)"
                            variants.append((label, unit.value, unit.state, unit.node))
                        }
                    }
                }
            }
            parsed.append((name, argNum, spec, variants))
        }
        for substitution in parsed {
            var others: [String: String] = [:]
            for other in parsed where other.name != substitution.name {
                others[other.name] = other.variants.first { $0.0 == "other" }?.1 ?? other.variants.last?.1 ?? ""
            }
            for (label, value, state, node) in substitution.variants {
                let plural = PluralContext(category: label.contains(".") ? category : label, variable: substitution.name,
                                           template: template.value, valueType: substitution.spec,
                                           argumentNumber: substitution.argNum, otherVariables: others)
                units.append(Unit(value: value, state: state ?? template.state,
                                  variant: variantName(prefix + ["\(substitution.name):\(label)"]), node: node, plural: plural))
            }
        }
    }

    /// `one` for a lone plural, `iphone` for a lone device, `device.iphone/plural.one` for both.
    func variantName(_ parts: [String]) -> String? {
        guard !parts.isEmpty else { return nil }
        if parts.count == 1 {
            let part = parts[0]
            if part.hasPrefix("plural.") { return String(part.dropFirst("plural.".count)) }
            if part.hasPrefix("device.") { return String(part.dropFirst("device.".count)) }
            return part
        }
        return parts.joined(separator: "/")
    }
}
