import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// Platform layer: thread identity, thread-locals and the main-thread test. Wraps
// pthread keys (`pthread_key_create`, `…getspecific`, `…setspecific`), `pthread_self`
// and Foundation's `Thread.isMainThread`: the engine needs per-thread state (the current
// scheduler, a gate's waiter, the trampoline) and a cheap "which thread is this" on
// every event, and these are the calls every platform has. Only the shape of
// `pthread_t` differs (a pointer on Darwin, an integer elsewhere), handled here.

/// Per-thread storage of one object reference, on `pthread_key_t` (the engine's only
/// thread-local mechanism; `Thread.threadDictionary` is avoided, it is slow and its
/// Linux behavior differs). The stored reference is retained while set.
///
/// Locking rule: none needed; `key` is set once in `init`, and each thread reaches only
/// its own slot.
@usableFromInline
package final class ThreadLocal<Value: AnyObject>: @unchecked Sendable {
    @usableFromInline let key: pthread_key_t

    /// A new key; every thread's slot starts empty, and a thread's value is released
    /// when the thread exits.
    package init() {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            #if canImport(Darwin)
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
            #else
            if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
            #endif
        }
        precondition(status == 0, "ThreadLocal: pthread_key_create failed (\(status))")
        self.key = key
    }

    /// The current thread's value, or nil.
    @inlinable
    package var value: Value? {
        get {
            guard let pointer = pthread_getspecific(key) else { return nil }
            return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
        }
        set {
            if let old = pthread_getspecific(key) {
                Unmanaged<AnyObject>.fromOpaque(old).release()
            }
            let pointer = newValue.map { Unmanaged.passRetained($0 as AnyObject).toOpaque() }
            pthread_setspecific(key, pointer)
        }
    }
}

/// An identifier of the calling thread (`pthread_self`), cheap enough for every event.
@inlinable
package func currentThreadToken() -> UInt {
    #if canImport(Darwin)
    UInt(bitPattern: pthread_self())
    #else
    UInt(pthread_self())
    #endif
}

/// Whether the calling thread is the main thread, for the schedulers of both facades.
/// Foundation's `Thread.isMainThread` costs two system calls on Linux (it compares
/// `getpid()` with `gettid()`), and a main-thread scheduler asks on every action (RAC's
/// subscription scheduler on every subscription). A thread never becomes or stops being
/// the main thread, so the answer is kept per thread: a thread-specific word, 1 on the
/// main thread and 2 elsewhere once asked (it holds no object: nothing to release).
package enum MainThread {
    /// True on the main thread.
    package static var isCurrent: Bool {
        let key = answerKey
        if let mark = pthread_getspecific(key) { return Int(bitPattern: mark) == 1 }
        let isMain = Thread.isMainThread
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: isMain ? 1 : 2))
        return isMain
    }

    /// The key of the per-thread answer.
    private static let answerKey: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "MainThread.isCurrent: pthread_key_create failed (\(status))")
        return key
    }()
}
