import Foundation
import SystemCalls
import TestSupport
import Testing

@testable import Reliability

/// `settings-reliability` interrupted in the middle of a run (Ctrl-C, a CI timeout's SIGTERM, a
/// closed terminal's SIGHUP): no writer of any of its process groups keeps running, its temporary
/// `HOME` is gone, and it exits with 128 + the signal.
@Suite(.serialized) struct InterruptionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var signal: Signal
        var arguments: [String]
        var testDescription: String { "\(InterruptionCleanup.name(of: signal)) during \(arguments[0])" }
    }

    static let cases = [
        Case(signal: .interrupt, arguments: ["writers", "--processes", "2", "--keys", "1000000", "--mixed"]),
        // The crash experiment starts new writers all the time: the signal races with the spawns.
        Case(signal: .terminate, arguments: ["crash", "--iterations", "100000", "--mixed", "--seed", "3"]),
        Case(signal: .hangup, arguments: ["readers", "--duration-ms", "600000", "--writers", "2", "--mixed"]),
    ]

    @Test(arguments: cases)
    func interruptedHarnessLeavesNoWriterAndNoHome(_ run: Case) throws {
        let sandbox = Sandbox()
        let temporary = sandbox.home + "/tmp"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let harness = try ChildProcess(
            Sandbox.productsDirectory.appendingPathComponent("settings-reliability").path, run.arguments,
            environment: ["TMPDIR": temporary, "PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no"],
            errorFile: sandbox.home + "/harness-stderr.txt")

        // Wait (generously: a loaded 2-core CI machine) until the writers have written something.
        var groups: Set<pid_t> = []
        let ready = Date().addingTimeInterval(120)
        while Date() < ready && !harness.hasExited() {
            // A child leads its own group once posix_spawn has called setpgid (before that, it is briefly
            // in the harness's group).
            let children = ProcessTable.all().filter { $0.parent == harness.pid && $0.isRunning && $0.group == $0.pid }
            groups.formUnion(children.map(\.group))
            if children.count >= 2, storeFileExists(under: temporary) { break }
            MonotonicClock.sleep(microseconds: 20_000)
        }
        try #require(!harness.hasExited(), "the harness ended early: \(harness.errorText)")
        try #require(storeFileExists(under: temporary), "no writer wrote within 120 s")

        try? harness.process.send(run.signal)
        let stopped = Date().addingTimeInterval(120)
        while !harness.hasExited() && Date() < stopped { MonotonicClock.sleep(microseconds: 20_000) }
        let exited = harness.hasExited()
        if !exited { harness.kill(.kill) }
        #expect(exited, "the harness did not exit within 120 s of \(run.testDescription)")
        #expect(harness.wait() == 128 + run.signal.rawValue, "\(harness.errorText)")
        #expect(harness.errorText.contains("interrupted by \(InterruptionCleanup.name(of: run.signal))"))

        // Writers started after the first look are found by their HOME, which is under `temporary`.
        let survivors = ProcessTable.all().filter {
            $0.isRunning && (groups.contains($0.group) || environment(of: $0.pid).contains("HOME=" + temporary + "/"))
        }
        #expect(survivors.isEmpty, "still running: \(survivors)")
        let left = (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []
        #expect(left.filter { $0.hasPrefix("settings-reliability-") }.isEmpty, "left: \(left)")
    }

    /// The registry that the cleanup reads: a child's group is recorded from its spawn until it is
    /// reaped, a workspace's folder while it exists.
    @Test func registryTracksChildrenAndWorkspaces() throws {
        let products = Sandbox.productsDirectory.path
        var folder = ""
        do {
            let workspace = try Workspace(productsDirectory: products)
            folder = workspace.home
            #expect(InterruptionCleanup.shared.liveFolders.contains(folder))
            let writer = try workspace.startWriter(.library, WriterPlan(prefix: "r-", count: 1_000_000))
            #expect(InterruptionCleanup.shared.liveGroups.contains(writer.pid))
            writer.kill(.kill)
            #expect(writer.wait() == 128 + Signal.kill.rawValue)
            #expect(!InterruptionCleanup.shared.liveGroups.contains(writer.pid))
            #expect(ProcessTable.running(inGroups: [writer.pid]).isEmpty)
        }
        #expect(!InterruptionCleanup.shared.liveFolders.contains(folder))
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    /// The environment of `pid` (its `KEY=value` entries run together), empty when unreadable.
    private func environment(of pid: pid_t) -> String {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return "" }
        return String(decoding: data.map { $0 == 0 ? 10 : $0 }, as: UTF8.self)
    }

    private func storeFileExists(under temporary: String) -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []
        return entries.contains { entry in
            entry.hasPrefix("settings-reliability-")
                && FileManager.default.fileExists(
                    atPath: temporary + "/" + entry + "/.config/" + Workspace.domain + ".plist")
        }
    }
}
