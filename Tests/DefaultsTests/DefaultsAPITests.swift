import Defaults
import DefaultsFoundation
import Foundation
import PropertyList
import TestSupport
import Testing

@Suite struct DefaultsAPITests {
    @Test func typedSettersAndGetters() throws {
        let home = TemporaryHome()
        let defaults = home.makeDefaults()
        defaults.set("text", forKey: "string")
        defaults.set(42, forKey: "int")
        defaults.set(-7 as Any, forKey: "negative")
        defaults.set(Float(0.1), forKey: "float")
        defaults.set(2.5, forKey: "double")
        defaults.set(true, forKey: "bool")
        defaults.set(UInt64.max as Any, forKey: "huge")
        defaults.set(Date(timeIntervalSince1970: 1_000.75), forKey: "date")
        defaults.set(Data([0xDE, 0xAD]), forKey: "data")
        defaults.set(["a", "b"], forKey: "array")
        defaults.set(["x": 1, "y": ["z": true]] as [String: Any], forKey: "dict")
        defaults.set(PlistValue.array([1, "two"]), forKey: "plist")
        defaults.set(URL(fileURLWithPath: "/tmp/some file"), forKey: "fileURL")
        defaults.set(URL(string: "https://example.com/x")!, forKey: "webURL")

        #expect(defaults.string(forKey: "string") == "text")
        #expect(defaults.integer(forKey: "int") == 42)
        #expect(defaults.object(forKey: "int") as? Int == 42)
        #expect(defaults.integer(forKey: "negative") == -7)
        #expect(defaults.value(forKey: "float") == .real(Double(Float(0.1))))
        #expect(defaults.float(forKey: "float") == 0.1)
        #expect(defaults.double(forKey: "double") == 2.5)
        #expect(defaults.bool(forKey: "bool"))
        #expect(defaults.value(forKey: "bool") == .bool(true))
        #expect(defaults.value(forKey: "huge") == PlistValue(UInt64.max))
        #expect(defaults.strictDate(forKey: "date") == Date(timeIntervalSince1970: 1_000))  // whole seconds
        #expect(defaults.data(forKey: "data") == Data([0xDE, 0xAD]))
        #expect(defaults.stringArray(forKey: "array") == ["a", "b"])
        #expect(defaults.array(forKey: "array")?.count == 2)
        #expect(defaults.dictionary(forKey: "dict")?["x"] as? Int == 1)
        #expect(defaults.value(forKey: "dict") == ["x": 1, "y": ["z": true]])
        #expect(defaults.value(forKey: "plist") == [1, "two"])
        #expect(defaults.string(forKey: "fileURL") == "/tmp/some file")
        #expect(defaults.url(forKey: "fileURL") == URL(fileURLWithPath: "/tmp/some file"))
        #expect(defaults.url(forKey: "webURL")?.absoluteString == "https://example.com/x")
        #expect(defaults.strictInteger(forKey: "int") == 42)
        #expect(defaults.strictInteger(forKey: "bool") == nil)
        #expect(defaults.strictBool(forKey: "int") == nil)
        #expect(defaults.strictDouble(forKey: "int") == 42)
        #expect(defaults.strictString(forKey: "int") == nil)
        // Wrong-type getters.
        #expect(defaults.array(forKey: "string") == nil)
        #expect(defaults.dictionary(forKey: "array") == nil)
        #expect(defaults.data(forKey: "string") == nil)
        #expect(defaults.string(forKey: "missing") == nil)
        #expect(defaults.integer(forKey: "missing") == 0)
        #expect(!defaults.bool(forKey: "missing"))
        #expect(defaults.url(forKey: "missing") == nil)

        // Nothing on disk until synchronize().
        #expect(try home.read(home.file("com.example.app")) == nil)
        #expect(defaults.hasUnsavedChanges)
        #expect(defaults.synchronize())
        #expect(!defaults.hasUnsavedChanges)
        let onDisk = try #require(try home.read(home.file("com.example.app")))
        #expect(onDisk.count == 14)
        #expect(onDisk["huge"] == PlistValue(UInt64.max))
        #expect(onDisk["date"] == .date(Date(timeIntervalSince1970: 1_000)))
        let attributes = try FileManager.default.attributesOfItem(atPath: home.file("com.example.app"))
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test func unsupportedValuesAreNotStored() {
        let home = TemporaryHome()
        let defaults = home.makeDefaults()
        defaults.set("kept", forKey: "k")
        defaults.set(NSObject(), forKey: "k")
        defaults.set([NSObject()], forKey: "k")
        #expect(defaults.string(forKey: "k") == "kept")
        defaults.set(nil, forKey: "k")  // no ambiguity between the Any? and URL? overloads
        #expect(defaults.object(forKey: "k") == nil)
        #expect(defaults.synchronize())
    }

    @Test func setIsSharedByInstancesOfTheSameDomainAndRemoveFallsBack() throws {
        let home = TemporaryHome()
        try home.write(["k": "global"], to: home.file(".GlobalPreferences"))
        let one = home.makeDefaults("com.example.shared")
        let two = home.makeDefaults("com.example.shared")
        one.set("mine", forKey: "k")
        #expect(two.string(forKey: "k") == "mine")
        #expect(two.lookup("k")?.source.kind == .application)
        two.removeObject(forKey: "k")
        #expect(one.string(forKey: "k") == "global")
        #expect(one.lookup("k")?.source.kind == .global)
        #expect(one.synchronize())
        #expect(try home.read(home.file("com.example.shared")) == nil)
    }

    @Test func readsSeeOtherWritersWithoutSynchronize() throws {
        let home = TemporaryHome()
        let defaults = home.makeDefaults("com.example.live")
        #expect(defaults.string(forKey: "k") == nil)
        // Seen as soon as the process's inotify watcher has read the event (see `Defaults.lookup`).
        try home.write(["k": "first"], to: home.file("com.example.live"))
        #expect(eventually { defaults.string(forKey: "k") == "first" })
        try home.write(["k": "second value", "other": 1], to: home.file("com.example.live"))
        #expect(eventually { defaults.string(forKey: "k") == "second value" })
        try FileManager.default.removeItem(atPath: home.file("com.example.live"))
        #expect(eventually { defaults.string(forKey: "k") == nil })
    }

    @Test func flushMergesPerKeyWithOtherWriters() throws {
        let home = TemporaryHome()
        let defaults = home.makeDefaults("com.example.merge")
        defaults.set("ours", forKey: "mine")
        try home.write(["theirs": "kept", "mine": "old"], to: home.file("com.example.merge"))
        try defaults.flush()
        #expect(try home.read(home.file("com.example.merge")) == ["theirs": "kept", "mine": "ours"])
    }

    @Test func releasingTheLastInstanceSavesPendingChanges() throws {
        let home = TemporaryHome()
        do {
            // Not made through `home`, which would keep it alive.
            let defaults = Defaults(
                applicationDomain: "com.example.release", environment: home.environment, arguments: [])
            defaults.set("saved", forKey: "k")
        }
        #expect(try home.read(home.file("com.example.release"))?["k"] == "saved")
    }

    @Test func writeGoesStraightToDiskAndSupersedesPendingSets() throws {
        let home = TemporaryHome()
        let defaults = home.makeDefaults("com.example.write")
        defaults.set("pending", forKey: "k")
        try defaults.write("durable", forKey: "k", inDomain: "com.example.write")
        #expect(try home.read(home.file("com.example.write")) == ["k": "durable"])
        #expect(defaults.string(forKey: "k") == "durable")
        try defaults.flush()
        #expect(try home.read(home.file("com.example.write")) == ["k": "durable"])
        try defaults.write(1, forKey: "g", inDomain: "NSGlobalDomain")
        #expect(try home.read(home.file(".GlobalPreferences")) == ["g": 1])
        #expect(defaults.lookup("g")?.source.kind == .global)
        try defaults.write(nil, forKey: "k", inDomain: "com.example.write")
        #expect(try home.read(home.file("com.example.write")) == nil)
        #expect(throws: DefaultsError.self) { try defaults.write("x", forKey: "k", inDomain: "../escape") }
        #expect(!FileManager.default.fileExists(atPath: home.path + "/escape.plist"))
    }

    @Test func withoutHomeNothingIsWrittenAndTheReasonIsReported() {
        let environment = DefaultsEnvironment(home: nil, xdgConfigHome: nil, anyUserDirectory: "/nonexistent-anyuser")
        let defaults = Defaults(applicationDomain: "com.example.nohome", environment: environment, arguments: [])
        defaults.set("in memory", forKey: "k")
        #expect(defaults.string(forKey: "k") == "in memory")
        #expect(defaults.lookup("k")?.source.file == nil)
        #expect(throws: DefaultsError.self) { try defaults.flush() }
        #expect(!defaults.synchronize())
        #expect(defaults.hasUnsavedChanges)
        #expect(throws: DefaultsError.self) { try defaults.write("x", forKey: "k", inDomain: "com.example.nohome") }
        defaults.removeObject(forKey: "k")  // leave nothing to report at exit
        #expect(!FileManager.default.fileExists(atPath: "/.config/com.example.nohome.plist"))
    }

    @Test func persistentDomains() throws {
        let home = TemporaryHome()
        try home.write(["a": 1], to: home.file("com.example.one"))
        try home.write(["g": "global"], to: home.file(".GlobalPreferences"))
        try home.write(["h": 1], to: home.file("com.example.bh", byHost: true))
        _ = FileManager.default.createFile(atPath: home.userDirectory + "/com.example.one.plist.lock", contents: nil)
        let defaults = home.makeDefaults("com.example.pd")
        #expect(defaults.persistentDomainNames == ["NSGlobalDomain", "com.example.one"])
        defaults.set("pending", forKey: "p")
        #expect(defaults.persistentDomainNames == ["NSGlobalDomain", "com.example.one", "com.example.pd"])
        #expect(defaults.persistentDomain(forName: "NSGlobalDomain")?["g"] as? String == "global")
        #expect(defaults.persistentDomain(forName: "-g")?["g"] as? String == "global")
        #expect(defaults.persistentDomain(forName: "com.example.one")?["a"] as? Int == 1)
        #expect(defaults.persistentDomain(forName: "com.example.pd")?["p"] as? String == "pending")
        #expect(defaults.persistentDomain(forName: "com.example.none") == nil)
        #expect(defaults.persistentDomain(forName: "../x") == nil)

        defaults.setPersistentDomain(["b": 2, "c": "three"], forName: "com.example.one")
        #expect(try home.read(home.file("com.example.one")) == ["b": 2, "c": "three"])
        defaults.setPersistentDomain(["n": true], forName: "NSGlobalDomain")
        #expect(try home.read(home.file(".GlobalPreferences")) == ["n": true])
        #expect(!FileManager.default.fileExists(atPath: home.file("NSGlobalDomain")))
        defaults.removePersistentDomain(forName: "com.example.one")
        #expect(try home.read(home.file("com.example.one")) == nil)
        try defaults.replacePersistentDomain(["p": "replaced"], forName: "com.example.pd")
        #expect(!defaults.hasUnsavedChanges)
        #expect(defaults.string(forKey: "p") == "replaced")
        try defaults.deletePersistentDomain(forName: "com.example.pd")
        #expect(defaults.string(forKey: "p") == nil)
        #expect(throws: DefaultsError.self) { try defaults.replacePersistentDomain([:], forName: "sub/dir") }
        #expect(throws: DefaultsError.self) { try defaults.persistentDomainValues(forName: "") }
    }

    @Test func volatileDomains() {
        let home = TemporaryHome()
        let defaults = home.makeDefaults("com.example.vol", arguments: ["p", "-a", "1"])
        #expect(defaults.volatileDomainNames == ["NSArgumentDomain", "NSRegistrationDomain"])
        #expect(defaults.volatileDomain(forName: "NSArgumentDomain")["a"] as? String == "1")
        defaults.setVolatileDomain(["v": "volatile"], forName: "custom")
        #expect(defaults.volatileDomainNames == ["NSArgumentDomain", "NSRegistrationDomain", "custom"])
        #expect(defaults.volatileDomain(forName: "custom")["v"] as? String == "volatile")
        #expect(defaults.object(forKey: "v") == nil)  // not in the search list
        defaults.setVolatileDomain(["v": "argument"], forName: Defaults.argumentDomain)
        #expect(defaults.string(forKey: "v") == "argument")
        #expect(defaults.object(forKey: "a") == nil)  // replaced, not merged
        defaults.removeVolatileDomain(forName: "custom")
        defaults.removeVolatileDomain(forName: Defaults.argumentDomain)
        #expect(defaults.volatileDomainNames == ["NSArgumentDomain", "NSRegistrationDomain"])
        #expect(defaults.object(forKey: "v") == nil)
        #expect(defaults.volatileDomain(forName: "unknown").isEmpty)
    }

    @Test func nothingIsForcedOnLinux() throws {
        let home = TemporaryHome()
        try home.write(["k": 1], to: home.file("com.example.forced", anyUser: true))
        let defaults = home.makeDefaults("com.example.forced")
        #expect(defaults.integer(forKey: "k") == 1)
        #expect(!defaults.objectIsForced(forKey: "k"))
        #expect(!defaults.objectIsForced(forKey: "k", inDomain: "com.example.forced"))
    }

    @Test func everyInProcessChangePostsTheNotification() throws {
        let home = TemporaryHome()
        let defaults = home.makeDefaults("com.example.notify")
        let counter = Counter()
        let observer = NotificationCenter.default.addObserver(
            forName: Defaults.didChangeNotification, object: defaults, queue: nil
        ) { _ in counter.increment() }
        defer { NotificationCenter.default.removeObserver(observer) }
        defaults.set("v", forKey: "k")
        defaults.set(1, forKey: "i")
        defaults.removeObject(forKey: "i")
        defaults.register([PlistKey(uniqueKey()): 1])
        defaults.addSuite(named: "group.notify")
        defaults.removeSuite(named: "group.notify")
        defaults.setPersistentDomain(["a": 1], forName: "com.example.other")
        defaults.removePersistentDomain(forName: "com.example.other")
        defaults.setVolatileDomain(["a": 1], forName: "v")
        defaults.removeVolatileDomain(forName: "v")
        try defaults.write("w", forKey: "w", inDomain: "com.example.notify")
        #expect(counter.value == 11)
        #expect(defaults.synchronize())
    }

    @Test func standardIsSharedUntilReset() {
        let first = Defaults.standard
        #expect(Defaults.standard === first)
        #expect(first.applicationDomain == ApplicationDomainName.current)
        Defaults.resetStandardUserDefaults()
        #expect(Defaults.standard !== first)
    }

    @Test func applicationDomainName() throws {
        let home = TemporaryHome()
        let bin = home.path + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        #expect(ApplicationDomainName.resolve(executablePath: bin + "/probe") == "probe")
        try PropertyListCoder.encodeXML(["CFBundleIdentifier": "com.example.flatbundle"])
            .write(to: URL(fileURLWithPath: bin + "/Info.plist"))
        #expect(ApplicationDomainName.resolve(executablePath: bin + "/probe") == "com.example.flatbundle")
        try PropertyListCoder.encodeXML(["CFBundleIdentifier": ""]).write(to: URL(fileURLWithPath: bin + "/Info.plist"))
        #expect(ApplicationDomainName.resolve(executablePath: bin + "/probe") == "probe")
        try Data("not a plist".utf8).write(to: URL(fileURLWithPath: bin + "/Info.plist"))
        #expect(ApplicationDomainName.resolve(executablePath: bin + "/probe") == "probe")
        // This test process: the test runner's own name (no Info.plist beside it).
        #expect(!ApplicationDomainName.current.isEmpty)
        #expect(
            Defaults(environment: home.environment, arguments: []).applicationDomain == ApplicationDomainName.current)
    }

    @Test func unreadableDomainsAreReportedAndNeverOverwritten() throws {
        let home = TemporaryHome()
        let file = home.file("com.example.corrupt")
        try home.write(["k1": "v1", "k2": "v2", "k3": "v3", "k4": "v4"], to: file)
        let whole = try Data(contentsOf: URL(fileURLWithPath: file))
        try whole.prefix(200).write(to: URL(fileURLWithPath: file))
        let defaults = home.makeDefaults("com.example.corrupt")
        #expect(defaults.object(forKey: "k1") == nil)
        #expect(defaults.unreadableDomains().map(\.source.domain) == ["com.example.corrupt"])
        defaults.set("new", forKey: "k5")
        #expect(throws: DefaultsError.self) { try defaults.flush() }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == whole.prefix(200))
        // Fix the file: the pending change then merges into it.
        try whole.write(to: URL(fileURLWithPath: file))
        try defaults.flush()
        #expect(try home.read(file)?.count == 5)
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

@Suite struct DefaultsWatchingTests {
    @Test func watcherCoversTheSearchListFolders() throws {
        let home = TemporaryHome()
        let defaults = home.makeDefaults("com.example.watch")
        let expected = [home.userDirectory + "/ByHost", home.userDirectory, home.path + "/anyuser"]
        #expect(
            defaults.watchedDirectories.map(\.path)
                == expected.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        let watcher = try defaults.makeWatcher()
        let writer = Defaults(applicationDomain: "com.example.writer", environment: home.environment, arguments: [])
        try writer.write("new", forKey: "k", inDomain: "com.example.watch")
        try writer.write(1, forKey: "g", inDomain: "NSGlobalDomain")
        var changed: Set<String> = []
        for _ in 0..<20 where !changed.isSuperset(of: ["com.example.watch", ".GlobalPreferences"]) {
            changed.formUnion(watcher.changedDomains(timeoutMilliseconds: 100))
        }
        #expect(changed.isSuperset(of: ["com.example.watch", ".GlobalPreferences"]))
        #expect(defaults.searchListContains(domain: "com.example.watch"))
        #expect(defaults.searchListContains(domain: ".GlobalPreferences"))
        #expect(!defaults.searchListContains(domain: "com.example.writer"))
        #expect(defaults.string(forKey: "k") == "new")
    }
}
