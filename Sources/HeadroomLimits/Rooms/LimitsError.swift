import DynamicType

/// Why `headroom limits` could not do what it was asked. Each case names the file (and line) or
/// option at fault.
public enum LimitsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `limits.devices` names a device the manifest does not have.
    case unknownDevice(file: String, line: Int, name: String, known: [String])
    /// A file that cannot be read.
    case unreadable(path: String, reason: String)
    /// A file that is not what the option expects (not XLIFF, not a String Catalog…).
    case invalidFile(path: String, line: Int, reason: String)
    /// The output would overwrite the input (without `--in-place`) or cannot be written.
    case unwritable(path: String, reason: String)
    /// The output is one of the run's inputs (by device and inode): refused before anything is written.
    case outputIsInput(path: String, input: String)

    public var description: String {
        switch self {
        case .unknownDevice(let file, let line, let name, let known):
            "\(file):\(line): limits: no device named \"\(name)\" (devices: \(known.joined(separator: ", ")))"
        case .unreadable(let path, let reason): "\(path): cannot read: \(reason)"
        case .invalidFile(let path, let line, let reason): "\(path):\(line): \(reason)"
        case .unwritable(let path, let reason): "\(path): cannot write: \(reason)"
        case .outputIsInput(let path, let input):
            "refusing to write \(path): it is \(input), an input of this run; write to a new file (or use --in-place for XLIFF)"
        }
    }
}

extension LimitsError: ExitCoded {
    public var exitStatus: Int32 {
        if case .unwritable = self { return ExitStatus.cannotWrite }
        return ExitStatus.usage
    }
}
