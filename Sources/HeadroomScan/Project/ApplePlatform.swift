import Foundation

/// A device family a target builds for, as Xcode's build settings name them: `TARGETED_DEVICE_FAMILY`
/// numbers (1 iPhone, 2 iPad, 3 Apple TV, 4 Apple Watch, 6 Mac Catalyst, 7 Apple Vision) and the
/// SDKs of `SDKROOT` / `SUPPORTED_PLATFORMS` (`iphoneos`, `macosx`, `watchos`, `appletvos`, `xros`)
/// [doc: Xcode Build Settings Reference, TARGETED_DEVICE_FAMILY, SUPPORTED_PLATFORMS].
public enum ApplePlatform: String, Sendable, Hashable, CaseIterable, Comparable {
    case iPhone, iPad, mac, watch, tv, vision

    public static func < (a: ApplePlatform, b: ApplePlatform) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// A `TARGETED_DEVICE_FAMILY` number.
    static func family(_ number: String) -> ApplePlatform? {
        switch number.trimmingCharacters(in: .whitespaces) {
        case "1": .iPhone
        case "2": .iPad
        case "3": .tv
        case "4": .watch
        case "6": .mac
        case "7": .vision
        default: nil
        }
    }

    /// The operating system an SDK name builds for (simulators included); `iphoneos` is nil here:
    /// its devices come from `TARGETED_DEVICE_FAMILY`.
    static func sdk(_ name: String) -> SDK? {
        switch name {
        case "iphoneos", "iphonesimulator": .iOS
        case "macosx": .macOS
        case "watchos", "watchsimulator": .watchOS
        case "appletvos", "appletvsimulator": .tvOS
        case "xros", "xrsimulator": .visionOS
        default: nil
        }
    }

    enum SDK: Hashable {
        case iOS, macOS, watchOS, tvOS, visionOS
    }
}
