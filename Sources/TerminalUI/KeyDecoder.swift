import CNcursesw
import TerminalFrame

/// Turns what `wget_wch` returns into `Event`s: `KEY_*` codes, Enter as 10, 13 or `KEY_ENTER`,
/// Backspace as 127, 8 or `KEY_BACKSPACE`, Control letters, function keys, resize and mouse.
/// Escape followed at once by a character is Alt with that character.
enum KeyDecoder {
    /// The event for a character (`wget_wch` returned `OK`), or nil for one that means nothing
    /// (an invalid scalar). Escape is returned as `.escape`; the reader combines it with a
    /// following character into `.alt`.
    static func event(forCharacter code: UInt32) -> Event? {
        switch code {
        case 9: return .tab
        case 10, 13: return .enter
        case 8, 127: return .backspace
        case 27: return .escape
        case 0: return .control(" ")
        case 1...26: return .control(Character(Unicode.Scalar(UInt8(code) + 0x60)))
        case 28...31: return .control(Character(Unicode.Scalar(UInt8(code) + 0x40)))
        case 0x80...0x9F: return nil  // C1 controls are never printable input
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// The event for a key code (`wget_wch` returned `KEY_CODE_YES`). `KEY_RESIZE` and `KEY_MOUSE`
    /// need the screen and are handled by the reader; they give nil here.
    static func event(forKeyCode code: Int32) -> Event? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_SR: return .shiftUp
        case KEY_SF: return .shiftDown
        case KEY_SLEFT: return .shiftLeft
        case KEY_SRIGHT: return .shiftRight
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_HOME, KEY_A1: return .home
        case KEY_END, KEY_C1, KEY_LL: return .end
        case KEY_A3: return .pageUp
        case KEY_C3: return .pageDown
        case KEY_ENTER: return .enter
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_IC: return .insert
        case KEY_BTAB: return .backTab
        case KEY_RESIZE, KEY_MOUSE: return nil
        case (cn_KEY_F(1))...(cn_KEY_F(63)): return .function(Int(code - cn_KEY_F0()))
        default: return .unknown(code: Int(code))
        }
    }

    /// The mouse action for an ncurses button-state mask.
    static func mouseAction(for state: mmask_t) -> Event.MouseAction {
        if state & cn_BUTTON_PRESSED(4) != 0 { return .scrollUp }
        if state & cn_BUTTON_PRESSED(5) != 0 { return .scrollDown }
        for button in 1...3 {
            let number = Int32(button)
            if state & cn_BUTTON_PRESSED(number) != 0 { return .press(button: button) }
            if state & cn_BUTTON_RELEASED(number) != 0 { return .release(button: button) }
            if state & cn_BUTTON_CLICKED(number) != 0 { return .click(button: button) }
            if state & cn_BUTTON_DOUBLE_CLICKED(number) != 0 { return .doubleClick(button: button) }
        }
        return .other
    }
}
