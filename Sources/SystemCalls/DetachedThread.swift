import Glibc

/// A detached POSIX thread running one closure: Foundation's `Thread` without Foundation (which
/// FoundationEssentials does not offer, and whose module links ICU), for the store monitor's and the
/// harness's long-lived waiting threads.
package enum DetachedThread {
    /// Starts `body` on a new detached thread with a stack of `stackSize` bytes (at least the
    /// system's minimum; nil: the system's default, as `Thread` has). Throws the `pthread_create`
    /// error when no thread can be made.
    package static func start(stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void) throws(Errno) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        if let stackSize { pthread_attr_setstacksize(&attributes, max(stackSize, Int(PTHREAD_STACK_MIN))) }
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(
            &thread, &attributes,
            { raw in
                let body = Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue()
                body.run()
                return nil
            }, context)
        guard status == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            throw Errno(rawValue: status)
        }
    }

    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
