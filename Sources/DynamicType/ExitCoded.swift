/// An error that carries the exit status a run ending with it has, so that the command line maps
/// nothing by hand: 1 is kept for results (findings at error severity, a failed batch line, a bad
/// localization file), 2 for a configuration or usage mistake, 3 for an output that could not be
/// written. Each layer's error types conform where they are declared.
public protocol ExitCoded: Error {
    var exitStatus: Int32 { get }
}

/// The exit statuses every `headroom` command uses (docs/limits.md).
public enum ExitStatus {
    /// Findings at error severity, a `measure --batch` line that failed, a file `strings`/`scan` could not read.
    public static let findings: Int32 = 1
    /// Bad usage, an unreadable or invalid manifest, baseline, font or option value.
    public static let usage: Int32 = 2
    /// An output (report, stdout, a file `limits` writes) could not be written.
    public static let cannotWrite: Int32 = 3
}
