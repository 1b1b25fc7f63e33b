import Dispatch
import Foundation
import HeadroomText
import Synchronization
import Testing

/// One engine and one shaped text used from many threads at once give the same answers as one
/// thread (faces, break iterators and the lazily shaped cuts are shared).
struct ConcurrencyTests {
    @Test func sharedEngineAndShapedTextAreThreadSafe() throws {
        let texts = ["Notifications and privacy", "Datenschutzeinstellungen", "إعدادات الإشعارات", "การตั้งค่าการแจ้งเตือน", "通知とプライバシー", "알림 및 개인정보"]
        let sizes: [Double] = [14, 17, 19, 21, 28, 40]
        let engine = TextEngine(stack: Fixtures.stack)
        let expected = try texts.map { text in
            let shaped = try engine.shape(text, locale: nil)
            return sizes.map { shaped.layout(pointSize: $0, width: 120, lines: 2).lines.map(\.text) }
        }
        let shared = try texts.map { try engine.shape($0, locale: nil) }
        let results = ResultBox(count: 64)
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            let t = i % texts.count
            let fresh = try? engine.shape(texts[t], locale: nil)
            let answer = sizes.map { size in
                (i % 2 == 0 ? shared[t] : fresh!).layout(pointSize: size, width: 120, lines: 2).lines.map(\.text)
            }
            results.set(i, answer == expected[t])
        }
        #expect(results.all)
    }
}

/// Collects per-iteration results from concurrent work.
final class ResultBox: Sendable {
    private let values: Mutex<[Bool]>
    init(count: Int) { values = Mutex(Array(repeating: false, count: count)) }
    func set(_ index: Int, _ value: Bool) { values.withLock { $0[index] = value } }
    var all: Bool { values.withLock { $0.allSatisfy { $0 } } }
}
