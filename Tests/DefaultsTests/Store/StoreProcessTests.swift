import Foundation
import PropertyList
import PropertyListFoundation
import Synchronization
import SystemCalls
import TestSupport
import Testing

@testable import Defaults
@testable import DefaultsStress

/// Tests that run `defaults-stress` child processes against one store file.
@Suite(.serialized) struct StoreProcessTests {
    /// `defaults-stress`, built next to the test bundle (the test target depends on it).
    static let stressExecutable: URL? = {
        var folders: [URL] = []
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folders.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
        }
        if let exe = Bundle.main.executableURL { folders.append(exe.deletingLastPathComponent()) }
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for folder in folders {
            for candidate in [folder, folder.deletingLastPathComponent()] {
                let url = candidate.appendingPathComponent("defaults-stress")
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
        }
        return nil
    }()

    struct MissingExecutable: Error, CustomStringConvertible {
        var description: String { "defaults-stress was not built next to the test bundle" }
    }

    static func executable() throws -> URL {
        guard let url = stressExecutable else { throw MissingExecutable() }
        return url
    }

    private func spawn(_ arguments: [String]) throws -> TestProcess.Running {
        try TestProcess.start(try Self.executable().path, arguments)
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let ran = try TestProcess.run(try Self.executable().path, arguments)
        return (ran.status, ran.text, ran.error)
    }

    /// A strict reader on its own thread: reads the raw file without retries until stopped.
    private final class Reader: Sendable {
        let stop = Atomic<Bool>(false)
        let report = Mutex(StrictReadReport())
        let finished = Atomic<Bool>(false)

        func start(path: String) {
            let thread = Thread { [self] in
                var local = StrictReadReport()
                while !stop.load(ordering: .acquiring) {
                    local.record(StrictReadReport.readOnce(path))
                    MonotonicClock.sleep(microseconds: 500)  // poll, but leave the two cores to the writers
                }
                report.withLock { $0 = local }
                finished.store(true, ordering: .releasing)
            }
            thread.start()
        }

        func finish() -> StrictReadReport {
            stop.store(true, ordering: .releasing)
            while !finished.load(ordering: .acquiring) { MonotonicClock.sleep(microseconds: 1000) }
            return report.withLock { $0 }
        }
    }

    @Test func fourProcessesTimes250KeysLoseNothingAndAReaderNeverSeesATornFile() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let url = try home.environment.fileURL(forDomain: "com.example.race")
        let reader = Reader()
        reader.start(path: url.path)
        let start = Date()
        let writers = try ["a", "b", "c", "d"].map { prefix in
            try spawn(["--domain-file", url.path, "--prefix", prefix, "--count", "250", "--verify"])
        }
        let ended = try writers.map { try $0.wait() }
        let elapsed = Date().timeIntervalSince(start)
        let report = reader.finish()

        for writer in ended { #expect(writer.status == 0) }
        let contents = try PersistentDomainFile(url: url).contents()
        #expect(contents.count == 1000)
        for prefix in ["a", "b", "c", "d"] {
            for index in 0..<250 { #expect(contents["\(prefix)\(index)"] == .integer(Int64(index))) }
        }
        #expect(report.empty == 0)
        #expect(report.unparseable == 0)
        #expect(report.decreases == 0)
        #expect(report.reads > report.missing)
        print(
            "store concurrency: 4 processes x 250 keys -> \(contents.count) keys in "
                + String(format: "%.2f s", elapsed) + "; strict reader: \(report.json())")
    }

    /// Issue 24: a binary store (Apple style) under four concurrent writers loses nothing and stays
    /// binary, readable by Foundation at every moment.
    @Test func fourProcessesOnABinaryStoreLoseNothingAndKeepItBinary() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let path = home.file("Library/Preferences/com.example.race.plist")
        try home.write(
            "Library/Preferences/com.example.race.plist", try PropertyListCoder.encodeBinary(["seed": true]))
        let reader = Reader()
        reader.start(path: path)
        let writers = try ["a", "b", "c", "d"].map { prefix in
            try spawn(["--domain-file", path, "--prefix", prefix, "--count", "150", "--verify", "--apple"])
        }
        let ended = try writers.map { try $0.wait() }
        let report = reader.finish()
        for writer in ended { #expect(writer.status == 0) }
        let bytes = try #require(home.read("Library/Preferences/com.example.race.plist"))
        var format = PropertyListSerialization.PropertyListFormat.xml
        let object = try PropertyListSerialization.propertyList(from: bytes, options: [], format: &format)
        #expect(format == .binary)
        let contents = try #require(PlistValue(foundationObject: object)?.dictionaryValue)
        #expect(contents.count == 601)
        for prefix in ["a", "b", "c", "d"] {
            for index in 0..<150 { #expect(contents[PlistKey("\(prefix)\(index)")] == .integer(Int64(index))) }
        }
        #expect(report.empty == 0)
        #expect(report.unparseable == 0)
        #expect(report.decreases == 0)
    }

    @Test func overlappingWritersOnTheSameKeysKeepEveryKey() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let url = try home.environment.fileURL(forDomain: "com.example.overlap")
        let writers = try ["p", "q", "r"].map { prefix in
            try spawn(["--domain-file", url.path, "--prefix", prefix, "--count", "60", "--overlap", "--verify"])
        }
        for writer in try writers.map({ try $0.wait() }) { #expect(writer.status == 0) }
        let contents = try PersistentDomainFile(url: url).contents()
        #expect(contents.count == 60)
        for index in 0..<60 {
            let value = contents["key\(index)"]?.stringValue ?? ""
            #expect(["p", "q", "r"].map { "\($0):\(index)" }.contains(value))
        }
    }

    @Test func killedWriterLosesNoAcknowledgedKeyAndLeavesAReadableFile() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let url = try home.environment.fileURL(forDomain: "com.example.kill")
        let writer = try spawn(["--domain-file", url.path, "--prefix", "k", "--count", "100000", "--ack"])
        var acknowledged: [String] = []
        let deadline = Date().addingTimeInterval(30)
        while acknowledged.count < 40, Date() < deadline, writer.isRunning {
            // The output so far, its complete lines only.
            let text = String(decoding: writer.outputSoFar(), as: UTF8.self)
            acknowledged = text.split(separator: "\n").dropLast(text.hasSuffix("\n") ? 0 : 1)
                .filter { $0.hasPrefix("ack ") }.map { String($0.dropFirst(4)) }
            Thread.sleep(forTimeInterval: 0.005)
        }
        writer.kill()
        #expect(try writer.wait().status == 128 + 9)
        #expect(acknowledged.count >= 40)
        let contents = try PersistentDomainFile(url: url).contents()
        for key in acknowledged { #expect(contents[key] != nil, "acknowledged key \(key) was lost") }
        // A later writer takes the lock at once (the kernel released the dead writer's lock).
        let after = try run(["--domain-file", url.path, "--prefix", "after", "--count", "1", "--verify"])
        #expect(after.status == 0)
        // No temporary file of the killed writer is left behind.
        let entries = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(entries.sorted() == ["com.example.kill.plist"])
    }

    @Test func temporaryFilesOfDeadWritersAreSweptButLiveOnesKept() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let url = try home.environment.fileURL(forDomain: "com.example.sweep")
        try PersistentDomainFile(url: url).commit(["k": 1])
        // A pid that cannot exist (above pid_max) and our own, live pid.
        try home.write(".config/.com.example.sweep.plist.tmp.2147483646.abc", Data("half".utf8))
        try home.write(".config/.com.example.sweep.plist.tmp.\(ProcessID.current).def", Data("busy".utf8))
        try PersistentDomainFile(url: url).commit(["k": 2])
        #expect(
            home.entries(".config") == [
                ".com.example.sweep.plist.tmp.\(ProcessID.current).def", "com.example.sweep.plist",
            ])
    }

    /// A writer killed with `kill -9` stays a zombie until its parent reaps it (forever, when the parent
    /// was killed too and init does not reap); `kill(pid, 0)` still succeeds, yet it writes nothing.
    @Test func temporaryFilesOfZombieWritersAreSwept() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let url = try home.environment.fileURL(forDomain: "com.example.zombie")
        try PersistentDomainFile(url: url).commit(["k": 1])
        let child = try #require(try? ProcessSpawner.spawn("/bin/sleep", arguments: ["60"], standardInput: .inherit))
        defer { _ = try? child.waitForExit() }
        try child.send(.kill)
        // Wait until it is a zombie (not reaped: this test is its parent).
        for _ in 0..<500 where WriterLiveness.processStatus(child)?.state != "Z" {
            MonotonicClock.sleep(microseconds: 2000)
        }
        #expect(WriterLiveness.processStatus(child)?.state == "Z")
        #expect(child.exists)
        try home.write(".config/.com.example.zombie.plist.tmp.\(child).abc", Data("half".utf8))
        try PersistentDomainFile(url: url).commit(["k": 2])
        #expect(home.entries(".config") == ["com.example.zombie.plist"])
    }

    /// A live process that started after the temporary file was last written did not write it: its
    /// pid was reused.
    @Test func aReusedPidDoesNotKeepATemporaryFile() {
        let now = Date().timeIntervalSince1970
        #expect(WriterLiveness.mayBeWriting(pid: .current, modified: now))
        #expect(!WriterLiveness.mayBeWriting(pid: .current, modified: now - 86_400 * 365 * 30))
        #expect(!WriterLiveness.mayBeWriting(pid: ProcessID(rawValue: 2_147_483_646), modified: now))
    }

    @Test func realWriteFailureInAChildLeavesTheOldFileIntact() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let url = try home.environment.fileURL(forDomain: "com.example.full")
        let big = String(repeating: "x", count: 8192)
        try PersistentDomainFile(url: url).commit(["big": .string(big)])
        let before = try #require(FileManager.default.contents(atPath: url.path))
        // RLIMIT_FSIZE below the file's size: writing the temporary file fails with EFBIG, even for root.
        let result = try run([
            "--domain-file", url.path, "--prefix", "new", "--count", "1", "--file-size-limit", "4096",
        ])
        #expect(result.status == 1)
        #expect(result.error.contains("defaults-stress: cannot write"))
        #expect(result.error.contains("File too large"))
        #expect(result.error.contains("the previous contents were left intact"))
        #expect(FileManager.default.contents(atPath: url.path) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(leftovers.sorted() == ["com.example.full.plist"])
    }

    @Test func badUsageExitsWithStatus2() throws {
        let missing = try run(["--prefix", "a", "--count", "1"])
        #expect(missing.status == 2)
        #expect(missing.error.contains("--domain-file is required"))
        #expect(try run(["--domain-file", "/tmp/x.plist", "--prefix", "a", "--count", "-1"]).status == 2)
        #expect(try run(["--bogus"]).status == 2)
    }

    @Test func theStrictReaderPrintsItsReportAsJSONThatDecodes() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let url = try home.environment.fileURL(forDomain: "com.example.reader")
        try PersistentDomainFile(url: url).commit(["a": 1, "b": 2, "c": 3])
        let result = try run(["--read", url.path, "--duration-ms", "50"])
        #expect(result.status == 0, "\(result.error)")
        let line = try #require(result.output.split(separator: "\n").last.map(String.init))
        let report = try #require(StrictReadReport.decode(line))
        #expect(report.reads > 0)
        #expect(report.lastKeyCount == 3)
        #expect(report.missing == 0 && report.isClean)
        // A file that is not a property list makes the reader fail with its counts.
        try home.write(".config/com.example.reader.plist", Data("not a plist".utf8))
        let bad = try run(["--read", url.path, "--duration-ms", "20"])
        #expect(bad.status == 1)
        let badReport = try #require(StrictReadReport.decode(String(bad.output.dropLast())))
        #expect(badReport.unparseable == badReport.reads)
        #expect(StrictReadReport.decode("reads=1 missing=0") == nil)
    }

    @Test func stressOptionsAreParsedByArgumentParser() throws {
        let command = try StressCommand.parse([
            "--domain-file", "/tmp/x.plist", "--prefix", "p", "--count", "3", "--start", "7", "--overlap", "--verify",
        ])
        #expect(command.writerOptions.style == .linux)
        let apple = try StressCommand.parse([
            "--domain-file", "/tmp/x.plist", "--prefix", "p", "--count", "3", "--apple",
        ])
        #expect(apple.writerOptions.style == .apple)
        var expected = StressWriter.Options(domainFile: "/tmp/x.plist", prefix: "p", count: 3)
        expected.start = 7
        expected.overlap = true
        expected.verify = true
        #expect(command.writerOptions == expected)
        #expect(expected.key(8) == "key8" && expected.value(8) == "p:8")
        #expect(throws: (any Error).self) { try StressCommand.parse(["--read", "/tmp/x", "--prefix", "p"]) }
        #expect(throws: (any Error).self) { try StressCommand.parse(["--read", "/tmp/x"]) }
        #expect(throws: (any Error).self) { try StressCommand.parse(["--domain-file", "/x", "--prefix", "p"]) }
        let usage = try run(["--read", "/tmp/x"])
        #expect(usage.status == 2)
        #expect(usage.error.hasPrefix("defaults-stress: --read needs --duration-ms"))
    }

    @Test func corruptStoreMakesTheChildFailWithTheFullMessage() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let url = try home.environment.fileURL(forDomain: "com.example.bad")
        try home.write(".config/com.example.bad.plist", Data("<plist><dict><key>a</key>".utf8))
        let result = try run(["--domain-file", url.path, "--prefix", "a", "--count", "1"])
        #expect(result.status == 1)
        #expect(result.error.contains("cannot be read as a property list"))
        #expect(result.error.contains("a copy was kept at"))
        #expect(FileManager.default.contents(atPath: url.path) == Data("<plist><dict><key>a</key>".utf8))
    }
}
