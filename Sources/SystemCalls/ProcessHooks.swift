import Glibc

/// Code the C library runs at points of the process's life: at normal exit (`atexit`) and in the
/// child of a `fork()` (`pthread_atfork`), for modules that do not import `Glibc`.
package enum ProcessHooks {
    /// Runs `body` at normal process exit (`exit()` or a return from `main`), after hooks installed
    /// later (`atexit`).
    package static func atExit(_ body: @convention(c) () -> Void) {
        atexit(body)
    }

    /// Runs `body` in the child after every `fork()` of this process (`pthread_atfork`), where the
    /// threads of the parent no longer exist.
    package static func afterForkInChild(_ body: @convention(c) () -> Void) {
        pthread_atfork(nil, nil, body)
    }
}
