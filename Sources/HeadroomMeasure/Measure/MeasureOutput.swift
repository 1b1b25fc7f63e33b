/// Where `measure` writes: standard output/error in the tool, a string in tests.
package protocol MeasureOutput: AnyObject {
    func write(_ text: String)
    /// UTF-8 bytes (the batch's answers).
    func write(bytes: [UInt8])
    func flush()
}

extension MeasureOutput {
    package func write(bytes: [UInt8]) { write(String(decoding: bytes, as: UTF8.self)) }
}
