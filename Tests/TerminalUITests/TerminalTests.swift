import CNcursesw
import SystemCalls
import TerminalFrame
import TerminalUI
import Testing

/// The real ncursesw backend, headless: `newterm` on /dev/null with input from a pipe. ncurses has
/// global state, so the suite is serialized.
@Suite(.serialized) struct TerminalTests {
    private func headless(
        width: Int = 30, height: Int = 6, options: TerminalOptions = TerminalOptions(), type: String = "xterm-256color"
    ) throws -> Terminal {
        let terminal = try Terminal.headless(width: width, height: height, options: options, type: type)
        #expect(terminal.nextInput(timeoutMilliseconds: 0) == .timeout)  // nothing queued
        return terminal
    }

    @Test func drawsTextAndWideCharactersAndReadsThemBack() throws {
        let terminal = try headless()
        defer { terminal.close() }
        #expect(terminal.size == (30, 6))
        #expect(terminal.isUnicode)
        var frame = Frame(width: 30, height: 6)
        frame.put("Réglages ✓ 設定", x: 2, y: 1, style: Self.styles[7])
        frame.put("e\u{301}", x: 0, y: 2)
        frame.put("末尾", x: 28, y: 3)  // only 末 fits
        terminal.draw(frame)
        #expect(terminal.screenLine(1) == "  Réglages ✓ 設定")
        #expect(terminal.screenCell(x: 13, y: 1).text == "設")
        #expect(terminal.screenCell(x: 15, y: 1).text == "定")
        #expect(terminal.screenCell(x: 2, y: 2).text == " ")
        #expect(terminal.screenCell(x: 0, y: 2).text == "e\u{301}")
        #expect(terminal.screenLine(3).hasSuffix("末"))
        #expect(terminal.screenLine(0) == "")
    }

    /// Styles covering every attribute and colour, each with another look without colour.
    static let styles: [Style] =
        CellStyle.Color.allCases.enumerated().map { index, color in
            Style(CellStyle(foreground: color), monochrome: index % 2 == 0 ? .bold : .underline, snapshotCode: "c")
        } + [
            Style(snapshotCode: "a"),
            Style(CellStyle(.bold), monochrome: .bold, snapshotCode: "b"),
            Style(CellStyle(.dim), monochrome: [.dim, .underline], snapshotCode: "d"),
            Style(CellStyle(.reverse), monochrome: .reverse, snapshotCode: "r"),
            Style(
                CellStyle([.bold, .underline], foreground: .yellow), monochrome: [.bold, .reverse], snapshotCode: "u"),
        ]

    @Test func stylesMapToTheirAttributesAndColours() throws {
        let terminal = try headless(width: Self.styles.count + 2, height: 3)
        defer { terminal.close() }
        let noColor = ProcessEnvironment.value("NO_COLOR") ?? ""
        #expect(terminal.usesColor == noColor.isEmpty)
        var frame = Frame(width: Self.styles.count + 2, height: 3)
        for (x, style) in Self.styles.enumerated() {
            frame.put("x", x: x, y: 0, style: style)
            frame.put("y", x: x, y: 1, style: style, highlighted: true)
        }
        terminal.draw(frame)
        for (x, style) in Self.styles.enumerated() {
            let expected = style.cellStyle(color: terminal.usesColor)
            #expect(terminal.screenCell(x: x, y: 0).style == expected, "\(style)")
            var highlighted = expected
            highlighted.attributes.insert(.reverse)
            #expect(terminal.screenCell(x: x, y: 1).style == highlighted, "\(style) highlighted")
        }
    }

    @Test func noColorModeDrawsEveryStyleWithItsMonochromeAttributesOnly() throws {
        let terminal = try headless(options: TerminalOptions(color: .never))
        defer { terminal.close() }
        #expect(!terminal.usesColor)
        var frame = Frame(width: 30, height: 6)
        for (x, style) in Self.styles.enumerated() { frame.put("s", x: x, y: 0, style: style) }
        terminal.draw(frame)
        for (x, style) in Self.styles.enumerated() {
            #expect(terminal.screenCell(x: x, y: 0).style == CellStyle(style.monochrome), "\(style)")
        }
        #expect(terminal.screenCell(x: 0, y: 0).style == CellStyle(.bold))  // red with colours
        #expect(terminal.screenCell(x: 1, y: 0).style == CellStyle(.underline))  // green with colours
    }

    @Test func asciiOnlyShowsNonASCIIAsQuestionMarksWithoutShiftingTheLine() throws {
        let terminal = try headless(options: TerminalOptions(asciiOnly: true))
        defer { terminal.close() }
        #expect(!terminal.isUnicode)
        var frame = Frame(width: 30, height: 6)
        frame.put("Ré e\u{301} 設x", x: 0, y: 0)
        terminal.draw(frame)
        #expect(terminal.screenLine(0) == "R? e ? x")
        #expect(terminal.screenCell(x: 7, y: 0).text == "x")  // 設 still takes columns 5 and 6
    }

    @Test func controlCharactersNeverReachTheScreen() throws {
        let terminal = try headless()
        defer { terminal.close() }
        var frame = Frame(width: 30, height: 6)
        frame.put("T\u{1B}[2J\u{9B}1m\u{7}", x: 0, y: 0)
        terminal.draw(frame)
        #expect(terminal.screenLine(0) == "T^[[2J<U+009B>1m^G")
    }

    @Test func cursorIsPlacedWhereTheFrameSays() throws {
        let terminal = try headless()
        defer { terminal.close() }
        var frame = Frame(width: 30, height: 6)
        frame.cursor = Position(x: 7, y: 3)
        terminal.draw(frame)
        #expect(getcury(cn_stdscr()) == 3 && getcurx(cn_stdscr()) == 7)
    }

    @Test func largerFramesAreClippedToTheScreen() throws {
        let terminal = try headless(width: 10, height: 2)
        defer { terminal.close() }
        var frame = Frame(width: 20, height: 4)
        frame.put("abcdefghi設定", x: 0, y: 0)
        frame.put("hidden", x: 0, y: 3)
        terminal.draw(frame)
        #expect(terminal.screenLine(0) == "abcdefghi")  // 設 would straddle the edge
    }

    /// Only rows that changed since the last frame are painted again; the screen always shows the
    /// last frame, whatever changed in a row (text, a wide character, a style, the highlight), and a
    /// resize paints everything again.
    @Test func changedRowsArePaintedAgainAndAResizeRepaintsAll() throws {
        let terminal = try headless(width: 12, height: 4)
        defer { terminal.close() }
        var first = Frame(width: 12, height: 4)
        first.put("same row", x: 0, y: 0)
        first.put("設定 wide", x: 0, y: 1)
        first.put("narrow", x: 0, y: 2, style: Self.styles[5])
        first.put("plain", x: 0, y: 3)
        terminal.draw(first)
        var second = Frame(width: 12, height: 4)
        second.put("same row", x: 0, y: 0)
        second.put("ab wide", x: 0, y: 1)  // wide characters replaced by narrow ones
        second.put("narrow", x: 0, y: 2, style: Self.styles[0])  // only the style changed
        second.put("plain", x: 0, y: 3, highlighted: true)  // only the highlight changed
        terminal.draw(second)
        #expect((0..<4).map(terminal.screenLine) == ["same row", "ab wide", "narrow", "plain"])
        #expect(terminal.screenCell(x: 0, y: 2).style == Self.styles[0].cellStyle(color: terminal.usesColor))
        #expect(terminal.screenCell(x: 0, y: 3).style.attributes.contains(.reverse))
        var third = second
        third.put("設定!", x: 0, y: 1)  // narrow replaced by wide
        terminal.draw(third)
        #expect(terminal.screenLine(1) == "設定!de")

        // Something else drew on an unchanged row: it is left alone (the window is ours) ...
        mvaddstr(0, 0, "XXXX")
        terminal.draw(third)
        #expect(terminal.screenLine(0) == "XXXX row")
        // ... until a resize, after which the whole frame is painted again.
        terminal.resize(width: 20, height: 6)
        terminal.resize(width: 12, height: 4)
        terminal.draw(third)
        #expect((0..<4).map(terminal.screenLine) == ["same row", "設定!de", "narrow", "plain"])
        #expect((0..<4).map(terminal.screenLine) == third.textLines)
    }

    // MARK: - Keys

    @Test func keyCodesDecode() throws {
        let terminal = try headless()
        defer { terminal.close() }
        let cases: [(Int32, Event)] = [
            (KEY_UP, .up), (KEY_DOWN, .down), (KEY_LEFT, .left), (KEY_RIGHT, .right), (KEY_PPAGE, .pageUp),
            (KEY_NPAGE, .pageDown), (KEY_HOME, .home), (KEY_END, .end), (KEY_ENTER, .enter),
            (KEY_BACKSPACE, .backspace), (KEY_DC, .delete), (KEY_IC, .insert), (KEY_BTAB, .backTab),
            (KEY_SLEFT, .shiftLeft), (KEY_SRIGHT, .shiftRight), (cn_KEY_F(1), .function(1)),
            (cn_KEY_F(12), .function(12)), (KEY_RESIZE, .resize(width: 30, height: 6)),
        ]
        for (code, event) in cases {
            ungetch(code)
            #expect(terminal.nextInput(timeoutMilliseconds: 0) == .event(event), "key code \(code)")
        }
    }

    @Test func charactersDecode() throws {
        let terminal = try headless()
        defer { terminal.close() }
        let cases: [(UInt32, Event)] = [
            (10, .enter), (13, .enter), (127, .backspace), (8, .backspace), (9, .tab), (1, .control("a")),
            (26, .control("z")), (0, .control(" ")), (28, .control("\\")), (0x61, .character("a")),
            (0xE9, .character("é")), (0x8A2D, .character("設")), (0x1F600, .character("😀")),
        ]
        for (code, event) in cases {
            unget_wch(wchar_t(bitPattern: code))
            #expect(terminal.nextInput(timeoutMilliseconds: 0) == .event(event), "character \(code)")
        }
    }

    @Test func pushedBackKeysComeOutLastInFirstOut() throws {
        let terminal = try headless()
        defer { terminal.close() }
        ungetch(KEY_DOWN)
        unget_wch(0x8A2D)
        #expect(terminal.nextInput(timeoutMilliseconds: 0) == .event(.character("設")))
        #expect(terminal.nextInput(timeoutMilliseconds: 0) == .event(.down))
    }

    @Test func bytesFromTheTerminalDecode() throws {
        let terminal = try headless()
        defer { terminal.close() }
        terminal.feedInput("\u{1B}OA")  // xterm's Up in keypad mode
        #expect(terminal.nextInput(timeoutMilliseconds: 500) == .event(.up))
        terminal.feedInput("é設\r\u{7F}")
        #expect(terminal.nextInput(timeoutMilliseconds: 500) == .event(.character("é")))
        #expect(terminal.nextInput(timeoutMilliseconds: 500) == .event(.character("設")))
        #expect(terminal.nextInput(timeoutMilliseconds: 500) == .event(.enter))
        #expect(terminal.nextInput(timeoutMilliseconds: 500) == .event(.backspace))
    }

    @Test func escapeThenACharacterIsAltAndALoneEscapeIsEscape() throws {
        let terminal = try headless()
        defer { terminal.close() }
        terminal.feedInput("\u{1B}x")
        #expect(terminal.nextInput(timeoutMilliseconds: 500) == .event(.alt("x")))
        terminal.feedInput("\u{1B}")
        let start = ContinuousClock.now
        #expect(terminal.nextInput(timeoutMilliseconds: 2000) == .event(.escape))
        #expect(ContinuousClock.now - start < .milliseconds(900))  // the 25 ms delay, not ncurses' 1 s
        terminal.feedInput("\u{1B}\u{1B}")
        #expect(terminal.nextInput(timeoutMilliseconds: 500) == .event(.escape))
        #expect(terminal.nextInput(timeoutMilliseconds: 500) == .event(.escape))
    }

    @Test func mouseReportsDecodeWhenEnabled() throws {
        // tmux-256color describes X10 mouse reports (kmous=\E[M): button, column, row, each + 32.
        let terminal = try headless(options: TerminalOptions(mouse: true), type: "tmux-256color")
        defer { terminal.close() }
        terminal.feedInput("\u{1B}[M\u{20}\u{2A}\u{25}")  // press button 1 at column 10, row 5
        #expect(terminal.nextInput(timeoutMilliseconds: 500) == .event(.mouse(x: 9, y: 4, action: .press(button: 1))))
        terminal.feedInput("\u{1B}[M\u{23}\u{2A}\u{25}")  // release
        #expect(terminal.nextInput(timeoutMilliseconds: 500) == .event(.mouse(x: 9, y: 4, action: .release(button: 1))))
        terminal.feedInput("\u{1B}[M\u{60}\u{21}\u{21}")  // wheel up at the origin
        #expect(terminal.nextInput(timeoutMilliseconds: 500) == .event(.mouse(x: 0, y: 0, action: .scrollUp)))
    }

    @Test func resizeGivesTheNewSize() throws {
        let terminal = try headless()
        defer { terminal.close() }
        terminal.resize(width: 50, height: 10)
        #expect(terminal.nextInput(timeoutMilliseconds: 0) == .event(.resize(width: 50, height: 10)))
        #expect(terminal.size == (50, 10))
        terminal.resize(width: 3, height: 1)
        #expect(terminal.nextInput(timeoutMilliseconds: 0) == .event(.resize(width: 3, height: 1)))
        var frame = Frame(width: 3, height: 1)
        frame.put("設定", x: 0, y: 0)
        terminal.draw(frame)
        #expect(terminal.screenLine(0) == "設")
    }

    // MARK: - Waiting

    @Test func timesOutWhenNothingHappens() throws {
        let terminal = try headless()
        defer { terminal.close() }
        let start = ContinuousClock.now
        #expect(terminal.nextInput(timeoutMilliseconds: 40) == .timeout)
        #expect(ContinuousClock.now - start >= .milliseconds(35))
    }

    @Test func reportsAWatchedDescriptorAfterKeys() throws {
        let terminal = try headless()
        defer { terminal.close() }
        let ends = try #require(try? FileDescriptor.pipe())
        defer { for end in [ends.read, ends.write] { end.close() } }
        #expect(terminal.nextInput(timeoutMilliseconds: 10, watching: ends.read.rawValue) == .timeout)
        #expect(throws: Never.self) { try ends.write.writeAll([1]) }
        terminal.feedInput("k")
        #expect(terminal.nextInput(timeoutMilliseconds: 500, watching: ends.read.rawValue) == .event(.character("k")))
        #expect(terminal.nextInput(timeoutMilliseconds: 500, watching: ends.read.rawValue) == .descriptorReadable)
    }

    @Test func endOfInputIsALostTerminalAfterPendingKeys() throws {
        let terminal = try headless()
        defer { terminal.close() }
        terminal.feedInput("a")
        terminal.closeInput()
        #expect(terminal.nextInput(timeoutMilliseconds: 500) == .event(.character("a")))
        #expect(terminal.nextInput(timeoutMilliseconds: 500) == .event(.quit(.terminalLost)))
    }

    // MARK: - Starting

    @Test func unknownTerminalTypeIsAFriendlyError() {
        #expect(throws: TerminalError.unknownTerminalType("no-such-terminal-xyz")) {
            _ = try Terminal.headless(width: 10, height: 5, type: "no-such-terminal-xyz")
        }
        // The failed attempt left nothing behind: a new session starts.
        #expect((try? Terminal.headless(width: 10, height: 5))?.close() != nil)
    }

    @Test func oneSessionAtATime() throws {
        let terminal = try headless()
        #expect(throws: TerminalError.alreadyActive) { _ = try Terminal.headless(width: 10, height: 5) }
        terminal.close()
        terminal.close()  // idempotent
        try headless().close()
    }

    @Test(.enabled(if: !FileDescriptor.standardInput.isTerminal, "needs standard input that is not a terminal"))
    func refusesWhenStandardInputIsNotATerminal() {
        #expect(throws: TerminalError.notATerminal(stream: "input")) { _ = try Terminal() }
    }

    @Test func widthTableAgreesWithTheCLibraryInAUTF8Locale() throws {
        let terminal = try headless()  // sets a UTF-8 LC_CTYPE
        defer { terminal.close() }
        var disagreements: [String] = []
        // Planes 0-3 hold every assigned wide or combining character; plane 14 the tags and
        // variation selectors. The rest is unassigned or private use.
        for value in Array(UInt32(0x20)...0x3FFFF) + Array(UInt32(0xE0000)...0xE01EF) {
            guard let scalar = Unicode.Scalar(value), let ours = CharacterWidth.of(scalar) else { continue }
            let libc = Int(cn_wcwidth(Int32(value)))
            if libc >= 0 && libc != ours { disagreements.append("U+\(String(value, radix: 16)) \(ours) \(libc)") }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }
}
