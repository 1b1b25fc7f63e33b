import ArgumentParser
import HeadroomCheck

/// `--cause design|translation`.
extension Cause: ExpressibleByArgument {}
