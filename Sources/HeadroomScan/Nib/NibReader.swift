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
        nib.cells = walker.cells.map { cell in
            var cell = cell
            cell.views = cell.views.filter { walker.ids.contains($0.value) }
            return cell
        }
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
        var cells: [NibFile.Cell] = []
        /// The `customClass` of the view controller whose scene is being read.
        var sceneClass = ""
        /// Indices in `cells` of the cells being read (a cell inside another's scene is rare but nests).
        var openCells: [Int] = []

        init(file: String, layout: NibLayout) {
            self.file = file
            self.layout = layout
        }

        mutating func visit(_ e: HeadroomFormats.XMLElement) {
            if let id = e.attribute("id") {
                ids.insert(id)
                for i in openCells { cells[i].contents.append(id) }
            }
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
            if NibCell.elements.contains(e.name) {
                var views: [String: String] = [:]
                for property in ["textLabel", "detailTextLabel"] { if let id = e.attribute(property) { views[property] = id } }
                for outlet in e.child("connections")?.children("outlet") ?? [] {
                    if let property = outlet.attribute("property"), let id = outlet.attribute("destination") { views[property] = id }
                }
                cells.append(.init(reuseIdentifier: e.attribute("reuseIdentifier") ?? "", cellClass: e.attribute("customClass") ?? "",
                                   sceneClass: sceneClass, style: e.attribute("style"), views: views,
                                   hostClass: openCells.last.map { cells[$0].cellClass } ?? "", objectID: e.attribute("id") ?? ""))
            }
            let outerScene = sceneClass, outerCells = openCells
            if NibText.controllers.contains(e.name) { sceneClass = e.attribute("customClass") ?? "" }
            if NibCell.elements.contains(e.name) { openCells.append(cells.count - 1) }
            for child in e.children where child.name != "connections" { visit(child) }
            sceneClass = outerScene
            openCells = outerCells
        }
    }
}
