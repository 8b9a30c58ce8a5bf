import Defaults
import Foundation
import SettingsBinding
import SettingsBundle
import SettingsEditor
import TerminalFrame
import TerminalUI

/// The editor's program loop: draws the state, feeds terminal events and store changes to
/// `reduce`, and performs the effects it returns with `Defaults.write` (durable before the
/// screen says "Saved"). Single-threaded, as ncurses requires.
public final class EditorRunner {
    /// The editor state (public for tests and tools that drive the loop themselves). Reading it
    /// first resolves the keys start-up left for later, so it is always complete.
    public var state: EditorState {
        resolveRemaining()
        return current
    }

    /// The state, laid out after every change (``layout(_:)``: `reduce` scrolls nothing).
    private var current: EditorState {
        didSet { layout(&current) }
    }
    /// Whether only the first screen's keys are resolved yet (see ``firstFrame(width:height:)``).
    private var isPartlyResolved: Bool
    /// The open apps bound to their defaults, in the order of ``EditorState/apps``.
    private var apps: [BoundApp]
    /// Each app bound in the other view, once `i` asked for it (swapped with ``apps`` on a switch).
    private var otherApps: [Int: BoundApp] = [:]
    private let watcher: DomainWatcher?

    /// Prepares the editor for apps bound to their defaults, in the order given on the command line.
    ///
    /// Only the keys the first screen shows are resolved here, so the first frame of a bundle with
    /// thousands of keys comes at once; the others are resolved right after it, before the first
    /// key is read (and before ``state``, ``send(_:)`` or ``perform(_:)`` see the state).
    public init(apps: [BoundApp]) {
        self.apps = apps
        current = EditorState(apps: apps.map(\.editorApp))
        var seen = Set<String>()
        watcher = try? DomainWatcher(
            directories: apps.flatMap(\.watchedDirectories).filter { seen.insert($0.path).inserted })
        var firstKeys = apps.map { _ in Set<StoreKey>() }
        for screen in current.stack {
            guard case .page(let app, let page) = screen.kind else { continue }
            firstKeys[app].formUnion(current.apps[app].storeKeys(onPage: page))
        }
        isPartlyResolved = true
        reduce(&current, .valuesUpdated(resolve(firstKeys), external: false))
        reduce(&current, .storesUnreadable(unreadableDomains()))
        var problems = Set<String>()
        let unreadable = apps.flatMap { $0.unreadableStores() }.filter { problems.insert($0).inserted }
        if !unreadable.isEmpty {
            current.message = EditorMessage(.error, unreadable.joined(separator: "; "))
        }
        // An initializer's changes are not observed: the first frame's resize lays the state out
        // (``firstFrame(width:height:)``), as does any other way in (``state``, ``send(_:)``).
    }

    /// Prepares the editor for loaded bundles, each bound to the domain given with it (see
    /// ``init(apps:)``).
    ///
    /// - Parameters:
    ///   - bundles: the bundles with their domains, in the order given on the command line.
    ///   - launchArguments: simulated launch arguments (`-key value`), the argument domain.
    ///   - argumentOrigins: what passed each launch argument (a scheme's entry), if known.
    ///   - environment: where the store files are.
    public convenience init(
        bundles: [(bundle: LoadedBundle, domain: String)], launchArguments: [String], argumentOrigins: [String] = [],
        environment: DefaultsEnvironment = .current
    ) throws(BundleError) {
        var apps: [BoundApp] = []
        for (bundle, domain) in bundles {
            apps.append(
                try BoundApp(
                    bundle: bundle, domain: domain, environment: environment, launchArguments: launchArguments,
                    argumentOrigins: argumentOrigins))
        }
        self.init(apps: apps)
    }

    /// Some keys of every app (`keys[n]` of app `n`), resolved against their domain's search list.
    private func resolve(_ keys: [Set<StoreKey>]) -> [[StoreKey: ResolvedValue]] {
        apps.indices.map { keys.indices.contains($0) ? apps[$0].resolve(keys[$0]) : [:] }
    }

    /// The unreadable store files of every app's search lists, by domain.
    private func unreadableDomains() -> [String: UnreadableStore] {
        apps.reduce(into: [:]) { all, app in all.merge(app.unreadableDomains()) { first, _ in first } }
    }

    /// Every shown key of every app.
    private func resolveAll() -> [[StoreKey: ResolvedValue]] {
        current.apps.indices.map { apps[$0].resolve(current.apps[$0].storeKeys) }
    }

    /// The first frame at a terminal size, as ``run(options:)`` draws it: before the keys of the
    /// pages not shown are resolved.
    public func firstFrame(width: Int, height: Int) -> Frame {
        reduce(&current, .input(.resize(width: width, height: height)))
        return render(current)
    }

    /// Resolves the keys start-up left for later (nothing once done).
    public func resolveRemaining() {
        guard isPartlyResolved else { return }
        isPartlyResolved = false
        reduce(&current, .valuesResolved(resolveAll(), external: false))
    }

    /// Runs the editor on the terminal until the user quits or a quit signal arrives.
    public func run(options: TerminalOptions) throws(EditorRunError) {
        let terminal: Terminal
        do {
            terminal = try Terminal(options: options)
        } catch {
            throw .terminal(error)
        }
        defer { terminal.close() }
        current.glyphs = terminal.glyphs
        let size = terminal.size
        var frame = firstFrame(width: size.width, height: size.height)
        var shown: Frame?
        while true {
            // Painting is the slow part (tens of milliseconds in a debug build): only when
            // something on screen changed, so a wake-up for nothing (a lock file) costs nothing.
            if frame != shown {
                terminal.draw(frame)
                shown = frame
            }
            defer { frame = render(current) }
            if isPartlyResolved {
                // The first frame is up: resolve every other key before reading a key.
                resolveRemaining()
                continue
            }
            // Without inotify, poll the files every second instead.
            let input = terminal.nextInput(
                timeoutMilliseconds: watcher == nil ? 1000 : 5000, watching: watcher?.fileDescriptor)
            switch input {
            case .event(let event):
                if perform(reduce(&current, .input(event))) { return }
            case .descriptorReadable:
                let changed = watcher?.changedDomains() ?? []
                if changed.contains(where: { domain in apps.contains { $0.reads(domain: domain) } }) {
                    refresh(external: true)
                }
            case .timeout:
                if watcher == nil { refresh(external: true) }
            }
        }
    }

    /// Performs effects in order; true when the editor must quit.
    @discardableResult
    public func perform(_ effects: [Effect]) -> Bool {
        resolveRemaining()
        var quit = false
        var written = Set<StoreKey>()
        for effect in effects {
            switch effect {
            case .quit: quit = true
            case .resolveAll:
                // An app switched views: bind the view it shows (its keys and registered defaults).
                for index in apps.indices
                where current.apps[index].bundle.options.view != apps[index].bundle.options.view {
                    guard let other = otherApps[index] else { continue }
                    otherApps[index] = apps[index]
                    apps[index] = other
                }
                refresh(external: false)
            case .loadOtherView(let app):
                let bundle = current.apps[app].bundle
                var options = bundle.options
                options.view = options.view == .inApp ? .settingsApp : .inApp
                do {
                    let other = try BundleLoader.load(bundle.location, options: options)
                    otherApps[app] = try apps[app].rebound(to: other)
                    quit = perform(reduce(&current, .otherViewLoaded(app: app, bundle: other))) || quit
                } catch {
                    current.message = EditorMessage(.error, "The other view cannot be loaded: \(error.description)")
                }
            case .write(let request):
                do {
                    try write(request)
                    reduce(&current, .writeSucceeded(request))
                } catch {
                    reduce(&current, .writeFailed(request, message: error.description))
                }
                written.insert(request.storeKey)
            }
        }
        // Show what is really stored for the written keys, whether the writes worked or not. Only
        // those: a write changes no other key, and another program's writes come from the watcher.
        if !written.isEmpty {
            let keys = current.apps.map { app in written.filter { app.values[$0] != nil } }
            reduce(&current, .valuesUpdated(resolve(keys), external: false))
        }
        return quit
    }

    /// Writes (or removes) one key, durably, in the app domain or a suite of the app that asked.
    private func write(_ request: WriteRequest) throws(EditorRunError) {
        guard apps.indices.contains(request.app) else {
            throw .write(.refusedDomain(request.storeKey.domain))
        }
        do {
            try apps[request.app].write(request.value, forKey: request.storeKey.key, inDomain: request.storeKey.domain)
        } catch {
            throw .write(error)
        }
    }

    /// Shows a warning on the first screen (unless an error is already shown).
    public func note(_ text: String) {
        if current.message?.kind != .error { current.message = EditorMessage(.warning, text) }
    }

    /// Feeds one terminal event through the reducer and performs the effects (for tests);
    /// true when the editor would quit.
    @discardableResult
    public func send(_ event: Event) -> Bool {
        resolveRemaining()
        return perform(reduce(&current, .input(event)))
    }

    /// Re-resolves every shown key; `external` when a store changed on disk.
    public func refresh(external: Bool) {
        isPartlyResolved = false
        reduce(&current, .valuesResolved(resolveAll(), external: external))
        if external { reduce(&current, .storesUnreadable(unreadableDomains())) }
    }
}
