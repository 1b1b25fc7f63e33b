import ArgumentParser
import DynamicType
import Foundation
import HeadroomCheck
import HeadroomMeasure
import HeadroomProject
import HeadroomServe
import Synchronization

extension ServeError: CommandError {
    public var exitStatus: Int32 { ExitStatus.usage }
}

/// `headroom serve`: serves an HTML report folder on localhost, and measures the texts typed in
/// the cards' "try" boxes with the same engine and manifest as `check`.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serves an HTML report on localhost; its cards' try boxes measure what you type.",
        discussion: """
            Serves the files of FOLDER only (nothing outside it, whatever the path, symlinks or \
            encoding) and answers POST /try with the typed text measured in the card's boxes. \
            Stop it with Ctrl-C. Exit status 2 for bad usage, an unreadable manifest or font, or \
            an address it cannot listen on.
            """)

    @Argument(help: "The report folder (written by check --format html).")
    var folder: String = "Reports"

    @OptionGroup var manifestOptions: ManifestOptions
    @OptionGroup var fontsOptions: FontsOptions

    @Option(name: .long, help: "The address to listen on (default 127.0.0.1: this machine only).")
    var host: String = "127.0.0.1"

    @Option(name: .long, help: "The port (0: any free port).")
    var port: Int = 8080

    @Option(name: .long, help: "Texts measured at once (default: the number of cores).")
    var jobs: Int?

    func validate() throws {
        if !(0...65_535).contains(port) { throw ValidationError("--port must be between 0 and 65535") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    /// The project whose boxes the "try" box measures in, as `check` reads it (with `sources:`);
    /// what could not be read is named on stderr (a server has no exit status to count it in).
    func loadProject() throws -> Project {
        let project = try ProjectLoader(fontsOverride: fontsOptions.fonts).load(manifestOptions.path)
        for problem in project.problems {
            StandardOutput.printError("headroom: warning: \(problem.location.file):\(problem.location.line): \(problem.message)\n")
        }
        return project
    }

    func run() throws {
        let report = try ReportFolder(path: folder)
        let project = try loadProject()
        let running = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let server = ReportServer(
            folder: report, measurer: TryMeasurer(manifest: project.manifest, measurer: project.measurer), host: host, port: port,
            limiter: MeasureLimiter(running: running, queued: 64 * running))
        let host = host
        if !["127.0.0.1", "::1", "localhost"].contains(host) {
            FileHandle.standardError.write(Data("headroom: warning: listening on \(host): other machines can reach this report\n".utf8))
        }
        let failure = Mutex<String?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                try await server.run { port in
                    let shown = host.contains(":") ? "[\(host)]" : host
                    FileHandle.standardError.write(Data("headroom: serving \(report.root) at http://\(shown):\(port)/ (Ctrl-C to stop)\n".utf8))
                }
            } catch {
                failure.withLock { $0 = "\(error)" }
            }
            done.signal()
        }
        done.wait()
        if let message = failure.withLock({ $0 }) { throw ServeError.badAddress("\(host):\(port): \(message)") }
    }
}
