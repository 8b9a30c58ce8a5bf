import Glibc

/// One object per thread (a `pthread_key_t`), created on a thread's first use and released when
/// the thread exits.
package final class ThreadLocal<Value: AnyObject>: @unchecked Sendable {
    @usableFromInline let key: pthread_key_t

    /// A new key; every thread starts without a value.
    package init() {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { raw in
            guard let raw else { return }
            Unmanaged<AnyObject>.fromOpaque(raw).release()
        }
        precondition(status == 0, "pthread_key_create failed: \(status)")
        self.key = key
    }

    /// The calling thread's object, made by `make` (and retained until the thread exits) on first use.
    @inlinable @inline(__always)
    package func value(orMake make: () -> Value) -> Unmanaged<Value> {
        if let raw = pthread_getspecific(key) { return Unmanaged.fromOpaque(raw) }
        let created = Unmanaged.passRetained(make())
        pthread_setspecific(key, created.toOpaque())
        return created
    }
}
