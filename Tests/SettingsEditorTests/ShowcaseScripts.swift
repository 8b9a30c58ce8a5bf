import PropertyList
import SettingsBinding

@testable import SettingsEditor

/// What the reducer-script suites share: a session on the Showcase demo and the write effect to expect.
protocol ShowcaseScripts {}

extension ShowcaseScripts {
    var domain: String { Fixtures.showcaseDomain }

    func showcase(stores: MemoryStore = MemoryStore(), size: ScreenSize = ScreenSize(width: 80, height: 24)) throws
        -> Session
    {
        Session([(try Fixtures.showcase(), Fixtures.showcaseDomain)], stores: stores, size: size)
    }

    func write(_ key: String, _ value: PlistValue?, domain: String? = nil) -> Effect {
        .write(WriteRequest(app: .showcase, storeKey: StoreKey(domain: domain ?? self.domain, key: key), value: value))
    }
}
