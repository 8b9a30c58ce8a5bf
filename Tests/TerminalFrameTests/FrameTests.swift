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

    @Test func putPlacesTextWithRoleAndReturnsNextColumn() {
        var frame = Frame(width: 10, height: 2)
        let end = frame.put("Hi", x: 1, y: 1, role: .title)
        #expect(end == 3)
        #expect(frame.put(" there", x: end, y: 1) == 9)
        #expect(frame.textLines == ["", " Hi there"])
        #expect(frame[x: 1, y: 1] == Cell(content: .glyph("H"), role: .title))
        #expect(frame[x: 3, y: 1].role == .normal)
    }

    @Test func wideCharactersTakeTwoColumns() {
        var frame = Frame(width: 10, height: 1)
        #expect(frame.put("設定a", x: 0, y: 0, role: .title) == 5)
        #expect(frame[x: 0, y: 0].content == .glyph("設"))
        #expect(frame[x: 1, y: 0].content == .continuation)
        #expect(frame[x: 2, y: 0].content == .glyph("定"))
        #expect(frame[x: 3, y: 0].content == .continuation)
        #expect(frame[x: 4, y: 0].content == .glyph("a"))
        #expect(frame[x: 1, y: 0].role == .title)
        #expect(frame.line(0) == "設定a     ")
        #expect(frame.roleLines == ["ttttt"])
    }

    @Test func clipsAtTheRightEdgeWithoutSplittingAWideCharacter() {
        var frame = Frame(width: 5, height: 1)
        frame.put("ab設定", x: 0, y: 0, role: .value)
        // "ab" + "設" fill 4 columns; "定" would need columns 4 and 5: column 4 becomes a space.
        #expect(frame.textLines == ["ab設"])
        #expect(frame[x: 4, y: 0] == Cell(content: .glyph(" "), role: .value))
        #expect(frame.roleLines == ["vvvvv"])
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
        frame.put("設xyz", x: -1, y: 0, role: .title)
        #expect(frame.textLines == [" xyz"])  // the visible half of 設 is a space
        #expect(frame[x: 0, y: 0].role == .title)
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

    @Test func fillSetRoleAndHighlight() {
        var frame = Frame(width: 6, height: 2)
        frame.put("ab設", x: 0, y: 0, role: .value)
        frame.fill(x: 3, y: 0, width: 2, role: .dim, character: "-")  // cuts 設 (columns 2-3)
        #expect(frame.textLines[0] == "ab --")
        frame.fill(y: 1, role: .hint, character: "設")  // not one column wide: spaces
        #expect(frame.textLines[1] == "")
        #expect(frame.roleLines[1] == "iiiiii")
        frame.setRole(.modified, x: 0, y: 0, width: 1)
        frame.highlight(y: 0)
        frame.highlight(x: 5, y: 0, width: 4, false)
        #expect(frame[x: 0, y: 0] == Cell(content: .glyph("a"), role: .modified, isHighlighted: true))
        #expect(frame.roleLines[0] == "MVVDD")  // column 5: normal, not highlighted, trimmed
        #expect(frame.textLines[0] == "ab --")
    }

    @Test func snapshotWithRolesAndCursor() {
        var frame = Frame(width: 12, height: 3)
        frame.put("‹ Back", x: 0, y: 0, role: .backLabel)
        frame.put("設定", x: 8, y: 0, role: .title)
        frame.put("Name", x: 0, y: 1)
        frame.put("app", x: 9, y: 1, role: .statusApp)
        frame.highlight(y: 1)
        #expect(frame.snapshot() == "‹ Back  設定\nName     app\n")
        frame.cursor = Position(x: 4, y: 1)
        #expect(
            frame.snapshot(includeRoles: true) == """
                ‹ Back  設定
                Name     app

                -- roles --
                bbbbbb..tttt
                #########PPP

                -- cursor 4,1 --
                """)
        frame.cursor = nil
        #expect(frame.snapshot(includeRoles: true).hasSuffix("-- cursor hidden --"))
    }

    @Test func everyRoleHasADistinctSnapshotCodeThatRoundTrips() {
        let codes = Role.allCases.map(\.snapshotCode)
        #expect(Set(codes).count == Role.allCases.count)
        for role in Role.allCases {
            #expect(Role(snapshotCode: role.snapshotCode) == role)
            #expect(Role(snapshotCode: Character(role.snapshotCode.uppercased())) == role)
        }
        #expect(Role(snapshotCode: "#") == .normal)
        #expect(Role(snapshotCode: "!") == nil)
    }

    @Test(arguments: [(80, 24), (40, 12), (120, 40), (1, 1), (0, 0)])
    func anySizeKeepsTheInvariants(width: Int, height: Int) {
        var frame = Frame(width: width, height: height)
        for y in -1...height {
            frame.put("Réglages ✓ 設定 \u{1B}] e\u{301} 漢字かな", x: y - 3, y: y, role: .title)
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
