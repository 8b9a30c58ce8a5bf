import Defaults
import TerminalFrame
import Testing

@testable import SettingsEditor

/// The editor's roles and the styles they are drawn in: every role but plain text and a value
/// stands out from plain text with colours and without, pairs a user must never confuse differ,
/// and each role has its own snapshot letter.
@Suite struct RoleStyleTests {
    @Test(arguments: [true, false])
    func everyRoleButNormalAndValueStandsOutFromPlainText(color: Bool) {
        for role in Role.allCases where role != .normal && role != .value {
            #expect(role.style.cellStyle(color: color) != CellStyle(), "\(role)")
        }
        #expect(Role.normal.style == .plain)
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
                first.style.cellStyle(color: color) != second.style.cellStyle(color: color), "\(first) vs \(second)")
        }
    }

    @Test func withoutColorNoRoleHasAColor() {
        for role in Role.allCases { #expect(role.style.cellStyle(color: false).foreground == nil) }
        #expect(Role.statusArg.style.cellStyle(color: false).attributes.contains(.bold))
    }

    /// The letters the editor's snapshot goldens are written in: one per role, `.` for plain text.
    @Test func everyRoleHasItsOwnSnapshotLetter() {
        let codes = Role.allCases.map(\.style.snapshotCode)
        #expect(Set(codes).count == Role.allCases.count)
        #expect(codes.allSatisfy { $0 == "." || ("a"..."z").contains($0) })
        #expect(Role.statusArg.style.snapshotCode == "a" && Role.statusUnset.style.snapshotCode == "u")
        #expect(Role.toggleOn.style.snapshotCode == "o" && Role.toggleOff.style.snapshotCode == "n")
    }

    /// Where a value comes from decides its tag's role.
    @Test func eachProvenanceHasItsStatusRole() {
        let roles = DomainTag.allCases.map(Renderer.role(for:))
        #expect(roles.allSatisfy { $0.rawValue >= Role.statusArg.rawValue })
        #expect(Renderer.role(for: .arg) == .statusArg && Renderer.role(for: .unset) == .statusUnset)
    }
}
