import Foundation
import PropertyList
import PropertyListFoundation
import SystemCalls
import Testing

@_spi(Testing) @testable import Defaults

/// The domain's lock (it leaves nothing behind and still excludes every writer), writers that ignore
/// it, and threads.
extension PersistentDomainFileTests {
    // MARK: - The lock leaves nothing behind and still excludes every writer

    @Test func nothingOfTheDomainRemainsAfterItIsDeleted() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let file = try domain(home)
        try file.commit(["a": 1, "b": "two"])
        try file.commit(["a": 2])
        #expect(home.entries(".config") == ["com.example.app.plist"])
        try file.replace(with: nil)
        #expect(home.entries(".config") == [])
        // Also through `Defaults`, after commits from several instances.
        let defaults = Defaults(applicationDomain: "com.example.app", environment: home.environment, arguments: [])
        try defaults.write("v", forKey: "k", inDomain: "com.example.app")
        try domain(home).commit(["other": 1])
        defaults.removePersistentDomain(forName: "com.example.app")
        #expect(home.entries(".config") == [])
    }

    /// A commit that runs `body` while it holds the domain's lock (the `computing` closure runs under it).
    private func holdingTheLock(of file: PersistentDomainFile, _ body: () -> Void) throws {
        try file.commit(computing: { _ in
            body()
            return [:]
        })
    }

    @Test func aWriterThatOpenedTheLockBeforeADeleteStillExcludesOthers() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let url = try home.environment.fileURL(forDomain: "com.example.app")
        let early = PersistentDomainFile(url: url)
        try early.commit(["k": 1])  // its lock descriptor is open from here on
        let other = PersistentDomainFile(url: url, lockTimeoutMilliseconds: 150)
        try other.replace(with: nil)  // `defaults delete`: nothing of the domain is left
        #expect(home.entries(".config") == [])
        var refused: DefaultsError?
        try holdingTheLock(of: early) {
            do throws(DefaultsError) { try other.commit(["late": 1]) } catch { refused = error }
        }
        #expect(refused == .lockTimeout(file: url.deletingLastPathComponent().path, milliseconds: 150))
        #expect(try other.commit(["late": 1]) == ["late": 1])
        #expect(try early.commit(["k": 2]) == ["late": 1, "k": 2])
        // A delete waits for a writer that holds the lock, like every other writer.
        var deleteRefused: DefaultsError?
        try holdingTheLock(of: early) {
            do throws(DefaultsError) { try other.replace(with: nil) } catch { deleteRefused = error }
        }
        #expect(deleteRefused == .lockTimeout(file: url.deletingLastPathComponent().path, milliseconds: 150))
        #expect(try early.contents() == ["late": 1, "k": 2])
    }

    @Test func aWriterWhoseFolderWasRemovedAndRecreatedLocksTheNewFolder() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let url = try home.environment.fileURL(forDomain: "com.example.app")
        let early = PersistentDomainFile(url: url)
        try early.commit(["k": 1])
        // `rm -rf ~/.config` while `early` keeps the old folder open; another writer recreates it.
        try FileManager.default.removeItem(atPath: home.file(".config"))
        let other = PersistentDomainFile(url: url, lockTimeoutMilliseconds: 150)
        try other.commit(["new": 1])
        var refused: DefaultsError?
        try holdingTheLock(of: early) {
            do throws(DefaultsError) { try other.commit(["late": 1]) } catch { refused = error }
        }
        #expect(refused == .lockTimeout(file: url.deletingLastPathComponent().path, milliseconds: 150))
        #expect(try early.commit(["k": 2]) == ["new": 1, "k": 2])
    }

    @Test func folderLocksExcludeWritersOfEveryDomainOfTheFolderButNotOfOthers() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let app = try domain(home)
        try app.commit(["k": 1])
        let neighbour = PersistentDomainFile(
            url: try home.environment.fileURL(forDomain: "com.example.neighbour"), lockTimeoutMilliseconds: 150)
        let byHost = PersistentDomainFile(
            url: try home.environment.fileURL(forDomain: "com.example.app", byHost: true), lockTimeoutMilliseconds: 150)
        var neighbourResult: DefaultsError?
        var byHostResult: [PlistKey: PlistValue]?
        try holdingTheLock(of: app) {
            do throws(DefaultsError) { try neighbour.commit(["n": 1]) } catch { neighbourResult = error }
            byHostResult = try? byHost.commit(["h": 1])
        }
        #expect(neighbourResult == .lockTimeout(file: home.file(".config"), milliseconds: 150))
        #expect(byHostResult == ["h": 1])  // ByHost is another folder, with its own lock
    }

    @Test func whereTheFolderCannotBeLockedWritersFallBackToTheSidecarAndStillExcludeEachOther() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let url = try home.environment.fileURL(forDomain: "com.example.app")
        let first = PersistentDomainFile(url: url)
        let second = PersistentDomainFile(url: url, lockTimeoutMilliseconds: 150)
        for file in [first, second] {
            file.injectFault(StoreFault(step: .lockFolder, code: Errno.badFileDescriptor.rawValue))
        }
        try first.commit(["a": 1])
        #expect(!first.locksFolderForTesting)
        #expect(home.entries(".config") == ["com.example.app.plist", "com.example.app.plist.lock"])
        var refused: DefaultsError?
        try holdingTheLock(of: first) {
            do throws(DefaultsError) { try second.commit(["b": 1]) } catch { refused = error }
        }
        #expect(refused == .lockTimeout(file: url.path + ".lock", milliseconds: 150))
        // Nothing is pinned there, so every commit reads the file: another writer's keys survive.
        #expect(!first.hasTrustedSnapshotForTesting)
        try second.commit(["b": 1])
        #expect(try first.commit(["c": 1]) == ["a": 1, "b": 1, "c": 1])
    }

    // MARK: - Writers that ignore the lock

    @Test func aRewriteBetweenTheReadAndTheRenameIsMergedNotOverwritten() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let file = try domain(home)
        try file.commit(["ours": 1, "shared": "old"])
        let path = file.url.path
        // Foundation takes no lock: it rewrites the file (here with a key of its own) after our commit
        // read it and before our rename.
        file.beforeNextRename {
            let theirs = PlistValue.dictionary(["ours": 1, "shared": "old", "foreign": "kept"])
            let data = try! PropertyListSerialization.data(
                fromPropertyList: theirs.foundationObject, format: .xml, options: 0)
            try! data.write(to: URL(fileURLWithPath: path), options: .atomic)
        }
        let after = try file.commit(["ours": 2])
        #expect(after == ["ours": 2, "shared": "old", "foreign": "kept"])
        #expect(try PersistentDomainFile(url: file.url).contents() == after)
    }

    @Test func storeFileThatIsAFolderIsReportedNotTreatedAsEmpty() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        try FileManager.default.createDirectory(
            atPath: home.file(".config/com.example.app.plist"), withIntermediateDirectories: true)
        let file = try domain(home)
        do throws(DefaultsError) {
            _ = try file.contents()
            Issue.record("a folder was read as a domain")
        } catch {
            #expect(error.description.contains(home.file(".config/com.example.app.plist")))
        }
    }

    // MARK: - Threads

    @Test func threadsSharingOneInstanceAndSeparateInstancesLoseNothing() async throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let shared = try domain(home)
        let url = shared.url
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<4 {
                group.addTask {
                    let own = PersistentDomainFile(url: url)
                    for index in 0..<20 {
                        let target = index.isMultiple(of: 2) ? shared : own
                        _ = try? target.commit(["w\(writer)-\(index)": .integer(Int64(index))])
                    }
                }
            }
        }
        #expect(try shared.contents().count == 80)
    }
}
