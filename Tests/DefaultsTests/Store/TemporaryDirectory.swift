import Defaults
import Foundation
import SystemCalls

/// A fresh folder under /tmp (a stand-in for HOME), removed with everything in it on deinit.
///
/// Swift may release an object right after its last use, so tests pin it with
/// `defer { withExtendedLifetime(home) {} }`: otherwise the folder could vanish while child processes
/// or watchers still use paths inside it (and be re-created by them, leaking it).
final class TemporaryDirectory {
    let path: String

    init() {
        do throws(Errno) {
            path = try FileSystem.createTemporaryDirectory(prefix: "/tmp/defaults-store-test.")
        } catch {
            preconditionFailure("mkdtemp failed: \(error)")
        }
    }

    deinit {
        // Restore write permission anywhere a test removed it, then delete the tree.
        if let enumerator = FileManager.default.enumerator(atPath: path) {
            for case let entry as String in enumerator { try? FileSystem.setPermissions(path + "/" + entry, 0o700) }
        }
        try? FileManager.default.removeItem(atPath: path)
    }

    /// An environment whose HOME is this folder.
    var environment: DefaultsEnvironment { DefaultsEnvironment(home: path, anyUserDirectory: path + "/any-user") }

    func file(_ relative: String) -> String { path + "/" + relative }

    func write(_ relative: String, _ bytes: Data) throws {
        let full = file(relative)
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try bytes.write(to: URL(fileURLWithPath: full))
    }

    func read(_ relative: String) -> Data? { FileManager.default.contents(atPath: file(relative)) }

    func entries(_ relative: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: file(relative))) ?? []).sorted()
    }

    /// The permission bits of a path (symlinks not followed).
    func mode(_ relative: String) -> UInt32 {
        FileSystem.statusIfPresent(of: file(relative), followingLinks: false)?.permissions ?? 0
    }
}
