import DynamicType
import Yams

extension ManifestParser {
    /// `limits: { upTo: xxxLarge, devices: [iPhone SE] }`.
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
            case "devices":
                setting.devices = try reader.strings(value, key: "devices").map(\.value)
            default: break
            }
        }
        return setting
    }
}
