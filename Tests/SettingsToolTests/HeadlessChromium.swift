import Foundation

/// Debian's `chromium` in headless mode, for one test: its own profile folder and `HOME` inside
/// a scratch folder, run as root (`--no-sandbox`), killed after a time limit.
///
/// Chromium's zygote and renderer processes outlive the browser process; orphaned, they would
/// become init's zombies. So Chromium runs under a small python3 parent that makes itself a
/// child subreaper: the orphans come back to it, and it kills and reaps every one before it
/// exits with Chromium's status (also when the time limit's SIGTERM stops it).
struct HeadlessChromium {
    /// The `chromium` executable on `PATH`, if installed.
    static let executable = TimedProcess.find("chromium") ?? TimedProcess.find("chromium-browser")

    let executable: String
    /// python3, the subreaper.
    let python: String
    /// A folder of the test's own (profile, caches, temporary files).
    let scratch: URL
    var width = 1700
    /// Enough for the navigation bars and the first section (a smaller PNG decodes faster).
    var height = 400
    var limit: Duration = .seconds(20)

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// The DOM of the page at `file` after its scripts ran (`--dump-dom`).
    func dumpDOM(_ file: URL) throws -> String {
        String(decoding: try run(["--dump-dom", file.absoluteString]), as: UTF8.self)
    }

    /// A PNG screenshot of the page at `file`, `width` by `height` pixels.
    func screenshot(_ file: URL) throws -> Data {
        let png = scratch.appendingPathComponent("screenshot-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: png) }
        _ = try run(["--screenshot=\(png.path)", file.absoluteString])
        guard let data = FileManager.default.contents(atPath: png.path) else {
            throw Failure(description: "chromium wrote no screenshot")
        }
        return data
    }

    /// Runs argv[1:] as a child, becomes the subreaper of its descendants, then kills and reaps
    /// them all; exits with the child's status (128 + a signal).
    static let reaper = """
        import ctypes, os, signal, sys
        ctypes.CDLL(None).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER
        child = os.fork()
        if child == 0:
            os.execv(sys.argv[1], sys.argv[1:])
        # Told to stop (the time limit): kill the browser; its orphans are reaped below.
        signal.signal(signal.SIGTERM, lambda *_: os.kill(child, signal.SIGKILL))
        _, status = os.waitpid(child, 0)
        def orphans():
            found = []
            for entry in os.listdir('/proc'):
                try:
                    stat = open('/proc/%s/stat' % entry).read()
                except (OSError, ValueError):
                    continue
                if entry.isdigit() and int(stat.rsplit(')', 1)[1].split()[1]) == os.getpid():
                    found.append(int(entry))
            return found
        while True:
            for pid in orphans():
                try:
                    os.kill(pid, signal.SIGKILL)
                except OSError:
                    pass
            try:
                os.wait()
            except ChildProcessError:
                break
        code = os.waitstatus_to_exitcode(status)
        sys.exit(code if code >= 0 else 128 - code)
        """

    private func run(_ arguments: [String]) throws -> Data {
        let profile = scratch.appendingPathComponent("chromium-profile")
        let common = [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--disable-dev-shm-usage", "--force-device-scale-factor=1", "--window-size=\(width),\(height)",
            "--user-data-dir=\(profile.path)",
        ]
        let environment = [
            "HOME": scratch.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TMPDIR": scratch.path,
            "XDG_CONFIG_HOME": scratch.appendingPathComponent(".config").path,
            "XDG_CACHE_HOME": scratch.appendingPathComponent(".cache").path,
        ]
        let outcome = try TimedProcess.run(
            python, ["-c", Self.reaper, executable] + common + arguments, environment: environment, limit: limit,
            scratch: scratch)
        guard !outcome.timedOut else {
            throw Failure(description: "chromium did not finish within \(limit); killed. stderr: \(outcome.error)")
        }
        guard outcome.stragglers.isEmpty else {
            throw Failure(description: "chromium processes \(outcome.stragglers) still run after a kill")
        }
        guard outcome.status == 0 else {
            throw Failure(description: "chromium exited with \(outcome.status ?? -1): \(outcome.error)")
        }
        return outcome.output
    }
}
