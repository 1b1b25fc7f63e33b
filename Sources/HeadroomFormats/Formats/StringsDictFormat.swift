/// Turns a `.stringsdict` (XML or binary plist) into entries: one per plural variant.
///
/// For each key, every variable dictionary with `NSStringFormatSpecTypeKey` =
/// `NSStringPluralRuleType` yields one entry per category present (`zero`…`other`). The entry's
/// value is the variant's text, its `variant` is the category when the key has one variable and
/// `variable:category` when it has several, and its `plural` context holds the
/// `NSStringLocalizedFormatKey` template and the other variables' `other` text, so the whole
/// sentence can be measured with only this variable varying. `NSStringDeviceSpecificRuleType`
/// (variant = device name) and `NSStringVariableWidthRuleType` (variant = `width.N`) are listed
/// too. A key whose format has no variables is a plain entry.
enum StringsDictFormat {
    static let categories = ["zero", "one", "two", "few", "many", "other"]
    static let formatKey = "NSStringLocalizedFormatKey"

    static func parse(_ bytes: [UInt8], context: FileContext) throws(FormatError) -> FileParseResult {
        var result = FileParseResult()
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw .invalidStructure(context.location(1, 1), reason: "empty .stringsdict file: expected a property list")
        }
        let root = try PropertyListReader.read(bytes, file: context.file)
        guard let keys = root.entries else {
            throw .invalidStructure(context.location(root.line, root.column),
                                    reason: "a .stringsdict must be a dictionary at the top level, found \(root.typeName)")
        }
        if !context.localeKnown {
            result.warnings.append(FormatWarning(.unknownLocale, context.location(1, 1),
                                                 "not inside an .lproj folder: locale unknown (und); English rules assumed"))
        }
        for item in keys {
            let keyLocation = context.location(item.keyLine, item.keyColumn)
            guard let body = item.value.entries else {
                result.problems.append(.invalidStructure(context.location(item.value.line, item.value.column),
                    reason: "the value of key \"\(item.key)\" must be a dictionary, found \(item.value.typeName)"))
                continue
            }
            do throws(FormatError) {
                result.entries += try entries(for: item.key, body: body, keyLocation: keyLocation, context: context, warnings: &result.warnings)
            } catch {
                result.problems.append(error)
            }
        }
        return result
    }

    static func entries(for key: String, body: [(key: String, keyLine: Int, keyColumn: Int, value: PlistNode)],
                        keyLocation: SourceLocation, context: FileContext,
                        warnings: inout [FormatWarning]) throws(FormatError) -> [LocalizedEntry] {
        func entry(_ value: String, _ node: PlistNode, variant: String?, plural: PluralContext?) -> LocalizedEntry {
            LocalizedEntry(key: key, table: context.table, locale: context.locale, value: value, variant: variant,
                           location: context.location(node.line, node.column), keyLocation: keyLocation,
                           format: .stringsdict, plural: plural)
        }
        // Rules that replace the whole value.
        for rule in ["NSStringDeviceSpecificRuleType", "NSStringVariableWidthRuleType"] {
            guard let node = body.first(where: { $0.key == rule })?.value else { continue }
            guard let variants = node.entries else {
                throw .invalidStructure(context.location(node.line, node.column), reason: "\(rule) of key \"\(key)\" must be a dictionary")
            }
            var out: [LocalizedEntry] = []
            for variant in variants {
                guard let text = variant.value.stringValue else { continue }
                let name = rule == "NSStringVariableWidthRuleType" ? "width.\(variant.key)" : variant.key
                out.append(entry(text, variant.value, variant: name, plural: nil))
            }
            return out
        }
        guard let formatNode = body.first(where: { $0.key == formatKey })?.value else {
            throw .invalidStructure(keyLocation, reason: "key \"\(key)\" has no \(formatKey)")
        }
        guard let template = formatNode.stringValue else {
            throw .invalidStructure(context.location(formatNode.line, formatNode.column),
                                    reason: "\(formatKey) of key \"\(key)\" must be a string, found \(formatNode.typeName)")
        }
        let variableCount = body.count { $0.key != formatKey }
        guard variableCount <= InputLimits.pluralVariables else {
            throw .invalidStructure(context.location(formatNode.line, formatNode.column),
                                    reason: "key \"\(key)\" has \(variableCount) variables, over the limit of \(InputLimits.pluralVariables)")
        }
        // Variable dictionaries, in file order.
        var variables: [(name: String, valueType: String?, variants: [(String, PlistNode)])] = []
        for item in body where item.key != formatKey {
            guard let spec = item.value.entries else {
                throw .invalidStructure(context.location(item.value.line, item.value.column),
                                        reason: "variable \"\(item.key)\" of key \"\(key)\" must be a dictionary, found \(item.value.typeName)")
            }
            let type = spec.first { $0.key == "NSStringFormatSpecTypeKey" }?.value.stringValue
            guard type == "NSStringPluralRuleType" else {
                warnings.append(FormatWarning(.unsupportedRule, context.location(item.keyLine, item.keyColumn),
                                              "variable \"\(item.key)\" of key \"\(key)\" has rule type \(type ?? "(none)"); only NSStringPluralRuleType is expanded"))
                continue
            }
            let valueType = spec.first { $0.key == "NSStringFormatValueTypeKey" }?.value.stringValue
            var variants: [(String, PlistNode)] = []
            for candidate in spec where categories.contains(candidate.key) {
                guard candidate.value.stringValue != nil else {
                    throw .invalidStructure(context.location(candidate.value.line, candidate.value.column),
                                            reason: "plural variant \"\(candidate.key)\" of \"\(item.key)\" in key \"\(key)\" must be a string, found \(candidate.value.typeName)")
                }
                variants.append((candidate.key, candidate.value))
            }
            variables.append((item.key, valueType, variants))
        }
        if variables.isEmpty {
            return [entry(template, formatNode, variant: nil, plural: nil)]
        }
        var out: [LocalizedEntry] = []
        for variable in variables {
            var others: [String: String] = [:]
            for other in variables where other.name != variable.name {
                others[other.name] = other.variants.first { $0.0 == "other" }?.1.stringValue ?? other.variants.last?.1.stringValue ?? ""
            }
            for (category, node) in variable.variants {
                let variant = variables.count == 1 ? category : "\(variable.name):\(category)"
                let plural = PluralContext(category: category, variable: variable.name, template: template,
                                           valueType: variable.valueType, otherVariables: others)
                out.append(entry(node.stringValue ?? "", node, variant: variant, plural: plural))
            }
        }
        return out
    }
}
