import TerminalFrame

extension EditorLoop {
    /// The pump: runs the editor on a terminal backend until the user quits or the terminal is
    /// lost.
    ///
    /// It draws with the backend's symbols (Unicode, or ASCII only), draws the first frame before the
    /// keys of the pages not shown are resolved, resolves them, then reads one input at a time:
    /// an event goes through ``send(_:)-(Event)``, a readable change descriptor (the store's) or,
    /// without one, a timeout of a second asks the store what changed (``storesChanged()``). A frame
    /// is drawn only when it differs from the one shown. The `settings` tool runs it on ncurses;
    /// the tests and the benchmark on backends of their own.
    public func run(on backend: some TerminalBackend) {
        draw(with: backend.isUnicode ? .unicode : .ascii)
        let size = backend.size
        var frame = firstFrame(width: size.width, height: size.height)
        var shown: Frame?
        let descriptor = store.changeDescriptor
        while true {
            // Painting is the slow part (tens of milliseconds in a debug build): only when
            // something on screen changed, so a wake-up for nothing (a lock file) costs nothing.
            if frame != shown {
                backend.draw(frame)
                shown = frame
            }
            defer { frame = self.frame }
            if isWaitingToResolve {
                // The first frame is up: resolve every other key before reading a key.
                resolveRemaining()
                continue
            }
            // Without a change descriptor, ask the store every second instead.
            switch backend.nextInput(timeoutMilliseconds: descriptor == nil ? 1000 : 5000, watching: descriptor) {
            case .event(let event):
                if send(event) { return }
            case .descriptorReadable:
                storesChanged()
            case .timeout:
                if descriptor == nil { storesChanged() }
            }
        }
    }
}
