import Foundation
import PropertyList
import PropertyListFoundation
import SystemCalls
import Testing

@_spi(Testing) @testable import Defaults

/// A commit skips reading the store file when its cached snapshot is proven current (it pins the
/// file's inode, and the stamp is unchanged), and re-encodes only the keys it changes. These tests fail if
/// a stale snapshot were merged or the incremental document drifted from Foundation's bytes.
@Suite struct CommitCacheTests {
    private func domain(_ home: TemporaryDirectory, _ name: String = "com.example.cache") throws -> PersistentDomainFile
    {
        PersistentDomainFile(url: try home.environment.fileURL(forDomain: name))
    }

    private func foundationXML(_ contents: [PlistKey: PlistValue]) throws -> Data {
        try PropertyListSerialization.data(
            fromPropertyList: PlistValue.dictionary(contents).foundationObject, format: .xml, options: 0)
    }

    private func stamp(_ path: String) throws -> FileStamp {
        try #require(try FileStamp.of(path: path))
    }

    /// Rewrites the file in place with other bytes of the same size and sets its mtime back, as a
    /// writer that ignores the lock could within one clock tick.
    private func rewriteInPlaceKeepingSizeAndMtime(_ path: String, _ bytes: Data) throws {
        let before = try stamp(path)
        #expect(Int64(bytes.count) == before.size)
        let fd = try #require(try? FileDescriptor.open(path, .writeOnly))
        _ = try fd.write(Array(bytes), atOffset: 0)
        // The access time is kept.
        #expect(throws: Never.self) {
            try fd.setModificationTime(seconds: before.modificationSeconds, nanoseconds: before.modificationNanoseconds)
        }
        fd.close()
        let after = try stamp(path)
        #expect(after.inode == before.inode && after.size == before.size)
        #expect(after.modificationNanoseconds == before.modificationNanoseconds)
    }

    @Test func anotherInstanceWritingASameSizeFileBetweenTwoCommitsIsMerged() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let ours = try domain(home)
        let other = try domain(home)  // another process, as far as caches go
        try ours.commit(["a": 1, "b": "x"])
        #expect(ours.hasTrustedSnapshotForTesting)
        let size = try stamp(ours.url.path).size
        try other.commit(["b": "y"])  // same length: the file keeps its size
        #expect(try stamp(ours.url.path).size == size)
        let after = try ours.commit(["c": 3])
        #expect(after == ["a": 1, "b": "y", "c": 3])
        #expect(try PersistentDomainFile(url: ours.url).contents() == ["a": 1, "b": "y", "c": 3])
    }

    @Test func anUnpinnedSnapshotMakesTheCommitReadTheFileEvenWhenTheStampIsUnchanged() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let ours = try domain(home)
        try ours.commit(["a": 1])
        // A snapshot that disagrees with the file: used only if the commit trusts the cache.
        ours.replaceCachedContentsForTesting(["a": 1, "ghost": true])
        try ours.commit(["b": 2])
        // Pinned, same stamp: the cache was trusted (the shortcut is real).
        #expect(try PersistentDomainFile(url: ours.url).contents() == ["a": 1, "b": 2, "ghost": true])

        // Without the pin, the same stamp proves nothing (the inode number may have been reused by a
        // replacement within one clock tick, which no stamp can tell apart): the file is read.
        let realStamp = try stamp(ours.url.path)
        ours.replaceCachedContentsForTesting(["stale": true])
        ours.unpinCachedSnapshotForTesting()
        #expect(!ours.hasTrustedSnapshotForTesting)
        #expect(try stamp(ours.url.path) == realStamp)
        let after = try ours.commit(["c": 3])
        #expect(after == ["a": 1, "b": 2, "ghost": true, "c": 3])
        #expect(try PersistentDomainFile(url: ours.url).contents() == after)
        #expect(ours.hasTrustedSnapshotForTesting)
    }

    @Test func thePinnedInodeOutlivesItsReplacementSoItsNumberCannotBeReused() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let ours = try domain(home)
        try ours.commit(["a": 1])
        let written = try stamp(ours.url.path)
        #expect(ours.pinnedFileForTesting?.inode == written.inode)
        #expect(ours.pinnedFileForTesting?.links == 1)
        // Another writer replaces the file (a new inode) and then deletes the domain.
        let theirs = try domain(home)
        try theirs.commit(["b": 2])
        #expect(try stamp(ours.url.path).inode != written.inode)
        try theirs.replace(with: nil)
        // Our pin still holds the old inode, unlinked: no new file can get its number.
        #expect(ours.pinnedFileForTesting?.inode == written.inode)
        #expect(ours.pinnedFileForTesting?.links == 0)
        // Our next commit sees the deletion, and releases the old inode for the new file's pin.
        #expect(try ours.commit(["c": 3]) == ["c": 3])
        #expect(ours.pinnedFileForTesting?.inode == (try stamp(ours.url.path)).inode)
    }

    @Test func anInPlaceSameSizeRewriteWithItsMtimeSetBackIsSeenByTheChangeTime() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let ours = try domain(home)
        try ours.commit(["k": "aaaa", "n": 1])
        let theirs = try foundationXML(["k": "bbbb", "n": 1])
        try rewriteInPlaceKeepingSizeAndMtime(ours.url.path, theirs)
        let after = try ours.commit(["n": 2])
        #expect(after == ["k": "bbbb", "n": 2])
        #expect(home.read(".config/com.example.cache.plist") == (try foundationXML(after)))
    }

    @Test func aFileReplacedByRenameBetweenCommitsIsSeen() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let ours = try domain(home)
        try ours.commit(["k": "aaaa"])
        // An editor's save: a new file renamed over the store, same size, mtime copied (cp -p, mv).
        let old = try stamp(ours.url.path)
        let other = home.file(".config/replacement")
        try foundationXML(["k": "bbbb"]).write(to: URL(fileURLWithPath: other))
        #expect(throws: Never.self) {
            try FileSystem.setTimes(other, seconds: old.modificationSeconds, nanoseconds: old.modificationNanoseconds)
        }
        #expect(throws: Never.self) { try FileSystem.rename(other, to: ours.url.path) }
        #expect(try ours.commit(["j": 1]) == ["k": "bbbb", "j": 1])
    }

    @Test func aDeletedFileBetweenCommitsIsSeen() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let ours = try domain(home)
        try ours.commit(["a": 1, "b": 2])
        #expect(throws: Never.self) { try FileSystem.removeFile(ours.url.path) }
        #expect(try ours.commit(["c": 3]) == ["c": 3])
        // And a missing file cached under the lock is not trusted once someone creates it.
        let other = try domain(home)
        try other.commit(["c": nil])  // deletes the file (last key)
        #expect(try ours.commit(["c": nil]) == [:])
        try foundationXML(["z": 26]).write(to: ours.url)
        #expect(try ours.commit(["y": 25]) == ["y": 25, "z": 26])
    }

    @Test func everyCommitWritesFoundationsExactBytes() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let ours = try domain(home)
        let other = try domain(home)
        var model: [PlistKey: PlistValue] = [:]
        var random = SystemRandomNumberGenerator()
        let keys = [
            "a", "b", "key10", "key2", "k\u{FF5E}", "k\u{1F600}", "é", "a&b", "<x>", "", "long key name 12345678",
        ]
        for step in 0..<120 {
            let key = keys.randomElement(using: &random)!
            let value: PlistValue? =
                switch Int.random(in: 0..<7, using: &random) {
                case 0: nil
                case 1: .integer(Int64.random(in: -1000...1000, using: &random))
                case 2: .real(Double.random(in: -1...1, using: &random))
                case 3: .string(String(repeating: "x&<", count: Int.random(in: 0...3, using: &random)))
                case 4: .bool(Bool.random(using: &random))
                case 5: ["nested": [1, "two", .data(Data([1, 2, 3]))]]
                default: .date(Date(timeIntervalSince1970: Double(Int.random(in: 0...2_000_000_000, using: &random))))
                }
            // Mostly our instance (incremental), sometimes the other (our cache goes stale).
            let writer = step % 7 == 3 ? other : ours
            let after = try writer.commit([PlistKey(key): value])
            if let value { model[key] = value } else { model.removeValue(forKey: PlistKey(key)) }
            #expect(after == model, "step \(step)")
            let bytes = home.read(".config/com.example.cache.plist")
            if model.isEmpty {
                #expect(bytes == nil, "step \(step): an empty domain has no file")
            } else {
                #expect(bytes == (try foundationXML(model)), "step \(step)")
            }
        }
    }

    @Test func valuesThatNeedVerificationStillReadBackAsStored() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let ours = try domain(home)
        // An integer above Int64.max is not claimed to read back exactly: such a domain takes the path
        // that parses its own output, and the cache holds what Foundation reads.
        let after = try ours.commit(["big": PlistValue(UInt64.max), "plain": 1])
        let reread = try PersistentDomainFile(url: ours.url).contents()
        #expect(after == reread)
        let next = try ours.commit(["plain": 2])
        #expect(next == (try PersistentDomainFile(url: ours.url).contents()))
        #expect(home.read(".config/com.example.cache.plist") == (try foundationXML(next)))
    }
}
