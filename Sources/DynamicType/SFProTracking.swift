/// SF Pro letter spacing (tracking) by point size, from the HIG: SF Pro's own spacing, for reference.
/// The engine does not add it to the Inter stand-in (its spacing differs); `StandInCalibration`
/// holds the tracking re-derived for Inter from iOS widths.
public enum SFProTracking {
    /// Tracking in points to add after each character at `pointSize`. Sizes between the printed
    /// rows use the em value of the nearest smaller row; sizes past the table use 0.
    public static func points(at pointSize: Double) -> Double {
        // Past the table's last row (and for NaN or 1e300, which Int() would trap on) the tracking is 0.
        guard pointSize.isFinite, pointSize < 10_000 else { return 0 }
        let size = Int(pointSize.rounded(.down))
        if size < 6 { return DynamicTypeTable.sfProTracking[6]!.points }
        if let row = DynamicTypeTable.sfProTracking[size], Double(size) == pointSize { return row.points }
        var probe = size
        while probe >= 6 {
            if let row = DynamicTypeTable.sfProTracking[probe] { return Double(row.em1000) / 1000 * pointSize }
            probe -= 1
        }
        return 0
    }

    /// Tracking in 1/1000 em at a whole point size, if the HIG prints one.
    public static func em1000(at pointSize: Int) -> Int? { DynamicTypeTable.sfProTracking[pointSize]?.em1000 }
}
