import Foundation

/// Resolves manifest paths and expands `strings:` globs (`*`, `?`, and `**` for any depth).
public enum PathResolver {
    /// `path` made absolute against `base` unless it already is.
    public static func resolve(_ path: String, base: String) -> String {
        if path.hasPrefix("/") { return path }
        if path.hasPrefix("~") { return (path as NSString).expandingTildeInPath }
        if base.isEmpty || base == "." { return path }
        return (base as NSString).appendingPathComponent(path)
    }

    /// The existing files or folders a `strings:` entry names, sorted. A plain path that exists is
    /// returned as is; a glob is matched against every path under its fixed prefix.
    public static func expand(_ pattern: String, base: String) -> [String] {
        let full = resolve(pattern, base: base)
        let fm = FileManager.default
        guard full.contains("*") || full.contains("?") else {
            return fm.fileExists(atPath: full) ? [full] : []
        }
        let components = full.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let fixedCount = components.firstIndex(where: { $0.contains("*") || $0.contains("?") }) ?? components.count
        var root = components[..<fixedCount].joined(separator: "/")
        if root.isEmpty { root = full.hasPrefix("/") ? "/" : "." }
        let rest = Array(components[fixedCount...])
        var matches: [String] = []
        walk(root, rest, &matches)
        return matches.sorted()
    }

    private static func walk(_ directory: String, _ rest: [String], _ matches: inout [String]) {
        guard let first = rest.first else {
            matches.append(directory)
            return
        }
        let fm = FileManager.default
        let children = ((try? fm.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        func join(_ child: String) -> String { directory == "." ? child : (directory as NSString).appendingPathComponent(child) }
        if first == "**" {
            walk(directory, Array(rest.dropFirst()), &matches)
            for child in children where !child.hasPrefix(".") {
                var isDirectory: ObjCBool = false
                if fm.fileExists(atPath: join(child), isDirectory: &isDirectory), isDirectory.boolValue {
                    walk(join(child), rest, &matches)
                }
            }
            return
        }
        let pattern = KeyPattern(first)
        for child in children where pattern.matches(child) && !(child.hasPrefix(".") && !first.hasPrefix(".")) {
            if rest.count == 1 {
                matches.append(join(child))
            } else {
                walk(join(child), Array(rest.dropFirst()), &matches)
            }
        }
    }
}
