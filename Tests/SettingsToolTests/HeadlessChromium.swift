import Foundation

/// Debian's `chromium` in headless mode, for one test: its own profile folder and `HOME` inside
/// a scratch folder, run as root (`--no-sandbox`), killed after a time limit.
struct HeadlessChromium {
    /// The `chromium` executable on `PATH`, if installed.
    static let executable = TimedProcess.find("chromium") ?? TimedProcess.find("chromium-browser")

    let executable: String
    /// A folder of the test's own (profile, caches, temporary files).
    let scratch: URL
    var width = 1700
    var height = 900
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
            executable, common + arguments, environment: environment, limit: limit, scratch: scratch)
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
