import FoundationEssentials
import SystemCalls
import TextOutput

/// A child process started with `SystemCalls.ProcessSpawner` in its own process group, its
/// standard output on a pipe (read line by line, so a harness can react to `ack` lines) and its
/// standard error in a file.
///
/// Not `Foundation.Process`: the harness needs the exact pid to `kill -9` the whole group at a
/// chosen moment, and must never wait on anything but the child itself.
final class ChildProcess {
    /// The child (also its process group's leader).
    let process: ProcessID
    /// The child's pid (also its process group id).
    var pid: Int32 { process.rawValue }
    /// The executable and its arguments, for messages.
    let commandLine: String
    private let output: FileDescriptor
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
        // Close-on-exec, so later children do not inherit this write end (its reader would never see
        // the end of the output).
        let pipe: (read: FileDescriptor, write: FileDescriptor)
        do throws(Errno) { pipe = try FileDescriptor.pipe() } catch { throw .system("create a pipe", error.rawValue) }
        // Spawned under the interruption registry's lock, which records the new process group: a
        // Ctrl-C at any moment either finds the group recorded or stops this thread before the spawn.
        // Own process group (kill -9 reaches a shell loop and the command it runs); default signal
        // handling, whatever the harness ignores.
        let child: Int32
        do {
            child = try InterruptionCleanup.shared.spawn { () throws(HarnessError) -> Int32 in
                do throws(Errno) {
                    return try ProcessSpawner.spawn(
                        executable, arguments: arguments, environment: environment, standardInput: .null,
                        standardOutput: .descriptor(pipe.write), standardError: .write(path: errorFile),
                        ownProcessGroup: true
                    ).rawValue
                } catch {
                    throw .system("start \(executable)", error.rawValue)
                }
            }
        } catch {
            pipe.read.close()
            pipe.write.close()
            throw error
        }
        pipe.write.close()
        process = ProcessID(rawValue: child)
        output = pipe.read
    }

    deinit {
        if status == nil {
            try? process.sendToGroup(.kill)
            _ = wait()
        }
        output.close()
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
            guard Poll.waitReadable(output, timeoutMilliseconds: Int(timeoutMilliseconds)) else { return nil }
            let chunk = (try? output.read(upTo: 4096)) ?? []
            if chunk.isEmpty {
                reachedEnd = true
            } else {
                buffer.append(contentsOf: chunk)
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
    func kill(_ signal: Signal = .kill) {
        if status == nil { try? process.sendToGroup(signal) }
    }

    /// Waits for the child: its exit status, or 128 + the signal that ended it.
    @discardableResult
    func wait() -> Int32 {
        if let status { return status }
        guard let ended = try? process.waitForExit() else {
            finish(-1)
            return -1
        }
        finish(ended.code)
        return status ?? -1
    }

    /// Whether the child has already exited (without waiting).
    func hasExited() -> Bool {
        if status != nil { return true }
        guard let ended = try? process.exitStatusIfEnded() else { return false }
        finish(ended.code)
        return true
    }

    /// Records the status once the child is reaped, and takes its group off the interruption registry.
    ///
    /// When a signal ended the child, its group got the signal too (``kill(_:)`` signals the group):
    /// a `defaults` run by a killed shell loop may still be inside a system call. Wait (briefly) until
    /// no process of the group is running, so what the harness checks next is what the dead left.
    private func finish(_ code: Int32) {
        status = code
        if code > 128 && process.groupExists {
            let deadline = Date().addingTimeInterval(5)
            while !ProcessTable.running(inGroups: [pid]).isEmpty && Date() < deadline {
                MonotonicClock.sleep(microseconds: 1000)
            }
        }
        InterruptionCleanup.shared.forget(group: pid)
    }

    /// What the child wrote to standard error (trimmed).
    var errorText: String {
        (try? String(contentsOfFile: errorFile, encoding: .utf8))?
            .trimmingSpacesAndNewlines() ?? ""
    }
}
