/// Turns an XLIFF 1.2 file (what Xcode exports, alone or inside `.xcloc/Localized Contents/`)
/// into entries: one per `trans-unit`, in the `<file>`'s `target-language`.
///
/// The value is the `<target>` text; a unit without a target gets its `<source>` text (what the
/// app shows until it is translated) with state `new`. `<note>` is the comment; `maxwidth` with
/// `size-unit` (default `pixel`) is kept. Xcode's ids for `.stringsdict` content
/// (`/key:dict/variable:dict/one:dict/:string`) become the key with variant `one`
/// (`variable:one` when the key has several variables).
enum XLIFFFormat {
    static func parse(_ bytes: [UInt8], context: FileContext) throws(FormatError) -> FileParseResult {
        let text = try TextDecoding.decode(bytes, file: context.file)
        let root = try XMLTreeParser.parse(text.scalars, file: context.file)
        guard root.name == "xliff" else {
            throw .invalidStructure(context.location(root.line, root.column), reason: "not an XLIFF file: the root element is <\(root.name)>, expected <xliff>")
        }
        if let version = root.attribute("version"), !version.hasPrefix("1.") {
            throw .invalidStructure(context.location(root.line, root.column), reason: "XLIFF version \(version) is not supported (expected 1.2)")
        }
        var result = FileParseResult()
        for file in root.children("file") {
            guard let language = file.attribute("target-language") ?? file.attribute("source-language") else {
                result.problems.append(.invalidStructure(context.location(file.line, file.column),
                    reason: "<file> has neither target-language nor source-language"))
                continue
            }
            let sourceLanguage = file.attribute("source-language") ?? LocaleTag.defaultDevelopmentLanguage
            let locale = LocaleTag.resolve(language, developmentLanguage: sourceLanguage)
            let original = file.attribute("original") ?? context.table
            let table = tableName(original)
            var units: [XMLElement] = []
            collectUnits(file, into: &units)
            // Variables per stringsdict key, to name variants like the .stringsdict reader does.
            var variablesPerKey: [String: Set<String>] = [:]
            for unit in units {
                if let id = unit.attribute("id"), let parsed = parseDictId(id), let variable = parsed.variable {
                    variablesPerKey[parsed.key, default: []].insert(variable)
                }
            }
            for unit in units {
                guard let id = unit.attribute("id") else {
                    result.problems.append(.invalidStructure(context.location(unit.line, unit.column), reason: "<trans-unit> has no id"))
                    continue
                }
                guard let source = unit.child("source") else {
                    result.problems.append(.invalidStructure(context.location(unit.line, unit.column), reason: "<trans-unit id=\"\(id)\"> has no <source>"))
                    continue
                }
                let target = unit.child("target")
                let valueElement = target ?? source
                let state = target.map { $0.attribute("state") ?? "translated" } ?? "new"
                var key = id
                var variant: String?
                var plural: PluralContext?
                if let parsed = parseDictId(id) {
                    key = parsed.key
                    if let variable = parsed.variable, let category = parsed.category {
                        let several = (variablesPerKey[parsed.key]?.count ?? 0) > 1
                        variant = several ? "\(variable):\(category)" : category
                        plural = PluralContext(category: category, variable: variable)
                    }
                }
                var maxWidth: MaxWidth?
                if let width = unit.attribute("maxwidth").flatMap(Double.init) {
                    maxWidth = MaxWidth(value: width, unit: unit.attribute("size-unit") ?? "pixel")
                }
                let note = unit.children("note").map(\.text).filter { !$0.isEmpty }.joined(separator: "\n")
                result.entries.append(LocalizedEntry(
                    key: key, table: table, locale: locale, value: valueElement.text, variant: variant,
                    comment: note.isEmpty ? nil : note, state: state,
                    location: context.location(valueElement.contentLine, valueElement.contentColumn),
                    keyLocation: context.location(unit.line, unit.column), format: .xliff,
                    sourceText: source.text, maxWidth: maxWidth, plural: plural))
            }
        }
        return result
    }

    /// `trans-unit`s anywhere under `<body>` (including inside `<group>`s), in document order.
    static func collectUnits(_ element: XMLElement, into units: inout [XMLElement]) {
        for child in element.children {
            if child.name == "trans-unit" { units.append(child) } else { collectUnits(child, into: &units) }
        }
    }

    /// `App/en.lproj/Localizable.strings` → `Localizable`.
    static func tableName(_ original: String) -> String {
        let name = original.split(separator: "/").last.map(String.init) ?? original
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { return String(name[..<dot]) }
        return name
    }

    /// Xcode's stringsdict ids: `/key:dict/variable:dict/one:dict/:string` or
    /// `/key:dict/NSStringLocalizedFormatKey:dict/:string`.
    static func parseDictId(_ id: String) -> (key: String, variable: String?, category: String?)? {
        guard id.hasPrefix("/"), id.hasSuffix(":string") else { return nil }
        let parts = id.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, parts.dropLast().allSatisfy({ $0.hasSuffix(":dict") }) else { return nil }
        let names = parts.dropLast().map { String($0.dropLast(":dict".count)) }
        let key = names[0]
        if names.count == 3, StringsDictFormat.categories.contains(names[2]) {
            return (key, names[1], names[2])
        }
        return (key, nil, nil)
    }
}
