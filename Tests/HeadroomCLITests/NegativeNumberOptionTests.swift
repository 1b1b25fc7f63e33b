import Testing

@testable import HeadroomCLI

/// A negative number given to a numeric option is reported against that option's rule, not as a
/// missing value (ArgumentParser otherwise reads `-3` as an option name).
@Suite struct NegativeNumberOptionTests {
    @Test(arguments: [
        (["check", "--jobs", "-3"], "error: --jobs must be at least 1"),
        (["scan", "--max-file-bytes", "-1", "."], "error: --max-file-bytes must be positive"),
        (["measure", "hi", "--width", "100", "--style", "body", "--scale", "-2"], "error: invalid value '-2' for --scale: must be 1, 2 or 3"),
        (["measure", "hi", "--width", "100", "--font", MeasureHarness.interRegular, "--size", "12", "--font-index", "-1"],
         "error: invalid value '-1' for --font-index: must be a face index 0 or more"),
    ])
    func negativeValue(arguments: [String], message: String) {
        let failure = CommandFailure(Result { var command = try Headroom.parseAsRoot(arguments); try command.run() }.failure)
        #expect(failure.code == 2)
        #expect(failure.message == message)
    }
}
