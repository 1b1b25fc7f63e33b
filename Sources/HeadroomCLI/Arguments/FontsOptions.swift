import ArgumentParser

/// `--fonts`, shared by `check` and `measure`.
struct FontsOptions: ParsableArguments {
    @Option(name: .long, help: "The font folder holding manifest.json (default: the manifest's, then see docs/measure.md).")
    var fonts: String?
}
