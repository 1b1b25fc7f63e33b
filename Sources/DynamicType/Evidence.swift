/// Where one dimension of a text's box (its font and scaling, its line limit, its width, whether it
/// is drawn at all) comes from. The scan produces it, the manifest carries it, the checking core
/// decides severities from it and every reporter states it: an error needs every dimension
/// `isKnown`; anything resting on an `estimate` is at most a warning that names the assumption.
public enum Evidence: Sendable, Hashable, Codable {
    /// Read from the app's Swift code: the file (as the scan names it), line, and what was read
    /// (`.lineLimit(2)`, `label.numberOfLines = 0`).
    case code(file: String, line: Int, what: String)
    /// Read from an Interface Builder document: the file, the element's object ID, and what was
    /// read (`numberOfLines="0"`, `fontDescription style=UICTFontTextStyleBody`).
    case nib(file: String, objectID: String, what: String)
    /// Written by hand in `headroom.yml` (or confirmed there): the manifest line.
    case manifest(line: Int)
    /// Documented system behaviour or a published measurement, with its source
    /// (`HIG Alerts`, `Kennedy, The iOS Font Size Guidelines`).
    case documented(source: String, what: String)
    /// The framework's default for a view the code creates itself and leaves unset
    /// (`UILabel.numberOfLines` is 1), with the source of the default.
    case frameworkDefault(what: String, source: String)
    /// Assumed: nothing the app says settles it. `why` says what was assumed and how to confirm it.
    case estimate(why: String)

    /// True for everything but an estimate: a verdict resting only on known dimensions may be an error.
    public var isKnown: Bool {
        if case .estimate = self { return false }
        return true
    }

    /// The same evidence with `note` added to what was read (where a setting was found, what it
    /// holds); a manifest line or an estimate's reason gets it appended.
    public func noting(_ note: String) -> Evidence {
        guard !note.isEmpty else { return self }
        switch self {
        case let .code(file, line, what): return .code(file: file, line: line, what: what + note)
        case let .nib(file, objectID, what): return .nib(file: file, objectID: objectID, what: what + note)
        case .manifest: return self
        case let .documented(source, what): return .documented(source: source, what: what + note)
        case let .frameworkDefault(what, source): return .frameworkDefault(what: what + note, source: source)
        case let .estimate(why): return .estimate(why: why + note)
        }
    }

    /// What was read or assumed, without its place or source (`.lineLimit(2)`, `16 pt side margins`).
    public var detail: String {
        switch self {
        case let .code(_, _, what), let .nib(_, _, what), let .documented(_, what), let .frameworkDefault(what, _): what
        case let .manifest(line): "headroom.yml line \(line)"
        case let .estimate(why): why
        }
    }

    /// The kind of evidence, for grouping and for machine-readable output.
    public var kind: Kind {
        switch self {
        case .code: .code
        case .nib: .nib
        case .manifest: .manifest
        case .documented: .documented
        case .frameworkDefault: .frameworkDefault
        case .estimate: .estimate
        }
    }

    /// The kinds of evidence, named as in JSON, SARIF and the manifest.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        case code, nib, manifest, documented, frameworkDefault, estimate
    }

    /// One line for people: `code App/Row.swift:42 (.lineLimit(2))`, `estimate: …`.
    public var summary: String {
        switch self {
        case let .code(file, line, what): "code \(file):\(line) (\(what))"
        case let .nib(file, objectID, what): "nib \(file) \(objectID) (\(what))"
        case let .manifest(line): "headroom.yml line \(line)"
        case let .documented(source, what): "\(what) [doc: \(source)]"
        case let .frameworkDefault(what, source): "\(what) (framework default) [doc: \(source)]"
        case let .estimate(why): "estimate: \(why)"
        }
    }
}

/// The dimensions of a box that evidence is given for.
public enum BoxDimension: String, Sendable, Hashable, CaseIterable, Codable {
    /// The font: family, size, weight and how it scales with Dynamic Type.
    case font
    /// The line limit.
    case lines
    /// The width the text gets.
    case width
    /// Whether the text is drawn at all (a title of an image-only bar item is not).
    case drawn
}
