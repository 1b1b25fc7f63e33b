import ArgumentParser

/// `--config`, shared by `check` and `limits`: the manifest they read.
struct ManifestOptions: ParsableArguments {
    @Option(name: .long, help: "The manifest (default: headroom.yml in the current directory).")
    var config: String?

    /// `--config`, or headroom.yml in the current directory.
    var path: String { config ?? "headroom.yml" }
}
