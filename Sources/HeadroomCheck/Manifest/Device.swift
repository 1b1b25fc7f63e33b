import DynamicType

/// A named screen width in points (portrait).
public struct Device: Sendable, Hashable, Codable {
    public var name: String
    public var width: Double

    /// Phone or pad, for String Catalog device variants: a device whose name contains "iPad" is a pad.
    public enum Idiom: String, Sendable, Hashable, Codable { case phone, pad }
    public var idiom: Idiom { name.lowercased().contains("ipad") ? .pad : .phone }

    /// iPhone SE, iPhone 16, iPhone 16 Pro Max and an 11-inch iPad, in portrait.
    public static let defaults: [Device] = [
        Device(name: "iPhone SE", width: 320), Device(name: "iPhone 16", width: 393),
        Device(name: "iPhone 16 Pro Max", width: 440), Device(name: "iPad", width: 820),
    ]
}
