import FoundationEssentials
import Synchronization
import SystemCalls

/// What `settings-reliability` does when it is interrupted (Ctrl-C during a 15-minute run, SIGTERM
/// from a CI timeout, SIGHUP when the terminal goes away): kill every writer's process group, wait
/// until no process of those groups is still running, remove the temporary `HOME`s, and exit with
/// 128 + the signal (130, 143, 129).
///
/// Every child is spawned through ``spawn(_:)``, which records its process group (the child's pid)
/// under the same lock; every ``Workspace`` records its folder. The signal handler only writes the
/// signal number to a pipe (async-signal-safe); a dedicated thread reads it and does the cleanup in
/// ordinary code. That thread takes the lock and never gives it back, so the main thread cannot
/// start another child (it would block in ``spawn(_:)`` before `posix_spawn`) or finish and exit with
/// another status (the exit hook waits for the lock) while the cleanup runs.
///
/// The registry is also used without ``install()`` (tests run the experiments in-process): then it
/// only records, and nothing handles signals.
public final class InterruptionCleanup: Sendable {
    /// The one registry of this process.
    public static let shared = InterruptionCleanup()

    /// The signals that trigger the cleanup.
    static let signals: [Signal] = [.interrupt, .terminate, .hangup]

    struct State {
        /// Process groups of children started and not yet reaped (each child leads its own group).
        var groups: Set<Int32> = []
        /// Temporary folders to remove.
        var folders: Set<String> = []
        /// Whether ``install()`` ran.
        var installed = false
    }

    private let state = Mutex(State())

    /// The pipe from the signal handlers to the cleanup thread.
    nonisolated(unsafe) private static var pipe: SignalPipe?

    init() {}

    /// Installs the handlers for ``signals`` and starts the cleanup thread. Signals that were ignored
    /// when the program started (`nohup`, a background job of a non-interactive shell) stay ignored.
    public func install() {
        let proceed = state.withLock { state -> Bool in
            defer { state.installed = true }
            return !state.installed
        }
        guard proceed else { return }
        // A blocking read end: the cleanup thread waits in it. The handlers keep ignored signals ignored.
        guard let pipe = try? SignalPipe(Self.signals, keepingIgnored: true, nonBlocking: false) else { return }
        Self.pipe = pipe
        do {
            try DetachedThread.start { InterruptionCleanup.shared.waitForSignal(pipe) }
        } catch {
            // No thread to wait for signals: they end the process as they would without the harness.
            return
        }
        // An exit of the main thread (a finished experiment, an error) waits for a cleanup in
        // progress, which ends the process itself with the signal's status.
        ProcessHooks.atExit { InterruptionCleanup.shared.state.withLock { _ in } }
    }

    /// Runs `start` (which spawns a child in its own process group and returns its pid) under the lock
    /// and records the group, so a signal cannot slip between the spawn and the record.
    func spawn<E: Error>(_ start: () throws(E) -> Int32) throws(E) -> Int32 {
        try state.withLock { (state) throws(E) -> Int32 in
            let pid = try start()
            state.groups.insert(pid)
            return pid
        }
    }

    /// Forgets a process group once its processes are reaped.
    func forget(group: Int32) {
        _ = state.withLock { $0.groups.remove(group) }
    }

    /// Records a temporary folder to remove on interruption.
    func register(folder: String) {
        _ = state.withLock { $0.folders.insert(folder) }
    }

    /// Forgets a folder (already removed, or kept on purpose).
    func forget(folder: String) {
        _ = state.withLock { $0.folders.remove(folder) }
    }

    /// The process groups recorded now (for tests).
    var liveGroups: Set<Int32> { state.withLock { $0.groups } }
    /// The folders recorded now (for tests).
    var liveFolders: Set<String> { state.withLock { $0.folders } }

    private func waitForSignal(_ pipe: SignalPipe) {
        // nil: the pipe is gone, nothing can signal any more.
        guard let signal = pipe.next() else { return }
        cleanUp(after: signal)
    }

    /// Kills, waits, removes, exits. Holds the lock until `_exit`.
    private func cleanUp(after signal: Signal) -> Never {
        state.withLock { state -> Never in
            let groups = state.groups.sorted()
            for group in groups { try? ProcessID(rawValue: group).sendToGroup(.kill) }
            // Reap what is ours (the main thread may reap a leader first: then this sees ECHILD).
            for group in groups { ProcessID.reapGroup(group) }
            // Grandchildren (a `defaults` run by a killed shell loop) are not ours to reap: wait until
            // none of them is still running, so none can create a file after the folder is removed.
            let deadline = Date().addingTimeInterval(10)
            var survivors = ProcessTable.running(inGroups: Set(groups))
            while !survivors.isEmpty && Date() < deadline {
                for process in survivors { try? ProcessID(rawValue: process.pid).send(.kill) }
                MonotonicClock.sleep(microseconds: 10_000)
                survivors = ProcessTable.running(inGroups: Set(groups))
            }
            var message = "settings-reliability: interrupted by \(Self.name(of: signal)): stopped \(groups.count)"
            message += groups.count == 1 ? " process group (writers, readers)" : " process groups (writers, readers)"
            for folder in state.folders.sorted() {
                // A second attempt covers a file created by a writer that was inside a system call.
                if (try? FileManager.default.removeItem(atPath: folder)) == nil {
                    try? FileManager.default.removeItem(atPath: folder)
                }
                message +=
                    FileManager.default.fileExists(atPath: folder)
                    ? ", could not remove \(folder)" : ", removed \(folder)"
            }
            if !survivors.isEmpty { message += ", \(survivors.count) processes still running" }
            message += "\n"
            try? FileDescriptor.standardError.writeAll(message)
            SignalActions.exitImmediately(128 + signal.rawValue)
        }
    }

    static func name(of signal: Signal) -> String {
        switch signal {
        case .interrupt: "SIGINT"
        case .terminate: "SIGTERM"
        case .hangup: "SIGHUP"
        default: "signal \(signal.rawValue)"
        }
    }
}
