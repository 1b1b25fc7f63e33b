import DynamicType
import HeadroomMeasure

extension MeasureError: CommandError {}

/// Some lines of a `measure --batch` failed (each was answered with its error): exit 1.
struct BatchFailure: CommandError {
    var failed: Int
    var total: Int
    var exitStatus: Int32 { ExitStatus.findings }
    var description: String { "\(failed) of \(total) batch lines failed" }
}
