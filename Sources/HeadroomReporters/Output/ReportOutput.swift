/// Where a streaming reporter writes its text: a file, stdout, or a string in tests. Writers hand
/// it pieces of about 32 KB (never a whole report, never one tiny string per line).
public protocol ReportOutput: AnyObject {
    /// Appends text. Throws when the destination cannot take it (disk full, closed pipe).
    func write(_ text: String) throws
    /// Appends text given as UTF-8 bytes (always whole characters). Writers call this one; the
    /// default makes a String for `write(_:)`, and an output that wants bytes (a file) can take
    /// them as they are and skip that copy.
    func write(utf8 bytes: [UInt8]) throws
}

extension ReportOutput {
    public func write(utf8 bytes: [UInt8]) throws { try write(String(decoding: bytes, as: UTF8.self)) }
}
