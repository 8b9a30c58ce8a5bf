import Glibc

/// The one way the package starts a child process: `posix_spawn` with every signal's disposition
/// reset to the default and an empty signal mask, optionally in a process group of its own, its
/// standard streams redirected.
///
/// Why not `Foundation.Process`: it waits for every process holding its pipes (tmux's daemon), and
/// it gives no way to start a child in its own group atomically. Why not swift-subprocess: its API
/// is `async` and scoped to a closure, while our callers are synchronous and need the pid at once
/// (the reliability harness records the group under its interruption lock and kills it at a chosen
/// moment). Why reset signals: test runners block signals in their worker threads and harnesses
/// ignore some, and `posix_spawn` passes both on, so a child would never see SIGWINCH or SIGINT.
package enum ProcessSpawner {
    /// Where one standard stream of the child goes.
    package enum Stream: Sendable {
        /// The parent's own stream.
        case inherit
        /// `/dev/null`.
        case null
        /// A file opened for reading (standard input).
        case read(path: String)
        /// A file created (mode 0600) or truncated for writing.
        case write(path: String)
        /// A file created (mode 0600) or appended to.
        case append(path: String)
        /// A descriptor of the parent (a pipe's write end).
        case descriptor(FileDescriptor)
    }

    /// Starts `executable` (a path; with `searchPath`, a name looked up in `PATH`) with `arguments`
    /// (not counting the program name) and exactly `environment` (nil: this process's).
    /// - Parameters:
    ///   - ownProcessGroup: start the child as the leader of a new process group (its pid is the
    ///     group's id), so a kill of the group reaches everything it starts.
    ///   - directory: the child's working directory (nil: this process's).
    /// - Returns: the child's pid.
    /// - Throws: the error `posix_spawn` returned (`ENOENT` for a missing executable...).
    package static func spawn(
        _ executable: String, arguments: [String], environment: [String: String]? = nil,
        standardInput: Stream = .null, standardOutput: Stream = .inherit, standardError: Stream = .inherit,
        ownProcessGroup: Bool = false, searchPath: Bool = false, directory: String? = nil
    ) throws(Errno) -> ProcessID {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let directory {
            let result = systemAddChangeDirectory(&actions, directory)
            guard result == 0 else { throw Errno(rawValue: result) }
        }
        for (number, stream) in [(Int32(0), standardInput), (1, standardOutput), (2, standardError)] {
            switch stream {
            case .inherit: break
            case .null:
                posix_spawn_file_actions_addopen(&actions, number, "/dev/null", number == 0 ? O_RDONLY : O_WRONLY, 0)
            case .read(let path): posix_spawn_file_actions_addopen(&actions, number, path, O_RDONLY, 0)
            case .write(let path):
                posix_spawn_file_actions_addopen(&actions, number, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            case .append(let path):
                posix_spawn_file_actions_addopen(&actions, number, path, O_WRONLY | O_CREAT | O_APPEND, 0o600)
            case .descriptor(let descriptor):
                posix_spawn_file_actions_adddup2(&actions, descriptor.rawValue, number)
            }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        if ownProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let assignments = environment.map { $0.map { "\($0.key)=\($0.value)" } }
        let envp: [UnsafeMutablePointer<CChar>?]? = assignments.map { $0.map { strdup($0) } + [nil] }
        defer {
            for pointer in argv + (envp ?? []) { free(pointer) }
        }
        var pid: pid_t = 0
        let result: Int32
        if let envp {
            result =
                searchPath
                ? posix_spawnp(&pid, executable, &actions, &attributes, argv, envp)
                : posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        } else {
            result =
                searchPath
                ? posix_spawnp(&pid, executable, &actions, &attributes, argv, environ)
                : posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        }
        guard result == 0 else { throw Errno(rawValue: result) }
        return ProcessID(rawValue: pid)
    }

    /// The first executable file called `name` in `PATH`, then `/usr/local/bin`, `/usr/bin`, `/bin`.
    package static func find(_ name: String, path: String? = ProcessEnvironment.value("PATH")) -> String? {
        let folders = (path ?? "").split(separator: ":").map(String.init) + ["/usr/local/bin", "/usr/bin", "/bin"]
        return folders.map { $0 + "/" + name }.first { FileSystem.isExecutable($0) }
    }
}
