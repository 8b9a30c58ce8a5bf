import TerminalFrame
import TerminalUI
import Testing

@Suite struct RolePaletteTests {
    @Test(arguments: [true, false])
    func everyRoleButNormalAndValueStandsOutFromPlainText(color: Bool) {
        for role in Role.allCases where role != .normal && role != .value {
            #expect(RolePalette.style(for: role, color: color) != CellStyle(), "\(role)")
        }
        #expect(RolePalette.style(for: .normal, color: color) == CellStyle())
    }

    @Test(arguments: [true, false])
    func rolesThatMustNeverBeConfusedDiffer(color: Bool) {
        let pairs: [(Role, Role)] = [
            (.toggleOn, .toggleOff), (.error, .message), (.warning, .message), (.statusArg, .statusDefault),
            (.statusApp, .statusDefault), (.statusApp, .statusUnset), (.statusArg, .statusApp),
            (.statusGlobal, .statusDefault), (.title, .header), (.selected, .normal), (.hint, .hintKey),
            (.modified, .value), (.disabled, .value), (.checkmark, .normal), (.error, .selected),
        ]
        for (first, second) in pairs {
            #expect(
                RolePalette.style(for: first, color: color) != RolePalette.style(for: second, color: color),
                "\(first) vs \(second)")
        }
    }

    @Test func withoutColorNoRoleHasAColor() {
        for role in Role.allCases { #expect(RolePalette.style(for: role, color: false).foreground == nil) }
        #expect(RolePalette.style(for: .statusArg, color: false).attributes.contains(.bold))
    }

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
