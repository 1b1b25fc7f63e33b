import Foundation

/// What an Xcode project file (`App.xcodeproj/project.pbxproj`) says about the app's UI: each
/// target's kind, the devices it builds for and the files and folders that belong to it, and the
/// languages the project ships (`knownRegions`). Paths are relative to the folder that holds the
/// `.xcodeproj` (Xcode's `SOURCE_ROOT`).
public struct XcodeProject: Sendable {
    /// What a target builds, from its `productType`.
    enum TargetKind: Sendable, Hashable {
        case app, appExtension, watchApp, framework, bundle, test
        case other(String)

        init(productType: String?) {
            let t = productType ?? ""
            if t.hasPrefix("com.apple.product-type.application.watchapp") || t.hasPrefix("com.apple.product-type.watchkit") {
                self = .watchApp
            } else if t == "com.apple.product-type.application" || t == "com.apple.product-type.application.on-demand-install-capable" {
                self = .app
            } else if t.hasPrefix("com.apple.product-type.app-extension") || t.hasPrefix("com.apple.product-type.extensionkit-extension") {
                self = .appExtension
            } else if t.hasPrefix("com.apple.product-type.framework") || t.hasPrefix("com.apple.product-type.library") {
                self = .framework
            } else if t.hasPrefix("com.apple.product-type.bundle.unit-test") || t.hasPrefix("com.apple.product-type.bundle.ui-testing") {
                self = .test
            } else if t == "com.apple.product-type.bundle" {
                self = .bundle
            } else {
                self = .other(t)
            }
        }
    }

    struct Target: Sendable {
        var name: String
        var kind: TargetKind
        /// The devices it builds for; empty when the project does not say (no `SDKROOT`).
        var platforms: Set<ApplePlatform>
        /// The line and the setting that decided `platforms` (`SDKROOT = macosx`).
        var platformLine: Int
        var platformSetting: String
        var bundleIdentifier: String?
        /// Files of its build phases (sources, resources), and folders that belong whole
        /// (Xcode 16's synchronized folders, folder references), less `excluded`.
        var files: Set<String> = []
        var folders: [String] = []
        var excluded: Set<String> = []
        /// The line of the target's declaration.
        var line: Int

        func contains(_ path: String) -> Bool {
            if excluded.contains(path) { return false }
            if files.contains(path) { return true }
            return folders.contains { path.hasPrefix($0 + "/") || $0.isEmpty }
        }
    }

    var targets: [Target] = []
    /// `knownRegions` less `Base`.
    var knownRegions: [String] = []

    /// The languages a project file's text ships (`knownRegions` less `Base`), nil when the text is
    /// not a readable project file (the scan reports it with its line).
    public static func knownRegions(in text: String) -> [String]? {
        try? read(text).knownRegions
    }

    static func read(_ text: String) throws(OldStylePlist.ParseError) -> XcodeProject {
        let root = try OldStylePlist.parse(text)
        guard let objects = root["objects"]?.dictionary else {
            throw OldStylePlist.ParseError(line: root.line, message: "no 'objects' dictionary: not an Xcode project file")
        }
        guard let rootID = root["rootObject"]?.string, let project = objects[rootID] else {
            throw OldStylePlist.ParseError(line: root.line, message: "no 'rootObject' naming the project")
        }
        var out = XcodeProject()
        out.knownRegions = project["knownRegions"]?.array?.compactMap(\.string).filter { $0 != "Base" } ?? []
        let paths = Paths(objects: objects, mainGroup: project["mainGroup"]?.string, projectDir: project["projectDirPath"]?.string ?? "")
        let projectSettings = settings(project["buildConfigurationList"]?.string, objects)
        // Exception sets by target: `membershipExceptions` of a synchronized folder, relative to it.
        var exceptions: [String: [(folder: String, paths: [String])]] = [:]
        for (id, node) in objects where node["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            guard let folder = paths.path(id) else { continue }
            for exceptionID in node["exceptions"]?.array?.compactMap(\.string) ?? [] {
                guard let set = objects[exceptionID], let target = set["target"]?.string else { continue }
                let listed = set["membershipExceptions"]?.array?.compactMap(\.string) ?? []
                exceptions[target, default: []].append((folder, listed.map { Paths.join(folder, $0) }))
            }
        }
        let targetIDs = project["targets"]?.array?.compactMap(\.string) ?? []
        for id in targetIDs {
            guard let node = objects[id], let name = node["name"]?.string else { continue }
            let kind = TargetKind(productType: node["productType"]?.string)
            let own = settings(node["buildConfigurationList"]?.string, objects)
            let decided = platforms(own: own, project: projectSettings, kind: kind)
            var target = Target(name: name, kind: kind, platforms: decided.platforms, platformLine: decided.line ?? node.line,
                                platformSetting: decided.setting, line: node.line)
            target.bundleIdentifier = own.first { $0.key == "PRODUCT_BUNDLE_IDENTIFIER" }?.node.string
            for phaseID in node["buildPhases"]?.array?.compactMap(\.string) ?? [] {
                guard let phase = objects[phaseID], let isa = phase["isa"]?.string,
                      isa == "PBXSourcesBuildPhase" || isa == "PBXResourcesBuildPhase" else { continue }
                for buildFileID in phase["files"]?.array?.compactMap(\.string) ?? [] {
                    guard let ref = objects[buildFileID]?["fileRef"]?.string else { continue }
                    for member in paths.members(ref) {
                        if member.folder { target.folders.append(member.path) } else { target.files.insert(member.path) }
                    }
                }
            }
            var synchronized = Set<String>()
            for groupID in node["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [] {
                if let folder = paths.path(groupID) {
                    target.folders.append(folder)
                    synchronized.insert(folder)
                }
            }
            // An exception in a folder that belongs to the target takes the file out; in a folder that
            // does not, it adds the file to the target.
            for (folder, listed) in exceptions[id] ?? [] {
                if synchronized.contains(folder) { target.excluded.formUnion(listed) } else { target.files.formUnion(listed) }
            }
            out.targets.append(target)
        }
        return out
    }

    /// A build setting with the node that holds it.
    typealias Setting = (key: String, node: OldStylePlist.Node)

    /// The settings of every configuration of a configuration list (Debug, Release, ...).
    private static func settings(_ listID: String?, _ objects: [String: OldStylePlist.Node]) -> [Setting] {
        guard let listID, let list = objects[listID] else { return [] }
        var out: [Setting] = []
        for configID in list["buildConfigurations"]?.array?.compactMap(\.string) ?? [] {
            for (key, node) in objects[configID]?["buildSettings"]?.dictionary ?? [:] { out.append((key, node)) }
        }
        return out.sorted { ($0.node.line, $0.key) < ($1.node.line, $1.key) }
    }

    /// The devices a target builds for: its SDKs (`SUPPORTED_PLATFORMS`, else `SDKROOT`; a target's
    /// own setting over the project's), and for iOS `TARGETED_DEVICE_FAMILY` (1 when unset, Xcode's
    /// default) and `SUPPORTS_MACCATALYST`. A watch app is the watch's whatever its SDK setting.
    static func platforms(own: [Setting], project: [Setting], kind: TargetKind) -> (platforms: Set<ApplePlatform>, line: Int?, setting: String) {
        func values(_ key: String) -> [Setting] {
            let mine = own.filter { $0.key == key }
            return mine.isEmpty ? project.filter { $0.key == key } : mine
        }
        func describe(_ s: Setting) -> String { "\(s.key) = \(s.node.strings.joined(separator: " "))" }
        if kind == .watchApp {
            let line = values("SDKROOT").first?.node.line
            return ([.watch], line, "a watch app (productType)")
        }
        var sdks = Set<ApplePlatform.SDK>()
        var decided: Setting?
        let supported = values("SUPPORTED_PLATFORMS")
        let sdkRoot = values("SDKROOT").filter { $0.node.string != "auto" }
        for s in supported.isEmpty ? sdkRoot : supported {
            for word in s.node.strings { if let sdk = ApplePlatform.sdk(word) { sdks.insert(sdk) } }
            decided = decided ?? s
        }
        guard let decided else { return ([], nil, "no SDKROOT or SUPPORTED_PLATFORMS") }
        var platforms = Set<ApplePlatform>()
        var line = decided.node.line
        var setting = describe(decided)
        for sdk in sdks {
            switch sdk {
            case .macOS: platforms.insert(.mac)
            case .watchOS: platforms.insert(.watch)
            case .tvOS: platforms.insert(.tv)
            case .visionOS: platforms.insert(.vision)
            case .iOS:
                let family = values("TARGETED_DEVICE_FAMILY")
                let numbers = family.flatMap { $0.node.strings.flatMap { $0.split(separator: ",").map(String.init) } }
                let devices = numbers.isEmpty ? [.iPhone] : numbers.compactMap(ApplePlatform.family)
                platforms.formUnion(devices)
                if let f = family.first { line = f.node.line; setting += ", " + describe(f) }
                if values("SUPPORTS_MACCATALYST").contains(where: { $0.node.string == "YES" }) { platforms.insert(.mac) }
            }
        }
        return (platforms, line, setting)
    }

    /// The project-relative paths of groups and file references.
    private struct Paths {
        let objects: [String: OldStylePlist.Node]
        var parent: [String: String] = [:]
        let mainGroup: String?
        let projectDir: String

        init(objects: [String: OldStylePlist.Node], mainGroup: String?, projectDir: String) {
            self.objects = objects
            self.mainGroup = mainGroup
            self.projectDir = projectDir
            for (id, node) in objects {
                for child in node["children"]?.array?.compactMap(\.string) ?? [] { parent[child] = id }
            }
        }

        /// `id`'s path, nil for one outside the project (`BUILT_PRODUCTS_DIR`, `SDKROOT`) or a cycle.
        func path(_ id: String) -> String? {
            var chain: [String] = []
            var current: String? = id
            var seen = Set<String>()
            while let c = current, let node = objects[c], seen.insert(c).inserted {
                let own = node["path"]?.string
                switch node["sourceTree"]?.string ?? "<group>" {
                case "<group>":
                    if let own { chain.append(own) }
                    if c == mainGroup { return Self.normalized(chain.reversed(), base: projectDir) }
                    guard let up = parent[c] else { return Self.normalized(chain.reversed(), base: projectDir) }
                    current = up
                case "SOURCE_ROOT":
                    if let own { chain.append(own) }
                    return Self.normalized(chain.reversed(), base: "")
                case "<absolute>":
                    if let own { chain.append(own) }
                    return Self.normalized(chain.reversed(), base: "")
                default:
                    return nil
                }
            }
            return nil
        }

        /// The files (or folders) a build file's reference stands for: a file, a folder reference,
        /// a variant group's localized files (`en.lproj/Localizable.strings`).
        func members(_ id: String) -> [(path: String, folder: Bool)] {
            guard let node = objects[id] else { return [] }
            if node["isa"]?.string == "PBXVariantGroup" || node["isa"]?.string == "XCVersionGroup" {
                return (node["children"]?.array?.compactMap(\.string) ?? []).compactMap { child in path(child).map { ($0, false) } }
            }
            guard let p = path(id) else { return [] }
            return [(p, node["lastKnownFileType"]?.string == "folder")]
        }

        static func join(_ a: String, _ b: String) -> String { normalized([b], base: a) }

        /// `base/parts...` with `.` and `..` resolved.
        static func normalized(_ parts: [String], base: String) -> String {
            var out: [Substring] = []
            for piece in ([base] + parts).flatMap({ $0.split(separator: "/") }) {
                if piece == "." { continue }
                if piece == "..", let last = out.last, last != ".." { out.removeLast(); continue }
                out.append(piece)
            }
            return out.joined(separator: "/")
        }
    }
}
