import DynamicType
import Foundation
import HeadroomFormats
import Yams

/// Reads `headroom.yml`. Walks Yams' node tree (not `Codable`) so that every error carries the
/// manifest line of the node at fault, and unknown keys are rejected rather than ignored.
public struct ManifestParser: Sendable {
    public init() {}

    /// Parses the manifest at `path`. Relative paths inside it are resolved against its directory.
    /// Checks that font files exist and that every `strings:` entry matches a file.
    public func load(path: String) throws(ManifestError) -> Manifest {
        guard FileManager.default.fileExists(atPath: path) else { throw .notFound(path: path) }
        let text: String
        switch FileWalker.readRegular(path, limit: InputLimits.manifestBytes) {
        case .success(let bytes):
            guard let decoded = String(validating: bytes, as: UTF8.self) else { throw .unreadable(path: path, reason: "not a UTF-8 text file") }
            text = decoded
        case .failure(.notRegular): throw .unreadable(path: path, reason: "not a regular file (a FIFO, device or socket is never read)")
        case .failure(.tooLarge(let size)):
            throw .unreadable(path: path, reason: "larger than the limit of \(InputLimits.manifestBytes >> 20) MiB (\(size) bytes)")
        case .failure(.unreadable(let reason)): throw .unreadable(path: path, reason: reason)
        }
        let base = (path as NSString).deletingLastPathComponent
        let manifest = try parse(text, file: path, baseDirectory: base.isEmpty ? "." : base)
        try validateFiles(manifest)
        return manifest
    }

    /// Parses manifest text without touching the file system.
    public func parse(_ yaml: String, file: String, baseDirectory: String = ".") throws(ManifestError) -> Manifest {
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw Self.syntaxError(error, file: file)
        } catch {
            throw .syntax(file: file, line: 1, column: 1, message: "\(error)")
        }
        var manifest = Manifest(file: file, baseDirectory: baseDirectory)
        guard let root else { return manifest }
        try ManifestAliases.check(root, file: file)
        let reader = NodeReader(file: file)
        let top = try reader.mapping(root, context: "the manifest", allowed: Self.topKeys)
        for (key, value) in top {
            switch key.name {
            case "strings":
                manifest.strings = try reader.strings(value, key: "strings").map {
                    StringsSource(pattern: $0.value, line: $0.line)
                }
            case "sources":
                manifest.sources = try reader.strings(value, key: "sources").map { StringsSource(pattern: $0.value, line: $0.line) }
            case "locales":
                manifest.locales = try reader.strings(value, key: "locales").map(\.value)
                if manifest.locales?.isEmpty == true {
                    throw .invalidValue(file: file, line: NodeReader.line(value), key: "locales", value: "[]",
                                        reason: "no locale to check (leave the key out for every locale)")
                }
            case "allowOutside": manifest.allowOutside = try reader.strings(value, key: "allowOutside").map(\.value)
            case "sourceLocale": manifest.sourceLocale = try reader.string(value, key: "sourceLocale")
            case "categories": manifest.categories = try categories(value, reader: reader)
            case "devices": manifest.devices = try devices(value, reader: reader)
            case "fonts": manifest.fonts = try fonts(value, reader: reader)
            case "samples": manifest.samples = try samples(value, reader: reader)
            case "severities": manifest.severities = try severities(value, reader: reader)
            case "tolerance": manifest.tolerance = try tolerance(value, reader: reader)
            case "limits": manifest.limits = try limits(value, line: key.line, reader: reader)
            case "sameAsSource": manifest.sameAsSource = try reader.strings(value, key: "sameAsSource").map { KeyPattern($0.value) }
            case "components":
                manifest.components = []
                for item in try reader.sequence(value, key: "components") {
                    manifest.components.append(try component(item, reader: reader, isRule: false))
                }
                var seen: Set<String> = []
                for component in manifest.components where !seen.insert(component.name).inserted {
                    throw .duplicateName(file: file, line: component.line, name: component.name, kind: "component")
                }
            case "rules":
                manifest.rules = []
                for item in try reader.sequence(value, key: "rules") {
                    manifest.rules.append(try component(item, reader: reader, isRule: true))
                }
            default: break
            }
        }
        try checkInsets(manifest)
        Self.resolveSites(&manifest)
        try Self.resolveBundles(&manifest)
        return manifest
    }

    /// Insets (with an icon's spacing) as wide as a device leave no room for text: a mistake in the
    /// manifest, not a 1 pt box.
    private func checkInsets(_ manifest: Manifest) throws(ManifestError) {
        for component in manifest.components + manifest.rules {
            for element in component.elements {
                for spec in [element.width.horizontal, element.width.vertical] {
                    guard case .device(let insets, _, let spacing) = spec else { continue }
                    for device in manifest.devices where insets + spacing >= device.width {
                        throw .invalidValue(
                            file: manifest.file, line: max(element.line, 1), key: "insets", value: "\(insets)",
                            reason: "the insets\(spacing > 0 ? " and spacing" : "") leave no room on \(device.name) (\(device.width) pt wide)")
                    }
                }
            }
        }
    }

    static let topKeys = [
        "strings", "locales", "sourceLocale", "categories", "devices", "fonts", "samples", "severities",
        "tolerance", "components", "rules", "limits", "allowOutside", "sources", "sameAsSource",
    ]
    static let componentKeys = ["name", "layout", "elements", "maxCategory", "confirmed"]
    static let elementKeys = [
        "name", "keys", "style", "font", "weight", "lines", "width", "maxPointSize", "title", "maxCategory",
        "minimumScaleFactor", "minimumFontSize", "shownAt", "markdown", "beside", "evidence", "confirmed", "placed", "textCase",
        "forms", "table", "bundle",
    ]
    static let ruleKeys = [
        "name", "keys", "style", "font", "weight", "lines", "width", "maxPointSize", "maxCategory", "minimumScaleFactor",
        "minimumFontSize", "shownAt", "markdown", "beside", "evidence", "confirmed", "placed",
    ]

    // MARK: Sections

    private func categories(_ node: Node, reader: NodeReader) throws(ManifestError) -> [ContentSizeCategory] {
        var result: [ContentSizeCategory] = []
        for item in try reader.strings(node, key: "categories") {
            guard let category = ContentSizeCategory(name: item.value) else {
                throw .invalidValue(
                    file: reader.file, line: item.line, key: "categories", value: item.value,
                    reason: "not a content size category (xSmall … xxxLarge, AX1 … AX5)")
            }
            if !result.contains(category) { result.append(category) }
        }
        if result.isEmpty {
            throw .invalidValue(file: reader.file, line: NodeReader.line(node), key: "categories", value: "[]",
                                reason: "no category to check (leave the key out for all 12)")
        }
        return result.sorted()
    }

    private func devices(_ node: Node, reader: NodeReader) throws(ManifestError) -> [Device] {
        var result: [Device] = []
        for (key, value) in try reader.mapping(node, context: "devices", allowed: nil) {
            let width = try reader.positiveNumber(value, key: key.name)
            result.append(Device(name: key.name, width: width))
        }
        if result.isEmpty {
            throw .invalidValue(file: reader.file, line: NodeReader.line(node), key: "devices", value: "{}",
                                reason: "no device to check (leave the key out for the default devices)")
        }
        return result
    }

    private func fonts(_ node: Node, reader: NodeReader) throws(ManifestError) -> FontSource {
        let line = NodeReader.line(node)
        if case .scalar = node { return .bundled(directory: try reader.string(node, key: "fonts"), line: line) }
        if case .sequence = node { return .files(try reader.strings(node, key: "fonts").map(\.value), line: line) }
        let fields = try reader.mapping(node, context: "fonts", allowed: ["directory", "files"])
        if let files = fields.first(where: { $0.key.name == "files" }) {
            return .files(try reader.strings(files.value, key: "files").map(\.value), line: files.key.line)
        }
        if let directory = fields.first(where: { $0.key.name == "directory" }) {
            return .bundled(directory: try reader.string(directory.value, key: "directory"), line: directory.key.line)
        }
        throw .missingKey(file: reader.file, line: line, key: "directory", context: "fonts")
    }

    private func samples(_ node: Node, reader: NodeReader) throws(ManifestError) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for (key, value) in try reader.mapping(node, context: "samples", allowed: nil) {
            result[key.name] = try reader.strings(value, key: key.name).map(\.value)
        }
        return result
    }

    private func severities(_ node: Node, reader: NodeReader) throws(ManifestError) -> SeverityPolicy {
        var policy = SeverityPolicy()
        let causes = Cause.allCases.map(\.rawValue)
        for (key, value) in try reader.mapping(node, context: "severities", allowed: SeverityPolicy.keys + causes) {
            if let cause = Cause(rawValue: key.name) {
                // `design: {truncates: warning}`: the severities of one cause.
                let verdicts = Verdict.allCases.filter { SeverityPolicy.keys.contains($0.rawValue) }.map(\.rawValue)
                for (verdictKey, verdictValue) in try reader.mapping(value, context: "severities.\(key.name)", allowed: verdicts) {
                    policy.byCause[cause, default: [:]][Verdict(rawValue: verdictKey.name)!] = try severity(
                        verdictValue, key: verdictKey.name, reader: reader)
                }
                continue
            }
            policy.set(key.name, try severity(value, key: key.name, reader: reader))
        }
        return policy
    }

    private func severity(_ value: Node, key: String, reader: NodeReader) throws(ManifestError) -> Severity {
        let name = try reader.string(value, key: key)
        guard let severity = Severity(rawValue: name.lowercased()) else {
            throw .invalidValue(
                file: reader.file, line: NodeReader.line(value), key: key, value: name,
                reason: "expected error, warning, note or ignore")
        }
        return severity
    }

    /// `tolerance: 0.01` (a fraction of the box width) or `tolerance: 1%`.
    private func tolerance(_ node: Node, reader: NodeReader) throws(ManifestError) -> Double {
        let text = try reader.string(node, key: "tolerance").trimmingCharacters(in: .whitespaces)
        let percent = text.hasSuffix("%")
        let number = Double(percent ? String(text.dropLast()).trimmingCharacters(in: .whitespaces) : text)
        guard let number, number.isFinite, number >= 0, (percent ? number / 100 : number) < 1 else {
            throw .invalidValue(
                file: reader.file, line: NodeReader.line(node), key: "tolerance", value: text,
                reason: "expected a fraction of the box width below 1 (0.01) or a percentage (1%)")
        }
        return percent ? number / 100 : number
    }

    private func category(_ node: Node, key: String, reader: NodeReader) throws(ManifestError) -> ContentSizeCategory {
        let value = try reader.string(node, key: key)
        guard let category = ContentSizeCategory(name: value) else {
            throw .invalidValue(
                file: reader.file, line: NodeReader.line(node), key: key, value: value,
                reason: "not a content size category (xSmall … xxxLarge, AX1 … AX5)")
        }
        return category
    }

    private func component(_ node: Node, reader: NodeReader, isRule: Bool) throws(ManifestError) -> Component {
        let line = NodeReader.line(node)
        if isRule {
            // A rule is a one-element fixed component.
            let fields = try reader.mapping(node, context: "a rule", allowed: Self.ruleKeys)
            var element = try element(node, fields: fields, reader: reader, context: "a rule")
            let name = try fields.first { $0.key.name == "name" }.map { field throws(ManifestError) in
                try reader.string(field.value, key: "name")
            }
            element.name = "text"
            let ruleName = name ?? "rule " + element.keys.map(\.pattern).joined(separator: ", ")
            return Component(name: ruleName, layout: .fixed, elements: [element], line: line)
        }
        let fields = try reader.mapping(node, context: "a component", allowed: Self.componentKeys)
        guard let nameField = fields.first(where: { $0.key.name == "name" }) else {
            throw .missingKey(file: reader.file, line: line, key: "name", context: "a component")
        }
        let name = try reader.string(nameField.value, key: "name")
        var layout = Component.Layout.fixed
        if let field = fields.first(where: { $0.key.name == "layout" }) {
            let value = try reader.string(field.value, key: "layout")
            guard let parsed = Component.Layout(rawValue: value) else {
                throw .invalidValue(
                    file: reader.file, line: field.key.line, key: "layout", value: value,
                    reason: "expected adaptive, flexible or fixed")
            }
            layout = parsed
        }
        guard let elementsField = fields.first(where: { $0.key.name == "elements" }) else {
            throw .missingKey(file: reader.file, line: line, key: "elements", context: "component '\(name)'")
        }
        let maxCategory = try fields.first { $0.key.name == "maxCategory" }.map { field throws(ManifestError) in
            try category(field.value, key: "maxCategory", reader: reader)
        }
        let confirmed = try fields.first { $0.key.name == "confirmed" }.map { field throws(ManifestError) in
            try self.confirmed(field.value, reader: reader)
        } ?? []
        var elements: [Element] = []
        for item in try reader.sequence(elementsField.value, key: "elements") {
            let context = "an element of '\(name)'"
            let fields = try reader.mapping(item, context: context, allowed: Self.elementKeys)
            var element = try element(item, fields: fields, reader: reader, context: context)
            // The component's clamp applies to the elements without their own.
            if element.font.maxCategory == nil { element.font.maxCategory = maxCategory }
            element.evidence.confirmed.formUnion(confirmed)
            elements.append(element)
        }
        if elements.isEmpty {
            throw .invalidValue(
                file: reader.file, line: elementsField.key.line, key: "elements", value: "[]",
                reason: "a component needs at least one element")
        }
        if elements.filter({ $0.isTitle == true }).count > 1 {
            throw .invalidValue(
                file: reader.file, line: elementsField.key.line, key: "title", value: "true",
                reason: "only one element of a component can be its title")
        }
        return Component(name: name, layout: layout, elements: elements, line: line)
    }

    private func element(
        _ node: Node, fields: [(key: NodeReader.Key, value: Node)], reader: NodeReader, context: String
    ) throws(ManifestError) -> Element {
        let line = NodeReader.line(node)
        func field(_ name: String) -> (key: NodeReader.Key, value: Node)? { fields.first { $0.key.name == name } }
        guard let keysField = field("keys") else {
            throw .missingKey(file: reader.file, line: line, key: "keys", context: context)
        }
        let (keys, keySites, keyArguments, keyFallbacks) = try keyEntries(keysField.value, reader: reader)
        if keys.isEmpty {
            throw .invalidValue(file: reader.file, line: keysField.key.line, key: "keys", value: "[]", reason: "no keys")
        }
        let name = try field("name").map { f throws(ManifestError) in try reader.string(f.value, key: "name") }
        if field("style") != nil && field("font") != nil {
            throw .invalidValue(
                file: reader.file, line: field("font")!.key.line, key: "font", value: "…",
                reason: "give either 'style' or 'font', not both")
        }
        var font = FontSpec(style: .body)
        if let style = field("style") {
            font.style = try textStyle(style.value, key: "style", reader: reader)
        } else if let custom = field("font") {
            font = try customFont(custom.value, reader: reader)
        }
        if let weight = field("weight") {
            let value = try reader.string(weight.value, key: "weight")
            guard let parsed = FontWeight(name: value) else {
                throw .invalidValue(
                    file: reader.file, line: weight.key.line, key: "weight", value: value,
                    reason: "expected ultraLight, thin, light, regular, medium, semibold, bold, heavy or black")
            }
            font.weight = parsed
        }
        if let max = field("maxPointSize") {
            font.maxPointSize = try reader.positiveNumber(max.value, key: "maxPointSize", limit: InputLimits.pointSize)
        }
        if let max = field("maxCategory") { font.maxCategory = try category(max.value, key: "maxCategory", reader: reader) }
        var shrink: FontShrink?
        if let factor = field("minimumScaleFactor") {
            let value = try reader.positiveNumber(factor.value, key: "minimumScaleFactor")
            guard value < 1 else {
                throw .invalidValue(
                    file: reader.file, line: factor.key.line, key: "minimumScaleFactor", value: "\(value)",
                    reason: "expected a factor between 0 and 1 (0.8 lets the font shrink to 80%)")
            }
            shrink = .scale(value)
        }
        if let size = field("minimumFontSize") {
            guard shrink == nil else {
                throw .invalidValue(
                    file: reader.file, line: size.key.line, key: "minimumFontSize", value: "…",
                    reason: "give either 'minimumScaleFactor' or 'minimumFontSize', not both")
            }
            shrink = .points(try reader.positiveNumber(size.value, key: "minimumFontSize", limit: InputLimits.pointSize))
        }
        var textCase: TextCase?
        if let caseField = field("textCase") {
            let value = try reader.string(caseField.value, key: "textCase")
            guard let parsed = TextCase(rawValue: value) else {
                throw .invalidValue(
                    file: reader.file, line: caseField.key.line, key: "textCase", value: value, reason: "expected uppercase or lowercase")
            }
            textCase = parsed
        }
        var lines = Lines(1)
        var mostLines: Lines?
        if let linesField = field("lines") { (lines, mostLines) = try self.lineBounds(linesField.value, reader: reader) }
        guard let widthField = field("width") else {
            throw .missingKey(file: reader.file, line: line, key: "width", context: context)
        }
        let (widths, widest) = try self.widthBounds(widthField.value, reader: reader)
        let isTitle = try field("title").map { f throws(ManifestError) in try reader.bool(f.value, key: "title") }
        var element = Element(
            name: name ?? "text", keys: keys, font: font, lines: lines, width: widths, isTitle: isTitle, line: line)
        element.widest = widest
        element.mostLines = mostLines
        if let given = field("evidence") { element.evidence = try boxEvidence(given.value, element: line, reader: reader) }
        if widest != nil, element.evidence.widthBound == nil { element.evidence.widthBound = .manifest(line: widthField.key.line) }
        if mostLines != nil, element.evidence.linesBound == nil, let linesField = field("lines") {
            element.evidence.linesBound = .manifest(line: linesField.key.line)
        }
        if let given = field("confirmed") { element.evidence.confirmed = try confirmed(given.value, reader: reader) }
        if let given = field("placed") { element.placed = try reader.bool(given.value, key: "placed") }
        element.shrink = shrink
        element.markdown = try field("markdown").map { f throws(ManifestError) in try reader.bool(f.value, key: "markdown") } ?? false
        if let beside = field("beside") { element.beside = try barNeighbours(beside.value, reader: reader) }
        element.textCase = textCase
        if let forms = field("forms") { element.formsNeverShown = try formsNeverShown(forms.value, reader: reader) }
        if let table = field("table") { element.table = try reader.string(table.value, key: "table") }
        if let bundle = field("bundle") {
            let value = try reader.string(bundle.value, key: "bundle")
            element.bundle = value == "main" ? .main : .folder(value)
        }
        element.keyShownAt = keySites
        element.keyArguments = keyArguments
        element.keyFallbacks = keyFallbacks
        if let sites = field("shownAt") { element.shownAt = try displaySites(sites.value, reader: reader) }
        return element
    }

    /// `forms: { never: [zero] }`: the plural categories the element never shows.
    private func formsNeverShown(_ node: Node, reader: NodeReader) throws(ManifestError) -> Set<String> {
        let fields = try reader.mapping(node, context: "forms", allowed: ["never"])
        guard let never = fields.first(where: { $0.key.name == "never" })?.value else {
            throw .missingKey(file: reader.file, line: NodeReader.line(node), key: "never", context: "forms")
        }
        var categories: Set<String> = []
        for item in try reader.strings(never, key: "never") {
            guard Self.pluralCategories.contains(item.value) else {
                throw .invalidValue(file: reader.file, line: item.line, key: "never", value: item.value,
                                    reason: "not a plural category (" + Self.pluralCategories.joined(separator: ", ") + ")")
            }
            categories.insert(item.value)
        }
        return categories
    }

    static let pluralCategories = ["zero", "one", "two", "few", "many", "other"]

    /// `beside: { keys: [a, b], font: { size: 17, scales: false }, spacing: 8 }`; `oneOf: true` for a
    /// sibling text that shows one of the keys.
    private func barNeighbours(_ node: Node, reader: NodeReader) throws(ManifestError) -> BarNeighbours {
        let fields = try reader.mapping(node, context: "beside", allowed: ["keys", "font", "style", "weight", "spacing", "oneOf"])
        func field(_ name: String) -> Node? { fields.first { $0.key.name == name }?.value }
        guard let keysNode = field("keys") else {
            throw .missingKey(file: reader.file, line: NodeReader.line(node), key: "keys", context: "beside")
        }
        let keys = try reader.strings(keysNode, key: "keys").map(\.value)
        guard !keys.isEmpty else {
            throw .invalidValue(file: reader.file, line: NodeReader.line(keysNode), key: "keys", value: "[]",
                                reason: "expected the bar items' keys")
        }
        var font = FontSpec(style: .body)
        if let style = field("style") { font.style = try textStyle(style, key: "style", reader: reader) }
        if let custom = field("font") { font = try customFont(custom, reader: reader) }
        if let weight = field("weight") {
            let value = try reader.string(weight, key: "weight")
            guard let parsed = FontWeight(name: value) else {
                throw .invalidValue(file: reader.file, line: NodeReader.line(weight), key: "weight", value: value,
                                    reason: "expected ultraLight, thin, light, regular, medium, semibold, bold, heavy or black")
            }
            font.weight = parsed
        }
        let spacing = try field("spacing").map { n throws(ManifestError) in
            try reader.positiveNumber(n, key: "spacing")
        } ?? 0
        let oneOf = try field("oneOf").map { n throws(ManifestError) in try reader.bool(n, key: "oneOf") } ?? false
        return BarNeighbours(keys: keys, font: font, spacing: spacing, oneOf: oneOf)
    }

    private func textStyle(_ node: Node, key: String, reader: NodeReader) throws(ManifestError) -> TextStyle {
        let value = try reader.string(node, key: key)
        guard let style = TextStyle(name: value) else {
            throw .invalidValue(
                file: reader.file, line: NodeReader.line(node), key: key, value: value,
                reason: "not a text style (" + TextStyle.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        return style
    }

    private func customFont(_ node: Node, reader: NodeReader) throws(ManifestError) -> FontSpec {
        let fields = try reader.mapping(
            node, context: "font", allowed: ["file", "size", "relativeTo", "scales", "maxPointSize", "maxCategory", "weight"])
        var spec = FontSpec(style: .body)
        var size: Double?
        var relative = false
        var scales: Bool?
        for (key, value) in fields {
            switch key.name {
            case "scales": scales = try reader.bool(value, key: "scales")
            case "maxCategory": spec.maxCategory = try category(value, key: "maxCategory", reader: reader)
            case "file": spec.file = try reader.string(value, key: "file")
            case "size": size = try reader.positiveNumber(value, key: "size", limit: InputLimits.pointSize)
            case "relativeTo":
                spec.style = try textStyle(value, key: "relativeTo", reader: reader)
                relative = true
            case "maxPointSize": spec.maxPointSize = try reader.positiveNumber(value, key: "maxPointSize", limit: InputLimits.pointSize)
            case "weight":
                let name = try reader.string(value, key: "weight")
                guard let weight = FontWeight(name: name) else {
                    throw .invalidValue(
                        file: reader.file, line: key.line, key: "weight", value: name, reason: "not a font weight")
                }
                spec.weight = weight
            default: break
            }
        }
        guard let size else {
            throw .missingKey(file: reader.file, line: NodeReader.line(node), key: "size", context: "font")
        }
        // A size alone used to scale silently like Body: say which (issue 11).
        switch (relative, scales) {
        case (false, nil):
            throw .invalidValue(
                file: reader.file, line: NodeReader.line(node), key: "font", value: "size: \(size == size.rounded() ? String(Int(size)) : String(size))",
                reason: "say how the size scales: 'relativeTo: STYLE' (Dynamic Type, like UIFontMetrics) or 'scales: false' (a fixed size)")
        case (true, false?):
            throw .invalidValue(
                file: reader.file, line: NodeReader.line(node), key: "scales", value: "false",
                reason: "a fixed-size font does not scale relative to a style; remove 'relativeTo' or 'scales: false'")
        default: break
        }
        spec.size = size
        spec.scales = scales ?? true
        return spec
    }

    /// `lines:` as one limit, or as bounds `{ min: N, max: N }` (0 = no limit): the fewest and, for
    /// bounds, the most.
    private func lineBounds(_ node: Node, reader: NodeReader) throws(ManifestError) -> (Lines, Lines?) {
        guard case .mapping(let mapping) = node, mapping.keys.contains(where: { $0.string == "min" || $0.string == "max" }) else {
            return (try lines(node, reader: reader), nil)
        }
        let fields = try reader.mapping(node, context: "lines", allowed: ["min", "max"])
        guard let fewest = fields.first(where: { $0.key.name == "min" }), let most = fields.first(where: { $0.key.name == "max" }) else {
            throw .missingKey(file: reader.file, line: NodeReader.line(node), key: "min' and 'max", context: "lines")
        }
        return (try lines(fewest.value, reader: reader), try lines(most.value, reader: reader))
    }

    private func lines(_ node: Node, reader: NodeReader) throws(ManifestError) -> Lines {
        if case .mapping = node {
            var result = Lines(1)
            for (key, value) in try reader.mapping(node, context: "lines", allowed: ["horizontal", "vertical"]) {
                let count = try reader.count(value, key: key.name)
                if key.name == "horizontal" { result.horizontal = count } else { result.vertical = count }
            }
            return result
        }
        return Lines(try reader.count(node, key: "lines"))
    }

    /// `width:` as one width, or as bounds `{ min: W, max: W }` (each any width form): the narrowest
    /// and, for bounds, the widest.
    private func widthBounds(_ node: Node, reader: NodeReader) throws(ManifestError) -> (Widths, Widths?) {
        guard case .mapping(let mapping) = node, mapping.keys.contains(where: { $0.string == "min" || $0.string == "max" }) else {
            return (try widths(node, reader: reader), nil)
        }
        let fields = try reader.mapping(node, context: "width", allowed: ["min", "max"])
        guard let narrowest = fields.first(where: { $0.key.name == "min" }), let widest = fields.first(where: { $0.key.name == "max" }) else {
            throw .missingKey(file: reader.file, line: NodeReader.line(node), key: "min' and 'max", context: "width")
        }
        return (try widths(narrowest.value, reader: reader), try widths(widest.value, reader: reader))
    }

    private func widths(_ node: Node, reader: NodeReader) throws(ManifestError) -> Widths {
        if case .mapping(let mapping) = node,
            mapping.keys.contains(where: { $0.string == "horizontal" || $0.string == "vertical" })
        {
            let fields = try reader.mapping(node, context: "width", allowed: ["horizontal", "vertical"])
            guard let horizontal = fields.first(where: { $0.key.name == "horizontal" }),
                let vertical = fields.first(where: { $0.key.name == "vertical" })
            else {
                throw .missingKey(
                    file: reader.file, line: NodeReader.line(node), key: "horizontal' and 'vertical", context: "width")
            }
            return Widths(
                horizontal: try width(horizontal.value, reader: reader),
                vertical: try width(vertical.value, reader: reader))
        }
        return Widths(try width(node, reader: reader))
    }

    private func width(_ node: Node, reader: NodeReader) throws(ManifestError) -> WidthSpec {
        if case .scalar = node { return .absolute(try reader.positiveNumber(node, key: "width")) }
        let fields = try reader.mapping(
            node, context: "width", allowed: ["device", "fraction", "columns", "insets", "icon", "spacing"])
        var insets = 0.0
        var spacing = 0.0
        var icon: IconSpec?
        var device = false
        var share: Double?
        for (key, value) in fields {
            switch key.name {
            case "device": device = try reader.bool(value, key: "device")
            case "fraction", "columns":
                if share != nil {
                    throw .invalidValue(
                        file: reader.file, line: key.line, key: key.name, value: "…", reason: "give 'fraction' or 'columns', not both")
                }
                if key.name == "fraction" {
                    let fraction = try reader.positiveNumber(value, key: "fraction")
                    guard fraction <= 1 else {
                        throw .invalidValue(
                            file: reader.file, line: key.line, key: "fraction", value: "\(fraction)",
                            reason: "a fraction of the device width is at most 1")
                    }
                    share = fraction
                } else {
                    let columns = try reader.count(value, key: "columns")
                    guard columns > 0 else {
                        throw .invalidValue(
                            file: reader.file, line: key.line, key: "columns", value: "0", reason: "at least one column")
                    }
                    share = 1 / Double(columns)
                }
            case "insets": insets = try reader.nonNegativeNumber(value, key: "insets")
            case "spacing": spacing = try reader.nonNegativeNumber(value, key: "spacing")
            case "icon":
                let iconFields = try reader.mapping(
                    value, context: "icon", allowed: ["aspectRatio", "relativeTo", "hiddenFrom", "maxCategory"])
                var spec = IconSpec(aspectRatio: 1, relativeTo: .body)
                for (iconKey, iconValue) in iconFields {
                    switch iconKey.name {
                    case "aspectRatio": spec.aspectRatio = try reader.positiveNumber(iconValue, key: "aspectRatio")
                    case "hiddenFrom": spec.hiddenFrom = try category(iconValue, key: "hiddenFrom", reader: reader)
                    case "maxCategory": spec.maxCategory = try category(iconValue, key: "maxCategory", reader: reader)
                    default: spec.relativeTo = try textStyle(iconValue, key: "relativeTo", reader: reader)
                    }
                }
                icon = spec
            default: break
            }
        }
        if let share { return .fraction(share, insets: insets, icon: icon, spacing: spacing) }
        guard device else {
            throw .invalidValue(
                file: reader.file, line: NodeReader.line(node), key: "device", value: "false",
                reason: "a width is a number of points or a mapping with 'device: true', 'fraction: 0.5' or 'columns: 4'")
        }
        return .device(insets: insets, icon: icon, spacing: spacing)
    }

    // MARK: File checks

    /// Font files must exist and every `strings:` entry must match at least one file.
    public func validateFiles(_ manifest: Manifest) throws(ManifestError) {
        if manifest.strings.isEmpty {
            throw .missingKey(file: manifest.file, line: 1, key: "strings", context: "the manifest")
        }
        let fm = FileManager.default
        switch manifest.fonts {
        case .bundled(let directory, let line):
            let path = PathResolver.resolve(directory, base: manifest.baseDirectory)
            if line > 0 && !fm.fileExists(atPath: path) {
                throw .missingFile(file: manifest.file, line: line, path: directory)
            }
        case .files(let files, let line):
            for file in files where !fm.fileExists(atPath: PathResolver.resolve(file, base: manifest.baseDirectory)) {
                throw .missingFile(file: manifest.file, line: line, path: file)
            }
        }
        for component in manifest.components + manifest.rules {
            for element in component.elements {
                if let file = element.font.file,
                    !fm.fileExists(atPath: PathResolver.resolve(file, base: manifest.baseDirectory))
                {
                    throw .missingFile(file: manifest.file, line: element.line, path: file)
                }
            }
        }
        let walker = manifest.walker
        for source in manifest.strings {
            // The glob's fixed part must be inside the project before anything is listed:
            // `/**/*.strings` would otherwise walk the whole disk.
            let root = PathResolver.fixedRoot(source.pattern, base: manifest.baseDirectory)
            if FileWalker.realPath(root) != nil, !walker.isAllowed(root) {
                throw .invalidValue(
                    file: manifest.file, line: source.line, key: "strings", value: source.pattern,
                    reason: "\(FileWalker.realPath(root) ?? root) is outside the manifest's folder; list it under 'allowOutside:' to read it")
            }
            if PathResolver.expand(source.pattern, base: manifest.baseDirectory).isEmpty {
                throw .noMatch(file: manifest.file, line: source.line, pattern: source.pattern)
            }
        }
    }

    static func syntaxError(_ error: YamlError, file: String) -> ManifestError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            return .syntax(file: file, line: mark.line, column: mark.column, message: problem)
        case .duplicatedKeysInMapping(let duplicates, let context):
            return .syntax(
                file: file, line: context.mark.line, column: context.mark.column,
                message: "duplicate key " + duplicates.joined(separator: ", "))
        default:
            return .syntax(file: file, line: 1, column: 1, message: "\(error)")
        }
    }
}
