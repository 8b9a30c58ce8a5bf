import Foundation
import PropertyList
import SystemCalls
import Testing

@_spi(Testing) @testable import Defaults

/// Unreadable store files, and writes that fail on the way: the old file is always left intact.
extension PersistentDomainFileTests {
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
        StoreFault(step: .createTemporary, code: Errno.permissionDenied.rawValue),
        StoreFault(step: .write, code: Errno.noSpace.rawValue),
        StoreFault(step: .sync, code: Errno.ioError.rawValue),
        StoreFault(step: .rename, code: Errno.readOnlyFileSystem.rawValue),
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
            switch Errno(rawValue: fault.code) {
            case .noSpace:
                #expect(error == .diskFull(file: try #require(error.failedFile)))
                #expect(error.description.contains("no space left on device"))
            case .permissionDenied: #expect(error.description.contains("permission denied"))
            case .readOnlyFileSystem: #expect(error.description.contains("read-only"))
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
        file.injectFault(StoreFault(step: .lockFolder, code: Errno.badFileDescriptor.rawValue))
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
        let holder = try FileDescriptor.open(folder, .readOnly, options: .directory)
        #expect(throws: Never.self) { try holder.lockExclusive() }
        let file = PersistentDomainFile(url: url, lockTimeoutMilliseconds: 150)
        #expect(throws: DefaultsError.lockTimeout(file: folder, milliseconds: 150)) {
            try file.commit(["k": 2])
        }
        #expect(DefaultsError.lockTimeout(file: "/x.lock", milliseconds: 30000).description.contains("fuser /x.lock"))
        holder.close()
        #expect(try file.commit(["k": 2]) == ["k": 2])
        #expect(try PersistentDomainFile(url: url).contents() == ["k": 2])
    }
}
