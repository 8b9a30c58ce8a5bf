import Foundation
import SystemCalls

/// Runs an external program (headless Chromium, python3) with a time limit, in its own process
/// group, its output in files: when the limit passes, or when the program exits leaving helpers
/// behind, the whole group is killed, and the program is always reaped (no zombie, no stray
/// renderer processes).
///
/// `SystemCalls.ProcessSpawner` rather than `Foundation.Process`: the group must be killed before
/// the leader is reaped (while its pid cannot be reused), which needs `waitid(WNOWAIT)` on the exact
/// pid.
struct TimedProcess {
    /// How a run ended.
    struct Outcome {
        /// The exit status, or nil when the program was killed at the time limit.
        var status: Int32?
        var output: Data
        var error: String
        /// Processes of the program's group still running (not zombies) when the run returned.
        var stragglers: [Int32]
        var timedOut: Bool { status == nil }
    }

    /// The first executable named `name` on `PATH` (and in /usr/bin, /usr/local/bin), or nil.
    static func find(_ name: String) -> String? {
        ProcessSpawner.find(name, path: ProcessInfo.processInfo.environment["PATH"])
    }

    /// Runs `executable` with `arguments` and exactly `environment`, killing it after `limit`.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], input: Data? = nil,
        limit: Duration, scratch: URL
    ) throws -> Outcome {
        let stamp = UUID().uuidString
        let outputFile = scratch.appendingPathComponent("out-\(stamp)").path
        let errorFile = scratch.appendingPathComponent("err-\(stamp)").path
        let inputFile = scratch.appendingPathComponent("in-\(stamp)").path
        try (input ?? Data()).write(to: URL(fileURLWithPath: inputFile))
        defer {
            for file in [outputFile, errorFile, inputFile] { try? FileSystem.removeFile(file) }
        }
        // The test runner's threads block signals and posix_spawn passes the mask on: the spawner
        // clears it and gives the child default handlers, in a process group of its own.
        let child: ProcessID
        do throws(Errno) {
            child = try ProcessSpawner.spawn(
                executable, arguments: arguments, environment: environment, standardInput: .read(path: inputFile),
                standardOutput: .write(path: outputFile), standardError: .write(path: errorFile), ownProcessGroup: true)
        } catch {
            throw Failure(description: "cannot start \(executable): \(error.message)")
        }

        // Wait for the exit without reaping, so the group id stays ours while it is killed.
        let deadline = ContinuousClock.now + limit
        var exited = false
        while ContinuousClock.now < deadline {
            if child.hasEndedWithoutReaping() {
                exited = true
                break
            }
            MonotonicClock.sleep(microseconds: 20_000)
        }
        // At the limit, ask first (a reaping parent then kills and reaps its own children), briefly.
        if !exited {
            try? child.send(.terminate)
            let grace = ContinuousClock.now + .seconds(3)
            while ContinuousClock.now < grace {
                if child.hasEndedWithoutReaping() { break }
                MonotonicClock.sleep(microseconds: 10_000)
            }
        }
        // Helpers the program left behind (Chromium's zygote and renderers outlive the browser)
        // are killed, and waited for until none runs; they were reparented to init, which reaps
        // them (their brief zombies are init's, not this process's).
        let pid = child.rawValue
        try? child.sendToGroup(.kill)
        let settle = ContinuousClock.now + .seconds(3)
        var running = Self.members(ofGroup: pid, except: pid).filter { !$0.zombie }.map(\.pid)
        while !running.isEmpty && ContinuousClock.now < settle {
            MonotonicClock.sleep(microseconds: 10_000)
            try? child.sendToGroup(.kill)
            running = Self.members(ofGroup: pid, except: pid).filter { !$0.zombie }.map(\.pid)
        }
        let ended = try? child.waitForExit()
        let output = FileManager.default.contents(atPath: outputFile) ?? Data()
        let error = String(decoding: FileManager.default.contents(atPath: errorFile) ?? Data(), as: UTF8.self)
        guard exited else { return Outcome(status: nil, output: output, error: error, stragglers: running) }
        // The exit status, else 128 + the signal.
        return Outcome(status: ended?.code ?? -1, output: output, error: error, stragglers: running)
    }

    /// The processes whose process group is `group` (from `/proc/PID/stat`), but `leader`.
    static func members(ofGroup group: Int32, except leader: Int32) -> [(pid: Int32, zombie: Bool)] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> (pid: Int32, zombie: Bool)? in
            guard let pid = Int32(entry), pid != leader,
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            // After "pid (comm)": state, ppid, pgrp.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, Int32(fields[2]) == group else { return nil }
            return (pid, fields[0] == "Z")
        }
    }

    struct Failure: Error, CustomStringConvertible { var description: String }
}
