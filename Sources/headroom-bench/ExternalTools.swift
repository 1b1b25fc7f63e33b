import Foundation

/// The C comparison programs in scripts/bench, compiled on first use with `cc` and `pkg-config`.
/// Missing compilers or libraries are not fatal: the figure is skipped with the reason.
struct ExternalTools {
    let repoRoot: String
    let buildDirectory: String

    init(repoRoot: String) {
        self.repoRoot = repoRoot
        buildDirectory = (NSTemporaryDirectory() as NSString).appendingPathComponent("headroom-bench-tools")
    }

    enum Failure: Error, CustomStringConvertible {
        case cannotBuild(String)
        case failed(String)
        var description: String {
            switch self {
            case let .cannotBuild(m): "cannot build: \(m)"
            case let .failed(m): m
            }
        }
    }

    /// Builds `scripts/bench/<name>.c` against the pkg-config packages; returns the binary path.
    func build(_ name: String, packages: String) throws -> String {
        let source = "\(repoRoot)/scripts/bench/\(name).c"
        guard FileManager.default.fileExists(atPath: source) else { throw Failure.cannotBuild("\(source) not found") }
        try FileManager.default.createDirectory(atPath: buildDirectory, withIntermediateDirectories: true)
        let binary = "\(buildDirectory)/\(name)"
        let command = "cc -O2 -o '\(binary)' '\(source)' $(pkg-config --cflags --libs \(packages))"
        let (status, output) = try shell(command)
        guard status == 0 else { throw Failure.cannotBuild(output.split(separator: "\n").first.map(String.init) ?? "cc failed") }
        return binary
    }

    /// Runs a program and decodes the one JSON object it prints.
    func runJSON(_ arguments: [String]) throws -> [String: Any] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { throw Failure.failed("\(arguments[0]) exited with \(process.terminationStatus)") }
        return object
    }

    private func shell(_ command: String) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command + " 2>&1"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
