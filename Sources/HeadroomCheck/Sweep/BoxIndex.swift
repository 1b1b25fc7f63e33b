/// Where a box's result is in the list a string is measured with: horizontal boxes first, then
/// (for components that can go vertical) the vertical ones; in each, device by device, category by
/// category. Replaces the `p * categories.count + c` arithmetic of every caller.
struct BoxIndex: Sendable, Hashable {
    /// Devices the string is shown on.
    let devices: Int
    /// Categories swept.
    let categories: Int

    /// Boxes of one orientation.
    var perOrientation: Int { devices * categories }

    /// The box of the device at `position` (among the string's devices) and category number
    /// `category` (among the swept ones), vertical or not.
    func box(position: Int, category: Int, vertical: Bool = false) -> Int {
        (vertical ? perOrientation : 0) + position * categories + category
    }
}
