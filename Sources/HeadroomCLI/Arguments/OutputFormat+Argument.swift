import ArgumentParser
import HeadroomFormats
import HeadroomReporters

// The value types the commands take are parsed by ArgumentParser (which lists the valid values
// in `--help` and in its error messages).

/// `--format` of `check`.
extension OutputFormat: ExpressibleByArgument {}
/// `--format` of `strings`.
extension EntryListing.Format: ExpressibleByArgument {}
