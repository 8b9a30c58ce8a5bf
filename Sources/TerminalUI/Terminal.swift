import CNcursesw
import Glibc  // the tty edge: isatty, fdopen, poll on the terminal
import Synchronization
import SystemCalls
import TerminalFrame

/// An ncursesw session on the controlling terminal: draws `Frame`s, reads `Event`s, and puts the
/// terminal back on every way out (`close`, deinit, SIGINT/SIGTERM/SIGHUP turned into
/// `.quit` events, crashes). Use it from one thread only; one session at a time per process.
///
/// ```swift
/// let terminal = try Terminal(options: TerminalOptions(color: noColor ? .never : .automatic))
/// defer { terminal.close() }
/// loop: while true {
///     let size = terminal.size
///     terminal.draw(render(state, size: ScreenSize(width: size.width, height: size.height)))
///     switch terminal.nextInput(timeoutMilliseconds: 250, watching: watcher.fileDescriptor) {
///     case .event(.quit): finishPendingWrite(); break loop
///     case .event(let event): handle(event)
///     case .descriptorReadable: reload(watcher.changedDomains())
///     case .timeout: tick()
///     }
/// }
/// ```
public final class Terminal: TerminalBackend {
    /// What `nextInput` waited for.
    public typealias Input = TerminalInput

    /// Whether text can use Unicode (a UTF-8 locale is in effect and ASCII was not asked for).
    /// When false, draw with ASCII symbols; any other non-ASCII character is shown as `?`.
    public let isUnicode: Bool
    /// Whether colours are in use (else every style is drawn with its monochrome attributes alone).
    public let usesColor: Bool

    private static let isActive = Atomic<Bool>(false)
    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    var cursesWindow: UnsafeMutablePointer<WINDOW> { window }
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>
    private let inputDescriptor: Int32
    private var headlessInput: Int32  // write end of the input pipe of a headless session, else -1
    private let standardError: StandardErrorRedirect?
    private let handlesSignals: Bool
    private var cursorVisible: Bool?
    /// The last frame drawn and the window size it was drawn at: what the window holds.
    private var painted: (frame: Frame, windowWidth: Int, windowHeight: Int)?
    private var isClosed = false

    /// Starts a session on standard input and output.
    ///
    /// Refuses when they are not terminals or the terminal type is unknown; sets a UTF-8 locale
    /// (falling back to C.UTF-8); installs the quit-signal and crash handlers before `newterm`;
    /// then cbreak, noecho, nonl, keypad, a short Escape delay, colours unless `NO_COLOR`.
    public convenience init(options: TerminalOptions = TerminalOptions()) throws(TerminalError) {
        guard isatty(STDIN_FILENO) == 1 else { throw .notATerminal(stream: "input") }
        guard isatty(STDOUT_FILENO) == 1 else { throw .notATerminal(stream: "output") }
        let type = options.terminalType ?? getenv("TERM").map { String(cString: $0) }
        guard let type, !type.isEmpty else { throw .unknownTerminalType(nil) }
        try self.init(
            type: type, inputDescriptor: dup(STDIN_FILENO), outputDescriptor: dup(STDOUT_FILENO),
            headlessInput: -1, options: options)
    }

    /// A session on no real terminal, for tests: output goes to `/dev/null`, input comes from a
    /// pipe fed by `feedInput(_:)`, the screen has the given size. No signal or crash handlers and
    /// no standard error redirection are installed; the input queue starts empty. Read the screen
    /// back with `screenLine(_:)` and `screenCell(x:y:)`; push keys with `feedInput(_:)` (bytes as
    /// a terminal sends them) or ncurses' `ungetch`/`unget_wch` (a last-in, first-out queue).
    public static func headless(
        width: Int, height: Int, options: TerminalOptions = TerminalOptions(), type: String = "xterm-256color"
    ) throws(TerminalError) -> Terminal {
        guard let (readEnd, writeEnd) = try? FileDescriptor.pipe() else { throw .notATerminal(stream: "input") }
        let terminal = try Terminal(
            type: type, inputDescriptor: readEnd.rawValue, outputDescriptor: open("/dev/null", O_WRONLY | O_CLOEXEC),
            headlessInput: writeEnd.rawValue, options: options)
        terminal.resize(width: width, height: height)
        _ = KeyReader(window: terminal.window).read()  // the resize event: start with an empty queue
        return terminal
    }

    private init(
        type: String, inputDescriptor: Int32, outputDescriptor: Int32, headlessInput: Int32,
        options: TerminalOptions
    ) throws(TerminalError) {
        func closeDescriptors() {
            Glibc.close(inputDescriptor)
            Glibc.close(outputDescriptor)
            if headlessInput >= 0 { Glibc.close(headlessInput) }
        }
        guard
            Terminal.isActive.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent)
                .exchanged
        else {
            closeDescriptors()
            throw .alreadyActive
        }
        handlesSignals = headlessInput < 0
        isUnicode = TerminalLocale.configure() && !options.asciiOnly
        do {
            standardError = try handlesSignals ? options.standardErrorPath.map(StandardErrorRedirect.init) : nil
        } catch {
            closeDescriptors()
            Terminal.isActive.store(false, ordering: .sequentiallyConsistent)
            throw error
        }
        if handlesSignals {
            Terminal.registerExitHook
            ResizeSignal.enable()
            QuitSignals.install()
            CrashRestore.install(input: inputDescriptor, output: outputDescriptor)
        }
        guard let output = fdopen(outputDescriptor, "w"), let input = fdopen(inputDescriptor, "r"),
            let screen = newterm(type, output, input)
        else {
            if handlesSignals {
                CrashRestore.uninstall()
                QuitSignals.uninstall()
            }
            standardError?.restore()
            closeDescriptors()
            Terminal.isActive.store(false, ordering: .sequentiallyConsistent)
            throw .unknownTerminalType(type)
        }
        self.screen = screen
        self.output = output
        self.input = input
        self.inputDescriptor = inputDescriptor
        self.headlessInput = headlessInput
        set_term(screen)
        window = cn_stdscr()
        cbreak()
        noecho()
        nonl()
        keypad(window, true)
        set_escdelay(Int32(options.escapeDelayMilliseconds))
        usesColor =
            options.wantsColor(noColorVariable: getenv("NO_COLOR").map { String(cString: $0) })
            && has_colors() && start_color() == OK
        if usesColor { Painter.initializeColorPairs() }
        var resetSequence = Terminal.terminfoReset()
        if options.mouse {
            mousemask(cn_ALL_MOUSE_EVENTS(), nil)
            mouseinterval(0)
            resetSequence = CrashRestore.xtermMouseOff + resetSequence
        }
        if handlesSignals {
            CrashRestore.configure(resetSequence: resetSequence, standardError: standardError?.original ?? -1)
        }
    }

    deinit { close() }

    /// `exit()` while a session is open still leaves curses mode.
    private static let registerExitHook: Void = {
        atexit {
            if Terminal.isActive.load(ordering: .sequentiallyConsistent) { endwin() }
        }
    }()

    /// The screen size in columns and rows.
    public var size: (width: Int, height: Int) {
        (Int(getmaxx(window)), Int(getmaxy(window)))
    }

    /// Shows `frame`: the rows that differ from the last frame are redrawn in memory (all of them
    /// after a resize) and ncurses sends only the changes. The cursor is shown at `frame.cursor`, or hidden when that is nil or off screen.
    public func draw(_ frame: Frame) {
        guard !isClosed else { return }
        // Repaint only the rows that changed since the last frame, unless the window changed size
        // (a resize may have cleared or clipped it): then everything.
        let windowSize = size
        let previous = painted.flatMap {
            $0.windowWidth == windowSize.width && $0.windowHeight == windowSize.height ? $0.frame : nil
        }
        Painter(window: window, usesColor: usesColor, isUnicode: isUnicode).draw(frame, over: previous)
        painted = (frame, windowSize.width, windowSize.height)
        let cursor = frame.cursor.flatMap { $0.x < size.width && $0.y < size.height ? $0 : nil }
        if cursorVisible != (cursor != nil) {
            cursorVisible = cursor != nil
            curs_set(cursor != nil ? 1 : 0)
        }
        if let cursor { wmove(window, Int32(cursor.y), Int32(cursor.x)) }
        wnoutrefresh(window)
        doupdate()
    }

    /// Waits up to `timeoutMilliseconds` (negative: forever) for a key, a quit signal, or
    /// `descriptor` (for example an inotify watcher's) to become readable. Keys come first. A
    /// quit signal or a lost terminal (hang-up, end of input, read errors) gives `.event(.quit)`.
    public func nextInput(timeoutMilliseconds: Int, watching descriptor: Int32? = nil) -> Input {
        guard !isClosed else { return .event(.quit(.terminalLost)) }
        let deadline = timeoutMilliseconds < 0 ? nil : Terminal.now() + timeoutMilliseconds
        var emptyReads = 0
        while true {
            if handlesSignals, let reason = QuitSignals.reason { return .event(.quit(reason)) }
            if let event = KeyReader(window: window).read() { return received(event) }
            var fds = [pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)]
            if handlesSignals { fds.append(pollfd(fd: QuitSignals.wakeRead, events: Int16(POLLIN), revents: 0)) }
            if let descriptor { fds.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)) }
            let wait = deadline.map { Int32(clamping: max(0, $0 - Terminal.now())) } ?? -1
            let ready = poll(&fds, nfds_t(fds.count), wait)
            if ready < 0 {
                if errno == EINTR { continue }  // a signal: ncurses' SIGWINCH, or ours
                return .event(.quit(.terminalLost))
            }
            if ready == 0 { return .timeout }
            if handlesSignals && fds[1].revents != 0 { QuitSignals.drain() }
            let inputEvents = Int32(fds[0].revents)
            if inputEvents & Int32(POLLIN) != 0 {
                if let event = KeyReader(window: window).read() { return received(event) }
                emptyReads += 1
            }
            if inputEvents & Int32(POLLHUP | POLLERR | POLLNVAL) != 0 || emptyReads > 50 {
                return .event(.quit(.terminalLost))
            }
            if descriptor != nil, fds[fds.count - 1].revents != 0 { return .descriptorReadable }
        }
    }

    /// A key read: after a resize (ncurses has resized, maybe cleared, the window) the next frame
    /// is painted whole.
    private func received(_ event: Event) -> Input {
        if case .resize = event { painted = nil }
        return .event(event)
    }

    /// Ends curses mode and restores the terminal, standard error and the signal handlers. Safe to
    /// call more than once; also done on deinit.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        endwin()
        delscreen(screen)
        fclose(output)
        fclose(input)
        closeInput()
        if handlesSignals { CrashRestore.uninstall() }  // before the standard error copy is closed
        standardError?.restore()
        if handlesSignals { QuitSignals.uninstall() }
        Terminal.isActive.store(false, ordering: .sequentiallyConsistent)
    }

    // MARK: - Headless sessions

    /// Resizes the screen as a terminal resize would (a `.resize` event follows).
    public func resize(width: Int, height: Int) {
        painted = nil
        resizeterm(Int32(max(1, height)), Int32(max(1, width)))
    }

    /// Writes `bytes` to the input of a headless session, as if typed.
    public func feedInput(_ bytes: String) {
        guard headlessInput >= 0 else { return }
        _ = bytes.utf8CString.withUnsafeBufferPointer { write(headlessInput, $0.baseAddress, $0.count - 1) }
    }

    /// Closes the input of a headless session, as if the terminal went away.
    public func closeInput() {
        guard headlessInput >= 0 else { return }
        Glibc.close(headlessInput)
        headlessInput = -1
    }

    // MARK: - Helpers

    private static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
    }

    /// The terminal's own strings to leave the alternate screen, show the cursor, leave keypad mode
    /// and reset attributes, from terminfo; the xterm sequence when it lacks them.
    private static func terminfoReset() -> String {
        var sequence = ""
        for capability in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            guard let value = tigetstr(capability), Int(bitPattern: value) != -1 else { continue }
            sequence += String(cString: value)
        }
        return sequence.isEmpty ? CrashRestore.xtermReset : sequence
    }
}
