import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs an external program (headless Chromium, python3) with a time limit, in its own process
/// group, its output in files: when the limit passes, or when the program exits leaving helpers
/// behind, the whole group is killed, and the program is always reaped (no zombie, no stray
/// renderer processes).
///
/// `posix_spawn` rather than `Foundation.Process`: the group must be killed before the leader is
/// reaped (while its pid cannot be reused), which needs `waitid(WNOWAIT)` on the exact pid.
struct TimedProcess {
    /// How a run ended.
    struct Outcome {
        /// The exit status, or nil when the program was killed at the time limit.
        var status: Int32?
        var output: Data
        var error: String
        /// Processes of the program's group still running (not zombies) when the run returned.
        var stragglers: [pid_t]
        var timedOut: Bool { status == nil }
    }

    /// The first executable named `name` on `PATH` (and in /usr/bin, /usr/local/bin), or nil.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/local/bin", "/usr/bin", "/bin"]
        return folders.map { $0 + "/" + name }.first { access($0, X_OK) == 0 }
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
            for file in [outputFile, errorFile, inputFile] { unlink(file) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputFile, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The test runner's threads block signals and posix_spawn passes the mask on: clear it, and
        // give the child default handlers, in a process group of its own.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw Failure(description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
        }

        // Wait for the exit without reaping, so the group id stays ours while it is killed.
        let deadline = ContinuousClock.now + limit
        var exited = false
        while ContinuousClock.now < deadline {
            var info = siginfo_t()
            let result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
            if result == 0 && info.si_signo == SIGCHLD {
                exited = true
                break
            }
            if result == -1 && errno != EINTR { break }
            usleep(20_000)
        }
        // At the limit, ask first (a reaping parent then kills and reaps its own children), briefly.
        if !exited {
            kill(pid, SIGTERM)
            let grace = ContinuousClock.now + .seconds(3)
            while ContinuousClock.now < grace {
                var info = siginfo_t()
                if waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_signo == SIGCHLD {
                    break
                }
                usleep(10_000)
            }
        }
        // Helpers the program left behind (Chromium's zygote and renderers outlive the browser)
        // are killed, and waited for until none runs; they were reparented to init, which reaps
        // them (their brief zombies are init's, not this process's).
        kill(-pid, SIGKILL)
        let settle = ContinuousClock.now + .seconds(3)
        var running = Self.members(ofGroup: pid, except: pid).filter { !$0.zombie }.map(\.pid)
        while !running.isEmpty && ContinuousClock.now < settle {
            usleep(10_000)
            kill(-pid, SIGKILL)
            running = Self.members(ofGroup: pid, except: pid).filter { !$0.zombie }.map(\.pid)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let output = FileManager.default.contents(atPath: outputFile) ?? Data()
        let error = String(decoding: FileManager.default.contents(atPath: errorFile) ?? Data(), as: UTF8.self)
        guard exited else { return Outcome(status: nil, output: output, error: error, stragglers: running) }
        // WIFEXITED / WEXITSTATUS, else 128 + the signal.
        let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Outcome(status: code, output: output, error: error, stragglers: running)
    }

    /// The processes whose process group is `group` (from `/proc/PID/stat`), but `leader`.
    static func members(ofGroup group: pid_t, except leader: pid_t) -> [(pid: pid_t, zombie: Bool)] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> (pid: pid_t, zombie: Bool)? in
            guard let pid = pid_t(entry), pid != leader,
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            // After "pid (comm)": state, ppid, pgrp.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, pid_t(fields[2]) == group else { return nil }
            return (pid, fields[0] == "Z")
        }
    }

    struct Failure: Error, CustomStringConvertible { var description: String }
}
