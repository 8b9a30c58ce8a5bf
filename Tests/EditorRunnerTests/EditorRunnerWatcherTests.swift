import Foundation
import PropertyList
import SettingsBinding
import SettingsBundle
import SettingsEditor
import TerminalFrame
import TestSupport
import Testing

@testable import Defaults
@testable import SettingsTool

/// The runner's watcher: its own commits, which inotify reports like any change, cost one
/// resolution of the written key; another process's writes are still resolved and announced.
@Suite(.serialized) struct EditorRunnerWatcherTests {
    let home: URL
    let environment: DefaultsEnvironment
    let domain = EditorRunnerTests.domain

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("editor-watcher-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: home.appendingPathComponent(".config"), withIntermediateDirectories: true)
        environment = DefaultsEnvironment(home: home.path)
    }

    func runner() throws -> EditorRunner {
        let path = EditorRunnerTests.packageRoot.appendingPathComponent("Examples/Showcase").path
        let bundle = try #require(try BundleLoader.load(path: path, options: LoadOptions(languages: ["en"])).first)
        return try EditorRunner(bundles: [(bundle, domain)], launchArguments: [], environment: environment)
    }

    func select(_ title: String, in runner: EditorRunner) {
        runner.send(.home)
        for _ in 0..<60 {
            if runner.state.selectedSpecifier?.title?.text == title { return }
            runner.send(.down)
        }
        Issue.record("no row titled \(title)")
    }

    /// Waits until the watcher has something to report (as the terminal loop's poll does).
    func watcherReports(_ runner: EditorRunner) throws -> Bool {
        var descriptor = pollfd(
            fd: try #require(runner.loop.store.changeDescriptor), events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 2000) > 0
    }

    /// Stores a domain as another process does: the file written beside the folder, renamed into
    /// place by `mv`.
    func storeFromAnotherProcess(_ values: [PlistKey: PlistValue]) throws {
        try storeFromAnotherProcess(bytes: try PropertyListCoder.encodeXML(.dictionary(values)))
    }

    func storeFromAnotherProcess(bytes: Data) throws {
        let staged = home.appendingPathComponent("staged.plist")
        try bytes.write(to: staged)
        let move = try TestProcess.run(
            "/bin/mv", [staged.path, home.appendingPathComponent(".config/\(domain).plist").path],
            environment: ["PATH": "/usr/bin:/bin"])
        #expect(move.status == 0)
    }

    func value(_ key: String, in runner: EditorRunner) -> PlistValue? {
        runner.state[app: AppID(domain)]?.values[StoreKey(domain: domain, key: key)]?.value
    }

    @Test func eachEditResolvesItsKeyOnceThoughTheWatcherReportsIt() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let runner = try runner()
        select("Allow Notifications", in: runner)
        for round in 0..<4 {
            let before = runner.loop.resolvedKeyCount
            runner.send(.character(" "))
            #expect(try watcherReports(runner), "the watcher did not report the editor's own write")
            #expect(!runner.storesChanged())
            #expect(runner.loop.resolvedKeyCount == before + 1, "round \(round)")
            #expect(runner.state.message?.notice == .saved(domain: domain))
        }
        // A reset that removes the file's last key, reported as a deletion, is ours too.
        runner.send(.character("r"))
        let before = runner.loop.resolvedKeyCount
        #expect(try watcherReports(runner))
        #expect(!runner.storesChanged())
        #expect(runner.loop.resolvedKeyCount == before)
    }

    @Test func anotherProcessesWriteIsResolvedAndAnnounced() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let runner = try runner()
        select("Allow Notifications", in: runner)
        runner.send(.character(" "))
        _ = try watcherReports(runner)
        runner.storesChanged()
        try storeFromAnotherProcess(["notifications_enabled": true, "refresh_minutes": 5])
        let before = runner.loop.resolvedKeyCount
        #expect(try watcherReports(runner))
        #expect(runner.storesChanged())
        #expect(runner.loop.resolvedKeyCount == before + (runner.state[app: AppID(domain)]?.storeKeys.count ?? 0))
        #expect(value("refresh_minutes", in: runner) == .integer(5))
        #expect(value("notifications_enabled", in: runner) == .bool(true))
        #expect(runner.state.message?.notice == .changedOnDisk(domains: [domain]))
    }

    /// Another process writes, then the editor commits before it has looked at the report: the
    /// commit merges the other write, and the report is still taken as an outside change.
    @Test func anOutsideWriteMergedIntoOurCommitIsStillResolved() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let runner = try runner()
        select("Allow Notifications", in: runner)
        runner.send(.character(" "))
        _ = try watcherReports(runner)
        runner.storesChanged()
        try storeFromAnotherProcess(["notifications_enabled": false, "refresh_minutes": 5])
        select("Bold Text", in: runner)
        runner.send(.character(" "))
        #expect(value("refresh_minutes", in: runner) != .integer(5))
        #expect(try watcherReports(runner))
        #expect(runner.storesChanged())
        #expect(value("refresh_minutes", in: runner) == .integer(5))
        #expect(value("appearance_bold", in: runner) == .bool(true))
    }

    /// Issue 33: a store file another program makes unreadable is said as soon as it is reported,
    /// not at the next start.
    @Test func aStoreMadeUnreadableOutsideIsSaidAtOnce() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let runner = try runner()
        select("Allow Notifications", in: runner)
        runner.send(.character(" "))
        _ = try watcherReports(runner)
        runner.storesChanged()
        try storeFromAnotherProcess(bytes: Data("<plist><dict><key>broken".utf8))
        #expect(try watcherReports(runner))
        #expect(runner.storesChanged())
        let unreadable = try #require(runner.state.unreadableStores[domain])
        #expect(runner.state.message?.notice == .unreadable([unreadable]))
    }

    /// Issue 33: a second commit after the one that merged an outside write does not make the
    /// merge forgotten: the reports of both are still an outside change, until they are looked at.
    @Test func aMergedOutsideWriteStaysOutsideThroughTheNextCommit() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let runner = try runner()
        select("Allow Notifications", in: runner)
        runner.send(.character(" "))
        _ = try watcherReports(runner)
        runner.storesChanged()
        try storeFromAnotherProcess(["notifications_enabled": false, "refresh_minutes": 5])
        select("Bold Text", in: runner)
        runner.send(.character(" "))
        runner.send(.character(" "))
        #expect(value("refresh_minutes", in: runner) != .integer(5))
        #expect(try watcherReports(runner))
        #expect(runner.storesChanged())
        #expect(value("refresh_minutes", in: runner) == .integer(5))
        #expect(value("appearance_bold", in: runner) == .bool(false))
    }

    /// The pump itself (``EditorRunner/run(on:)``) on a test backend: it watches the store's change
    /// descriptor, takes its own write's report as its own, and shows another process's write.
    @Test func thePumpWatchesTheStoreAndShowsAnotherProcessesWrite() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let runner = try runner()
        select("Allow Notifications", in: runner)
        let descriptor = try #require(runner.loop.store.changeDescriptor)
        var counts: [Int] = []
        let backend = TestBackend(
            inputs: [.event(.character(" ")), .descriptorReadable, .descriptorReadable, .event(.character("q"))])
        backend.beforeRead = { reads in
            counts.append(runner.loop.resolvedKeyCount)
            if reads == 2 { try? storeFromAnotherProcess(["notifications_enabled": false, "refresh_minutes": 7]) }
        }
        runner.run(on: backend)
        #expect(backend.watched == [descriptor, descriptor, descriptor, descriptor])
        // The toggle resolved its key once; the report of its own write resolved nothing.
        #expect(counts[2] == counts[1])
        #expect(counts[3] == counts[2] + (runner.state[app: AppID(domain)]?.storeKeys.count ?? 0))
        #expect(value("refresh_minutes", in: runner) == .integer(7))
        let row = backend.lastFrame?.textLines.first { $0.contains("Allow Notifications") }
        #expect(row?.contains("OFF") == true, "\(row ?? "")")
        #expect(backend.lastFrame?.textLines.contains { $0.contains("Changed on disk by another program") } == true)
    }
}
