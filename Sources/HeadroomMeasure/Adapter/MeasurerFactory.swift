import Foundation
import HeadroomCheck
import HeadroomText

/// Builds the real measurer for a manifest's `fonts:` (the bundled stack, or font files in
/// fallback order over it) and the font records the report lists.
public enum MeasurerFactory {
    /// The measurer and the fonts it uses.
    public struct Made: Sendable {
        public var measurer: LayoutMeasurer
        public var fonts: [FontRecord]
    }

    /// The measurer for `manifest`; `fontsOverride` (`--fonts`) replaces the bundled folder.
    /// Throws ``MeasurerFactoryError`` naming the manifest or the font at fault.
    public static func make(manifest: Manifest, fontsOverride: String?) throws -> Made {
        let stack: FontStack
        do {
            switch manifest.fonts {
            case .bundled(let directory, let line):
                let path: String
                if let fontsOverride {
                    path = fontsOverride
                } else if line > 0 {
                    path = PathResolver.resolve(directory, base: manifest.baseDirectory)
                } else {
                    path = try FontsLocator.locate(explicit: nil)
                }
                stack = try FontStack.bundled(fontsDirectory: path)
            case .files(let files, _):
                let base = try? FontStack.bundled(fontsDirectory: fontsOverride ?? FontsLocator.locate(explicit: nil))
                var built = base
                for file in files.reversed() {
                    built = try FontStack.file(PathResolver.resolve(file, base: manifest.baseDirectory), fallback: built)
                }
                guard let built else { throw MeasurerFactoryError.noFonts(manifest: manifest.file) }
                stack = built
            }
        } catch let error as MeasurerFactoryError {
            throw error
        } catch {
            throw MeasurerFactoryError.cannotLoad(reason: "\(error)")
        }
        try validate(stack, manifest: manifest)
        let records = stack.entries.map {
            FontRecord(family: $0.family, style: $0.style, file: $0.path, sha256: $0.sha256 ?? "")
        }
        return Made(measurer: LayoutMeasurer(stack: stack), fonts: records)
    }

    /// Every font file is whole (its table directory inside the file); the user's own font files
    /// (`fonts: [files]`, an element's `font: {file:}`) open in FreeType; and the fonts bundled in
    /// the font folder match the SHA-256 of its `manifest.json`. A bad font is an error naming the
    /// file, never a measurement through the fallbacks. System fonts (Debian packages, recorded
    /// with their package) are not hashed: a package update would change them, and hashing the
    /// CJK collections costs seconds on every run.
    static func validate(_ stack: FontStack, manifest: Manifest) throws {
        var own: [(String, Int)] = []
        if case .files(let files, _) = manifest.fonts {
            own += files.map { (PathResolver.resolve($0, base: manifest.baseDirectory), 0) }
        }
        for element in (manifest.components + manifest.rules).flatMap(\.elements) {
            if let file = element.font.file { own.append((PathResolver.resolve(file, base: manifest.baseDirectory), 0)) }
        }
        var seen = Set<String>()
        do {
            for entry in stack.entries where seen.insert(entry.path).inserted { try FontFileCheck.validate(entry.path) }
            for (path, faceIndex) in own {
                if seen.insert(path).inserted { try FontFileCheck.validate(path) }
                _ = try FaceCache.shared.face(path: path, faceIndex: faceIndex, variations: [:])
            }
        } catch {
            throw MeasurerFactoryError.cannotLoad(reason: "\(error)")
        }
        var bundled = stack
        bundled.entries = stack.entries.filter { !$0.path.hasPrefix("/usr/share/fonts/") }
        if let mismatch = bundled.verifyChecksums().first {
            throw MeasurerFactoryError.cannotLoad(reason: mismatch)
        }
    }
}
