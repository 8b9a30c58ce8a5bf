import Defaults
import FoundationEssentials
import SettingsBinding
import SettingsBundle
import SettingsEditor
import TerminalFrame
import TerminalUI

/// The editor on the terminal: the one program loop (``EditorLoop``) on the real store files
/// (``DefaultsStore``), fed with terminal events and the watcher's reports. Single-threaded, as
/// ncurses requires.
public final class EditorRunner {
    /// The program loop: events in, effects performed on the stores, outcomes reported back.
    public let loop: EditorLoop<DefaultsStore>

    /// The editor state (public for tests and tools that drive the loop themselves). Reading it
    /// first resolves the keys start-up left for later, so it is always complete.
    public var state: EditorState { loop.state }

    /// Prepares the editor for apps bound to their defaults, in the order given on the command line.
    ///
    /// Only the keys the first screen shows are resolved here, so the first frame of a bundle with
    /// thousands of keys comes at once; the others are resolved right after it, before the first
    /// key is read (and before ``state``, ``send(_:)`` or ``perform(_:)`` see the state).
    public init(apps: [BoundApp]) {
        let store = DefaultsStore(apps: apps)
        loop = EditorLoop(apps: store.editorApps, store: store)
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

    /// The first frame at a terminal size, as ``run(options:)`` draws it: before the keys of the
    /// pages not shown are resolved.
    public func firstFrame(width: Int, height: Int) -> Frame {
        loop.firstFrame(width: width, height: height)
    }

    /// Resolves the keys start-up left for later (nothing once done).
    public func resolveRemaining() { loop.resolveRemaining() }

    /// Runs the editor on the terminal until the user quits or a quit signal arrives.
    public func run(options: TerminalOptions) throws(EditorRunError) {
        let terminal: Terminal
        do {
            terminal = try Terminal(options: options)
        } catch {
            throw .terminal(error)
        }
        defer { terminal.close() }
        run(on: terminal)
    }

    /// Runs the editor on a terminal backend (ncurses, or a test's or the benchmark's) until the
    /// user quits or the terminal is lost: the loop's pump (``EditorLoop/run(on:)``).
    public func run(on backend: some TerminalBackend) {
        loop.run(on: backend)
    }

    /// Performs effects in order; true when the editor must quit.
    @discardableResult
    public func perform(_ effects: [Effect]) -> Bool { loop.perform(effects) }

    /// Shows a warning on the first screen (unless an error is already shown).
    public func note(_ text: String) { loop.note(text) }

    /// Feeds one terminal event through the reducer and performs the effects (for tests);
    /// true when the editor would quit.
    @discardableResult
    public func send(_ event: Event) -> Bool { loop.send(event) }

    /// Re-resolves every shown key; `external` when a store changed on disk.
    public func refresh(external: Bool) { loop.refresh(external: external) }

    /// Takes the watcher's reports: re-resolves every shown key when another program changed a
    /// store an app reads (the editor's own writes are not such a change); true when it did.
    @discardableResult
    public func storesChanged() -> Bool { loop.storesChanged() }
}
