import PropertyList
import SettingsBinding
import Testing

@testable import SettingsEditor

/// `--mouse`: clicks select and activate rows through the page layout, the wheel moves.
@Suite struct MouseTests {
    @Test func aClickSelectsAClickOnTheSelectionActivatesAndTheWheelMoves() throws {
        var session = Session([(try Fixtures.showcase(), Fixtures.showcaseDomain)])
        let y = try #require(session.frame.textLines.firstIndex { $0.contains("Allow Notifications") })
        #expect(session.send(.mouse(x: 5, y: y, action: .press(button: 1))) == [])
        #expect(session.selectedTitle == "Allow Notifications")
        let effects = session.send(.mouse(x: 5, y: y, action: .click(button: 1)))
        #expect(
            effects == [
                .write(
                    WriteRequest(
                        app: .showcase,
                        storeKey: StoreKey(domain: Fixtures.showcaseDomain, key: "notifications_enabled"),
                        value: false))
            ])
        #expect(session.state.history.undoable.count == 1)
        // A click on a header or outside the rows does nothing.
        let header = try #require(session.frame.textLines.firstIndex { $0.contains("NOTIFICATIONS") })
        #expect(session.send(.mouse(x: 5, y: header, action: .press(button: 1))) == [])
        #expect(session.send(.mouse(x: 5, y: 0, action: .press(button: 1))) == [])
        #expect(session.selectedTitle == "Allow Notifications")
        session.send(.mouse(x: 5, y: 5, action: .scrollDown))
        #expect(session.selectedTitle == "Sounds")
        session.send(.mouse(x: 5, y: 5, action: .scrollUp))
        #expect(session.selectedTitle == "Allow Notifications")
        // A click on a child pane row opens it.
        session.select("Advanced")
        let advanced = try #require(session.frame.textLines.firstIndex { $0.contains("Advanced") })
        session.send(.mouse(x: 5, y: advanced, action: .press(button: 1)))
        #expect(session.state.title(of: session.state.screen) == "Advanced")
    }
}
