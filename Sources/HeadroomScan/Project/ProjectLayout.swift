import DynamicType
import Foundation

/// How the scanned folder is built: the Xcode projects' targets (which devices each builds for,
/// which files belong to it), the local Swift packages (folders holding a `Package.swift`) and the
/// strings files. It says which files are not iPhone UI and which folder's tables a named bundle is.
/// Every path is relative to the scanned folder.
struct ProjectLayout: Sendable {
    struct Project: Sendable {
        /// `App.xcodeproj/project.pbxproj`.
        var file: String
        /// The folder holding the `.xcodeproj` (its `SOURCE_ROOT`), "" for the scanned folder.
        var root: String
        var project: XcodeProject

        /// `path` relative to the project's root, nil when outside it.
        func local(_ path: String) -> String? {
            if root.isEmpty { return path }
            return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : nil
        }

        func scanned(_ local: String) -> String { root.isEmpty ? local : root + "/" + local }
    }

    var projects: [Project] = []
    /// Folders holding a `Package.swift`, deepest first.
    var packages: [String] = []
    var stringsFiles: [String] = []
    /// Project files that could not be read, each at its line.
    var problems: [ScanFileProblem] = []

    /// - Parameters:
    ///   - projectFiles: each `project.pbxproj` with its text (nil when it could not be read: `unreadable`).
    ///   - swiftFiles: the Swift files scanned (`Package.swift` marks a package).
    ///   - stringsFiles: the strings tables found.
    init(projectFiles: [(file: String, text: String)] = [], swiftFiles: [String] = [], stringsFiles: [String] = []) {
        for (file, text) in projectFiles {
            do {
                let project = try XcodeProject.read(text)
                let folder = (file as NSString).deletingLastPathComponent
                let root = (folder as NSString).deletingLastPathComponent
                projects.append(Project(file: file, root: root, project: project))
            } catch {
                problems.append(ScanFileProblem(file: file, reason: .invalidProject, line: error.line, detail: error.message))
            }
        }
        packages = swiftFiles.filter { ($0 as NSString).lastPathComponent == "Package.swift" }
            .map { ($0 as NSString).deletingLastPathComponent }
            .sorted { ($0.count, $0) > ($1.count, $1) }
        self.stringsFiles = stringsFiles
    }

    // MARK: What is iPhone UI

    /// Which devices draw a file's texts by the targets that build it: nil when a target for the
    /// iPhone holds it, when no project target holds it, or when a target's devices are not
    /// known; `.iPad` when only iPad targets hold it; `.otherPlatform` when only Mac, watch, TV or
    /// Vision targets do. Test targets are not UI and are not counted.
    func shownOn(_ file: String) -> (shownOn: ShownOn, evidence: Evidence)? {
        var holding: [(Project, XcodeProject.Target)] = []
        for p in projects {
            guard let local = p.local(file) else { continue }
            for t in p.project.targets where t.kind != .test && t.contains(local) { holding.append((p, t)) }
        }
        guard !holding.isEmpty, holding.allSatisfy({ !$0.1.platforms.isEmpty }),
              !holding.contains(where: { $0.1.platforms.contains(.iPhone) }) else { return nil }
        let shown: ShownOn = holding.contains { $0.1.platforms.contains(.iPad) } ? .iPad : .otherPlatform
        let (project, first) = holding[0]
        let names = holding.map { t in "\(t.1.name) (\(t.1.platforms.sorted().map(\.rawValue).joined(separator: ", ")))" }
        let what = (holding.count == 1 ? "only target " : "only targets ") + names.joined(separator: "; ")
            + " holds \((file as NSString).lastPathComponent): \(first.platformSetting)"
        return (shown, .code(file: project.file, line: first.platformLine, what: what))
    }

    // MARK: Which bundle's tables

    /// The folder whose tables a lookup in `ref` reads; nil for the app's own bundle.
    func bundle(_ ref: BundleRef, declaringFile: (String) -> String?) -> StringsBundle? {
        switch ref {
        case .main:
            return nil
        case let .module(file, line):
            guard let folder = packageTarget(file) else {
                return .unknown(evidence: .estimate(why: "Bundle.module at \(file):\(line), but no Package.swift holds the file"))
            }
            return .folder(folder, evidence: .code(file: file, line: line, what: "Bundle.module: the resources of the package target \(folder)"))
        case let .classOf(type, file, line):
            guard let declared = declaringFile(type) else {
                return .unknown(evidence: .estimate(why: "Bundle(for: \(type).self) at \(file):\(line): no scanned file declares \(type)"))
            }
            if packageTarget(declared) != nil {
                return .unknown(evidence: .estimate(why: "Bundle(for: \(type).self) at \(file):\(line): \(type) is in a Swift package "
                    + "(\(declared)), whose classes are in the app's bundle when it is linked statically and in its framework when dynamically"))
            }
            let holding = projects.flatMap { p in p.local(declared).map { local in p.project.targets.filter { $0.kind != .test && $0.contains(local) }.map { (p, $0) } } ?? [] }
            guard let (project, target) = holding.first else {
                return .unknown(evidence: .estimate(why: "Bundle(for: \(type).self) at \(file):\(line): no project target holds \(declared)"))
            }
            if target.kind == .app || target.kind == .appExtension { return nil }
            return targetBundle(project, target, named: "Bundle(for: \(type).self) (\(type) in \(declared))", file: file, line: line)
        case let .identifier(id, file, line):
            for p in projects {
                for t in p.project.targets where t.bundleIdentifier == id {
                    if t.kind == .app || t.kind == .appExtension { return nil }
                    return targetBundle(p, t, named: "Bundle(identifier: \"\(id)\")", file: file, line: line)
                }
            }
            return .unknown(evidence: .estimate(why: "Bundle(identifier: \"\(id)\") at \(file):\(line): no project target has that PRODUCT_BUNDLE_IDENTIFIER"))
        case let .named(name, file, line):
            let component = name + ".bundle"
            for strings in stringsFiles {
                let parts = strings.split(separator: "/")
                if let i = parts.firstIndex(where: { $0 == component }) {
                    let folder = parts[...i].joined(separator: "/")
                    return .folder(folder, evidence: .code(file: file, line: line, what: "the resource bundle \(component): the tables under \(folder)"))
                }
            }
            return .unknown(evidence: .estimate(why: "\(component) at \(file):\(line): no strings file is inside a folder of that name"))
        case let .unknown(expression, file, line):
            return .unknown(evidence: .estimate(why: "bundle \(expression) at \(file):\(line) is not followed to a bundle: the key is matched in every table of its name"))
        }
    }

    /// The SwiftPM target folder holding `file` (`Kit/Sources/KitUI`; the package folder when the file
    /// is not under `Sources/<target>/`), nil outside every package.
    func packageTarget(_ file: String) -> String? {
        guard let package = packages.first(where: { $0.isEmpty || file.hasPrefix($0 + "/") }) else { return nil }
        let rest = package.isEmpty ? file : String(file.dropFirst(package.count + 1))
        let parts = rest.split(separator: "/")
        if parts.count > 2, parts[0] == "Sources" { return (package.isEmpty ? "" : package + "/") + "Sources/" + parts[1] }
        return package
    }

    /// The folder holding the `.lproj` folders of a framework or bundle target's strings files.
    private func targetBundle(_ project: Project, _ target: XcodeProject.Target, named: String, file: String, line: Int) -> StringsBundle {
        let owned = stringsFiles.filter { path in project.local(path).map(target.contains) ?? false }
        let folders = Set(owned.map { path -> String in
            let folder = (path as NSString).deletingLastPathComponent
            return folder.hasSuffix(".lproj") ? (folder as NSString).deletingLastPathComponent : folder
        })
        guard let folder = folders.min(by: { ($0.count, $0) < ($1.count, $1) }) else {
            return .unknown(evidence: .estimate(why: "\(named) at \(file):\(line) is the target \(target.name), which holds no strings file"))
        }
        return .folder(folder, evidence: .code(file: file, line: line, what: "\(named): the tables of target \(target.name) under \(folder) (\(project.file))"))
    }
}
