import Foundation
import Glibc

/// A child process started with `posix_spawn` in its own process group, its standard output on a
/// pipe (read line by line, so a harness can react to `ack` lines) and its standard error in a file.
///
/// `posix_spawn` rather than `Foundation.Process`: the harness needs the exact pid to `kill -9` the
/// whole group at a chosen moment, and must never wait on anything but the child itself.
final class ChildProcess {
    /// The child's pid (also its process group id).
    let pid: pid_t
    /// The executable and its arguments, for messages.
    let commandLine: String
    private let output: Int32
    private let errorFile: String
    private var buffer: [UInt8] = []
    private var reachedEnd = false
    private var status: Int32?

    /// Starts `executable` with `arguments` and exactly `environment`.
    init(
        _ executable: String, _ arguments: [String], environment: [String: String], errorFile: String
    ) throws(HarnessError) {
        commandLine = ([executable] + arguments).joined(separator: " ")
        self.errorFile = errorFile
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw .system("create a pipe", errno) }
        // Close-on-exec, so later children do not inherit this write end (its reader would never see
        // the end of the output). The harness is single-threaded: no spawn can slip in between.
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Own process group (kill -9 reaches a shell loop and the command it runs); default signal
        // handling, whatever the harness ignores.
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        // Spawned under the interruption registry's lock, which records the new process group: a
        // Ctrl-C at any moment either finds the group recorded or stops this thread before the spawn.
        let child: pid_t
        do {
            child = try InterruptionCleanup.shared.spawn { () throws(HarnessError) -> pid_t in
                var child: pid_t = 0
                let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
                guard result == 0 else { throw .system("start \(executable)", result) }
                return child
            }
        } catch {
            close(pipeEnds[0])
            close(pipeEnds[1])
            throw error
        }
        close(pipeEnds[1])
        pid = child
        output = pipeEnds[0]
    }

    deinit {
        if status == nil {
            Glibc.kill(-pid, SIGKILL)
            _ = wait()
        }
        close(output)
    }

    /// The next line of standard output, waiting at most `timeoutMilliseconds` (-1: forever); nil at
    /// the end of the output or on timeout.
    func readLine(timeoutMilliseconds: Int32 = -1) -> String? {
        while true {
            if let newline = buffer.firstIndex(of: 10) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            if reachedEnd {
                guard !buffer.isEmpty else { return nil }
                defer { buffer.removeAll() }
                return String(decoding: buffer, as: UTF8.self)
            }
            var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, timeoutMilliseconds)
            if ready < 0 && errno == EINTR { continue }
            if ready <= 0 { return nil }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { Glibc.read(output, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                reachedEnd = true
            } else {
                buffer.append(contentsOf: chunk[0..<count])
            }
        }
    }

    /// Every remaining line of standard output (until the child closes it).
    func remainingLines() -> [String] {
        var lines: [String] = []
        while let line = readLine() { lines.append(line) }
        return lines
    }

    /// Sends `signal` to the child's whole process group.
    func kill(_ signal: Int32 = SIGKILL) {
        if status == nil { Glibc.kill(-pid, signal) }
    }

    /// Waits for the child: its exit status, or 128 + the signal that ended it.
    @discardableResult
    func wait() -> Int32 {
        if let status { return status }
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0 {
            if errno != EINTR {
                finish(-1)
                return -1
            }
        }
        finish(Self.exitCode(raw))
        return status ?? -1
    }

    /// Whether the child has already exited (without waiting).
    func hasExited() -> Bool {
        if status != nil { return true }
        var raw: Int32 = 0
        guard waitpid(pid, &raw, WNOHANG) == pid else { return false }
        finish(Self.exitCode(raw))
        return true
    }

    /// The exit status in a `waitpid` status, or 128 + the signal that ended the process.
    static func exitCode(_ raw: Int32) -> Int32 {
        raw & 0x7f == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
    }

    /// Records the status once the child is reaped, and takes its group off the interruption registry.
    ///
    /// When a signal ended the child, its group got the signal too (``kill(_:)`` signals the group):
    /// a `defaults` run by a killed shell loop may still be inside a system call. Wait (briefly) until
    /// no process of the group is running, so what the harness checks next is what the dead left.
    private func finish(_ code: Int32) {
        status = code
        if code > 128 && Glibc.kill(-pid, 0) == 0 {
            let deadline = Date().addingTimeInterval(5)
            while !ProcessTable.running(inGroups: [pid]).isEmpty && Date() < deadline { usleep(1000) }
        }
        InterruptionCleanup.shared.forget(group: pid)
    }

    /// What the child wrote to standard error (trimmed).
    var errorText: String {
        (try? String(contentsOfFile: errorFile, encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    }
}
