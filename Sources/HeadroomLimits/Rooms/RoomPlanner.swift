import DynamicType
import Foundation
import HeadroomCheck
import Synchronization

/// Finds each key's room: over every element of every component that shows the key (rules are
/// guesses for unplaced keys, so they give no room), every box at the committed categories
/// (`limits.upTo` and below) on the committed devices, the one with the least width per point of
/// font size and line. Adaptive components count both their boxes (the horizontal one is where the
/// text goes first); flexible ones the box of each category's orientation. Elements with
/// unlimited lines (`lines: 0`) never truncate and give no room.
public struct RoomPlanner: Sendable {
    public let manifest: Manifest
    public let measurer: any TextMeasurer
    /// The committed devices and categories.
    public let devices: [Device]
    public let categories: [ContentSizeCategory]
    /// Rooms by key and font families by typeface, computed once (an XLIFF repeats keys per file).
    private let memo = Memo()

    private final class Memo: Sendable {
        private let rooms = Mutex<[String: Room?]>([:])
        private let families = Mutex<[Typeface: String]>([:])
        func room(_ key: String, _ make: () -> Room?) -> Room? {
            if let known = rooms.withLock({ $0[key] }) { return known }
            let made = make()
            rooms.withLock { $0[key] = .some(made) }
            return made
        }
        func family(_ typeface: Typeface, _ make: () -> String) -> String {
            if let known = families.withLock({ $0[typeface] }) { return known }
            let made = make()
            families.withLock { $0[typeface] = made }
            return made
        }
    }

    public init(manifest: Manifest, measurer: any TextMeasurer) throws(LimitsError) {
        self.manifest = manifest
        self.measurer = measurer
        let setting = manifest.limits
        if let names = setting.devices {
            var chosen: [Device] = []
            for name in names {
                guard let device = manifest.devices.first(where: { $0.name == name }) else {
                    throw .unknownDevice(file: manifest.file, line: setting.line, name: name, known: manifest.devices.map(\.name))
                }
                chosen.append(device)
            }
            devices = chosen
        } else if let narrowest = manifest.devices.min(by: { $0.width < $1.width }) {
            devices = [narrowest]
        } else {
            throw .unknownDevice(file: manifest.file, line: setting.line, name: "(none)", known: [])
        }
        let committed = manifest.categories.filter { $0 <= setting.upTo }
        categories = committed.isEmpty ? [setting.upTo] : committed
    }

    /// The room of `key`, or nil when no component places it (or only in unlimited boxes).
    public func room(for key: String) -> Room? {
        memo.room(key) { strictestRoom(for: key) }
    }

    private func strictestRoom(for key: String) -> Room? {
        var best: Room?
        for component in manifest.components {
            for element in component.elements where element.placed && element.keys.contains(where: { $0.matches(key) }) {
                for candidate in rooms(key: key, component: component, element: element)
                where best.map({ candidate.strictness < $0.strictness }) ?? true {
                    best = candidate
                }
            }
        }
        return best
    }

    private func rooms(key: String, component: Component, element: Element) -> [Room] {
        var result: [Room] = []
        let family = fontFamily(element.font.typeface)
        for device in devices {
            for category in categories {
                let orientations: [Bool]
                switch component.layout {
                case .fixed: orientations = [false]
                case .flexible: orientations = [category.isAccessibilityCategory]
                case .adaptive: orientations = [false, true]
                }
                for vertical in orientations {
                    let lines = vertical ? element.lines.vertical : element.lines.horizontal
                    guard lines > 0 else { continue }
                    let spec = vertical ? element.width.vertical : element.width.horizontal
                    let width = spec.points(deviceWidth: device.width) { iconWidth($0, category) }
                    result.append(Room(
                        key: key, component: component.name, element: element.name, device: device.name,
                        category: category, vertical: vertical, width: max(width, 1), lines: lines,
                        pointSize: element.font.pointSize(at: category), typeface: element.font.typeface,
                        fontFamily: family))
                }
            }
        }
        return result
    }

    /// An icon's width: the line height of its style at the category × its aspect ratio (as the sweep).
    private func iconWidth(_ icon: IconSpec, _ category: ContentSizeCategory) -> Double {
        let size = Double(icon.relativeTo.pointSize(at: category))
        let height = (try? measurer.lineHeight(typeface: .system(icon.relativeTo.weight), pointSize: size))
            ?? Double(icon.relativeTo.leading(at: category))
        return height * icon.aspectRatio
    }

    /// The family that sets Latin text in a typeface (the first font of its stack).
    public func fontFamily(_ typeface: Typeface) -> String {
        memo.family(typeface) { measuredFamily(typeface) }
    }

    private func measuredFamily(_ typeface: Typeface) -> String {
        let measured = try? measurer.measure(
            "Hamburgefontsiv", locale: "en", typeface: typeface, boxes: [LayoutBox(pointSize: 17, width: 10_000, lines: 1)])
        return measured?.first?.fontsUsed.first ?? "system"
    }
}
