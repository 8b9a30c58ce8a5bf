import Glibc

/// Sends standard error to a file while in curses mode, so stray messages cannot garble the screen,
/// and puts it back afterwards.
struct StandardErrorRedirect {
    /// A copy of the original standard error.
    let original: Int32

    /// Redirects standard error to `path` (appended, created 0600).
    init(path: String) throws(TerminalError) {
        let file = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard file >= 0 else {
            throw .cannotOpenLog(path: path, reason: String(cString: strerror(errno)))
        }
        original = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 0)
        dup2(file, STDERR_FILENO)
        close(file)
    }

    /// Puts the original standard error back.
    func restore() {
        guard original >= 0 else { return }
        dup2(original, STDERR_FILENO)
        close(original)
    }
}
