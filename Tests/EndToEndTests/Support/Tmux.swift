import Foundation
import SystemCalls

/// A private tmux server for one test, driven through `ProcessSpawner` + `waitpid` (Foundation's
/// `Process` waits for tmux's daemonized server and hangs). Each instance has its own `-L` socket
/// and a config with the status line off (so the pane has the full size). The program runs under
/// a shell that prints `[exit status N]` when it ends and keeps the pane open, so the terminal state
/// it left behind can be inspected (tmux's `remain-on-exit` resets the cursor flag). The server
/// is killed by `stop()` or on deinit.
final class Tmux {
    /// Whether a `tmux` executable is on the PATH.
    static let isAvailable: Bool = {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").contains {
            FileSystem.isExecutable("\($0)/tmux")
        }
    }()

    let socket: String
    let target = "e2e"
    private let directory: URL
    private var isRunning = false

    /// Prepares a server name and config; nothing runs until `start`.
    init() throws {
        socket = "ts-e2e-\(ProcessID.current)-\(UUID().uuidString.prefix(8))"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let config = "set -g status off\nset -g default-terminal tmux-256color\n"
        try config.write(to: directory.appendingPathComponent("tmux.conf"), atomically: true, encoding: .utf8)
    }

    deinit { stop() }

    /// Starts `command` in a new detached session of `width` × `height`, with `environment` added
    /// to the pane's.
    func start(_ command: [String], environment: [String: String] = [:], width: Int = 80, height: Int = 24) throws {
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let shellCommand =
            (["env"] + assignments + command).map(Tmux.quoted).joined(separator: " ")
            + "; echo \"[exit status $?]\"; exec sleep 3600"
        let result = run([
            "-f", directory.appendingPathComponent("tmux.conf").path, "new-session", "-d", "-s", target,
            "-x", "\(width)", "-y", "\(height)", shellCommand,
        ])
        guard result.status == 0 else { throw TmuxError(message: "new-session failed: \(result.error)") }
        isRunning = true
    }

    /// Sends keys by tmux name (`Down`, `Enter`, `Escape`, `BTab`, `C-a`, `F1`).
    func sendKeys(_ keys: String...) {
        run(["send-keys", "-t", target] + keys)
    }

    /// Types `text` literally.
    func sendLiteral(_ text: String) {
        run(["send-keys", "-t", target, "-l", text])
    }

    /// The pane's text (`capture-pane -p -J`: lines that wrapped are joined), with trailing spaces
    /// removed.
    func capture() -> String {
        run(["capture-pane", "-p", "-J", "-t", target]).output.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in
                String(line[..<(line.lastIndex(where: { $0 != " " }).map(line.index(after:)) ?? line.startIndex)])
            }
            .joined(separator: "\n")
    }

    /// The pane's text with its styles as SGR escape sequences (`capture-pane -p -e`).
    func captureWithStyles() -> String {
        run(["capture-pane", "-p", "-e", "-t", target]).output
    }

    /// A format evaluated for the pane, such as `#{alternate_on} #{cursor_flag}`.
    func display(_ format: String) -> String {
        run(["display-message", "-p", "-t", target, format]).output.trimmingCharacters(in: .newlines)
    }

    /// Resizes the window as a terminal resize would.
    func resize(width: Int, height: Int) {
        run(["resize-window", "-t", target, "-x", "\(width)", "-y", "\(height)"])
    }

    /// Polls `probe` every 50 ms until `condition` holds on its result or `timeout` passes; returns
    /// the last result and whether the condition held.
    @discardableResult
    func wait(
        timeout: Duration = .seconds(5), for condition: (String) -> Bool, probe: (() -> String)? = nil
    ) -> (matched: Bool, last: String) {
        let deadline = ContinuousClock.now + timeout
        var last = ""
        while true {
            last = probe?() ?? capture()
            if condition(last) { return (true, last) }
            if ContinuousClock.now >= deadline { return (false, last) }
            MonotonicClock.sleep(microseconds: 50_000)
        }
    }

    /// Waits until the pane shows `text`.
    @discardableResult
    func waitForScreen(containing text: String, timeout: Duration = .seconds(5)) -> (matched: Bool, last: String) {
        wait(timeout: timeout, for: { $0.contains(text) })
    }

    /// Waits until the program has exited; returns its exit status (128 + N for signal N), or nil
    /// when it is still running at the deadline.
    func waitForExit(timeout: Duration = .seconds(5)) -> Int? {
        let result = wait(timeout: timeout, for: { $0.contains("[exit status ") })
        guard result.matched, let start = result.last.range(of: "[exit status ")?.upperBound else { return nil }
        return Int(result.last[start...].prefix(while: \.isNumber))
    }

    /// Kills the server and removes the config.
    func stop() {
        if isRunning { run(["kill-server"]) }
        isRunning = false
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs `tmux -L <socket> arguments`, returning its status, standard output and error.
    @discardableResult
    func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        let output = directory.appendingPathComponent("out-\(UUID().uuidString)").path
        let error = directory.appendingPathComponent("err-\(UUID().uuidString)").path
        defer {
            try? FileSystem.removeFile(output)
            try? FileSystem.removeFile(error)
        }
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil  // a test run inside tmux must not talk to the user's server
        // Test runners block signals in their worker threads and posix_spawn passes the mask on: the
        // server and the programs in its panes would never see SIGWINCH. The spawner starts every
        // child from a clean state (empty mask, default dispositions).
        guard
            let child = try? ProcessSpawner.spawn(
                "tmux", arguments: ["-L", socket] + arguments, environment: environment, standardInput: .null,
                standardOutput: .write(path: output), standardError: .write(path: error), searchPath: true),
            let ended = try? child.waitForExit()
        else {
            return (-1, "", "cannot run tmux")
        }
        let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        guard case .exited(let status) = ended else { return (-1, read(output), read(error)) }
        return (status, read(output), read(error))
    }

    /// `text` quoted for `sh`.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// A tmux command that failed.
struct TmuxError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
