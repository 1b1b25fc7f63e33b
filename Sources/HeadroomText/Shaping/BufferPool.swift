import CTextStack
import Foundation
import Synchronization

/// Reuses HarfBuzz buffers (one per shaping at a time) instead of allocating one per text.
// Unchecked: the idle HarfBuzz buffers are C pointers; each is used by one shaping at a time, the list under `lock`.
final class BufferPool: @unchecked Sendable {
    static let shared = BufferPool()
    private let lock = Mutex(())
    private var idle: [OpaquePointer] = []

    func take() -> OpaquePointer {
        if let buffer = lock.withLock({ _ in idle.popLast() }) { return buffer }
        return hb_buffer_create()!
    }

    func give(_ buffer: OpaquePointer) {
        hb_buffer_reset(buffer)
        lock.withLock { _ in
            if idle.count < 16 { idle.append(buffer) } else { hb_buffer_destroy(buffer) }
        }
    }
}
