import Foundation
import HeadroomCheck
import HeadroomFormats
import HeadroomMeasure
import HeadroomScan

/// Reads a project the one way every command does (`check`, `limits`, `measure --config`,
/// `serve`, `headroom-bench`), with the same rules for every input:
/// - the manifest: a regular file of at most ``InputLimits/manifestBytes``, validated
///   (``ManifestParser``); a mistake is a ``ManifestError`` (exit 2);
/// - `strings:` and `sources:`: inside the manifest's folder unless listed under `allowOutside:`
///   (an entry outside is a manifest error; a file or link under them that resolves outside is a
///   problem, never read), regular files only, sizes checked on the open descriptor before
///   anything is read (``FileWalker``); a Swift file or nib that cannot be read is a ``Project``
///   problem, counted in the exit code, and the others are read;
/// - the fonts: every file whole, the bundled ones matching their checksums (``MeasurerFactory``);
/// - every file read is an input (``Project/inputs``) that no output may replace.
public struct ProjectLoader: Sendable {
    /// `--fonts`: replaces the bundled font folder.
    public var fontsOverride: String?
    /// The largest Swift file or nib `sources:` reads.
    public var maxSourceBytes: Int

    public init(fontsOverride: String? = nil, maxSourceBytes: Int = SourceScanner.defaultMaxFileBytes) {
        self.fontsOverride = fontsOverride
        self.maxSourceBytes = maxSourceBytes
    }

    /// The project of the manifest at `path`.
    public func load(_ path: String) throws -> Project {
        try load(manifest: ManifestParser().load(path: path))
    }

    /// The project of a parsed manifest.
    public func load(manifest parsed: Manifest) throws -> Project {
        let applied = try ScannedSources.apply(to: parsed, maxFileBytes: maxSourceBytes)
        let manifest = applied.manifest
        let made = try MeasurerFactory.make(manifest: manifest, fontsOverride: fontsOverride)
        let paths = manifest.strings.flatMap { PathResolver.expand($0.pattern, base: manifest.baseDirectory) }
        let stringsFiles = LocalizationLoader(walker: manifest.walker).discover(paths: paths).files

        var inputs = InputFiles(manifest.file.isEmpty ? [] : [manifest.file])
        for file in stringsFiles + applied.files { inputs.add(file) }
        switch manifest.fonts {
        case .bundled(let directory, let line): if line > 0 { inputs.add(PathResolver.resolve(directory, base: manifest.baseDirectory)) }
        case .files(let files, _): for file in files { inputs.add(PathResolver.resolve(file, base: manifest.baseDirectory)) }
        }
        if let fontsOverride { inputs.add(fontsOverride) }
        for element in (manifest.components + manifest.rules).flatMap(\.elements) {
            if let file = element.font.file { inputs.add(PathResolver.resolve(file, base: manifest.baseDirectory)) }
        }
        // The fonts measured with, and every file of their folders (the font folder's manifest.json).
        for font in made.fonts {
            inputs.add(font.file)
            inputs.add((font.file as NSString).deletingLastPathComponent)
        }
        return Project(
            manifest: manifest, measurer: made.measurer, fonts: made.fonts, problems: applied.problems, inputs: inputs,
            stringsFiles: stringsFiles, sourceFiles: applied.files)
    }
}
