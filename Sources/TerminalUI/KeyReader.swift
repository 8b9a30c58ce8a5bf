import CNcursesw
import TerminalFrame

/// Reads one key from ncurses without waiting, and decodes it.
struct KeyReader {
    let window: UnsafeMutablePointer<WINDOW>

    /// The next event already available (typed, pushed back, or in ncurses' buffer), or nil.
    func read() -> Event? {
        while true {
            guard let (status, code) = next() else { return nil }
            if status == KEY_CODE_YES {
                switch Int32(code) {
                case KEY_RESIZE:
                    return .resize(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
                case KEY_MOUSE:
                    var report = MEVENT()
                    guard getmouse(&report) == OK else { continue }
                    let action = KeyDecoder.mouseAction(for: report.bstate)
                    return .mouse(x: Int(report.x), y: Int(report.y), action: action)
                default:
                    if let event = KeyDecoder.event(forKeyCode: Int32(code)) { return event }
                }
            } else if let event = KeyDecoder.event(forCharacter: code) {
                return event == .escape ? escapeOrAlt() : event
            }
        }
    }

    /// After an Escape: a printable character that is already there makes it Alt; anything else is
    /// pushed back to be read next.
    private func escapeOrAlt() -> Event {
        guard let (status, code) = next() else { return .escape }
        if status == OK, case .character(let character)? = KeyDecoder.event(forCharacter: code) {
            return .alt(character)
        }
        if status == KEY_CODE_YES { ungetch(Int32(code)) } else { unget_wch(wchar_t(bitPattern: code)) }
        return .escape
    }

    /// `wget_wch` without waiting: (status, code), or nil when nothing is there.
    private func next() -> (Int32, UInt32)? {
        wtimeout(window, 0)
        var code: wint_t = 0
        let status = wget_wch(window, &code)
        return status == ERR ? nil : (status, code)
    }
}
