import ArgumentParser
import DynamicType
import Foundation
import HeadroomCheck
import HeadroomMeasure

/// An error a command reports with its own message; its exit status is 2 unless it says otherwise.
protocol CommandError: ExitCoded, CustomStringConvertible {}

extension CommandError {
    var exitStatus: Int32 { ExitStatus.usage }
}

/// What the process prints and returns for an error thrown by parsing or by a command: the one
/// place that turns errors into messages, so each is said once, prefixed once with `error:`.
struct CommandFailure: Equatable {
    /// The text to print (empty for a bare exit code), without a trailing newline.
    var message: String
    var code: Int32
    /// Help and `--version` go to standard output.
    var toStandardOutput = false

    init(_ error: any Error) {
        switch error {
        case let exit as ExitCode:
            message = ""
            code = exit.rawValue
        case let error as ManifestError:
            // Already located: `headroom.yml:3: error: …`.
            message = error.description
            code = error.exitStatus
        case let error as BaselineError:
            message = error.description
            code = error.exitStatus
        case let error as any ExitCoded:
            // Every layer's errors say their own exit status (`ExitCoded`): nothing is mapped here.
            message = "error: \(error)"
            code = error.exitStatus
        default:
            let exit = Headroom.exitCode(for: error)
            if exit == .success {
                message = Headroom.fullMessage(for: error)
                code = 0
                toStandardOutput = true
            } else {
                // The parser's own errors, and `validate()`'s: usage errors, exit 2 (not 64).
                message = "error: \(Headroom.message(for: error))"
                code = exit == .validationFailure ? 2 : exit.rawValue
            }
        }
        while message.hasSuffix("\n") { message.removeLast() }
    }

    /// Prints the message (if any) with one newline.
    func write() {
        guard !message.isEmpty else { return }
        _ = StandardOutput.writeAll(Array((message + "\n").utf8), to: toStandardOutput ? 1 : 2)
    }
}
