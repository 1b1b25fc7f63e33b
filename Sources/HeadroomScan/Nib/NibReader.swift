import DynamicType
import Foundation
import HeadroomFormats

/// Reads an Interface Builder document as XML: every object that draws text, with its localizable
/// properties and the font, lines and width the document gives it, the object IDs and the outlets.
enum NibReader {
    static func read(data: [UInt8], relative: String) -> NibFile {
        let table = ((relative as NSString).lastPathComponent as NSString).deletingPathExtension
        let folder = ((relative as NSString).deletingLastPathComponent as NSString).lastPathComponent
        var nib = NibFile(file: relative, table: table, localized: folder.hasSuffix(".lproj"))
        let root: HeadroomFormats.XMLElement
        do {
            root = try XMLDocumentReader.parse(data, file: relative)
        } catch {
            nib.problems.append(ScanFileProblem(file: relative, reason: .invalidNib, line: error.location.line, detail: error.reason))
            return nib
        }
        guard root.name == "document" else {
            nib.problems.append(ScanFileProblem(file: relative, reason: .invalidNib, line: root.line,
                                                detail: "the root element is <\(root.name)>, expected <document>"))
            return nib
        }
        let layout = NibLayout(root: root)
        var walker = Walker(file: relative, layout: layout)
        walker.visit(root)
        nib.texts = walker.texts
        nib.objectIDs = walker.ids
        nib.outlets = walker.outlets
        for outlet in walker.outlets where !walker.ids.contains(outlet.destination) {
            nib.problems.append(ScanFileProblem(file: relative, reason: .unconnectedOutlet, line: outlet.line,
                detail: "\(outlet.ownerClass.isEmpty ? "" : outlet.ownerClass + ".")\(outlet.property) → \(outlet.destination.isEmpty ? "no destination" : "object \(outlet.destination), which the document does not have")"))
        }
        nib.outlets.removeAll { !walker.ids.contains($0.destination) }
        return nib
    }

    private struct Walker {
        let file: String
        let layout: NibLayout
        var texts: [NibText] = []
        var ids: Set<String> = []
        var outlets: [NibFile.Outlet] = []

        init(file: String, layout: NibLayout) {
            self.file = file
            self.layout = layout
        }

        mutating func visit(_ e: HeadroomFormats.XMLElement) {
            if let id = e.attribute("id") { ids.insert(id) }
            if let connections = e.child("connections") {
                // Every outlet is checked; only those of the app's own class (`customClass`) join Swift code.
                for outlet in connections.children("outlet") {
                    outlets.append(.init(ownerClass: e.attribute("customClass") ?? "", property: outlet.attribute("property") ?? "",
                                         destination: outlet.attribute("destination") ?? "", line: outlet.line))
                }
            }
            if e.name == "tableViewCell" {
                // A built-in cell style's labels are the cell's `textLabel` and `detailTextLabel`.
                for property in ["textLabel", "detailTextLabel"] {
                    guard let destination = e.attribute(property) else { continue }
                    outlets.append(.init(ownerClass: e.attribute("customClass") ?? "", ownerID: e.attribute("id") ?? "", property: property,
                                         destination: destination, line: e.line))
                }
            }
            if let id = e.attribute("id"), let text = NibText.read(e, id: id, file: file, layout: layout) { texts.append(text) }
            for child in e.children where child.name != "connections" { visit(child) }
        }
    }
}
