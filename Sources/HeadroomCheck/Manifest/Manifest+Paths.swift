import HeadroomFormats

extension Manifest {
    /// The folders whose files the run may read: the manifest's own folder and those listed under
    /// `allowOutside:`. A manifest built in code (no file) reads anywhere its paths say.
    public var readableRoots: [String] {
        guard !file.isEmpty else { return [] }
        return [baseDirectory] + allowOutside.map { PathResolver.resolve($0, base: baseDirectory) }
    }

    /// The walker that lists and reads this manifest's strings.
    public var walker: FileWalker { FileWalker(allowedRoots: readableRoots) }
}
