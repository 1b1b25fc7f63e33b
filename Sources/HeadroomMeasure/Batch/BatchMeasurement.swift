#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `headroom measure --batch` as a library call, for `headroom-bench`: the same reader, runner and
/// JSON writer the command uses.
public enum BatchMeasurement {
    /// Lines answered and lines that failed.
    public struct Counts: Sendable, Equatable {
        public var answered: Int
        public var failed: Int
        public init(answered: Int, failed: Int) {
            self.answered = answered
            self.failed = failed
        }
    }

    /// Reads JSON Lines from `inputPath` and writes the answers to `outputPath` (e.g. `/dev/null`).
    /// Throws a message for an input or output that cannot be opened.
    public static func run(inputPath: String, outputPath: String, fontsDirectory: String) throws -> Counts {
        let reader = try BatchLineReader(path: inputPath)
        let descriptor = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw MeasureError.batchInput(path: outputPath, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        let engines = MeasureEngines(fontsDirectory: { fontsDirectory })
        let output = MeasureFileOutput(descriptor: descriptor)
        let summary = BatchRunner(engines: engines).run(reader, output: output)
        return Counts(answered: summary.answered, failed: summary.failed)
    }
}
