import TerminalUI
import Testing

@Suite struct TerminalOptionsTests {
    @Test func noColorVariableFollowsNoColorOrg() {
        let automatic = TerminalOptions()
        #expect(automatic.wantsColor(noColorVariable: nil))
        #expect(automatic.wantsColor(noColorVariable: ""))
        #expect(!automatic.wantsColor(noColorVariable: "1"))
        #expect(!automatic.wantsColor(noColorVariable: "0"))
        #expect(!TerminalOptions(color: .never).wantsColor(noColorVariable: nil))
    }

    @Test func errorsSayWhatToDoNext() {
        #expect(TerminalError.unknownTerminalType(nil).description.contains("set it to"))
        #expect(TerminalError.unknownTerminalType("vt999").description.contains("'vt999'"))
        #expect(TerminalError.notATerminal(stream: "output").description.contains("interactive terminal"))
    }
}
