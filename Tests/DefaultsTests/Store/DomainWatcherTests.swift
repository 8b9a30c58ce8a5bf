import Defaults
import Foundation
import PropertyList
import SystemCalls
import Testing

@Suite struct DomainWatcherTests {
    /// Collects changes until `done` holds or two seconds pass.
    private func collect(
        _ watcher: DomainWatcher, until done: (Set<DomainWatcher.Change>) -> Bool
    ) -> Set<DomainWatcher.Change> {
        var seen = Set<DomainWatcher.Change>()
        let deadline = Date().addingTimeInterval(2)
        while !done(seen), Date() < deadline {
            seen.formUnion(watcher.changes(timeoutMilliseconds: 100))
        }
        return seen
    }

    private func names(_ changes: Set<DomainWatcher.Change>) -> Set<String> { Set(changes.map(\.domain)) }

    @Test func externalAtomicRenameAndDeleteAreReported() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        try home.write(".config/keep.txt", Data())
        let watcher = try DomainWatcher(directories: [URL(fileURLWithPath: home.file(".config"))])
        #expect(watcher.changedDomains().isEmpty)

        // Another program writes a temporary file and renames it into place.
        try home.write(".config/.com.example.app.plist.tmp.99.abc", try PropertyListCoder.encodeXML(["k": 1]))
        #expect(throws: Never.self) {
            try FileSystem.rename(
                home.file(".config/.com.example.app.plist.tmp.99.abc"), to: home.file(".config/com.example.app.plist"))
        }
        let renamed = collect(watcher) { names($0).contains("com.example.app") }
        #expect(names(renamed) == ["com.example.app"])
        #expect(renamed.first?.byHost == false)

        #expect(throws: Never.self) { try FileSystem.removeFile(home.file(".config/com.example.app.plist")) }
        #expect(names(collect(watcher) { !$0.isEmpty }) == ["com.example.app"])
    }

    @Test func inPlaceWritesAndTheGlobalDomainAreReported() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        try FileManager.default.createDirectory(atPath: home.file(".config"), withIntermediateDirectories: true)
        let watcher = try DomainWatcher(directories: [URL(fileURLWithPath: home.file(".config"))])
        try home.write(".config/.GlobalPreferences.plist", try PropertyListCoder.encodeXML(["g": 1]))
        #expect(names(collect(watcher) { !$0.isEmpty }) == [".GlobalPreferences"])
    }

    @Test func lockTemporaryAndKeptCopiesAreIgnored() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        try FileManager.default.createDirectory(atPath: home.file(".config"), withIntermediateDirectories: true)
        let watcher = try DomainWatcher(directories: [URL(fileURLWithPath: home.file(".config"))])
        for name in ["a.plist.lock", ".a.plist.tmp.1.ff", "a.plist.corrupt-20260101T000000Z", "notes.txt", "a.plist~"] {
            try home.write(".config/" + name, Data("x".utf8))
        }
        try? FileSystem.removeFile(home.file(".config/.a.plist.tmp.1.ff"))
        #expect(watcher.changedDomains(timeoutMilliseconds: 300).isEmpty)
    }

    @Test func ourOwnCommitIsReportedOnceAsItsDomain() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let env = home.environment
        let file = PersistentDomainFile(url: try env.fileURL(forDomain: "com.example.app"))
        try file.commit(["a": 1])
        let watcher = try DomainWatcher(directories: [URL(fileURLWithPath: env.userDirectory!)])
        try file.commit(["b": 2])
        #expect(names(collect(watcher) { !$0.isEmpty }) == ["com.example.app"])
    }

    @Test func firstWriteIntoAFolderThatDoesNotExistYetIsNoticed() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let env = home.environment
        let watcher = try DomainWatcher(directories: [
            URL(fileURLWithPath: env.userDirectory!), URL(fileURLWithPath: env.userByHostDirectory!),
        ])
        // Nothing was created by watching.
        #expect(home.entries("").isEmpty)

        try PersistentDomainFile(url: try env.fileURL(forDomain: "com.example.app")).commit(["k": 1])
        let first = collect(watcher) { names($0).contains("com.example.app") }
        #expect(first.contains { $0.domain == "com.example.app" && !$0.byHost })

        try PersistentDomainFile(url: try env.fileURL(forDomain: "com.example.app", byHost: true)).commit(["h": 1])
        let byHost = collect(watcher) { $0.contains { $0.byHost } }
        #expect(byHost.contains { $0.domain == "com.example.app" && $0.byHost })
        #expect(byHost.first { $0.byHost }?.directory.path == env.userByHostDirectory)

        // Later writes in the now-existing folder keep being reported.
        try PersistentDomainFile(url: try env.fileURL(forDomain: "other")).commit(["k": 1])
        #expect(names(collect(watcher) { names($0).contains("other") }).contains("other"))
    }

    @Test func deeplyMissingFolderIsFollowedDownAsItAppears() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let env = DefaultsEnvironment(home: home.file("users/ann"))
        let watcher = try DomainWatcher(directories: [URL(fileURLWithPath: env.userDirectory!)])
        try PersistentDomainFile(url: try env.fileURL(forDomain: "deep")).commit(["k": 1])
        #expect(names(collect(watcher) { !$0.isEmpty }) == ["deep"])
    }

    @Test func folderMovedAwayReportsItsDomainsAndAReplacementIsWatched() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let env = home.environment
        try PersistentDomainFile(url: try env.fileURL(forDomain: "one")).commit(["k": 1])
        let watcher = try DomainWatcher(directories: [URL(fileURLWithPath: env.userDirectory!)])
        #expect(throws: Never.self) { try FileSystem.rename(home.file(".config"), to: home.file("old-config")) }
        #expect(names(collect(watcher) { names($0).contains("one") }).contains("one"))
        try PersistentDomainFile(url: try env.fileURL(forDomain: "two")).commit(["k": 1])
        #expect(names(collect(watcher) { names($0).contains("two") }).contains("two"))
    }

    @Test func descriptorBecomesReadableForPoll() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        try FileManager.default.createDirectory(atPath: home.file(".config"), withIntermediateDirectories: true)
        let watcher = try DomainWatcher(directories: [URL(fileURLWithPath: home.file(".config"))])
        let descriptor = FileDescriptor(rawValue: watcher.fileDescriptor)
        #expect(try Poll.readable([descriptor], timeoutMilliseconds: 0) == [false])
        try home.write(".config/x.plist", try PropertyListCoder.encodeXML(["k": 1]))
        #expect(try Poll.readable([descriptor], timeoutMilliseconds: 2000) == [true])
        #expect(watcher.changedDomains() == ["x"])
        // Non-blocking: nothing pending returns at once.
        #expect(watcher.changedDomains().isEmpty)
    }

    @Test(.enabled(if: TmpfsMount.isPossible, "needs permission to mount a tmpfs (root)"))
    func anUnmountedFolderReportsItsDomainsAndTheFolderBeneathIsWatched() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        try FileManager.default.createDirectory(atPath: home.file(".config"), withIntermediateDirectories: true)
        let mount = try #require(TmpfsMount(at: home.file(".config")))
        try home.write(".config/mounted.plist", try PropertyListCoder.encodeXML(["k": 1]))
        let watcher = try DomainWatcher(directories: [URL(fileURLWithPath: home.file(".config"))])
        #expect(watcher.remoteDirectories.isEmpty)
        try mount.unmount()
        #expect(names(collect(watcher) { names($0).contains("mounted") }).contains("mounted"))
        try home.write(".config/beneath.plist", try PropertyListCoder.encodeXML(["k": 1]))
        #expect(names(collect(watcher) { names($0).contains("beneath") }).contains("beneath"))
    }
}
