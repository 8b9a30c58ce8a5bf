import Defaults
import PropertyList
import SettingsBinding
import SettingsBundle
import TerminalFrame
import Testing

@testable import SettingsEditor

/// The editor's test store is the binding (``DefaultsStore`` over `BoundApp`) on a
/// `MemoryStorage`: the whole search list of the store files applies, not a search of its own.
@Suite struct MemoryStoreTests: ShowcaseScripts {
    @Test func everyDomainOfTheSearchListReachesARow() throws {
        let stores = MemoryStore()
        let storage = stores.storage
        storage.setValues(["profile_name": "Host"], of: StoredDomain(name: domain, byHost: true))
        storage.setValues(["refresh_minutes": 15], of: StoredDomain(name: domain, anyUser: true))
        storage.setValues(["appearance_bold": true], of: StoredDomain(name: DomainName.global, anyUser: true))
        var session = try showcase(stores: stores)
        let values = try #require(session.resolvedValues()[.showcase])
        func tag(_ key: String) -> DomainTag? { values.first { $0.key.key == key }?.value.tag }
        #expect(tag("profile_name") == .host)
        #expect(tag("refresh_minutes") == .system)
        #expect(tag("appearance_bold") == .system)
        #expect(tag("notifications_enabled") == .default)
        // A launch argument comes first, as the app receives it (a string).
        session.stores.arguments = ["profile_name": "Arg"]
        let masked = try #require(session.resolvedValues()[.showcase]?.first { $0.key.key == "profile_name" }?.value)
        #expect(masked.tag == .arg && masked.value == "Arg" && masked.argumentOrigin == "-profile_name Arg after --")
    }

    @Test func ownWritesAreNotOutsideChangesAndOtherWritesAre() throws {
        var session = try showcase()
        session.select("Allow Notifications")
        session.send(.character(" "))
        #expect(session.stores.storage.values(of: StoredDomain(name: domain))["notifications_enabled"] == false)
        #expect(!session.loop.storesChanged())
        session.stores.storage.commitOutside(["notifications_enabled": true], to: StoredDomain(name: domain))
        #expect(session.loop.storesChanged())
        #expect(!session.loop.storesChanged())
    }
}
