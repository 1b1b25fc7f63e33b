/// Collects what is written (for tests).
package final class MeasureStringOutput: MeasureOutput {
    private(set) var text = ""
    package init() {}
    package func write(_ text: String) { self.text += text }
    package func flush() {}
}
