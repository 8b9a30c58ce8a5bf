import Foundation
import PropertyList
import Testing

@testable import Defaults

/// `Defaults.write` says what it left on disk and whether it merged another writer's change, so
/// that a watcher's report of the write can be told from an outside change.
@Suite struct StoreCommitTests {
    let domain = "com.example.commit"

    @Test func aCommitNamesTheVersionItLeftAndWhetherItMergedAnotherWrite() throws {
        let home = TemporaryDirectory()
        let defaults = Defaults(applicationDomain: domain, environment: home.environment, arguments: [])
        // Nothing read yet: whether someone else wrote cannot be told.
        let first = try defaults.write(.integer(1), forKey: "a", inDomain: domain)
        #expect(first.mergedOutsideChanges)
        #expect(first.version != nil && defaults.storeVersion(ofDomain: domain) == first.version)
        let path = try home.environment.fileURL(forDomain: domain).path
        #expect(first.file == path && StoreVersion.ofFile(atPath: path) == first.version)
        // Written on top of its own version: nothing merged.
        let second = try defaults.write(.integer(2), forKey: "a", inDomain: domain)
        #expect(!second.mergedOutsideChanges)
        #expect(second.version != first.version && defaults.storeVersion(ofDomain: domain) == second.version)
        // Another writer (its own instance of the file, as another process has) replaces the file.
        let other = PersistentDomainFile(url: try home.environment.fileURL(forDomain: domain))
        try other.commit(["b": .integer(3)])
        #expect(defaults.storeVersion(ofDomain: domain) != second.version)
        let third = try defaults.write(.integer(4), forKey: "a", inDomain: domain)
        #expect(third.mergedOutsideChanges)
        #expect(try other.contents() == ["a": .integer(4), "b": .integer(3)])
        // Removing the last keys deletes the file: that version is "no file".
        try defaults.write(nil, forKey: "b", inDomain: domain)
        let last = try defaults.write(nil, forKey: "a", inDomain: domain)
        #expect(!last.mergedOutsideChanges)
        #expect(last.version == defaults.storeVersion(ofDomain: domain))
        #expect(!FileManager.default.fileExists(atPath: try home.environment.fileURL(forDomain: domain).path))
    }
}
