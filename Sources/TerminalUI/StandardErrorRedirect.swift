import SystemCalls

/// Sends standard error to a file while in curses mode, so stray messages cannot garble the screen,
/// and puts it back afterwards.
struct StandardErrorRedirect {
    /// A copy of the original standard error (-1 when it could not be copied).
    let original: Int32

    /// Redirects standard error to `path` (appended, created 0600).
    init(path: String) throws(TerminalError) {
        let file: FileDescriptor
        do throws(Errno) {
            file = try FileDescriptor.open(path, .writeOnly, options: [.create, .append], permissions: 0o600)
        } catch {
            throw .cannotOpenLog(path: path, reason: error.message)
        }
        original = (try? FileDescriptor.standardError.duplicate())?.rawValue ?? -1
        try? file.duplicate(as: .standardError)
        file.close()
    }

    /// Puts the original standard error back.
    func restore() {
        guard original >= 0 else { return }
        let copy = FileDescriptor(rawValue: original)
        try? copy.duplicate(as: .standardError)
        copy.close()
    }
}
