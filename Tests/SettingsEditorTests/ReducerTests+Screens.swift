import Defaults
import Foundation
import PropertyList
import SettingsBinding
import SettingsBundle
import TerminalFrame
import Testing

@testable import SettingsEditor

/// Reducer scripts for moving about: paging, several apps, empty bundles, a terminal too small or
/// resized, and how values are resolved.
extension ReducerTests {
    @Test func movementKeysPagingAndQuit() throws {
        var session = try showcase(size: ScreenSize(width: 80, height: 12))
        session.send(.end)
        #expect(session.selectedTitle == "Plan")
        session.send(.character("g"))
        #expect(session.selectedTitle == "Name")
        session.send(.character("j"), .down, .control("n"))
        #expect(session.selectedTitle == "Age")
        session.send(.character("k"), .up, .control("p"))
        #expect(session.selectedTitle == "Name")
        session.send(.up)
        #expect(session.selectedTitle == "Name")
        session.send(.pageDown)
        #expect(session.state.screen.selection == 7)
        #expect(session.state.screen.scroll > 0)
        #expect(session.line(containing: session.selectedTitle ?? "?") != nil)
        session.send(.pageUp)
        #expect(session.state.screen.selection == 0)
        #expect(session.state.screen.scroll == 0)
        #expect(session.send(.character("q")) == [.quit])
        #expect(session.send(.quit(.terminate)) == [.quit])
    }

    @Test func severalAppsOpenOnASettingsListOfApps() throws {
        var session = Session([
            (try Fixtures.showcase(), Fixtures.showcaseDomain), (try Fixtures.deep(), "com.example.deep"),
        ])
        #expect(session.state.screen.kind == .appList)
        #expect(session.frame.textLines[0].trimmingCharacters(in: .whitespaces) == "Settings")
        session.send(.down, .enter)
        #expect(session.state.screen.kind == .page(app: .deep, page: .root))
        #expect(session.state.backLabel == "Settings")
        #expect(session.state.editedDomain == "com.example.deep")
        session.select("Enabled at level 0")
        #expect(
            session.send(.enter) == [
                .write(
                    WriteRequest(
                        app: .deep, storeKey: StoreKey(domain: "com.example.deep", key: "level0_enabled"),
                        value: .bool(false)))
            ])
        session.send(.escape)
        #expect(session.state.screen.kind == .appList)
    }

    @Test func aBundleWithoutPagesSaysSoAndIgnoresKeys() throws {
        let location = BundleLocation(
            settingsBundle: URL(fileURLWithPath: "/nowhere/Settings.bundle"), name: "Empty",
            domain: .explicit("com.example.empty"))
        let bundle = LoadedBundle(
            location: location, options: LoadOptions(), pages: [:], pageOrder: [], diagnostics: [],
            localizer: Localizer(languages: []))
        var session = Session([(bundle, "com.example.empty")])
        #expect(session.screenText.contains("No settings on this page"))
        #expect(session.send(.down, .enter, .character(" "), .character("r"), .end, .escape) == [])
        #expect(session.send(.character("q")) == [.quit])
    }

    /// At 12x4 nothing is drawn ("Terminal too small"): `j j j Space` must not start editing the
    /// Age field unseen, and `q` quits instead of being typed into it. Help and resizing still work.
    @Test func keysDoNothingUnseenWhileTheTerminalIsTooSmall() throws {
        var session = try showcase()
        session.send(.resize(width: 12, height: 4))
        #expect(session.screenText.contains("Terminal"))
        let before = session.state.screen
        #expect(session.send(.character("j"), .character("j"), .character("j"), .character(" ")) == [])
        #expect(session.state.mode == .browsing)
        #expect(session.state.screen == before)
        #expect(session.send(.character("q")) == [.quit])
        // Help opens (seen once the terminal grows); resizing back shows the page as it was.
        session.send(.character("?"))
        session.send(.resize(width: 80, height: 24))
        #expect(session.state.screen.kind == .help)
        #expect(session.screenText.contains("Keys and Tags"))
        session.send(.escape)
        #expect(session.state.screen.selection == before.selection)
    }

    @Test func resizeKeepsTheSelectionVisible() throws {
        var session = try showcase()
        session.select("Plan")
        session.send(.resize(width: 40, height: 12))
        #expect(session.state.size == ScreenSize(width: 40, height: 12))
        #expect(session.line(containing: "Plan") != nil)
        session.send(.resize(width: 10, height: 4))
        #expect(session.screenText.contains("Terminal"))
        session.send(.resize(width: 80, height: 24))
        #expect(session.line(containing: "Plan") != nil)
    }

    @Test func valueResolutionFollowsTheSearchListAndKeepsTheStoredValue() {
        let app = ValueSource(kind: .application, domain: "a")
        let host = ValueSource(kind: .application, byHost: true, domain: "a")
        let arg = ValueSource(kind: .argument, domain: "NSArgumentDomain")
        let global = ValueSource(kind: .global, domain: ".GlobalPreferences")
        let registration = ValueSource(kind: .registration, domain: "NSRegistrationDomain")
        let masked = ResolvedValue.resolve(
            layers: [(arg, 1), (host, 2), (app, 3), (global, 4), (registration, 9)], registeredDefault: 5,
            writableDomain: "a")
        #expect(masked.value == 1 && masked.tag == .arg)
        #expect(masked.storedValue == 3)
        #expect(masked.isStoredValueMasked)
        let fromGlobal = ResolvedValue.resolve(
            layers: [(arg, nil), (app, nil), (global, 4)], registeredDefault: 5, writableDomain: "a")
        #expect(fromGlobal.tag == .global && fromGlobal.storedValue == nil && !fromGlobal.isMaskedByArgument)
        // The process-wide registration domain is ignored: each app has its own registered default.
        let registered = ResolvedValue.resolve(layers: [(registration, 9)], registeredDefault: 5, writableDomain: "a")
        #expect(registered.value == 5 && registered.tag == .default)
        let unset = ResolvedValue.resolve(layers: [(registration, 9)], registeredDefault: nil, writableDomain: "a")
        #expect(unset.value == nil && unset.tag == .unset)
        let fromHost = ResolvedValue.resolve(layers: [(host, 2)], registeredDefault: nil, writableDomain: "a")
        #expect(fromHost.tag == .host && fromHost.storedValue == nil)
    }
}
