import Foundation

/// The report folder `headroom serve` serves, and the one way a request path becomes a file in it:
/// each segment percent-decoded once, no empty, `.`, `..` or hidden segment, no `/`, `\` or NUL
/// inside a segment (an encoded `%2F`, `%2e%2e` or `%00`), and the file's real path (symlinks
/// resolved) inside the folder's real path. Anything else is nil: the server answers 404 and never
/// reads a file outside the folder.
public struct ReportFolder: Sendable {
    /// The folder's real path, without a trailing `/`.
    public let root: String

    /// Throws when `path` is not a readable folder.
    public init(path: String) throws(ServeError) {
        guard let real = Self.realPath(path) else { throw .notAFolder(path) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .notAFolder(path)
        }
        root = real == "/" ? "" : real
    }

    /// The file a request path (as sent, percent-encoded, without the query) names, or nil.
    /// `/` and a path ending in `/` name that folder's `index.html`.
    public func file(for requestPath: String) -> String? {
        guard requestPath.hasPrefix("/"), requestPath.utf8.count <= 4_096 else { return nil }
        var segments: [String] = []
        let raw = requestPath.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        for (index, part) in raw.enumerated() {
            if part.isEmpty && index == raw.count - 1 {
                segments.append("index.html")
                continue
            }
            guard let decoded = String(part).removingPercentEncoding, !decoded.isEmpty, !decoded.hasPrefix("."),
                !decoded.contains("/"), !decoded.contains("\\"), !decoded.contains("\u{0}")
            else { return nil }
            segments.append(decoded)
        }
        if segments.isEmpty { segments = ["index.html"] }
        let candidate = root + "/" + segments.joined(separator: "/")
        guard let real = Self.realPath(candidate), real.hasPrefix(root + "/") else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
        return real
    }

    /// The Content-Type of a file by its extension.
    public static func contentType(_ file: String) -> String {
        switch (file as NSString).pathExtension.lowercased() {
        case "html", "htm": "text/html; charset=utf-8"
        case "csv": "text/csv; charset=utf-8"
        case "json": "application/json"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "xlf", "xliff", "xml": "application/xml"
        case "txt", "md": "text/plain; charset=utf-8"
        default: "application/octet-stream"
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
