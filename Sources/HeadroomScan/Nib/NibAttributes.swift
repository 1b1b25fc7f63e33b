import HeadroomFormats

/// An Interface Builder object's settings as UIKit ends up with them: a user-defined runtime attribute
/// (`<userDefinedRuntimeAttribute type="number" keyPath="numberOfLines">`) is set by key-value coding
/// when the nib is instantiated, after the object is decoded and before `awakeFromNib` (`UINib.instantiate`
/// calls `setValue(_:forKey:)`, as UIKit's exception traces for a wrong key path show [inference]), so it
/// wins over the document's own attribute.
struct NibAttributes {
    /// The document's attribute for each UIKit key path whose name differs from it.
    static let documentNames: [String: String] = ["adjustsFontSizeToFitWidth": "adjustsFontSizeToFit"]

    let element: HeadroomFormats.XMLElement
    /// Number and Boolean runtime attributes by key path, as the document writes them (`0`, `0.5`, `YES`).
    let runtime: [String: String]

    init(_ element: HeadroomFormats.XMLElement) {
        self.element = element
        var runtime: [String: String] = [:]
        for a in element.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute") ?? [] {
            guard let keyPath = a.attribute("keyPath"), a.attribute("type") == "number" || a.attribute("type") == "boolean",
                  let value = a.attribute("value") ?? a.children.first(where: { $0.attribute("key") == "value" })?.attribute("value")
            else { continue }
            runtime[keyPath] = value
        }
        self.runtime = runtime
    }

    /// The value of UIKit's `keyPath` (`numberOfLines`, `adjustsFontSizeToFitWidth`), with what to cite for it:
    /// the runtime attribute's, else the document's attribute.
    func value(_ keyPath: String) -> (value: String, what: String)? {
        if let v = runtime[keyPath] { return (v, "userDefinedRuntimeAttribute \(keyPath)=\"\(v)\"") }
        let name = Self.documentNames[keyPath] ?? keyPath
        return element.attribute(name).map { ($0, "\(name)=\"\($0)\"") }
    }
}
