import Foundation
import SystemCalls
import Testing

/// The wrappers themselves: typed errors, the file calls a store commit makes, the pipe and poll a
/// loop waits on, and the one spawner.
@Suite struct SystemCallsTests {
    private func scratch() throws -> String {
        try FileSystem.createTemporaryDirectory(prefix: NSTemporaryDirectory() + "/system-calls-test-")
    }

    @Test func failuresThrowTheErrnoWithTheCLibrarysText() throws {
        #expect(throws: Errno.noSuchFileOrDirectory) { try FileDescriptor.open("/nonexistent/x", .readOnly) }
        #expect(Errno.noSuchFileOrDirectory.description == "No such file or directory (errno 2)")
        #expect(FileSystem.statusIfPresent(of: "/nonexistent/x") == nil)
    }

    @Test func writeSyncRenameAndStatusAsACommitDoes() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let temporary = folder + "/.a.tmp"
        let file = try FileDescriptor.open(temporary, .writeOnly, options: [.create, .exclusive], permissions: 0o600)
        try file.writeAll("hello")
        try file.sync()
        let written = try file.status()
        file.close()
        #expect(written.isRegular && written.size == 5 && written.permissions == 0o600)
        #expect(throws: Errno.fileExists) {
            try FileDescriptor.open(temporary, .writeOnly, options: [.create, .exclusive])
        }
        try FileSystem.rename(temporary, to: folder + "/a")
        let reader = try FileDescriptor.open(folder + "/a", .readOnly)
        defer { reader.close() }
        var bytes: [UInt8] = []
        try reader.readToEnd(appendingTo: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "hello")
        #expect(try reader.status().inode == written.inode)
        try FileSystem.createSymbolicLink(at: folder + "/link", to: "a")
        #expect(FileSystem.isSymbolicLink(folder + "/link"))
        #expect(throws: Errno.tooManySymbolicLinks) {
            try FileDescriptor.open(folder + "/link", .readOnly, options: .noFollow)
        }
    }

    @Test func aLockHeldByAnotherOpenFileIsRefusedWithoutWaiting() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try FileDescriptor.open(folder, .readOnly, options: .directory)
        let second = try FileDescriptor.open(folder, .readOnly, options: .directory)
        defer { [first, second].forEach { $0.close() } }
        #expect(try first.tryLockExclusive())
        #expect(try !second.tryLockExclusive())
        first.unlock()
        #expect(try second.tryLockExclusive())
    }

    @Test func pollSeesAPipeBecomeReadable() throws {
        let pipe = try FileDescriptor.pipe(nonBlocking: true)
        defer { [pipe.read, pipe.write].forEach { $0.close() } }
        #expect(try Poll.readable([pipe.read], timeoutMilliseconds: 0) == [false])
        try pipe.write.writeAll([7])
        #expect(Poll.waitReadable(pipe.read, timeoutMilliseconds: 1000))
        #expect(try pipe.read.read(upTo: 16) == [7])
    }

    /// Test runners block signals in their threads and posix_spawn passes the mask on: the spawned
    /// child must still die of a signal it sends itself, and lead its own group when asked.
    @Test func theSpawnerResetsSignalsAndStartsAProcessGroup() throws {
        // This thread blocks SIGTERM, as a runner's worker thread may: without the reset the child
        // would inherit the mask, ignore its own kill and exit 0 after the sleep.
        SignalActions.blockInThisThread([.terminate])
        let spawned = Result { () throws(Errno) in
            try ProcessSpawner.spawn("/bin/sh", arguments: ["-c", "kill -TERM $$; sleep 5"])
        }
        SignalActions.unblockInThisThread([.terminate])
        let killed = try spawned.get()
        #expect(try killed.waitForExit() == .signaled(.terminate))
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/out"
        let leader = try ProcessSpawner.spawn(
            "/bin/sh", arguments: ["-c", "cut -d' ' -f5 /proc/$$/stat"], standardOutput: .write(path: output),
            ownProcessGroup: true)
        #expect(try leader.waitForExit() == .exited(0))
        let group = try String(contentsOfFile: output, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(group == "\(leader.rawValue)")
        #expect(throws: Errno.noSuchFileOrDirectory) { try ProcessSpawner.spawn("/nonexistent", arguments: []) }
    }
}
