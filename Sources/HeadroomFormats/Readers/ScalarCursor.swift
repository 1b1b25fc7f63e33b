/// Where a `ScalarScanner` is in a text: the decoded scalars it borrows, the index of the next
/// scalar, and its line. Plain values only (the file's name is the scanner's): the scanner reads it
/// at every scalar, and a copy must not count references.
struct ScalarCursor {
    let s: UnsafeBufferPointer<UInt32>
    var i = 0
    var line = 1
    var lineStart = 0
}
