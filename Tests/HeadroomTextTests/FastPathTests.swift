import Foundation
import Testing

@testable import HeadroomText

/// The engine's shortcuts give exactly what the general code gives.
struct FastPathTests {
    @Test("UTF-16 to String matches the standard library, lone surrogates included")
    func utf16Text() {
        var cases: [[UInt16]] = [
            [], [0x41], [0x7F, 0x80, 0x7FF, 0x800, 0xD7FF, 0xE000, 0xFFFD, 0xFFFF], [0xD83D, 0xDE00],
            [0xD83D], [0xDE00], [0xDE00, 0xD83D], [0x41, 0xD800, 0x42], [0xDBFF, 0xDFFF, 0xD800, 0xDC00],
            Array("Einstellungen für 日本語 مرحبا 👩‍👩‍👧\n".utf16),
        ]
        var generator = SystemRandomNumberGenerator()
        let pool: [UInt16] = [0x0, 0x20, 0x7F, 0x80, 0x3B1, 0x7FF, 0x800, 0x4E00, 0xD7FF, 0xD800, 0xDBFF, 0xDC00, 0xDFFF, 0xE000, 0xFFFF]
        for _ in 0..<5_000 {
            let count = Int.random(in: 0..<12, using: &generator)
            cases.append((0..<count).map { _ in
                Bool.random(using: &generator) ? pool.randomElement(using: &generator)! : UInt16.random(in: 0...0xFFFF, using: &generator)
            })
        }
        for units in cases {
            let fast = units.withUnsafeBufferPointer { UTF16Text.string($0) }
            #expect(fast == String(decoding: units, as: UTF16.self), "\(units)")
            #expect(Array(fast.utf8) == Array(String(decoding: units, as: UTF16.self).utf8))
        }
    }

    @Test("a character below U+0800 on the itemizer's fast path is one the general rule sets in the primary face")
    func lowCharactersFastPath() throws {
        let faces = try ResolvedFaces(stack: Fixtures.stack, weight: .regular, opticalSize: nil)
        let locale = LocaleInfo("en")
        var fast = 0
        for cp in UInt32(0)..<0x800 {
            let picked = Itemizer.pickFace([cp], script: Itemizer.script(of: cp), current: nil, faces: faces, locale: locale)
            if faces.primaryCoversLow[Int(cp)] {
                fast += 1
                #expect(picked === faces.text, "U+\(String(cp, radix: 16))")
            }
        }
        #expect(fast > 500)  // Latin, Greek and Cyrillic take it
    }
}
