#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file descriptor with its own buffer (standard output or error).
package final class MeasureFileOutput: MeasureOutput {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// Why writing stopped (a full disk, a closed pipe), if it did: the command exits 3.
    package private(set) var failure: String?

    package init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(1 << 16)
    }

    deinit { flush() }

    package static var standardOutput: MeasureFileOutput { MeasureFileOutput(descriptor: 1) }
    package static var standardError: MeasureFileOutput { MeasureFileOutput(descriptor: 2) }

    package func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    package func write(bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { flush() }
    }

    package func flush() {
        var offset = 0
        while offset < buffer.count {
            let written = buffer[offset...].withUnsafeBytes { bytes in
                #if canImport(Glibc)
                    Glibc.write(descriptor, bytes.baseAddress, bytes.count)
                #else
                    Darwin.write(descriptor, bytes.baseAddress, bytes.count)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                failure = failure ?? String(cString: strerror(errno))
                break  // a closed pipe or a full disk: nothing more can be written
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
