import HeadroomCheck
import HeadroomFormats
import HeadroomMeasure

/// A project as every command reads it (``ProjectLoader``): the manifest with its `sources:`
/// applied, the measurer for its fonts, what could not be read, and every file read.
public struct Project: Sendable {
    /// The manifest, with a component per context the scan of `sources:` found.
    public var manifest: Manifest
    /// The real measurer for the manifest's fonts (or `--fonts`), and the fonts it uses.
    public var measurer: LayoutMeasurer
    public var fonts: [FontRecord]
    /// Inputs of `sources:` that could not be read (a Swift file or nib that is too large, not a
    /// regular file, outside the project, too deep or not UTF-8): each at its file and line, at
    /// error severity. The strings files' own problems are reported by what reads them (the
    /// check's runner, `limits`), under the same rules.
    public var problems: [Problem]
    /// Every file the run reads (the manifest, the strings files, the fonts, the Swift files and
    /// nibs of `sources:`): no output may be written over one of them.
    public var inputs: InputFiles
    /// The strings files of `strings:` (listed under the manifest's rules).
    public var stringsFiles: [String]
    /// The Swift files and nibs `sources:` read.
    public var sourceFiles: [String]

    /// The exit status the problems alone give: 1 when there is one, else 0.
    public var problemsExitStatus: Int32 { problems.isEmpty ? 0 : 1 }
}
