import Foundation
import HeadroomCheck
import HeadroomText

/// Builds the real measurer for a manifest's `fonts:` (the bundled stack, or font files in
/// fallback order over it) and the font records the report lists.
enum CheckMeasurerFactory {
    struct Made {
        var measurer: LayoutMeasurer
        var fonts: [FontRecord]
    }

    static func make(manifest: Manifest, fontsOverride: String?) throws -> Made {
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
                    path = try MeasureFontsLocator.locate(explicit: nil)
                }
                stack = try FontStack.bundled(fontsDirectory: path)
            case .files(let files, _):
                let base = try? FontStack.bundled(fontsDirectory: fontsOverride ?? MeasureFontsLocator.locate(explicit: nil))
                var built = base
                for file in files.reversed() {
                    built = try FontStack.file(PathResolver.resolve(file, base: manifest.baseDirectory), fallback: built)
                }
                guard let built else { throw CheckCommandError.usage("fonts: no font files in \(manifest.file)") }
                stack = built
            }
        } catch let error as CheckCommandError {
            throw error
        } catch {
            throw CheckCommandError.usage("cannot load the fonts: \(error)")
        }
        try validate(stack, manifest: manifest)
        let records = stack.entries.map {
            FontRecord(family: $0.family, style: $0.style, file: $0.path, sha256: $0.sha256 ?? "")
        }
        return Made(measurer: LayoutMeasurer(stack: stack), fonts: records)
    }

    /// Every font file is whole (its table directory inside the file), FreeType opens it, and its
    /// SHA-256 matches the font manifest's when one is recorded: a bad font is an error naming
    /// the file, never a measurement through the fallbacks.
    static func validate(_ stack: FontStack, manifest: Manifest) throws {
        var files = stack.entries.map { ($0.path, $0.faceIndex) }
        for element in (manifest.components + manifest.rules).flatMap(\.elements) {
            if let file = element.font.file { files.append((PathResolver.resolve(file, base: manifest.baseDirectory), 0)) }
        }
        var seen = Set<String>()
        for (path, faceIndex) in files where seen.insert("\(path)#\(faceIndex)").inserted {
            do {
                try FontFileCheck.validate(path)
                _ = try FaceCache.shared.face(path: path, faceIndex: faceIndex, variations: [:])
            } catch {
                throw CheckCommandError.usage("cannot load the fonts: \(error)")
            }
        }
        if let mismatch = stack.verifyChecksums().first {
            throw CheckCommandError.usage("cannot load the fonts: \(mismatch)")
        }
    }
}
