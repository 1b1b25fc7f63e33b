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

    /// A table or collection view cell (a storyboard's prototype, a xib's cell) and its text views.
    struct Cell: Sendable {
        /// `reuseIdentifier`, empty when the document gives none (a xib cell registered by its nib's name).
        var reuseIdentifier: String
        /// The cell's `customClass`, empty for a system class.
        var cellClass: String
        /// The `customClass` of the scene's view controller whose table or collection view holds it (storyboards).
        var sceneClass: String
        /// `style="IBUITableViewCellStyleValue1"`, nil for a custom cell.
        var style: String?
        /// `textLabel`, `detailTextLabel` (a built-in style's labels) and the cell's outlets → object ID.
        var views: [String: String]
        /// The `customClass` of the cell holding this one's table or collection view (a table inside a collection
        /// cell: that cell's class dequeues it), empty otherwise.
        var hostClass = ""
        /// The cell's object ID and those of every object inside it.
        var objectID = ""
        var contents: [String] = []
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
    var cells: [Cell] = []
    var problems: [ScanFileProblem] = []
}
