/// Text a writer has made final but not yet handed to its output. Writers append to it and flush
/// once it holds a few KB and at the end of every `write(_:)`, so the output sees neither one huge
/// string nor thousands of tiny ones, and memory stays bounded whatever the run's size.
struct TextBuffer {
    /// A flush happens once this many bytes are waiting.
    static let flushSize = 32 * 1024

    let output: any ReportOutput
    /// UTF-8 bytes not yet written (appending bytes is much faster than appending to a String).
    var bytes: [UInt8] = []

    init(output: any ReportOutput) {
        self.output = output
        bytes.reserveCapacity(Self.flushSize + 4096)
    }

    mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// Writes the waiting text once it reaches `flushSize`.
    mutating func flushIfFull() throws {
        if bytes.count >= Self.flushSize { try flush() }
    }

    /// Writes whatever is waiting (nothing when empty).
    mutating func flush() throws {
        guard !bytes.isEmpty else { return }
        defer { bytes.removeAll(keepingCapacity: true) }
        try output.write(utf8: bytes)
    }
}
