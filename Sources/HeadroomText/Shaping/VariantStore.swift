import CTextStack
import Foundation
import Synchronization

/// The shapings of one text with each primary cut (Text, Display), built on first use: a query at
/// one size shapes with one cut only, a sweep over all sizes shapes each cut once. Runs set in
/// fallback faces are shaped once and shared by both cuts.
// Unchecked: it holds the itemizer and a HarfBuzz language (C pointer) until every variant is built, under `lock`.
final class VariantStore: @unchecked Sendable {
    struct Primary {
        let slot: UInt16
        let face: FontFace
        /// Smallest point size the cut is used at.
        let from: Double
    }

    let primaries: [Primary]
    private let slotFaces: [FontFace]
    private let trackingAllowed: Bool
    /// Factor on the primary face's advances (the system stand-in's width calibration).
    private let primaryScale: Double
    private let language: hb_language_t?
    private let lock = Mutex(())
    private var built: [ShapedVariant?]
    /// What building needs; dropped once every variant is built.
    private var itemizer: Itemizer?
    private var shared: [Int: Shaper.RunShape] = [:]

    init(
        itemizer: Itemizer, primaries: [Primary], slotFaces: [FontFace], trackingAllowed: Bool, primaryScale: Double = 1,
        language: hb_language_t?
    ) {
        self.itemizer = itemizer
        self.primaryScale = primaryScale
        self.primaries = primaries
        self.slotFaces = slotFaces
        self.trackingAllowed = trackingAllowed
        self.language = language
        built = Array(repeating: nil, count: primaries.count)
    }

    /// Index of the variant used at a point size.
    func index(for pointSize: Double) -> Int {
        var chosen = 0
        for (index, primary) in primaries.enumerated() where pointSize >= primary.from { chosen = index }
        return chosen
    }

    func variant(_ index: Int) -> ShapedVariant {
        lock.withLock { _ in
            if let variant = built[index] { return variant }
            let variant = build(index)
            built[index] = variant
            if !built.contains(where: { $0 == nil }) {
                itemizer = nil
                shared = [:]
            }
            return variant
        }
    }

    private func build(_ index: Int) -> ShapedVariant {
        let itemizer = itemizer!
        let primary = primaries[index]
        let buffer = BufferPool.shared.take()
        defer { BufferPool.shared.give(buffer) }
        let shaper = Shaper(units: itemizer.units, buffer: buffer, language: language)
        var builder = VariantBuilder(
            itemizer: itemizer, primarySlot: primary.slot, primary: primary.face, trackingAllowed: trackingAllowed,
            primaryScale: primaryScale)
        for (runIndex, run) in itemizer.runs.enumerated() {
            if run.slot == 0 || primaries.count == 1 {
                // Shaped straight into the variant (a fallback run is kept for the other cut only
                // when there is one).
                let face = run.slot == 0 ? primary.face : slotFaces[Int(run.slot)]
                shaper.harfBuzz(start: run.start, end: run.end, level: run.level, script: run.hbScript, face: face)
                builder.appendShaped(buffer, face: face, run: run)
            } else if let cached = shared[runIndex] {
                builder.append(cached, run: run)
            } else {
                let shape = shaper.shape(
                    start: run.start, end: run.end, level: run.level, script: run.hbScript, face: slotFaces[Int(run.slot)])
                shared[runIndex] = shape
                builder.append(shape, run: run)
            }
        }
        return builder.build(minimumPointSize: primary.from, faces: slotFaces)
    }
}
