/// What one Interface Builder document (`.storyboard`, `.xib`) says about the app's text.
struct NibFile: Sendable {
    /// An `<outlet property="x" destination="ID"/>` of an object.
    struct Outlet: Sendable {
        /// The object's `customClass`, empty for a system class.
        var ownerClass: String
        /// The object's own ID (a cell whose `textLabel` this is).
        var ownerID: String = ""
        var property: String
        var destination: String
        var line: Int
    }

    /// The document's path relative to the scanned folder.
    var file: String
    /// The object-ID strings table (the document's base name: `Main` for `Base.lproj/Main.storyboard`).
    var table: String
    /// Inside a `*.lproj` folder: its texts are keys of `table` (`"OfP-Kw-IOk.text"`).
    var localized: Bool
    var texts: [NibText] = []
    var objectIDs: Set<String> = []
    var outlets: [Outlet] = []
    var problems: [ScanFileProblem] = []
}
