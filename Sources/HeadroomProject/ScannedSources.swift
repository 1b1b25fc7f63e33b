import Foundation
import HeadroomCheck
import HeadroomFormats
import HeadroomScan

/// `sources:` in the manifest: scans the Swift code and adds a component per context for the keys
/// no hand-written component names (a hand-written component wins). Each element is named after
/// the Swift place that shows its keys, and each key carries every Swift place of its context
/// (`Element.keyShownAt`), so every finding carries the Swift location beside the translation's.
/// Read under the manifest's input rules (``ProjectLoader``).
enum ScannedSources {
    /// The manifest with its `sources:` applied, what the scan could not read (each a problem the
    /// run counts), and the Swift files and nibs read (inputs no output may replace).
    struct Applied {
        var manifest: Manifest
        var problems: [Problem] = []
        var files: [String] = []
    }

    static func apply(to manifest: Manifest, maxFileBytes: Int) throws -> Applied {
        guard !manifest.sources.isEmpty else { return Applied(manifest: manifest) }
        var paths: [String] = []
        for source in manifest.sources {
            let path = PathResolver.resolve(source.pattern, base: manifest.baseDirectory)
            guard FileManager.default.fileExists(atPath: path) else {
                throw ManifestError.missingFile(file: manifest.file, line: source.line, path: source.pattern)
            }
            // The manifest's input rule, as for `strings:`: inside its folder unless `allowOutside:`.
            guard manifest.walker.isAllowed(path) else {
                throw ManifestError.invalidValue(
                    file: manifest.file, line: source.line, key: "sources", value: source.pattern,
                    reason: "\(FileWalker.realPath(path) ?? path) is outside the manifest's folder; list it under 'allowOutside:' to read it")
            }
            paths.append(path)
        }
        let stringsPaths = manifest.strings.map { PathResolver.resolve($0.pattern, base: manifest.baseDirectory) }
            .filter { FileManager.default.fileExists(atPath: $0) }
        let result = SourceScanner(maxFileBytes: maxFileBytes, walker: manifest.walker).scan(paths: paths, stringsPaths: stringsPaths)
        let sites = SiteResolver(sources: paths)
        let handWritten = manifest.components.flatMap { $0.elements.flatMap(\.keys) }
        var out = manifest
        let taken = Set(manifest.components.map(\.name))
        let scanned = ScanComponents(result: result)
        for group in scanned.groups {
            let keys = group.keys.filter { entry in !handWritten.contains { $0.matches(entry.key) } }
            guard !keys.isEmpty, !taken.contains(group.name) else { continue }
            // One element per Swift place (the first place that shows the key).
            var byPlace: [(name: String, keys: [(key: String, places: [ScanComponents.Place])])] = []
            for (key, places) in keys {
                let place = places[0].description
                if let i = byPlace.firstIndex(where: { $0.name == place }) {
                    byPlace[i].keys.append((key, places))
                } else {
                    byPlace.append((place, [(key, places)]))
                }
            }
            let elements = byPlace.map { place, keys in
                var fontSpec = font(group.font)
                fontSpec.maxCategory = group.maxCategory
                var element = Element(name: place, keys: keys.map { KeyPattern($0.key) }, font: fontSpec, lines: Lines(group.lines),
                                      width: Widths(width(group.width, points: group.width.narrowest)))
                element.shrink = group.shrink
                if !group.width.isFixed { element.widest = Widths(width(group.width, points: group.width.widest, widest: true)) }
                element.evidence = BoxEvidence(
                    font: group.font.evidence, lines: group.linesEvidence, width: group.width.evidence,
                    widthBound: group.width.isFixed ? nil : group.width.boundEvidence, drawn: group.drawn)
                element.markdown = group.markdown
                element.beside = group.beside.map { BarNeighbours(keys: $0.keys, font: font($0.font), spacing: $0.spacing, oneOf: $0.oneOf) }
                element.textCase = group.textCase
                element.formsNeverShown = Set(group.formsNeverShown)
                if let bundle = group.bundle {
                    element.bundle = .folder(LookupBundle.standardized(sites.path(bundle)))
                } else if scanned.hasBundles, group.bundleEvidence == nil {
                    element.bundle = .main
                }
                for (key, places) in keys {
                    element.keyShownAt[key] = places.map(sites.site)
                    if let arguments = group.arguments[key] { element.keyArguments[key] = arguments }
                }
                return element
            }
            out.components.append(Component(name: group.name, layout: .fixed, elements: elements))
        }
        // Each file the scan could not read is a problem of the run at its path, counted like a finding (an
        // error); files read in full that disagree with each other are warnings, as in `headroom scan`.
        let problems = result.problems.map { problem in
            Problem(
                location: SourceLocation(file: ControlCharacters.escaped(sites.path(problem.file)), line: problem.line ?? 1, column: 1),
                message: ControlCharacters.escaped("sources: \(problem.reason.rawValue)" + (problem.detail.map { " (\($0))" } ?? "")),
                severity: problem.reason.fileReadFully ? .warning : .error)
        }
        return Applied(manifest: out, problems: problems, files: result.sourcePaths + result.nibPaths)
    }

    /// The scan's paths are relative to the `sources:` entry that holds the file: back to a path
    /// the reports can print (the entry's path joined to it).
    final class SiteResolver {
        let sources: [String]
        private var folders: [String: String] = [:]

        init(sources: [String]) { self.sources = sources }

        func site(_ place: ScanComponents.Place) -> DisplaySite {
            DisplaySite(file: path(place.file), line: place.line, column: place.column)
        }

        func path(_ relative: String) -> String {
            if let known = folders[relative] { return known }
            var isDirectory: ObjCBool = false
            var found = relative
            for source in sources {
                guard FileManager.default.fileExists(atPath: source, isDirectory: &isDirectory) else { continue }
                if !isDirectory.boolValue {
                    if (source as NSString).lastPathComponent == relative { found = source; break }
                    continue
                }
                let joined = source == "." ? relative : (source as NSString).appendingPathComponent(relative)
                if FileManager.default.fileExists(atPath: joined) { found = joined; break }
            }
            folders[relative] = found
            return found
        }
    }

    private static func font(_ f: HeadroomScan.FontSpec) -> HeadroomCheck.FontSpec {
        if let size = f.fixedSize {
            return HeadroomCheck.FontSpec(style: .body, size: size, weight: f.effectiveWeight, scales: false)
        }
        return HeadroomCheck.FontSpec(style: f.style ?? .body, size: f.baseSize, maxPointSize: f.maximumPointSize, weight: f.effectiveWeight)
    }

    /// One end of a scanned width (`points` on the reference device) as the manifest's width.
    private static func width(_ w: ScanWidth, points: Double, widest: Bool = false) -> WidthSpec {
        guard w.followsDevice(widest: widest) else { return .absolute(points) }
        let insets = w.insets(at: points, deviceWidth: ContainerCatalog.deviceWidth)
        return w.columns > 1 ? .fraction(1 / Double(w.columns), insets: insets, icon: nil, spacing: 0)
            : .device(insets: insets, icon: nil, spacing: 0)
    }
}
