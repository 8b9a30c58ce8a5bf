import DefaultsFoundation
import Foundation
import PropertyList
import Synchronization
import SystemCalls
import TestSupport
import Testing

@testable import Defaults

/// Lookups serve a cached snapshot and trust it while no change is reported (see `Defaults.lookup`).
/// Every test here would fail if that shortcut returned a stale value: a change that the library
/// did not see must still reach the next lookups.
///
/// Serialized: some tests raise the process-wide snapshot age limit, so that only inotify (and not
/// the 100 ms safety net) can deliver the change they wait for, or simulate inotify being unusable.
@Suite(.serialized) struct LookupFreshnessTests {
    let app = "com.example.fresh"

    /// Runs `body` with snapshots trusted for an hour without an event.
    private func withoutAgeLimit(_ body: () throws -> Void) rethrows {
        Defaults.snapshotAgeLimit.store(3_600_000, ordering: .sequentiallyConsistent)
        defer { Defaults.snapshotAgeLimit.store(100, ordering: .sequentiallyConsistent) }
        try body()
    }

    /// Writes `values` to `path` in place (truncate and rewrite, as Foundation does), through
    /// whatever name `path` is: no temporary file, no rename.
    private func rewriteInPlace(_ path: String, _ values: [PlistKey: PlistValue]) throws {
        let bytes = try PropertyListCoder.encodeXML(.dictionary(values))
        let fd = try #require(try? FileDescriptor.open(path, .writeOnly, options: .truncate), "open \(path)")
        defer { fd.close() }
        try fd.writeAll(bytes)
    }

    /// Whether the process's monitor covers `folder` for some store.
    private func isWatched(_ folder: String) -> Bool {
        StoreMonitor.shared?.isWatching(folder: URL(fileURLWithPath: folder).standardizedFileURL.path) == true
    }

    @Test func aSearchListOnALocalDiskIsWatchedAndTrusted() throws {
        let home = TemporaryHome()
        try home.write(["k": "v"], to: home.file(app))
        let defaults = home.makeDefaults(app)
        #expect(defaults.string(forKey: "k") == "v")
        // Every file is covered by the watcher, including the ByHost and any-user folders that do
        // not exist (through their nearest existing parent).
        #expect(defaults.snapshot().trusted)
        #expect(StoreMonitor.shared != nil)
    }

    @Test func anotherProcessWriteIsSeenThroughInotify() throws {
        try withoutAgeLimit {
            let home = TemporaryHome()
            try home.write(["p0": 100], to: home.file(app))
            let defaults = home.makeDefaults(app)
            #expect(defaults.value(forKey: "p0") == 100)
            let result = try home.run(
                "defaults-stress", ["--domain-file", home.file(app), "--prefix", "p", "--count", "2"])
            #expect(result.status == 0, "\(result.error)")
            #expect(eventually { defaults.value(forKey: "p0") == 0 && defaults.value(forKey: "p1") == 1 })
            #expect(defaults.lookup("p1")?.source.file?.path == home.file(app))
        }
    }

    @Test func writesThroughTheLibraryInThisProcessAreVisibleToTheNextLookup() throws {
        let home = TemporaryHome()
        try home.write(["k": "global"], to: home.file(".GlobalPreferences"))
        let one = home.makeDefaults(app)
        let two = home.makeDefaults(app)
        #expect(two.string(forKey: "k") == "global")
        // No waiting anywhere below: each change is done before the lookup starts.
        one.set("pending", forKey: "k")
        #expect(two.lookup("k")?.value == "pending")
        #expect(two.lookup("k")?.source.kind == .application)
        try one.write("written", forKey: "k", inDomain: app)
        #expect(two.string(forKey: "k") == "written")
        #expect(one.string(forKey: "k") == "written")
        one.removeObject(forKey: "k")
        #expect(two.lookup("k")?.source.kind == .global)
        try one.replacePersistentDomain(["k": "replaced"], forName: app)
        #expect(two.string(forKey: "k") == "replaced")
        try one.deletePersistentDomain(forName: app)
        #expect(two.string(forKey: "k") == "global")
        try one.replacePersistentDomain(["k": "suite"], forName: "group.example.fresh")
        two.addSuite(named: "group.example.fresh")
        #expect(two.lookup("k")?.source.kind == .suite)
        two.removeSuite(named: "group.example.fresh")
        #expect(two.string(forKey: "k") == "global")
        two.setVolatileDomain(["k": "argument"], forName: Defaults.argumentDomain)
        #expect(two.lookup("k")?.source.kind == .argument)
        let key = uniqueKey()
        one.register([PlistKey(key): "registered"])
        #expect(two.string(forKey: key) == "registered")
        // The other instance saves its pending change to the shared store: still the same value.
        one.set("saved", forKey: "k2")
        #expect(one.synchronize())
        #expect(two.lookup("k2")?.value == "saved")
        #expect(try home.read(home.file(app))?["k2"] == "saved")
    }

    @Test func aNewInstanceNeverStartsFromAnOlderReading() throws {
        try withoutAgeLimit {
            let home = TemporaryHome()
            try home.write(["k": "old"], to: home.file(app))
            let first = home.makeDefaults(app)
            #expect(first.string(forKey: "k") == "old")
            try rewriteInPlace(home.file(app), ["k": "new value"])
            // Created after the write: its first lookup looks at the file, watcher or not.
            #expect(home.makeDefaults(app).string(forKey: "k") == "new value")
        }
    }

    @Test func anotherPersistentDomainFileInThisProcessIsSeen() throws {
        try withoutAgeLimit {
            let home = TemporaryHome()
            let defaults = home.makeDefaults(app)
            try home.write(["k": "old"], to: home.file(app))
            #expect(eventually { defaults.string(forKey: "k") == "old" })
            try PersistentDomainFile(url: URL(fileURLWithPath: home.file(app))).commit(["k": "new"])
            #expect(eventually { defaults.string(forKey: "k") == "new" })
            try PersistentDomainFile(url: URL(fileURLWithPath: home.file(app))).replace(with: nil)
            #expect(eventually { defaults.string(forKey: "k") == nil })
        }
    }

    @Test func storeFoldersCreatedLaterArePickedUp() throws {
        try withoutAgeLimit {
            let home = TemporaryHome()
            let defaults = home.makeDefaults(app)
            #expect(defaults.object(forKey: "k") == nil)
            #expect(!FileManager.default.fileExists(atPath: home.userDirectory))
            #expect(defaults.snapshot().trusted)
            // ~/.config and ~/.config/ByHost appear with their first files, behind the library's back.
            try home.write(["k": "app"], to: home.file(app))
            #expect(eventually { defaults.string(forKey: "k") == "app" })
            try home.write(["k": "host"], to: home.file(app, byHost: true))
            #expect(eventually { defaults.lookup("k")?.source.byHost == true })
            #expect(defaults.string(forKey: "k") == "host")
            // The any-user folder too (a different tree).
            try home.write(["system": 1], to: home.file(app, anyUser: true))
            #expect(eventually { defaults.lookup("system")?.source.kind == .anyUserApplication })
            // A folder deleted and created again is still watched.
            try FileManager.default.removeItem(atPath: home.userDirectory)
            #expect(eventually { defaults.object(forKey: "k") == nil })
            try home.write(["k": "again"], to: home.file(app))
            #expect(eventually { defaults.string(forKey: "k") == "again" })
        }
    }

    @Test(.enabled(if: TmpfsMount.isPossible, "needs permission to mount a tmpfs (root)"))
    func aStoreFolderUnmountedBehindTheLibrarysBackIsNoticed() throws {
        try withoutAgeLimit {
            let home = TemporaryHome()
            try FileManager.default.createDirectory(atPath: home.userDirectory, withIntermediateDirectories: true)
            let mount = try #require(TmpfsMount(at: home.userDirectory))
            try home.write(["k": "mounted"], to: home.file(app))
            let defaults = home.makeDefaults(app)
            #expect(defaults.string(forKey: "k") == "mounted")
            #expect(defaults.snapshot().trusted)
            try mount.unmount()
            #expect(eventually { defaults.object(forKey: "k") == nil })
            // The folder beneath the mount point is watched in its turn.
            try home.write(["k": "beneath"], to: home.file(app))
            #expect(eventually { defaults.string(forKey: "k") == "beneath" })
        }
    }

    @Test func aFileReplacedByRenameIsNoticed() throws {
        try withoutAgeLimit {
            let home = TemporaryHome()
            try home.write(["k": "old"], to: home.file(app))
            let defaults = home.makeDefaults(app)
            #expect(defaults.string(forKey: "k") == "old")
            let temporary = home.userDirectory + "/.incoming"
            try PropertyListCoder.encodeXML(["k": "renamed"]).write(to: URL(fileURLWithPath: temporary))
            #expect(throws: Never.self) { try FileSystem.rename(temporary, to: home.file(app)) }
            #expect(eventually { defaults.string(forKey: "k") == "renamed" })
        }
    }

    @Test func aSymlinkedStoreFileIsFollowedToItsTarget() throws {
        try withoutAgeLimit {
            let home = TemporaryHome()
            let dotfiles = home.home + "/dotfiles"
            try home.write(["k": "one"], to: dotfiles + "/one.plist")
            try home.write(["k": "two"], to: dotfiles + "/elsewhere/two.plist")
            try FileManager.default.createDirectory(atPath: home.userDirectory, withIntermediateDirectories: true)
            #expect(throws: Never.self) {
                try FileSystem.createSymbolicLink(at: home.file(app), to: "../dotfiles/one.plist")
            }
            let defaults = home.makeDefaults(app)
            #expect(defaults.string(forKey: "k") == "one")
            #expect(defaults.snapshot().trusted)
            // The folders of the link and of its target are both watched. Checked directly: the
            // edits below would also be seen through any event another test causes meanwhile (every
            // event makes lookups look at the files), which would hide a missing watch.
            #expect(isWatched(home.userDirectory))
            #expect(isWatched(dotfiles))
            // The target is rewritten in its own folder: nothing happens beside the link.
            try rewriteInPlace(dotfiles + "/one.plist", ["k": "one, edited"])
            #expect(eventually { defaults.string(forKey: "k") == "one, edited" })
            // The link is re-pointed at a target in yet another folder, which is then edited.
            #expect(throws: Never.self) { try FileSystem.removeFile(home.file(app)) }
            #expect(throws: Never.self) {
                try FileSystem.createSymbolicLink(at: home.file(app), to: dotfiles + "/elsewhere/two.plist")
            }
            #expect(eventually { defaults.string(forKey: "k") == "two" })
            #expect(eventually { isWatched(dotfiles + "/elsewhere") })
            try rewriteInPlace(dotfiles + "/elsewhere/two.plist", ["k": "two, edited"])
            #expect(eventually { defaults.string(forKey: "k") == "two, edited" })
        }
    }

    @Test func synchronizePicksUpOtherWritersAtOnce() throws {
        try withoutAgeLimit {
            let home = TemporaryHome()
            try home.write(["k": "old"], to: home.file(app))
            let defaults = home.makeDefaults(app)
            #expect(defaults.string(forKey: "k") == "old")
            try rewriteInPlace(home.file(app), ["k": "new value"])
            #expect(defaults.synchronize())
            #expect(defaults.string(forKey: "k") == "new value")  // no waiting
        }
    }

    @Test func whatAWatcherReportsIsWhatTheNextLookupSees() throws {
        try withoutAgeLimit {
            let home = TemporaryHome()
            try home.write(["k": "old"], to: home.file(app))
            let defaults = home.makeDefaults(app)
            let watcher = try defaults.makeWatcher()
            #expect(defaults.string(forKey: "k") == "old")
            try rewriteInPlace(home.file(app), ["k": "new value"])
            var changed = Set<String>()
            #expect(
                eventually {
                    changed.formUnion(watcher.changedDomains())
                    return changed.contains(app)
                })
            // The editor's pattern: a report, then a read. No waiting for the process's own watcher.
            #expect(defaults.string(forKey: "k") == "new value")
        }
    }

    @Test func withoutInotifyEveryLookupLooksAtTheFiles() throws {
        let home = TemporaryHome()
        try home.write(["k": "old"], to: home.file(app))
        // A second name for the store file in a folder nobody watches: writes through it produce no
        // event in the store's folder, so only looking at the file can notice them.
        let elsewhere = home.home + "/unwatched"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        #expect(link(home.file(app), elsewhere + "/hardlink.plist") == 0)
        StoreMonitor.simulateUnavailable(true)
        defer { StoreMonitor.simulateUnavailable(false) }
        try withoutAgeLimit {
            let defaults = home.makeDefaults(app)
            #expect(defaults.string(forKey: "k") == "old")
            #expect(!defaults.snapshot().trusted)
            try rewriteInPlace(elsewhere + "/hardlink.plist", ["k": "new, longer"])
            #expect(defaults.string(forKey: "k") == "new, longer")  // no waiting
        }
    }

    @Test func aChangeNoEventReportsIsSeenWithinTheAgeLimit() throws {
        let home = TemporaryHome()
        try home.write(["k": "old"], to: home.file(app))
        let elsewhere = home.home + "/unwatched"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        #expect(link(home.file(app), elsewhere + "/hardlink.plist") == 0)
        let defaults = home.makeDefaults(app)
        #expect(defaults.string(forKey: "k") == "old")
        #expect(defaults.snapshot().trusted)
        try rewriteInPlace(elsewhere + "/hardlink.plist", ["k": "new, longer"])
        #expect(eventually { defaults.string(forKey: "k") == "new, longer" })
    }

    @Test func everyThreadSeesAChangeMadeOnAnother() throws {
        let home = TemporaryHome()
        let defaults = home.makeDefaults(app)
        defaults.set("before", forKey: "k")
        let threads = 4
        // Each thread keeps its own copy of the indexed snapshot (the hot path after 64 lookups).
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<500 { _ = defaults.lookup("k") }
        }
        defaults.set("after", forKey: "k")
        let seen = Mutex<[String?]>([])
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            let value = defaults.string(forKey: "k")
            seen.withLock { $0.append(value) }
        }
        #expect(seen.withLock { $0 } == Array(repeating: "after", count: threads))
    }

    @Test func instancesNeverServeEachOthersSnapshots() throws {
        let home = TemporaryHome()
        // More instances than a thread keeps snapshots for, used in turn on one thread.
        let domains = (0..<7).map { "com.example.turn\($0)" }
        for domain in domains { try home.write(["k": .string(domain)], to: home.file(domain)) }
        let instances = domains.map { home.makeDefaults($0) }
        for _ in 0..<100 {
            for (domain, defaults) in zip(domains, instances) {
                #expect(defaults.string(forKey: "k") == domain)
            }
        }
        // An instance created after another was released (perhaps at the same address) starts afresh.
        for round in 0..<20 {
            let domain = domains[round % domains.count]
            let defaults = home.makeDefaults(domain)
            for _ in 0..<100 { #expect(defaults.string(forKey: "k") == domain) }
        }
    }

    @Test func manyInstancesShareOneWatcherAndLeakNoDescriptors() throws {
        func inotifyDescriptors() -> Int {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
            return entries.filter { entry in
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + entry))?
                    .contains("inotify") == true
            }.count
        }
        let before = inotifyDescriptors()
        var homes: [TemporaryHome] = []
        var instances: [Defaults] = []
        for index in 0..<300 {
            if index % 10 == 0 { homes.append(TemporaryHome()) }
            let defaults = homes.last!.makeDefaults("com.example.many\(index)")
            instances.append(defaults)
            defaults.register(["many-\(index)": .integer(Int64(index))])
            #expect(defaults.integer(forKey: "many-\(index)") == index)
        }
        // One process-wide watcher, whatever the number of instances (other suites running at the
        // same time may hold a few watchers of their own).
        #expect(inotifyDescriptors() < before + 10)
        // Once the instances (and so their stores) are gone, their folders are no longer watched.
        let folders = homes.map { URL(fileURLWithPath: $0.userDirectory).standardizedFileURL.path }
        #expect(folders.allSatisfy { StoreMonitor.shared?.isWatching(folder: $0) == true })
        instances.removeAll()
        #expect(folders.allSatisfy { StoreMonitor.shared?.isWatching(folder: $0) == false })
    }
}
