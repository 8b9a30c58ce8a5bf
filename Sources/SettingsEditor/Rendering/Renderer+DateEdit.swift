import FoundationEssentials
import SettingsBundle
import TerminalFrame

extension Renderer {
    /// A date picker being edited: its title, then its fields with the focused one highlighted
    /// (the cursor on it), and the time zone the fields are in.
    mutating func drawDateEditor(_ edit: DateEdit, title: String, y: Int, left: Int, right: Int) {
        // The zone of the date the fields name (CEST for a summer date edited in winter).
        let zone = " " + edit.timeZone.abbreviation(for: edit.date ?? edit.original ?? Date())
        let fieldsWidth = edit.parts.reduce(0) { $0 + TextLayout.displayWidth($1.text) }
        let titleRoom = max(0, right - left - fieldsWidth - TextLayout.displayWidth(zone) - 1)
        frame.put(
            TextLayout.truncated(title, toWidth: titleRoom, ellipsis: glyphs.ellipsis), x: left, y: y, role: .normal)
        var x = right - fieldsWidth - TextLayout.displayWidth(zone)
        var cursorX = x
        var highlighted: (x: Int, width: Int)?
        for part in edit.parts {
            if part.isFocused {
                cursorX = x
                highlighted = (x, TextLayout.displayWidth(part.text))
            }
            x = frame.put(part.text, x: x, y: y, role: part.isFocused ? .selected : .value)
        }
        frame.put(zone, x: x, y: y, role: .dim)
        frame.cursor = Position(x: cursorX, y: y)
        if let highlighted { editField = (highlighted.x, y, highlighted.width) }
    }
}
