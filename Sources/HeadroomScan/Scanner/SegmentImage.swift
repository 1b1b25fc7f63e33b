import DynamicType
import SwiftSyntax

/// `outlet.setImage(image, forSegmentAt: 2)` on a segmented control of an Interface Builder document: the
/// segment shows the image instead of its title (`ContainerCatalog.Source.segmentImage`), so the
/// document's title of that segment is never drawn.
enum SegmentImage {
    /// Marks the document's segment titles that the code replaces by an image as not drawn, with the call.
    static func apply(_ usages: inout [ScanUsage], visitors: [UsageVisitor], outlets: [String: [String: NibText]], _ index: SourceIndex) {
        guard !outlets.isEmpty else { return }
        var replaced: [String: Evidence] = [:]
        for v in visitors {
            for call in v.calls where SyntaxFacts.calleeName(call) == "setImage" {
                guard let at = SyntaxFacts.argument(call, "forSegmentAt").flatMap({ $0.as(IntegerLiteralExprSyntax.self) }),
                      let segment = Int(at.literal.text),
                      let receiver = SyntaxFacts.receiver(call).flatMap({ SyntaxFacts.dottedPath($0) })?.replacingOccurrences(of: "?", with: ""),
                      let property = receiver.split(separator: ".").last.map(String.init),
                      receiver == property || receiver == "self." + property,
                      let type = SyntaxFacts.enclosingTypeName(Syntax(call)),
                      let control = index.lineage(type).lazy.compactMap({ outlets[$0]?[property] }).first,
                      control.element == "segmentedControl" else { continue }
                let line = index.line(of: call, in: v.file)
                replaced["\(control.file)|\(control.objectID).segmentTitles[\(segment)]"] = .documented(
                    source: ContainerCatalog.Source.segmentImage,
                    what: "\(v.file):\(line) \(property).setImage(_:forSegmentAt: \(segment)): the segment shows an image, its title is never drawn")
            }
        }
        guard !replaced.isEmpty else { return }
        for i in usages.indices where usages[i].kind == .segment {
            guard let why = replaced["\(usages[i].file)|\(usages[i].key)"] else { continue }
            usages[i].kind = .notDrawn
            usages[i].font = nil
            usages[i].lines = nil
            usages[i].linesEvidence = nil
            usages[i].minimumScaleFactor = nil
            usages[i].width = nil
            usages[i].drawn = why
        }
    }
}
