import Defaults
import Foundation
import SettingsBundle
import SettingsEditor
import TerminalUI

/// The editor's program loop: draws the state, feeds terminal events and store changes to
/// `reduce`, and performs the effects it returns with `Defaults.write` (durable before the
/// screen says "Saved"). Single-threaded, as ncurses requires.
public final class EditorRunner {
    /// The editor state (public for tests and tools that drive the loop themselves).
    public private(set) var state: EditorState
    private let stores: ValueStores
    private let watcher: DomainWatcher?

    /// Prepares the editor for loaded bundles.
    ///
    /// - Parameters:
    ///   - bundles: the bundles with their domains, in the order given on the command line.
    ///   - launchArguments: simulated launch arguments (`-key value`), the argument domain.
    ///   - environment: where the store files are.
    public init(
        bundles: [(bundle: LoadedBundle, domain: String)], launchArguments: [String],
        environment: DefaultsEnvironment = .current
    ) {
        let apps = bundles.map { EditorApp(bundle: $0.bundle, domain: $0.domain) }
        state = EditorState(apps: apps)
        stores = ValueStores(apps: apps, environment: environment, launchArguments: launchArguments)
        watcher = try? DomainWatcher(directories: stores.watchedDirectories)
        reduce(&state, .valuesResolved(stores.resolveAll(state.apps), external: false))
        let unreadable = stores.unreadableStores()
        if !unreadable.isEmpty {
            state.message = EditorMessage(.error, unreadable.joined(separator: "; "))
        }
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
        state.glyphs = terminal.glyphs
        let size = terminal.size
        reduce(&state, .resize(width: size.width, height: size.height))
        var shown: Frame?
        while true {
            // Painting is the slow part (tens of milliseconds in a debug build): only when
            // something on screen changed, so a wake-up for nothing (a lock file) costs nothing.
            let frame = render(state)
            if frame != shown {
                terminal.draw(frame)
                shown = frame
            }
            // Without inotify, poll the files every second instead.
            let input = terminal.nextInput(
                timeoutMilliseconds: watcher == nil ? 1000 : 5000, watching: watcher?.fileDescriptor)
            switch input {
            case .event(let event):
                if perform(reduce(&state, .input(event))) { return }
            case .descriptorReadable:
                let changed = watcher?.changedDomains() ?? []
                if changed.contains(where: stores.reads(domain:)) { refresh(external: true) }
            case .timeout:
                if watcher == nil { refresh(external: true) }
            }
        }
    }

    /// Performs effects in order; true when the editor must quit.
    @discardableResult
    public func perform(_ effects: [Effect]) -> Bool {
        var quit = false
        for effect in effects {
            switch effect {
            case .quit: quit = true
            case .write(let request):
                do {
                    try stores.write(request)
                    reduce(&state, .writeSucceeded(request))
                } catch {
                    reduce(&state, .writeFailed(request, message: error.description))
                }
                // Show what is really stored, whether the write worked or not.
                refresh(external: false)
            }
        }
        return quit
    }

    /// Shows a warning on the first screen (unless an error is already shown).
    public func note(_ text: String) {
        if state.message?.kind != .error { state.message = EditorMessage(.warning, text) }
    }

    /// Feeds one terminal event through the reducer and performs the effects (for tests);
    /// true when the editor would quit.
    @discardableResult
    public func send(_ event: Event) -> Bool {
        perform(reduce(&state, .input(event)))
    }

    /// Re-resolves every shown key; `external` when a store changed on disk.
    public func refresh(external: Bool) {
        reduce(&state, .valuesResolved(stores.resolveAll(state.apps), external: external))
    }
}
