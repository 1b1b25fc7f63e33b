/// File paths as reports print them: relative to the working directory when under it.
enum ReportPath {
    /// `path` relative to `workingDirectory` when it is inside it; relative paths are kept (they
    /// already are relative to the working directory) without a leading `./`.
    static func relative(_ path: String, to workingDirectory: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        guard path.hasPrefix("/") else { return path }
        var base = workingDirectory
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        if base == "/" { return String(path.dropFirst()) }
        if path == base { return "." }
        if path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) }
        return path
    }

    /// A relative path made absolute against `workingDirectory`.
    static func absolute(_ path: String, in workingDirectory: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        if path == "." { return workingDirectory }
        return workingDirectory.hasSuffix("/") ? workingDirectory + path : workingDirectory + "/" + path
    }

    /// True when `path` (as returned by `relative`) is outside the working directory.
    static func isAbsolute(_ path: String) -> Bool { path.hasPrefix("/") }
}

extension ReportContext {
    /// The path a report prints for a file.
    func displayPath(_ file: String) -> String { ReportPath.relative(file, to: workingDirectory) }
}
