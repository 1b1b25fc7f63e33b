import Foundation

extension ReportContext {
    /// The context for a run in `workingDirectory`. On GitHub Actions (`GITHUB_SERVER_URL`,
    /// `GITHUB_REPOSITORY`, `GITHUB_SHA` and `GITHUB_WORKSPACE` set, and the working directory
    /// inside the workspace), Markdown locations link to the files at the commit being checked.
    public static func current(
        toolVersion: String, workingDirectory: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> ReportContext {
        var context = ReportContext(toolVersion: toolVersion, workingDirectory: workingDirectory)
        context.sourceLinkBase = githubBlobBase(workingDirectory: workingDirectory, environment: environment)
        return context
    }

    /// `https://github.com/OWNER/REPO/blob/SHA/sub/dir/` for a working directory inside the
    /// Actions workspace, else nil.
    static func githubBlobBase(workingDirectory: String, environment: [String: String]) -> String? {
        guard let server = environment["GITHUB_SERVER_URL"], !server.isEmpty,
            let repository = environment["GITHUB_REPOSITORY"], !repository.isEmpty,
            let sha = environment["GITHUB_SHA"], !sha.isEmpty,
            let workspace = environment["GITHUB_WORKSPACE"], !workspace.isEmpty
        else { return nil }
        let inside = ReportPath.relative(workingDirectory, to: workspace)
        guard !ReportPath.isAbsolute(inside) else { return nil }  // not under the workspace
        let trimmedServer = server.hasSuffix("/") ? String(server.dropLast()) : server
        let subdirectory = inside == "." ? "" : SARIFReporter.percentEncoded(inside) + "/"
        return "\(trimmedServer)/\(repository)/blob/\(sha)/\(subdirectory)"
    }
}
