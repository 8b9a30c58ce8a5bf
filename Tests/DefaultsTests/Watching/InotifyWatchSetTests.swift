import Foundation
import PropertyList
import SystemCalls
import Testing

@testable import Defaults

/// The one inotify watch set behind both the process's `StoreMonitor` and every `DomainWatcher`.
@Suite struct InotifyWatchSetTests {
    /// Reads events until `done` holds or two seconds pass.
    private func events(_ set: InotifyWatchSet, until done: ([InotifyWatchSet.Event]) -> Bool)
        -> [InotifyWatchSet.Event]
    {
        var seen: [InotifyWatchSet.Event] = []
        let deadline = Date().addingTimeInterval(2)
        while !done(seen), Date() < deadline {
            _ = Poll.waitReadable(set.descriptor, timeoutMilliseconds: 100)
            set.readEvents { seen.append($0) }
        }
        return seen
    }

    @Test func aMissingFolderIsCoveredByItsNearestAncestorAndFollowedDown() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let set = try InotifyWatchSet()
        let target = home.file("a/b/c")
        let before = set.watch([target])
        #expect(before[target] == InotifyWatchSet.Coverage(watched: home.path, failure: nil, remote: false))
        #expect(before[target]?.isComplete == true)
        // Only the deepest existing folder is watched.
        #expect(set.watchedFolders == [home.path])

        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        let created = events(set) { $0.contains(.subfolderChanged(in: home.path)) }
        #expect(created.contains(.subfolderChanged(in: home.path)))
        // The whole path exists now: one walk reaches it, and the ancestor's watch is dropped.
        #expect(set.watch([target])[target]?.watched == target)
        #expect(set.watchedFolders == [target])

        try Data("x".utf8).write(to: URL(fileURLWithPath: target + "/one.plist"))
        #expect(throws: Never.self) { try FileSystem.removeFile(target + "/one.plist") }
        let files = events(set) { $0.contains(.file(name: "one.plist", in: target, removed: true)) }
        #expect(files.contains(.file(name: "one.plist", in: target, removed: false)))
        #expect(files.contains(.file(name: "one.plist", in: target, removed: true)))
    }

    @Test func aDeletedFolderIsReportedGoneAndFallsBackToItsParent() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let target = home.file("config")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        let set = try InotifyWatchSet()
        #expect(set.watch([target])[target]?.watched == target)
        #expect(throws: Never.self) { try FileSystem.removeDirectory(target) }
        #expect(events(set) { $0.contains(.folderGone(target)) }.contains(.folderGone(target)))
        #expect(set.watchedFolders.isEmpty)
        #expect(set.watch([target])[target]?.watched == home.path)
        #expect(set.watchedFolders == [home.path])
    }

    @Test func foldersNoLongerAskedForAreUnwatched() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        for name in ["one", "two"] {
            try FileManager.default.createDirectory(atPath: home.file(name), withIntermediateDirectories: true)
        }
        let set = try InotifyWatchSet()
        _ = set.watch([home.file("one"), home.file("two")])
        #expect(set.watchedFolders == [home.file("one"), home.file("two")])
        _ = set.watch([home.file("two")])
        #expect(set.watchedFolders == [home.file("two")])
    }

    @Test func networkAndFuseFileSystemsAreNotTrusted() throws {
        for remote: UInt32 in [0x6969, 0x517B, 0xFF53_4D42, 0xFE53_4D42, 0x6573_5546, 0x0102_1997] {
            #expect(InotifyWatchSet.isRemote(fileSystemType: remote))
        }
        // ext4, tmpfs, xfs, btrfs, overlay
        for local: UInt32 in [0xEF53, 0x0102_1994, 0x5846_5342, 0x9123_683E, 0x794C_7630] {
            #expect(!InotifyWatchSet.isRemote(fileSystemType: local))
        }
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        #expect(InotifyWatchSet.fileSystemType(of: home.path) != nil)
        // A folder whose file system cannot be asked is not trusted either.
        #expect(!InotifyWatchSet.reportsOtherWriters(home.file("missing")))
        // /tmp is local here: its coverage is complete.
        if let type = InotifyWatchSet.fileSystemType(of: home.path), !InotifyWatchSet.isRemote(fileSystemType: type) {
            #expect(try InotifyWatchSet().watch([home.path])[home.path]?.remote == false)
        }
    }

    @Test(.enabled(if: TmpfsMount.isPossible, "needs permission to mount a tmpfs (root)"))
    func anUnmountedFolderIsReportedGone() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let target = home.file("mounted")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        let mount = try #require(TmpfsMount(at: target))
        let set = try InotifyWatchSet()
        #expect(set.watch([target])[target]?.watched == target)
        try mount.unmount()
        #expect(events(set) { $0.contains(.folderGone(target)) }.contains(.folderGone(target)))
        // The folder underneath the mount point is watched again by the next walk.
        #expect(set.watch([target])[target]?.watched == target)
        try Data("x".utf8).write(to: URL(fileURLWithPath: target + "/after.plist"))
        #expect(
            events(set) { $0.contains(.file(name: "after.plist", in: target, removed: false)) }
                .contains(.file(name: "after.plist", in: target, removed: false)))
    }
}

/// A tmpfs mounted on a folder for a test (unmounted on deinit if the test did not).
final class TmpfsMount {
    let path: String
    private var mounted = true

    /// Whether this process may mount (root, or CAP_SYS_ADMIN in a container that allows it).
    static let isPossible: Bool = {
        let probe = TemporaryDirectory()
        guard let mount = TmpfsMount(at: probe.path) else { return false }
        try? mount.unmount()
        return true
    }()

    init?(at path: String) {
        guard (try? FileSystem.mount("tmpfs", on: path, type: "tmpfs", options: "size=1m")) != nil else { return nil }
        self.path = path
    }

    func unmount() throws {
        guard mounted else { return }
        try FileSystem.unmount(path)
        mounted = false
    }

    deinit { try? unmount() }
}
