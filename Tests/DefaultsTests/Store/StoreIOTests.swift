import Foundation
import SystemCalls
import Testing

@testable import Defaults

@Suite struct StoreIOTests {
    /// The watchers walk from the nearest existing folder down to the one they were asked for; the
    /// step must cut at the right byte even when a folder name is not ASCII (a home `/home/josé`).
    @Test func nextComponentCountsBytesNotCharacters() {
        #expect(StoreIO.nextComponent(from: "/a", toward: "/a/b/c") == "/a/b")
        #expect(StoreIO.nextComponent(from: "/", toward: "/a/b") == "/a")
        #expect(StoreIO.nextComponent(from: "/home/josé", toward: "/home/josé/.config/ByHost") == "/home/josé/.config")
        // "e" + U+0301 (a combining mark): one character, three bytes.
        let decomposed = "/home/jose\u{301}"
        #expect(StoreIO.nextComponent(from: decomposed, toward: decomposed + "/.config") == decomposed + "/.config")
        #expect(StoreIO.nextComponent(from: "/d/日本", toward: "/d/日本/設定/x") == "/d/日本/設定")
    }

    @Test func nearestExistingDirectoryWalksUp() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let folder = home.path + "/josé"
        #expect(throws: Never.self) { try FileSystem.createDirectory(folder, permissions: 0o700) }
        #expect(StoreIO.nearestExistingDirectory(of: folder + "/.config/ByHost") == folder)
        #expect(StoreIO.nearestExistingDirectory(of: folder) == folder)
        #expect(StoreIO.nearestExistingDirectory(of: "/nonexistent-\(ProcessID.current)/x") == "/")
    }
}
