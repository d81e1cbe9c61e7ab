#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Per-thread storage of one object reference, on `pthread_key_t` (the engine's only
/// thread-local mechanism; `Thread.threadDictionary` is avoided, it is slow and its
/// Linux behavior differs). The stored reference is retained while set.
///
/// Locking rule: none needed; `key` is set once in `init`, and each thread reaches only
/// its own slot.
@usableFromInline
package final class ThreadLocal<Value: AnyObject>: @unchecked Sendable {
    @usableFromInline let key: pthread_key_t

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
