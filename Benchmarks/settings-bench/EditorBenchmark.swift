import BenchmarkSupport
import Defaults
import Foundation
import PropertyList
import SettingsBinding
import SettingsBundle
import SettingsEditor
import SettingsTool
import SystemCalls
import TerminalFrame
import TerminalUI

/// Rows 4 and 5: the editor's first frame, its per-keystroke cost, and how soon it shows a change
/// another process made.
///
/// The editor has no headless flag, so the first frame is measured in a child process of this
/// binary that runs the editor's own start-up path (`settings edit`: language probe, locate, load,
/// `EditorRunner`, resize, render) and draws the first frame on a headless ncurses session
/// (`Terminal.headless`, output to /dev/null) instead of the real terminal.
enum EditorBenchmark {
    // MARK: - First frame

    /// Child side: start-up as `settings PATH` does it, then one frame; prints the clock.
    static func firstFrameChild(app: String) throws {
        let environment = DefaultsEnvironment.current
        let probe = Defaults(
            applicationDomain: "com.terminalsettings.settings", environment: environment, arguments: ["settings"])
        let appleLanguages = probe.value(forKey: "AppleLanguages")?.arrayValue?.compactMap(\.stringValue)
        let languages = LanguagePreference.resolve(
            explicit: nil, appleLanguages: appleLanguages, environment: ProcessInfo.processInfo.environment)
        let options = LoadOptions(idiom: .phone, languages: languages)
        var bundles: [(bundle: LoadedBundle, domain: String)] = []
        for location in try BundleLocator.locate(app) {
            bundles.append((try BundleLoader.load(location, options: options), try location.resolvedDomain()))
        }
        let runner = try EditorRunner(bundles: bundles, launchArguments: [], environment: environment)
        let terminal = try Terminal.headless(width: 80, height: 24)
        // The pump itself, on the headless session: it paints the first frame, resolves the other
        // pages' keys after it, then reads no key (the script is empty) and quits.
        let backend = BenchBackend(terminal: terminal, events: [])
        runner.run(on: backend)
        terminal.close()
        guard let done = backend.firstPaint, let frame = backend.firstFrame else {
            throw BenchError("the editor painted no frame")
        }
        guard frame.line(0).contains(bundles.first?.bundle.name.prefix(4) ?? "") else {
            throw BenchError("the first frame does not show the app: \(frame.line(0))")
        }
        print(done)
    }

    static func firstFrame(_ subjects: [(label: String, app: URL, budget: Double)], home: URL, quick: Bool) throws
        -> [BenchmarkRow]
    {
        let environment = ["HOME": home.path, "XDG_CONFIG_HOME": home.path + "/.config", "LANG": "C.UTF-8"]
        func spawn(_ arguments: [String]) -> Double {
            let start = BenchClock.now()
            guard let lines = try? ChildProcess.run(arguments, environment: environment),
                let end = lines.last.flatMap({ UInt64($0) })
            else { return .nan }
            return Double(end - start) / 1e6
        }
        var rows: [BenchmarkRow] = []
        let rounds = quick ? 3 : 11
        for subject in subjects {
            let samples = BenchClock.interleave(
                rounds: rounds,
                [
                    { spawn(["first-frame", subject.app.path]) }, { spawn(["noop"]) },
                ])
            let ours = BenchClock.median(samples[0])
            rows.append(
                BenchmarkRow(
                    name: "first frame, \(subject.label)", unit: "ms", ours: ours,
                    anchor: BenchClock.median(samples[1]),
                    anchorName: "start-up of the same binary that exits at once (process start floor)",
                    target: "< \(Int(subject.budget)) ms", goal: .oursBelow(subject.budget),
                    method: "spawn to the first complete 80x24 frame drawn on a headless ncurses session, in a "
                        + "child process running settings' start-up path; median of \(rounds) interleaved runs",
                    note: ours.isNaN ? "the child failed" : ""))
        }
        return rows
    }

    // MARK: - Keystrokes

    /// Per-keystroke CPU cost on a 500-row page: moving, and toggling (on the in-memory store, and
    /// with the durable write), each through the editor's pump (`EditorRunner.run(on:)`).
    static func keystrokes(directory: URL, home: URL, quick: Bool) throws -> [BenchmarkRow] {
        let output = try BundleGenerator(specifiers: 500, seed: 500, specifiersPerPage: 500).write(into: directory)
        let location = try BundleLocator.locate(output.app.path)[0]
        let bundle = try BundleLoader.load(location, options: LoadOptions(languages: ["en"]))
        let domain = try location.resolvedDomain()
        let environment = DefaultsEnvironment(home: home.path, xdgConfigHome: home.path + "/.config")
        let runner = try EditorRunner(bundles: [(bundle, domain)], launchArguments: [], environment: environment)
        // The same bundle on the in-memory store: a toggle's write costs no file.
        let memory = EditorLoop(apps: [EditorApp(bundle: bundle, domain: domain)], store: MemoryStore())
        let terminal = try Terminal.headless(width: 80, height: 24)
        defer { terminal.close() }

        /// The pump on the headless session with `events`; the CPU milliseconds of each.
        func pump(_ events: [Event], run: (BenchBackend) -> Void) -> (costs: [Double], reports: Int) {
            let backend = BenchBackend(terminal: terminal, events: events)
            run(backend)
            return (backend.costs, backend.reports)
        }
        let rowCount = try openLargePage(runner.send, state: { runner.state })
        _ = try openLargePage(memory.send, state: { memory.state })

        let moves = quick ? 100 : 600
        // Down through the page and back up, so every part of it is drawn.
        let moving = pump((0..<moves).map { ($0 / 150) % 2 == 0 ? .down : .up }) { runner.run(on: $0) }.costs
        try selectToggle(runner.send, state: { runner.state })
        try selectToggle(memory.send, state: { memory.state })
        let toggles = quick ? 20 : 200
        let pure = pump(Array(repeating: .character(" "), count: toggles)) { memory.run(on: $0) }.costs
        let writes = quick ? 5 : 30
        let resolvedBefore = runner.loop.resolvedKeyCount
        let (written, reports) = pump(Array(repeating: .character(" "), count: writes)) { runner.run(on: $0) }
        // Each write re-resolves its key once; a report of the editor's own write taken for an outside
        // change would resolve every key again.
        let resolved = runner.loop.resolvedKeyCount - resolvedBefore
        if resolved != writes {
            throw BenchError(
                "\(writes) writes resolved \(resolved) keys: the editor's own writes were taken for outside changes")
        }
        if reports == 0 { throw BenchError("the watcher reported none of the editor's writes") }
        let method =
            "thread CPU time per key on a \(rowCount)-row page at 80x24, through the editor's pump "
            + "(EditorRunner.run on a headless ncurses session), median of"
        return [
            BenchmarkRow(
                name: "keystroke: move (500-row page)", unit: "ms", ours: BenchClock.median(moving), anchor: nil,
                anchorName: "none (absolute budget)", target: "< 1 ms CPU", goal: .oursBelow(1),
                method: "\(method) \(moves) Down/Up keys: reduce → layout → render → frame compare → ncurses paint",
                note: "max \(BenchmarkRow.format(moving.max())) ms"),
            BenchmarkRow(
                name: "keystroke: toggle (500-row page)", unit: "ms", ours: BenchClock.median(pure), anchor: nil,
                anchorName: "none (absolute budget)", target: "< 1 ms CPU", goal: .oursBelow(1),
                method: "\(method) \(toggles) Space keys on the in-memory store (MemoryStore): reduce, the write "
                    + "and the written key resolved in memory, layout, render, frame compare, paint",
                note: "max \(BenchmarkRow.format(pure.max())) ms"),
            BenchmarkRow(
                name: "keystroke: toggle + durable write", unit: "ms", ours: BenchClock.median(written), anchor: nil,
                anchorName: "none (absolute budget)", target: "< 1 ms CPU", goal: .oursBelow(1),
                method: "\(method) \(writes) Space keys on the store files: reduce, Defaults.write (row 2), "
                    + "re-resolve the written key, take the watcher's report of the write (recognised as the "
                    + "editor's own: nothing more resolved), render, paint",
                note: "max \(BenchmarkRow.format(written.max())) ms"),
        ]
    }

    /// Opens the 500-row page from the root page (setup, not timed); its row count.
    private static func openLargePage(_ send: (Event) -> Bool, state: () -> EditorState) throws -> Int {
        _ = send(.resize(width: 80, height: 24))
        while state().selectedSpecifier.map({ if case .childPane = $0.kind { false } else { true } }) ?? true {
            _ = send(.down)
            if state().screen.selection > 10 { throw BenchError("no child pane row on the root page") }
        }
        _ = send(.enter)
        let rowCount = state().itemCount(of: state().screen)
        guard state().stack.count == 2, rowCount >= 500 else {
            throw BenchError("the 500-row page did not open (\(rowCount) rows)")
        }
        return rowCount
    }

    /// Selects the first toggle row at or below the selection (setup, not timed).
    private static func selectToggle(_ send: (Event) -> Bool, state: () -> EditorState) throws {
        var guardCount = 0
        while state().selectedSpecifier.map({ if case .toggle = $0.kind { false } else { true } }) ?? true {
            _ = send(.down)
            guardCount += 1
            if guardCount > 600 { throw BenchError("no toggle row found") }
        }
    }

    // MARK: - External change

    /// Child side: writes one key into the domain as another program would; prints the clock
    /// taken just before the write.
    static func externalWriteChild(domain: String, key: String, value: Bool) throws {
        let environment = DefaultsEnvironment.current
        let file = PersistentDomainFile(url: try environment.fileURL(forDomain: domain))
        let start = BenchClock.now()
        try file.commit([PlistKey(key): .bool(value)])
        print(start)
    }

    static func externalChange(showcase: URL, home: URL, quick: Bool) throws -> BenchmarkRow {
        let environment = DefaultsEnvironment(home: home.path, xdgConfigHome: home.path + "/.config")
        let childEnvironment = ["HOME": home.path, "XDG_CONFIG_HOME": home.path + "/.config"]
        let location = try BundleLocator.locate(showcase.path)[0]
        let domain = try location.resolvedDomain()
        let bundle = try BundleLoader.load(location, options: LoadOptions(languages: ["en"]))
        guard
            let key = bundle.rootPage.specifiers.first(where: {
                if case .toggle = $0.kind { $0.key != nil } else { false }
            })?
            .key
        else { throw BenchError("the Showcase has no toggle on its root page") }
        if let user = environment.userDirectory {
            try FileManager.default.createDirectory(atPath: user, withIntermediateDirectories: true)
        }
        let runner = try EditorRunner(bundles: [(bundle, domain)], launchArguments: [], environment: environment)
        // The same folders the editor watches (those of BoundApp.storedDomains).
        let directories = [environment.userDirectory, environment.userByHostDirectory].compactMap { $0 }
            .map { URL(fileURLWithPath: $0, isDirectory: true) }
        let watcher = try DomainWatcher(directories: directories)
        let terminal = try Terminal.headless(width: 80, height: 24)
        defer { terminal.close() }
        runner.send(.resize(width: 80, height: 24))
        var shown = runner.loop.frame
        terminal.draw(shown)
        let storeKey = StoreKey(domain: domain, key: key)

        let rounds = quick ? 3 : 15
        var latencies: [Double] = []
        for round in 0..<rounds {
            let value = round % 2 == 0
            let child = try ChildProcess.start(
                ["external-write", domain, key, value ? "1" : "0"], environment: childEnvironment)
            var seenAt: UInt64?
            let deadline = BenchClock.now() + 3_000_000_000
            while seenAt == nil && BenchClock.now() < deadline {
                // The editor loop: wait on the watcher's descriptor, re-resolve, paint when it changed.
                let descriptor = FileDescriptor(rawValue: watcher.fileDescriptor)
                guard (try? Poll.readable([descriptor], timeoutMilliseconds: 100)) == [true] else { continue }
                guard watcher.changedDomains().contains(domain) else { continue }
                runner.refresh(external: true)
                let frame = runner.loop.frame
                if frame != shown {
                    terminal.draw(frame)
                    shown = frame
                }
                if runner.state[app: AppID(domain)]?.values[storeKey]?.value == .bool(value) {
                    seenAt = BenchClock.now()
                }
            }
            let lines = try ChildProcess.finish(child)
            guard let seenAt, let start = lines.last.flatMap({ UInt64($0) }) else {
                latencies.append(.infinity)
                continue
            }
            latencies.append(Double(Int64(seenAt) - Int64(start)) / 1e6)
        }

        // Foundation: does a UserDefaults that already read the domain see another process's write?
        var foundationNote = ""
        if let foundation = UserDefaults(suiteName: domain) {
            let before = foundation.object(forKey: key) as? Bool
            let value = !(before ?? false)
            let child = try ChildProcess.start(
                ["external-write", domain, key, value ? "1" : "0"], environment: childEnvironment)
            _ = try ChildProcess.finish(child)
            let start = BenchClock.now()
            var seen: Double?
            while BenchClock.now() - start < 1_000_000_000 {
                if foundation.object(forKey: key) as? Bool == value {
                    seen = Double(BenchClock.now() - start) / 1e6
                    break
                }
                MonotonicClock.sleep(microseconds: 1000)
            }
            foundationNote =
                seen.map { "Foundation UserDefaults saw it after \(BenchmarkRow.format($0)) ms" }
                ?? "Foundation UserDefaults had not seen it 1000 ms after the writer exited"
        }
        return BenchmarkRow(
            name: "external change → editor state", unit: "ms", ours: BenchClock.median(latencies), anchor: nil,
            anchorName: "Foundation UserDefaults (never notices before synchronize())", target: "< 100 ms",
            goal: .oursBelow(100),
            method: "another process commits a key of the Showcase domain; from just before its write to the "
                + "editor's state holding the new value and the frame painted (DomainWatcher → refresh → render), "
                + "median of \(rounds) rounds",
            note: "max \(BenchmarkRow.format(latencies.max())) ms; " + foundationNote)
    }
}
