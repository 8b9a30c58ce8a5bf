import PropertyList
import SettingsBinding
import TerminalFrame
import Testing

@testable import SettingsEditor

/// Apps are named by their domain (``AppID``), not by their place in the app list: a write, an
/// undo step, a write report or resolved values reach the app they were made for however the
/// list is ordered, and apps that share a domain are told apart.
@Suite struct AppIdentityTests {
    static let deepKey = StoreKey(domain: "com.example.deep", key: "level0_enabled")

    /// Two apps, the Deep fixture open with its level-0 toggle switched off (one undo step).
    func twoAppsWithAnEditInDeep() throws -> Session {
        var session = Session([
            (try Fixtures.showcase(), Fixtures.showcaseDomain), (try Fixtures.deep(), "com.example.deep"),
        ])
        session.send(.down, .enter)
        session.select("Enabled at level 0")
        session.send(.enter)
        #expect(session.stores.domains["com.example.deep"]?["level0_enabled"] == .bool(false))
        return session
    }

    @Test func undoAfterTheAppsAreReorderedWritesTheAppThatMadeTheEdit() throws {
        var session = try twoAppsWithAnEditInDeep()
        let showcaseValues = try #require(session.state[app: .showcase]).values
        session.state.apps.reverse()
        #expect(session.state.apps.map(\.id) == [.deep, .showcase])
        let effects = session.send(.character("u"))
        #expect(effects == [.write(WriteRequest(app: .deep, storeKey: Self.deepKey, value: nil))])
        #expect(session.stores.domains["com.example.deep"]?["level0_enabled"] == nil)
        // The resolved values went to Deep, and Showcase kept its own.
        #expect(session.state[app: .deep]?.values[Self.deepKey]?.storedValue == nil)
        #expect(session.state[app: .deep]?.values[Self.deepKey]?.value == .bool(true))
        #expect(session.state[app: .showcase]?.values == showcaseValues)
        #expect(session.state.message?.notice == .undone(label: "level0_enabled", remaining: 0))
    }

    @Test func aWriteReportAfterAnotherAppClosedReachesItsApp() throws {
        var session = try twoAppsWithAnEditInDeep()
        let request = WriteRequest(app: .deep, storeKey: Self.deepKey, value: .bool(true))
        session.state.apps.removeAll { $0.id == .showcase }
        reduce(&session.state, .writeSucceeded(request))
        #expect(session.state.message?.notice == .saved(domain: "com.example.deep"))
        // Values for an app no longer open are dropped; Deep's arrive.
        var values = session.resolvedValues()
        values[.showcase] = [StoreKey(domain: Fixtures.showcaseDomain, key: "notifications_enabled"): .unset]
        reduce(&session.state, .valuesResolved(values, external: false))
        #expect(session.state.apps.map(\.id) == [.deep])
        #expect(session.state[app: .deep]?.values[Self.deepKey]?.storedValue == .bool(false))
        // The undo step still names Deep.
        #expect(session.send(.character("u")) == [.write(WriteRequest(app: .deep, storeKey: Self.deepKey, value: nil))])
    }

    @Test func aPendingWriteIsPerformedForItsAppAfterTheListChanged() throws {
        var session = try twoAppsWithAnEditInDeep()
        // The toggle again, its write not yet performed; then the list changes under it.
        let effects = reduce(&session.state, .character(" "))
        #expect(effects == [.write(WriteRequest(app: .deep, storeKey: Self.deepKey, value: .bool(true)))])
        session.state.apps.reverse()
        session.loop.perform(effects)
        #expect(session.stores.domains["com.example.deep"]?["level0_enabled"] == .bool(true))
        #expect(session.state[app: .deep]?.values[Self.deepKey]?.storedValue == .bool(true))
        #expect(session.state.message?.notice == .saved(domain: "com.example.deep"))
    }

    @Test func appsThatShareADomainAreToldApart() throws {
        let english = try Fixtures.showcase()
        let french = try Fixtures.showcase(languages: ["fr"])
        let state = EditorState(apps: [
            EditorApp(bundle: english, domain: Fixtures.showcaseDomain),
            EditorApp(bundle: french, domain: Fixtures.showcaseDomain),
        ])
        #expect(state.apps.map(\.id) == [.showcase, AppID(Fixtures.showcaseDomain, copy: 1)])
        #expect(state[app: AppID(Fixtures.showcaseDomain, copy: 1)]?.bundle == french)
        #expect(AppID(Fixtures.showcaseDomain, copy: 1).description == "\(Fixtures.showcaseDomain) #2")
        // The second copy opens its own pages.
        var session = Session([(english, Fixtures.showcaseDomain), (french, Fixtures.showcaseDomain)])
        session.send(.down, .enter)
        #expect(session.state.screen.kind == .page(app: AppID(Fixtures.showcaseDomain, copy: 1), page: .root))
        #expect(session.state.page(of: session.state.screen) == french.rootPage)
        #expect(session.state.page(of: session.state.screen) != english.rootPage)
    }

    @Test func numberingCountsTheCopiesOfEachDomain() {
        #expect(
            AppID.numbered(["a", "b", "a", "a"]) == [AppID("a"), AppID("b"), AppID("a", copy: 1), AppID("a", copy: 2)])
    }
}
