import TextOutput

/// An input event, decoded by the terminal backend (`TerminalUI.Terminal`) from keys, mouse reports,
/// resizes and signals. Events that do not come from the terminal (a timer tick, a store file changed
/// on disk) are the program loop's to add.
public enum Event: Hashable, Sendable {
    /// Arrow keys.
    case up, down, left, right
    /// Arrow keys with Shift (terminals send them for Up and Down only sometimes).
    case shiftUp, shiftDown, shiftLeft, shiftRight
    /// Paging and jumping keys.
    case pageUp, pageDown, home, end
    /// Enter or Return (10, 13 or the keypad's Enter).
    case enter
    /// A lone Escape (after the 25 ms escape delay).
    case escape
    /// Backspace (127, 8 = Ctrl-H, or the terminal's backspace key).
    case backspace
    /// The Delete (forward delete) key.
    case delete
    /// The Insert key.
    case insert
    /// Tab (= Ctrl-I) and Shift-Tab.
    case tab, backTab
    /// A printable character, as typed (any script, any width).
    case character(Character)
    /// Alt (Meta) with a character: Escape immediately followed by it.
    case alt(Character)
    /// Control with a key, given as the lowercase letter (`"a"` for Ctrl-A) or one of `@ [ \ ] ^ _`
    /// (`" "` for Ctrl-Space). Ctrl-H, Ctrl-I, Ctrl-J, Ctrl-M and Ctrl-[ arrive as `.backspace`,
    /// `.tab`, `.enter`, `.enter` and `.escape`. Ctrl-C, Ctrl-\ and Ctrl-Z are usually signals.
    case control(Character)
    /// Function key F1, F2, ...
    case function(Int)
    /// The terminal now has this size (columns, rows).
    case resize(width: Int, height: Int)
    /// A mouse report at column `x`, row `y` (from 0), when the mouse is enabled.
    case mouse(x: Int, y: Int, action: MouseAction)
    /// The program should finish what it is doing (a pending write) and quit.
    case quit(QuitReason)
    /// A key code the backend does not name.
    case unknown(code: Int)

    /// What the mouse did.
    public enum MouseAction: Hashable, Sendable {
        /// A button (1 left, 2 middle, 3 right) went down.
        case press(button: Int)
        /// A button went up.
        case release(button: Int)
        /// A button was clicked (pressed and released quickly).
        case click(button: Int)
        /// A button was double-clicked.
        case doubleClick(button: Int)
        /// The wheel turned up.
        case scrollUp
        /// The wheel turned down.
        case scrollDown
        /// Something else (movement).
        case other
    }

    /// Why the program should quit.
    public enum QuitReason: Hashable, Sendable {
        /// SIGINT (Ctrl-C).
        case interrupt
        /// SIGTERM.
        case terminate
        /// SIGHUP: the terminal went away (a closed window or a killed tmux pane).
        case hangup
        /// Reading the terminal failed or reached its end.
        case terminalLost
    }
}

extension Event: CustomStringConvertible {
    /// A short name such as `Down`, `Ctrl-A`, `Alt-x`, `F5`, `"é"` or `Resize 80x24`.
    public var description: String {
        switch self {
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .shiftUp: "Shift-Up"
        case .shiftDown: "Shift-Down"
        case .shiftLeft: "Shift-Left"
        case .shiftRight: "Shift-Right"
        case .pageUp: "PageUp"
        case .pageDown: "PageDown"
        case .home: "Home"
        case .end: "End"
        case .enter: "Enter"
        case .escape: "Escape"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .insert: "Insert"
        case .tab: "Tab"
        case .backTab: "BackTab"
        case .character(let character): "\"\(TerminalText.sanitized(String(character), lineBreaks: .visible))\""
        case .alt(let character): "Alt-\(TerminalText.sanitized(String(character), lineBreaks: .visible))"
        case .control(let character): "Ctrl-\(character == " " ? "Space" : character.uppercased())"
        case .function(let number): "F\(number)"
        case .resize(let width, let height): "Resize \(width)x\(height)"
        case .mouse(let x, let y, let action): "Mouse \(action) at \(x),\(y)"
        case .quit(let reason): "Quit (\(reason))"
        case .unknown(let code): "Key \(code)"
        }
    }
}
