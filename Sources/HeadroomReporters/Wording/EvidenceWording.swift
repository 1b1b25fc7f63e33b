import DynamicType
import HeadroomCheck

/// Where a box's font, line limit, width and drawn-ness come from, in words for people (the HTML
/// card), and the one `headroom.yml` line that confirms an estimate (every format's message).
enum EvidenceWording {
    /// `Font and scaling`, `Line limit`, `Width`, `Drawn`.
    static func name(_ dimension: BoxDimension) -> String {
        switch dimension {
        case .font: "Font and scaling"
        case .lines: "Line limit"
        case .width: "Width"
        case .drawn: "Drawn"
        }
    }

    /// Where one dimension comes from, with its place (`path` prints files as the report does):
    /// `read from code at Views/Row.swift:42: .lineLimit(2)`, `estimated: 16 pt side margins`.
    static func source(_ evidence: Evidence, path: (String) -> String) -> String {
        switch evidence {
        case let .code(file, line, what): "read from code at \(path(file)):\(line)" + detail(what)
        case let .nib(file, objectID, what): "read from \(path(file)), object \(objectID)" + detail(what)
        case let .manifest(line): "written in headroom.yml line \(line)"
        case let .documented(source, what): "documented system behaviour" + detail(what) + " (\(source))"
        case let .frameworkDefault(what, source): "the framework’s default for a view the code makes" + detail(what) + " (\(source))"
        case let .estimate(why): "estimated, nothing in the app says" + detail(why)
        }
    }

    private static func detail(_ what: String) -> String { what.isEmpty ? "" : ": " + FindingWording.oneLine(what) }

    /// The manifest line that confirms the estimates: `confirmed: [width, lines]`.
    static func confirmLine(_ dimensions: [BoxDimension]) -> String {
        var seen = Set<BoxDimension>()
        let names = BoxDimension.allCases.filter { d in dimensions.contains(d) && seen.insert(d).inserted }.map(\.rawValue)
        return "confirmed: [\(names.joined(separator: ", "))]"
    }

    /// Where to write it: `under Row › title in headroom.yml (line 42)`.
    static func confirmPlace(component: String, element: String, manifestLine: Int?) -> String {
        "under \(component) › \(element) in headroom.yml" + (manifestLine.map { " (line \($0))" } ?? "")
    }
}
