import Foundation
import HeadroomFormats
import HeadroomReporters

/// Writes the files of a directory format (HTML) into `--output` (default `Reports/`). The
/// single-file formats stream through `StreamedReportOutput` instead.
///
/// The folder is replaced whole or not at all: every page goes into a hidden sibling folder
/// (`.Reports.headroom-XXXXXX`), and only when the last one is written is that folder swapped in
/// with one rename (an atomic exchange on Linux, else the old folder renamed aside first). A run
/// that fails or is stopped (SIGKILL included) leaves the old folder as it was, never a new
/// `index.html` beside old or missing pages.
///
/// The folder keeps a list of the pages it holds (`.headroom-pages`): files the user put there
/// (anything not on the list) are carried into the new folder (hard links; copies where a link is
/// refused), pages of the earlier run are not, and a run whose page would replace one of the user's
/// files is refused. A folder with no list is kept as the user's when it holds only plain files
/// (the repository's `Reports/README.md`); one that holds folders or links (a project) is refused,
/// as is a symbolic link or a file at the target: nothing is written through a link.
enum CheckOutputWriter {
    static let listName = ".headroom-pages"

    /// Writes each file `produce` writes to the folder it is given into the new folder, piece by
    /// piece as it comes (no page is held whole), then swaps it in.
    static func writeDirectory(
        format: OutputFormat, output: String?, inputs: InputFiles = InputFiles([]), produce: (any ReportFolder) throws -> Void
    ) throws {
        let directory = output ?? "Reports"
        let target = try Target(directory)
        let staging = try makeStaging(beside: target.path)
        TemporaryFiles.register(staging)
        defer { TemporaryFiles.unregister(staging) }
        do {
            let folder = Staging(path: staging, defaultName: format.defaultFileName, inputs: inputs)
            try produce(folder)
            let written = folder.written
            let list = try ReportDestination.open((staging as NSString).appendingPathComponent(listName), inputs: inputs)
            try list.write(Array((written.joined(separator: "\n") + "\n").utf8))
            try list.commit()
            if target.exists {
                if let clash = target.userFiles.intersection(written).sorted().first {
                    throw ReportWriteError.failed(
                        path: target.path, reason: "it holds \(clash), which no earlier Headroom report wrote; move it or give another folder")
                }
                try carryOver(from: target.path, to: staging, except: Set(written).union(target.pages))
            }
            try swap(staging, into: target)
        } catch {
            try? FileManager.default.removeItem(atPath: staging)
            throw error
        }
    }

    /// The new folder as `produce` sees it: each file goes to its own temporary file, renamed into
    /// place once whole.
    final class Staging: ReportFolder {
        let path: String
        let defaultName: String
        let inputs: InputFiles
        private(set) var written: [String] = []

        init(path: String, defaultName: String, inputs: InputFiles) {
            self.path = path
            self.defaultName = defaultName
            self.inputs = inputs
        }

        func write(_ name: String, _ produce: (any ReportOutput) throws -> Void) throws {
            let name = name.isEmpty ? defaultName : name
            let destination = try ReportDestination.open((path as NSString).appendingPathComponent(name), inputs: inputs)
            do {
                try produce(StreamedReportOutput(sink: { try destination.write($0) }))
                try destination.commit()
            } catch {
                destination.abandon()
                throw error
            }
            written.append(name)
        }
    }

    /// The folder to replace, checked before anything is written.
    struct Target {
        var path: String
        var exists: Bool
        /// The pages the earlier run listed.
        var pages: Set<String> = []
        /// Everything else in the folder: the user's, kept, and never replaced by a page.
        var userFiles: Set<String> = []

        init(_ path: String) throws {
            self.path = path
            var st = stat()
            guard lstat(path, &st) == 0 else {
                exists = false
                return
            }
            exists = true
            switch st.st_mode & S_IFMT {
            case S_IFDIR: break
            case S_IFLNK: throw ReportWriteError.failed(path: path, reason: "it is a symbolic link; give the folder itself")
            default: throw ReportWriteError.failed(path: path, reason: "it is not a folder")
            }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            let listPath = (path as NSString).appendingPathComponent(CheckOutputWriter.listName)
            guard let list = try? String(contentsOfFile: listPath, encoding: .utf8) else {
                // A folder of plain files (a README beside the pages) is kept; one with folders or
                // links (a project) is not a report folder and is not replaced.
                let plain = entries.allSatisfy { name in
                    var entry = stat()
                    return lstat((path as NSString).appendingPathComponent(name), &entry) == 0 && entry.st_mode & S_IFMT == S_IFREG
                }
                guard plain else {
                    throw ReportWriteError.failed(
                        path: path, reason: "it holds folders or links but no \(CheckOutputWriter.listName), so it is not a Headroom report folder; give a new or empty folder")
                }
                userFiles = Set(entries)
                return
            }
            pages = Set(list.split(separator: "\n").map(String.init)).union([CheckOutputWriter.listName])
            userFiles = Set(entries).subtracting(pages)
        }
    }

    /// A new empty folder beside `path` (same file system, so it can be renamed over it).
    private static func makeStaging(beside path: String) throws -> String {
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            } catch {
                throw ReportWriteError.failed(path: path, reason: error.localizedDescription)
            }
        }
        let name = (path as NSString).lastPathComponent
        var template = Array(((parent.isEmpty ? "" : parent + "/") + ".\(name).headroom-XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw ReportWriteError.failed(path: path, reason: String(cString: strerror(errno)))
        }
        let staging = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // mkdtemp makes it 0700; a report folder is as readable as any folder the user creates.
        let mask = umask(0); umask(mask)
        chmod(staging, 0o777 & ~mask)
        return staging
    }

    /// Links (or copies) into `to` every entry of `from` not in `except`: the user's own files.
    private static func carryOver(from: String, to: String, except: Set<String>) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: from) where !except.contains(name) {
            try carry((from as NSString).appendingPathComponent(name), to: (to as NSString).appendingPathComponent(name))
        }
    }

    private static func carry(_ source: String, to destination: String) throws {
        var st = stat()
        guard lstat(source, &st) == 0 else { return }
        switch st.st_mode & S_IFMT {
        case S_IFDIR:
            guard mkdir(destination, st.st_mode & 0o7777) == 0 else { throw ReportWriteError.failed(path: source, reason: String(cString: strerror(errno))) }
            try carryOver(from: source, to: destination, except: [])
        case S_IFLNK:
            let target = try FileManager.default.destinationOfSymbolicLink(atPath: source)
            guard symlink(target, destination) == 0 else { throw ReportWriteError.failed(path: source, reason: String(cString: strerror(errno))) }
        case S_IFREG:
            if link(source, destination) != 0 {
                do {
                    try FileManager.default.copyItem(atPath: source, toPath: destination)
                } catch {
                    throw ReportWriteError.failed(path: source, reason: "cannot keep it in the new report folder: \(error.localizedDescription)")
                }
            }
        default:
            throw ReportWriteError.failed(path: source, reason: "it is not a regular file, folder or link, so it cannot be kept in the new report folder")
        }
    }

    /// Puts `staging` at the target's path and removes the old folder.
    private static func swap(_ staging: String, into target: Target) throws {
        guard target.exists else {
            guard rename(staging, target.path) == 0 else { throw ReportWriteError.failed(path: target.path, reason: String(cString: strerror(errno))) }
            return
        }
        if exchange(staging, target.path) {
            // `staging` now holds the old folder.
            try? FileManager.default.removeItem(atPath: staging)
            return
        }
        var template = Array((staging + "-old-XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw ReportWriteError.failed(path: target.path, reason: String(cString: strerror(errno)))
        }
        let aside = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard rename(target.path, aside) == 0 else {
            let reason = String(cString: strerror(errno))
            rmdir(aside)
            throw ReportWriteError.failed(path: target.path, reason: reason)
        }
        guard rename(staging, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = rename(aside, target.path)
            throw ReportWriteError.failed(path: target.path, reason: reason)
        }
        try? FileManager.default.removeItem(atPath: aside)
    }

    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// Linux's `renameat2(RENAME_EXCHANGE)`, looked up at run time (the C library's header does not
    /// reach Swift): false where the system or the file system does not offer it.
    private static func exchange(_ a: String, _ b: String) -> Bool {
        #if os(Linux)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let exchangeFlag: UInt32 = 1 << 1
        return renameat2(AT_FDCWD, a, AT_FDCWD, b, exchangeFlag) == 0
        #else
        return false
        #endif
    }
}
