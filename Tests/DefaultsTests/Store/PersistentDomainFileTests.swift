import Foundation
import Glibc
import PropertyList
import Testing

@_spi(Testing) @testable import Defaults

@Suite struct PersistentDomainFileTests {
    private func domain(_ home: TemporaryDirectory, _ name: String = "com.example.app", byHost: Bool = false) throws
        -> PersistentDomainFile
    {
        PersistentDomainFile(url: try home.environment.fileURL(forDomain: name, byHost: byHost))
    }

    // MARK: - Basics

    @Test func missingFileIsAnEmptyDomainAndNothingIsCreatedByReading() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let file = try domain(home)
        #expect(try file.contents() == [:])
        #expect(home.entries("").isEmpty)
    }

    @Test func commitWritesFoundationCompatibleXMLAndReadsBack() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let file = try domain(home)
        let values: [PlistKey: PlistValue] = [
            "s": "text", "i": .integer(-7), "u": PlistValue(UInt64.max), "r": 0.5, "b": true,
            "d": .date(Date(timeIntervalSince1970: 1_700_000_000)), "data": .data(Data([0, 1, 2])),
            "a": ["x", 1], "dict": ["k": false],
        ]
        let after = try file.commit(values.mapValues { $0 })
        #expect(after == values)
        let bytes = try #require(home.read(".config/com.example.app.plist"))
        #expect(bytes == (try PropertyListCoder.encodeXML(.dictionary(values))))
        // Foundation itself reads the file.
        let object = try PropertyListSerialization.propertyList(from: bytes, format: nil) as? [String: Any]
        #expect(object?["s"] as? String == "text")
        #expect(try PersistentDomainFile(url: file.url).contents() == values)
    }

    @Test func commitMergesPerKeyAndNilRemoves() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let first = try domain(home)
        let second = try domain(home)  // another writer, e.g. another process
        try first.commit(["a": 1, "b": 2])
        try second.commit(["c": 3])  // does not know about a and b
        try first.commit(["b": nil, "d": 4])  // removes b, keeps c written by the other writer
        #expect(try second.contents() == ["a": 1, "c": 3, "d": 4])
    }

    @Test func fractionalDatesAreTruncatedSoFoundationCanReadTheFile() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let file = try domain(home)
        let after = try file.commit(["when": .date(Date(timeIntervalSince1970: 1.75))])
        #expect(after["when"] == .date(Date(timeIntervalSince1970: 1)))
        let text = String(decoding: try #require(home.read(".config/com.example.app.plist")), as: UTF8.self)
        #expect(text.contains("<date>1970-01-01T00:00:01Z</date>"))
    }

    // MARK: - Modes, deletion, formats, symlinks

    @Test func folderIs0700AndFileIs0600() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        try domain(home).commit(["k": "v"])
        try domain(home, byHost: true).commit(["k": "v"])
        #expect(home.mode(".config") == 0o700)
        #expect(home.mode(".config/com.example.app.plist") == 0o600)
        #expect(home.mode(".config/ByHost") == 0o700)
        #expect(home.mode(".config/ByHost/com.example.app..plist") == 0o600)
    }

    @Test func removingTheLastKeyDeletesTheFile() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let file = try domain(home)
        try file.commit(["a": 1, "b": 2])
        try file.commit(["a": nil])
        #expect(home.read(".config/com.example.app.plist") != nil)
        #expect(try file.commit(["b": nil]) == [:])
        #expect(home.read(".config/com.example.app.plist") == nil)
        #expect(home.entries(".config") == [])  // no temporary file, no lock file: nothing of the domain
        try file.commit(["c": 3])
        try file.replace(with: nil)
        #expect(home.read(".config/com.example.app.plist") == nil)
    }

    @Test func replaceSwapsTheWholeDomain() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let file = try domain(home)
        try file.commit(["a": 1, "b": 2])
        try file.replace(with: ["z": "only"])
        #expect(try domain(home).contents() == ["z": "only"])
        try file.replace(with: [:])
        #expect(home.read(".config/com.example.app.plist") == nil)
    }

    @Test func symlinkStaysALinkAndItsTargetIsReplaced() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        try home.write("dotfiles/prefs/app.plist", try PropertyListCoder.encodeXML(["old": 1]))
        try FileManager.default.createDirectory(atPath: home.file(".config"), withIntermediateDirectories: true)
        #expect(symlink("../dotfiles/prefs/app.plist", home.file(".config/com.example.app.plist")) == 0)
        let file = try domain(home)
        #expect(try file.contents() == ["old": 1])
        try file.commit(["new": 2])
        #expect(isLink(home.file(".config/com.example.app.plist")))
        let target = try #require(home.read("dotfiles/prefs/app.plist"))
        #expect(try PropertyListCoder.decode(target).value == ["old": 1, "new": 2])
        #expect(home.mode("dotfiles/prefs/app.plist") == 0o600)
        // Temporary files went to the target's folder and are gone.
        #expect(home.entries("dotfiles/prefs") == ["app.plist"])
        // Emptying the domain keeps the link valid: the target becomes an empty dictionary.
        try file.commit(["old": nil, "new": nil])
        #expect(isLink(home.file(".config/com.example.app.plist")))
        #expect(try PropertyListCoder.decode(try #require(home.read("dotfiles/prefs/app.plist"))).value == [:])
        #expect(try domain(home).contents() == [:])
    }

    @Test func danglingSymlinkCreatesItsTarget() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        try FileManager.default.createDirectory(atPath: home.file(".config"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: home.file("repo"), withIntermediateDirectories: true)
        #expect(symlink(home.file("repo/app.plist"), home.file(".config/com.example.app.plist")) == 0)
        try domain(home).commit(["k": "v"])
        #expect(isLink(home.file(".config/com.example.app.plist")))
        #expect(try PropertyListCoder.decode(try #require(home.read("repo/app.plist"))).value == ["k": "v"])
    }

    @Test(arguments: [PropertyListFormat.binary, .openStep])
    func binaryAndOpenStepFilesAreReadAndRewrittenAsXML(format: PropertyListFormat) throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let bytes: Data =
            switch format {
            case .binary: try PropertyListCoder.encodeBinary(["name": "Ann", "count": 3])
            default: Data("{ name = Ann; list = (a, \"b c\"); }".utf8)
            }
        try home.write(".config/com.example.app.plist", bytes)
        let file = try domain(home)
        let expected: [PlistKey: PlistValue] =
            format == .binary ? ["name": "Ann", "count": 3] : ["name": "Ann", "list": ["a", "b c"]]
        #expect(try file.contents() == expected)
        try file.commit(["added": true])
        let rewritten = try #require(home.read(".config/com.example.app.plist"))
        let decoded = try PropertyListCoder.decode(rewritten)
        #expect(decoded.format == .xml)
        #expect(decoded.value == .dictionary(expected.merging(["added": true]) { a, _ in a }))
    }

    // MARK: - Cache revalidation

    @Test func readsSeeOtherWritersWithoutSynchronize() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let reader = try domain(home)
        #expect(try reader.contents() == [:])
        try domain(home).commit(["k": 1])
        #expect(try reader.contents() == ["k": 1])
        // An in-place rewrite (as Foundation does it) is seen too.
        try home.write(".config/com.example.app.plist", try PropertyListCoder.encodeXML(["k": 2, "other": "x"]))
        #expect(try reader.contents() == ["k": 2, "other": "x"])
        try FileManager.default.removeItem(atPath: home.file(".config/com.example.app.plist"))
        #expect(try reader.contents() == [:])
    }

    @Test func unchangedStampServesTheCacheWithoutRereading() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let file = try domain(home)
        try file.commit(["k": "aaaa"])
        // A cache that disagrees with the file is what contents() answers while the stamp is unchanged
        // (proof that it does not re-read every time).
        file.replaceCachedContentsForTesting(["k": "cached"])
        #expect(try file.contents() == ["k": "cached"])
        let path = home.file(".config/com.example.app.plist")
        var before = stat()
        #expect(stat(path, &before) == 0)
        // Rewrite the bytes in place, same size, then restore the mtime: inode, size and mtime are
        // unchanged, but the change time moved, so the stamp differs and the file is read again.
        let original = try #require(home.read(".config/com.example.app.plist"))
        let edited = Data(String(decoding: original, as: UTF8.self).replacingOccurrences(of: "aaaa", with: "bbbb").utf8)
        #expect(edited.count == original.count)
        let fd = open(path, O_WRONLY)
        _ = edited.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
        var times = [before.st_atim, before.st_mtim]
        #expect(futimens(fd, &times) == 0)
        close(fd)
        #expect(try file.contents() == ["k": "bbbb"])
        #expect(try file.commit(["other": 1]) == ["k": "bbbb", "other": 1])
    }

    // MARK: - Unreadable files

    @Test func truncatedStoreIsKeptAndEveryCommitFailsUntilFixed() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let file = try domain(home)
        try file.commit(["k1": "one", "k2": "two", "k3": "three", "k4": "four"])
        let full = try #require(home.read(".config/com.example.app.plist"))
        let truncated = full.prefix(200)
        try home.write(".config/com.example.app.plist", truncated)

        let fresh = try domain(home)
        var kept: String?
        do {
            try fresh.commit(["k5": "five"])
            Issue.record("a commit over a truncated file succeeded")
        } catch {
            guard case .corruptStore(let reported, _, let copy, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(reported == home.file(".config/com.example.app.plist"))
            kept = copy
            #expect(error.description.contains("cannot be read as a property list"))
            #expect(error.description.contains("a copy was kept at \(copy ?? "?")"))
            #expect(error.description.contains("fix or remove the file, then retry"))
        }
        // The file is untouched, the copy is byte-identical and its name does not end in .plist.
        #expect(home.read(".config/com.example.app.plist") == truncated)
        let copy = try #require(kept)
        #expect(!copy.hasSuffix(".plist"))
        #expect(StoreIOName.isCorruptCopy(copy))
        #expect(FileManager.default.contents(atPath: copy) == truncated)
        #expect(home.mode(".config/" + (copy as NSString).lastPathComponent) == 0o600)

        // Reads and later commits keep failing, without making more copies.
        #expect(throws: DefaultsError.self) { try fresh.contents() }
        #expect(throws: DefaultsError.self) { try fresh.commit(["k6": "six"]) }
        #expect(throws: DefaultsError.self) { try domain(home).commit(["k6": "six"]) }
        #expect(home.entries(".config").filter { $0.contains(".corrupt-") }.count == 1)
        #expect(home.read(".config/com.example.app.plist") == truncated)

        // The user restores the file: no key was lost, and writes work again.
        try home.write(".config/com.example.app.plist", full)
        #expect(try fresh.commit(["k5": "five"]).keys.sorted() == ["k1", "k2", "k3", "k4", "k5"])
    }

    @Test func removingTheCorruptFileClearsTheError() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        try home.write(".config/com.example.app.plist", Data("<?xml version=\"1.0\"?><plist><dict><key>".utf8))
        let file = try domain(home)
        #expect(throws: DefaultsError.self) { try file.contents() }
        try FileManager.default.removeItem(atPath: home.file(".config/com.example.app.plist"))
        #expect(try file.commit(["k": 1]) == ["k": 1])
    }

    @Test func topLevelThatIsNotADictionaryIsCorrupt() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        try home.write(".config/com.example.app.plist", try PropertyListCoder.encodeXML(["a", "b"]))
        let file = try domain(home)
        do throws(DefaultsError) {
            _ = try file.contents()
            Issue.record("an array domain was accepted")
        } catch {
            #expect(error.description.contains("its top level is an array, not a dictionary"))
        }
    }

    @Test func replaceOverwritesACorruptFileOnlyAfterKeepingACopy() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let garbage = Data("{ unterminated = (".utf8)
        try home.write(".config/com.example.app.plist", garbage)
        let file = try domain(home)
        try file.replace(with: ["fresh": 1])
        #expect(try file.contents() == ["fresh": 1])
        let copies = home.entries(".config").filter { $0.hasPrefix("com.example.app.plist.corrupt-") }
        #expect(copies.count == 1)
        #expect(home.read(".config/" + copies[0]) == garbage)
    }

    @Test func zeroLengthFileIsAnEmptyDomain() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        try home.write(".config/com.example.app.plist", Data())
        let file = try domain(home)
        #expect(try file.contents() == [:])
        #expect(try file.commit(["k": 1]) == ["k": 1])
        #expect(!home.entries(".config").contains { $0.contains(".corrupt-") })
    }

    // MARK: - Failed writes leave the old file intact

    @Test(arguments: [
        StoreFault(step: .createTemporary, code: EACCES),
        StoreFault(step: .write, code: ENOSPC),
        StoreFault(step: .sync, code: EIO),
        StoreFault(step: .rename, code: EROFS),
    ])
    func injectedWriteFailureLeavesTheOldFileIntact(fault: StoreFault) throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let file = try domain(home)
        try file.commit(["keep": "me"])
        let before = try #require(home.read(".config/com.example.app.plist"))
        file.injectFault(fault)
        do {
            try file.commit(["new": "value"])
            Issue.record("the commit succeeded despite \(fault)")
        } catch {
            switch fault.code {
            case ENOSPC:
                #expect(error == .diskFull(file: try #require(error.failedFile)))
                #expect(error.description.contains("no space left on device"))
            case EACCES: #expect(error.description.contains("permission denied"))
            case EROFS: #expect(error.description.contains("read-only"))
            default: #expect(error.description.contains("Input/output error"))
            }
            #expect(error.description.contains("retry"))
        }
        #expect(home.read(".config/com.example.app.plist") == before)
        #expect(home.entries(".config") == ["com.example.app.plist"])
        #expect(try file.contents() == ["keep": "me"])
        // Once the cause is gone, the same change goes through.
        file.injectFault(nil)
        #expect(try file.commit(["new": "value"]) == ["keep": "me", "new": "value"])
    }

    @Test func aSidecarLockFileThatCannotBeCreatedIsAClearError() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let file = try domain(home)
        try file.commit(["k": 1])
        // A file system that refuses a lock on the folder (NFS: EBADF) falls back to the sidecar; a
        // folder where the sidecar should be makes open(O_RDWR) fail with EISDIR even for root.
        file.injectFault(StoreFault(step: .lockFolder, code: EBADF))
        try FileManager.default.createDirectory(
            atPath: home.file(".config/com.example.app.plist.lock"), withIntermediateDirectories: false)
        #expect(throws: DefaultsError.self) { try file.commit(["k": 2]) }
        #expect(!file.locksFolderForTesting)
        #expect(try domain(home).contents() == ["k": 1])
    }

    @Test func aLockHeldTooLongIsAClearErrorAndNothingIsWritten() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let url = try home.environment.fileURL(forDomain: "com.example.app")
        try PersistentDomainFile(url: url).commit(["k": 1])
        // Another "process" (a separate open file description) holds the lock: the folder's flock.
        let folder = url.deletingLastPathComponent().path
        let holder = open(folder, O_RDONLY | O_DIRECTORY)
        #expect(flock(holder, LOCK_EX) == 0)
        let file = PersistentDomainFile(url: url, lockTimeoutMilliseconds: 150)
        #expect(throws: DefaultsError.lockTimeout(file: folder, milliseconds: 150)) {
            try file.commit(["k": 2])
        }
        #expect(DefaultsError.lockTimeout(file: "/x.lock", milliseconds: 30000).description.contains("fuser /x.lock"))
        close(holder)
        #expect(try file.commit(["k": 2]) == ["k": 2])
        #expect(try PersistentDomainFile(url: url).contents() == ["k": 2])
    }

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
        for file in [first, second] { file.injectFault(StoreFault(step: .lockFolder, code: EBADF)) }
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

    private func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }
}

extension DefaultsError {
    /// The file named by a write error, for assertions.
    fileprivate var failedFile: String? {
        switch self {
        case .diskFull(let file), .readOnlyFileSystem(let file): file
        case .permissionDenied(let file, _), .fileSystem(let file, _, _): file
        default: nil
        }
    }
}

/// Naming rules of files kept beside a store file.
enum StoreIOName {
    static func isCorruptCopy(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        guard let range = name.range(of: ".plist.corrupt-") else { return false }
        let stamp = name[range.upperBound...]
        return stamp.count >= 16 && stamp.hasSuffix("Z") || stamp.contains("Z-")
    }
}
