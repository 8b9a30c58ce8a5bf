// terminal-demo: a tiny TerminalUI program for the end-to-end tests and for trying a terminal.
// Draws a frame with a wide-character title, shows the name of each key pressed and the screen
// size, and quits on q (or SIGINT/SIGTERM/SIGHUP). Options: --no-color, --ascii, --mouse,
// --log PATH (standard error while in curses mode), --crash-key C (a deliberate crash on key C,
// to test crash restore).
import SystemCalls
import TerminalFrame
import TerminalUI

/// Writes a line to standard error.
func printError(_ message: String) {
    let line = "terminal-demo: " + message + "\n"
    try? FileDescriptor.standardError.writeAll(line)
}

var options = TerminalOptions()
var crashKey: Character?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--no-color": options.color = .never
    case "--ascii": options.asciiOnly = true
    case "--mouse": options.mouse = true
    case "--log": options.standardErrorPath = arguments.popFirst()
    case "--crash-key": crashKey = arguments.popFirst()?.first
    default:
        printError("unknown option '\(argument)'; use --no-color, --ascii, --mouse, --log PATH, --crash-key C")
        ProcessEnvironment.exit(2)
    }
}

let terminal: Terminal
do {
    terminal = try Terminal(options: options)
} catch {
    printError("\(error)")
    ProcessEnvironment.exit(1)
}

/// The demo's own symbols, Unicode or ASCII as the terminal shows.
struct Symbols {
    var back: String
    var rule: Character
    var ellipsis: String

    init(unicode: Bool) {
        back = unicode ? "‹" : "<"
        rule = unicode ? "─" : "-"
        ellipsis = unicode ? "…" : "..."
    }
}

/// The demo's own styles (the looks the editor gives the same kinds of text).
enum DemoStyle {
    static let backLabel = Style(CellStyle(foreground: .blue), monochrome: .underline, snapshotCode: "b")
    static let title = Style(CellStyle(.bold), monochrome: .bold, snapshotCode: "t")
    static let dim = Style(CellStyle(.dim), monochrome: .dim, snapshotCode: "d")
    static let value = Style(CellStyle(foreground: .cyan), snapshotCode: "v")
    static let hint = Style(CellStyle(.dim), monochrome: .dim, snapshotCode: "i")
    static let hintKey = Style(CellStyle(.bold), monochrome: .bold, snapshotCode: "k")
}

func render(keys: [String], size: (width: Int, height: Int), glyphs: Symbols) -> Frame {
    var frame = Frame(width: size.width, height: size.height)
    frame.put("\(glyphs.back) Back", x: 0, y: 0, style: DemoStyle.backLabel)
    frame.put("Réglages ✓ 設定", x: max(8, (size.width - 15) / 2), y: 0, style: DemoStyle.title)
    frame.put("Size \(size.width)x\(size.height)  pid \(ProcessID.current)", x: 2, y: 2, style: DemoStyle.dim)
    frame.put("Last key: \(keys.last ?? "none")", x: 2, y: 3, style: DemoStyle.value)
    frame.fill(y: 4, width: size.width, style: DemoStyle.dim, character: glyphs.rule)
    for (index, key) in keys.suffix(max(0, size.height - 7)).enumerated() {
        frame.put(key, x: 4, y: 5 + index)
    }
    let hint = TextLayout.truncated(
        "q quit  any other key: show its name", toWidth: size.width, ellipsis: glyphs.ellipsis)
    frame.put(hint, x: 0, y: size.height - 1, style: DemoStyle.hint)
    frame.setStyle(DemoStyle.hintKey, x: 0, y: size.height - 1, width: 1)
    return frame
}

var keys: [String] = []
var ending: String?
while ending == nil {
    terminal.draw(render(keys: keys, size: terminal.size, glyphs: Symbols(unicode: terminal.isUnicode)))
    switch terminal.nextInput(timeoutMilliseconds: 1000) {
    case .event(.quit(let reason)): ending = "\(reason)"
    case .event(.character("q")): ending = "q"
    case .event(.character(let character)) where character == crashKey:
        fatalError("deliberate crash requested with --crash-key")
    case .event(let event): keys.append(event.description)
    case .descriptorReadable, .timeout: break
    }
}
terminal.close()
let note = "terminal-demo: quit (\(ending ?? "?")) after \(keys.count) keys\n"
if let log = options.standardErrorPath {  // the terminal may be gone: leave a note in the log too
    if let file = try? FileDescriptor.open(log, .writeOnly, options: [.append, .create], permissions: 0o600) {
        try? file.writeAll(note)
        file.close()
    }
}
print(note, terminator: "")
