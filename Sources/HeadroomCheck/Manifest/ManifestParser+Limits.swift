import DynamicType
import Yams

extension ManifestParser {
    /// `limits: { upTo: xxxLarge, devices: [iPhone SE], atRisk: note }`.
    func limits(_ node: Node, line: Int, reader: NodeReader) throws(ManifestError) -> LimitsSetting {
        var setting = LimitsSetting(line: line)
        for (key, value) in try reader.mapping(node, context: "limits", allowed: LimitsSetting.keys) {
            switch key.name {
            case "upTo":
                let name = try reader.string(value, key: "upTo")
                guard let category = ContentSizeCategory(name: name) else {
                    throw .invalidValue(
                        file: reader.file, line: key.line, key: "upTo", value: name,
                        reason: "not a content size category (xSmall … xxxLarge, AX1 … AX5)")
                }
                setting.upTo = category
            case "atRisk":
                let name = try reader.string(value, key: "atRisk")
                guard let severity = Severity(rawValue: name.lowercased()) else {
                    throw .invalidValue(
                        file: reader.file, line: key.line, key: "atRisk", value: name, reason: "expected error, warning, note or ignore")
                }
                setting.atRisk = severity
            case "devices":
                setting.devices = try reader.strings(value, key: "devices").map(\.value)
            default: break
            }
        }
        return setting
    }
}
