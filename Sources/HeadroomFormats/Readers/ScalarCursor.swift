/// Where a `ScalarScanner` is in a text: the decoded scalars it borrows, the file they came from,
/// the index of the next scalar, and its line.
struct ScalarCursor {
    let s: UnsafeBufferPointer<UInt32>
    let file: String
    var i = 0
    var line = 1
    var lineStart = 0
}
