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

    /// The part of a `strings:` entry before its first wildcard component, made absolute: the
    /// folder a glob is matched under (the path itself when there is no wildcard).
    public static func fixedRoot(_ pattern: String, base: String) -> String {
        let full = resolve(pattern, base: base)
        let components = full.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let fixedCount = components.firstIndex(where: { $0.contains("*") || $0.contains("?") }) ?? components.count
        let root = components[..<fixedCount].joined(separator: "/")
        return root.isEmpty ? (full.hasPrefix("/") ? "/" : ".") : root
    }

    /// The existing files or folders a `strings:` entry names, sorted. A plain path that exists is
    /// returned as is; a glob is matched against every path under its fixed prefix, entering each
    /// folder once per remaining pattern (by device and inode: symlink loops end).
    public static func expand(_ pattern: String, base: String) -> [String] {
        let full = resolve(pattern, base: base)
        guard full.contains("*") || full.contains("?") else {
            return FileManager.default.fileExists(atPath: full) ? [full] : []
        }
        let components = full.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let fixedCount = components.firstIndex(where: { $0.contains("*") || $0.contains("?") }) ?? components.count
        let root = fixedRoot(pattern, base: base)
        let rest = Array(components[fixedCount...])
        var matches: [String] = []
        var seen = Set<[UInt64]>()
        walk(root, rest[...], &matches, &seen)
        return Array(Set(matches)).sorted()
    }

    private static func walk(_ directory: String, _ rest: ArraySlice<String>, _ matches: inout [String], _ seen: inout Set<[UInt64]>) {
        guard let first = rest.first else {
            matches.append(directory)
            return
        }
        var st = stat()
        guard stat(directory, &st) == 0, st.st_mode & S_IFMT == S_IFDIR,
            seen.insert([UInt64(st.st_dev), UInt64(st.st_ino), UInt64(rest.count)]).inserted
        else { return }
        let fm = FileManager.default
        let children = ((try? fm.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        func join(_ child: String) -> String { directory == "." ? child : (directory as NSString).appendingPathComponent(child) }
        if first == "**" {
            walk(directory, rest.dropFirst(), &matches, &seen)
            for child in children where !child.hasPrefix(".") {
                walk(join(child), rest, &matches, &seen)
            }
            return
        }
        let pattern = KeyPattern(first)
        for child in children where pattern.matches(child) && !(child.hasPrefix(".") && !first.hasPrefix(".")) {
            if rest.count == 1 {
                matches.append(join(child))
            } else {
                walk(join(child), rest.dropFirst(), &matches, &seen)
            }
        }
    }
}
