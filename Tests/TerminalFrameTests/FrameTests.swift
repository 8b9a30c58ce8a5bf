import TerminalFrame
import Testing
import TextOutput

@Suite struct FrameTests {
    @Test func newFrameIsBlankWithHiddenCursor() {
        let frame = Frame(width: 4, height: 2)
        #expect(frame.cells.count == 8)
        #expect(frame.cells.allSatisfy { $0 == .blank })
        #expect(frame.cursor == nil)
        #expect(frame.textLines == ["", ""])
        #expect(Frame(width: -3, height: 2).cells.isEmpty)
    }

    @Test func putPlacesTextWithStyleAndReturnsNextColumn() {
        var frame = Frame(width: 10, height: 2)
        let end = frame.put("Hi", x: 1, y: 1, style: .title)
        #expect(end == 3)
        #expect(frame.put(" there", x: end, y: 1) == 9)
        #expect(frame.textLines == ["", " Hi there"])
        #expect(frame[x: 1, y: 1] == Cell(content: .glyph("H"), style: .title))
        #expect(frame[x: 3, y: 1].style == .plain)
    }

    @Test func rowEqualsComparesEveryCellOfOneRow() {
        var frame = Frame(width: 4, height: 2)
        frame.put("ab", x: 0, y: 0)
        var other = frame
        #expect(frame.rowEquals(0, in: other) && frame.rowEquals(1, in: other))
        other.put("c", x: 3, y: 1)  // the last column of row 1 only
        #expect(frame.rowEquals(0, in: other) && !frame.rowEquals(1, in: other))
        other = frame
        other.put("c", x: 0, y: 1)  // its first column
        #expect(frame.rowEquals(0, in: other) && !frame.rowEquals(1, in: other))
        other = frame
        other.setStyle(.title, x: 3, y: 0, width: 1)  // the look alone
        #expect(!frame.rowEquals(0, in: other))
        other = frame
        other.highlight(x: 0, y: 0, width: 1)  // the overlay alone
        #expect(!frame.rowEquals(0, in: other))
        // No such row, or frames of different widths: never equal, never a trap.
        #expect(!frame.rowEquals(2, in: frame) && !frame.rowEquals(-1, in: frame))
        #expect(!Frame(width: 4, height: 2).rowEquals(0, in: Frame(width: 5, height: 2)))
        #expect(!Frame(width: 4, height: 3).rowEquals(2, in: Frame(width: 4, height: 2)))
    }

    @Test func wideCharactersTakeTwoColumns() {
        var frame = Frame(width: 10, height: 1)
        #expect(frame.put("設定a", x: 0, y: 0, style: .title) == 5)
        #expect(frame[x: 0, y: 0].content == .glyph("設"))
        #expect(frame[x: 1, y: 0].content == .continuation)
        #expect(frame[x: 2, y: 0].content == .glyph("定"))
        #expect(frame[x: 3, y: 0].content == .continuation)
        #expect(frame[x: 4, y: 0].content == .glyph("a"))
        #expect(frame[x: 1, y: 0].style == .title)
        #expect(frame.line(0) == "設定a     ")
        #expect(frame.styleLines == ["ttttt"])
    }

    @Test func clipsAtTheRightEdgeWithoutSplittingAWideCharacter() {
        var frame = Frame(width: 5, height: 1)
        frame.put("ab設定", x: 0, y: 0, style: .value)
        // "ab" + "設" fill 4 columns; "定" would need columns 4 and 5: column 4 becomes a space.
        #expect(frame.textLines == ["ab設"])
        #expect(frame[x: 4, y: 0] == Cell(content: .glyph(" "), style: .value))
        #expect(frame.styleLines == ["vvvvv"])
        #expect(frame.cells.filter { $0.content == .continuation }.count == 1)
    }

    @Test func maxWidthClipsLikeAnEdge() {
        var frame = Frame(width: 10, height: 1)
        let end = frame.put("設定です", x: 2, y: 0, maxWidth: 3)
        #expect(end == 10)  // as if unclipped
        #expect(frame.textLines == ["  設"])
        #expect(frame[x: 4, y: 0].content == .glyph(" "))
        #expect(frame.put("x", x: 0, y: 0, maxWidth: 0) == 1)
        #expect(frame[x: 0, y: 0].content == .glyph(" "))
    }

    @Test func clipsAtTheLeftEdgeAndOutsideRows() {
        var frame = Frame(width: 4, height: 1)
        frame.put("設xyz", x: -1, y: 0, style: .title)
        #expect(frame.textLines == [" xyz"])  // the visible half of 設 is a space
        #expect(frame[x: 0, y: 0].style == .title)
        frame.put("far", x: -10, y: 0)
        #expect(frame.textLines == [" xyz"])
        #expect(frame.put("abc", x: 0, y: 5) == 3)
        #expect(frame.put("abc", x: 0, y: -1) == 3)
        #expect(frame.textLines == [" xyz"])
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var frame = Frame(width: 6, height: 1)
        frame.put("設定", x: 0, y: 0)
        frame.put("x", x: 1, y: 0)  // the second half of 設
        #expect(frame.textLines == [" x定"])
        #expect(frame[x: 0, y: 0].content == .glyph(" "))
        frame.put("y", x: 2, y: 0)  // the first half of 定
        #expect(frame.textLines == [" xy"])
        #expect(frame[x: 3, y: 0].content == .glyph(" "))
        frame.put("漢", x: 3, y: 0)
        frame.put("字", x: 2, y: 0)  // overlaps the first half of 漢
        #expect(frame.textLines == [" x字"])
        #expect(
            !frame.cells.enumerated().contains { index, cell in
                cell.content == .continuation
                    && (index == 0 || CharacterWidth.of(frame.cells[index - 1].character ?? " ") != 2)
            })
    }

    @Test func combiningMarksStayWithTheirBaseAndLoneZeroWidthIsSkipped() {
        var frame = Frame(width: 6, height: 1)
        #expect(frame.put("e\u{301}\u{200B}x", x: 0, y: 0) == 2)
        #expect(frame[x: 0, y: 0].content == .glyph("e\u{301}"))
        #expect(frame[x: 1, y: 0].content == .glyph("x"))
    }

    @Test func controlCharactersAreMadeVisible() {
        var frame = Frame(width: 20, height: 1)
        frame.put("A\u{1B}[2JB\u{9B}", x: 0, y: 0)
        #expect(frame.textLines == ["A^[[2JB<U+009B>"])
        #expect(
            !frame.cells.contains {
                $0.character.map { $0.unicodeScalars.contains(where: TerminalText.isUnsafe) } ?? false
            })
    }

    @Test func fillSetStyleAndHighlight() {
        var frame = Frame(width: 6, height: 2)
        frame.put("ab設", x: 0, y: 0, style: .value)
        frame.fill(x: 3, y: 0, width: 2, style: .dim, character: "-")  // cuts 設 (columns 2-3)
        #expect(frame.textLines[0] == "ab --")
        frame.fill(y: 1, style: .hint, character: "設")  // not one column wide: spaces
        #expect(frame.textLines[1] == "")
        #expect(frame.styleLines[1] == "iiiiii")
        frame.setStyle(.modified, x: 0, y: 0, width: 1)
        frame.highlight(y: 0)
        frame.highlight(x: 5, y: 0, width: 4, false)
        #expect(frame[x: 0, y: 0] == Cell(content: .glyph("a"), style: .modified, isHighlighted: true))
        #expect(frame.styleLines[0] == "MVVDD")  // column 5: plain, not highlighted, trimmed
        #expect(frame.textLines[0] == "ab --")
    }

    @Test func snapshotWithStylesAndCursor() {
        var frame = Frame(width: 12, height: 3)
        frame.put("‹ Back", x: 0, y: 0, style: .backLabel)
        frame.put("設定", x: 8, y: 0, style: .title)
        frame.put("Name", x: 0, y: 1)
        frame.put("app", x: 9, y: 1, style: .tag)
        frame.highlight(y: 1)
        #expect(frame.snapshot() == "‹ Back  設定\nName     app\n")
        frame.cursor = Position(x: 4, y: 1)
        #expect(
            frame.snapshot(includeStyles: true) == """
                ‹ Back  設定
                Name     app

                -- styles --
                bbbbbb..tttt
                #########PPP

                -- cursor 4,1 --
                """)
        frame.cursor = nil
        #expect(frame.snapshot(includeStyles: true).hasSuffix("-- cursor hidden --"))
    }

    @Test func aStyleShowsItsCodeUppercaseWhenHighlightedAndDropsColourWithoutColour() {
        #expect(Style.title.snapshotCode(highlighted: false) == "t")
        #expect(Style.title.snapshotCode(highlighted: true) == "T")
        #expect(Style.plain.snapshotCode(highlighted: false) == ".")
        #expect(Style.plain.snapshotCode(highlighted: true) == "#")
        #expect(Style.backLabel.cellStyle(color: true) == CellStyle(foreground: .blue))
        #expect(Style.backLabel.cellStyle(color: false) == CellStyle(.underline))
        #expect(Style.plain.cellStyle(color: true) == CellStyle())
        // Alike looks, different codes: different styles, told apart by a snapshot.
        #expect(Style.dim != Style.hint)
        #expect(Style.dim.cellStyle(color: true) == Style.hint.cellStyle(color: true))
    }

    @Test(arguments: [(80, 24), (40, 12), (120, 40), (1, 1), (0, 0)])
    func anySizeKeepsTheInvariants(width: Int, height: Int) {
        var frame = Frame(width: width, height: height)
        for y in -1...height {
            frame.put("Réglages ✓ 設定 \u{1B}] e\u{301} 漢字かな", x: y - 3, y: y, style: .title)
            frame.put("設", x: width - 1, y: y)
        }
        #expect(frame.cells.count == width * height)
        for y in 0..<height {
            #expect(frame[x: 0, y: y].content != .continuation)
            if width > 0, let last = frame[x: width - 1, y: y].character { #expect(CharacterWidth.of(last) == 1) }
            #expect(TextLayout.displayWidth(frame.line(y)) == width)
        }
    }
}

/// A few styles of a made-up program, as the editor names its own.
extension Style {
    static let title = Style(CellStyle(.bold), monochrome: .bold, snapshotCode: "t")
    static let backLabel = Style(CellStyle(foreground: .blue), monochrome: .underline, snapshotCode: "b")
    static let value = Style(CellStyle(foreground: .cyan), snapshotCode: "v")
    static let dim = Style(CellStyle(.dim), monochrome: .dim, snapshotCode: "d")
    static let hint = Style(CellStyle(.dim), monochrome: .dim, snapshotCode: "i")
    static let modified = Style(CellStyle(.bold), monochrome: .bold, snapshotCode: "m")
    static let tag = Style(CellStyle(foreground: .green), monochrome: .bold, snapshotCode: "p")
}
