import SettingsBinding
import SettingsBundle
import TerminalFrame

/// The editor's one program loop: feeds events through ``reduce(_:_:)-(_,EditorEvent)``,
/// performs the effects it returns against an ``EditorStore`` and reports back what happened, as
/// events. The `settings` tool's terminal loop, the tests and the benchmark all drive it.
///
/// The loop never sets the state itself: every change is an ``EditorEvent`` (a write that
/// succeeded or failed, values resolved, a view loaded or not, a notice).
public final class EditorLoop<Store: EditorStore> {
    /// The stores it resolves, writes and watches.
    public var store: Store

    /// The editor state. Reading it first resolves the keys start-up left for later, so it is
    /// always complete. Tests in the package may set it (to feed ``reduce(_:_:)-(_,EditorEvent)`` directly).
    public package(set) var state: EditorState {
        get {
            resolveRemaining()
            return current
        }
        set { current = newValue }
    }

    /// What the loop remembers between keys (layouts, the modified rows, the search index), bound
    /// around every reduce, layout and render it runs; the state holds none of it.
    public let memo = EditorMemo()

    /// The state, laid out after every change (``layout(_:)``: `reduce` scrolls nothing).
    private var current: EditorState {
        didSet {
            // Laid out on a copy: the state set inside a closure would call this observer again.
            var laidOut = current
            memo.scope { layout(&laidOut) }
            current = laidOut
        }
    }
    /// Whether only the first screen's keys are resolved yet (see ``firstFrame(width:height:)``).
    private var isPartlyResolved: Bool

    /// How many keys were resolved so far, counting each key each time it is resolved: what a
    /// test counts to show that an edit resolves its written key only.
    public private(set) var resolvedKeyCount = 0

    /// The effects the last event sent asked for, then those their outcomes asked for, in the order
    /// performed (what the tests check).
    public private(set) var lastEffects: [Effect] = []

    /// Prepares the editor for apps whose values are in `store`, in the order given.
    ///
    /// Only the keys the first screen shows are resolved here, so the first frame of a bundle with
    /// thousands of keys comes at once; the others are resolved right after it (see ``state``).
    public init(apps: [EditorApp], store: Store, size: ScreenSize = ScreenSize(width: 80, height: 24)) {
        self.store = store
        current = EditorState(apps: apps, size: size)
        var firstKeys: [AppID: Set<StoreKey>] = [:]
        for screen in current.stack {
            guard case .page(let id, let page) = screen.kind, let app = current.app(id) else { continue }
            firstKeys[id, default: []].formUnion(app.storeKeys(onPage: page))
        }
        isPartlyResolved = true
        apply(.valuesUpdated(resolve(firstKeys), external: false))
        apply(.storesUnreadable(store.unreadableDomains()))
        var seen = Set<String>()
        let unreadable = store.unreadableStoreMessages().filter { seen.insert($0).inserted }
        if !unreadable.isEmpty {
            apply(.notice(EditorMessage(.error, unreadable.joined(separator: "; "))))
        }
        // An initializer's changes are not observed: the first frame's resize lays the state out
        // (``firstFrame(width:height:)``), as does any other way in (``state``, ``send(_:)``).
    }

    /// Feeds an event through the reducer with the loop's memo.
    @discardableResult
    private func apply(_ event: EditorEvent) -> [Effect] {
        memo.scope { reduce(&current, event) }
    }

    /// Some keys of each open app, resolved in the store (an app without keys resolves none).
    private func resolve(_ keys: [AppID: Set<StoreKey>]) -> [AppID: [StoreKey: ResolvedValue]] {
        var values: [AppID: [StoreKey: ResolvedValue]] = [:]
        for app in current.apps {
            let appKeys = keys[app.id] ?? []
            resolvedKeyCount += appKeys.count
            values[app.id] = store.resolve(appKeys, of: app)
        }
        return values
    }

    /// Every shown key of every app.
    private func resolveAll() -> [AppID: [StoreKey: ResolvedValue]] {
        resolve(Dictionary(current.apps.map { ($0.id, Set($0.storeKeys)) }) { first, _ in first })
    }

    /// The first frame at a terminal size: before the keys of the pages not shown are resolved.
    public func firstFrame(width: Int, height: Int) -> Frame {
        apply(.input(.resize(width: width, height: height)))
        return frame
    }

    /// The frame of the state as it is (without resolving the keys start-up left for later).
    public var frame: Frame { memo.scope { render(current) } }

    /// Whether keys start-up left for later are still unresolved.
    public var isWaitingToResolve: Bool { isPartlyResolved }

    /// Draws with these symbols (the terminal's: Unicode, or ASCII only).
    public func draw(with glyphs: Glyphs) {
        current.glyphs = glyphs
    }

    /// Resolves the keys start-up left for later (nothing once done).
    public func resolveRemaining() {
        guard isPartlyResolved else { return }
        isPartlyResolved = false
        apply(.valuesResolved(resolveAll(), external: false))
    }

    /// Feeds one terminal event through the reducer and performs the effects; true when the
    /// editor quits.
    @discardableResult
    public func send(_ event: Event) -> Bool {
        send(.input(event))
    }

    /// Feeds one event through the reducer and performs the effects; true when the editor quits.
    @discardableResult
    public func send(_ event: EditorEvent) -> Bool {
        resolveRemaining()
        lastEffects = []
        return perform(apply(event))
    }

    /// Performs effects in order, reporting each outcome as an event; true when the editor must quit.
    @discardableResult
    public func perform(_ effects: [Effect]) -> Bool {
        resolveRemaining()
        lastEffects += effects
        var quit = false
        var written = Set<StoreKey>()
        for effect in effects {
            switch effect {
            case .quit: quit = true
            case .viewSwitched(let app):
                store.switchView(app: app)
                refresh(external: false)
            case .loadOtherView(let app):
                quit = loadOtherView(app: app) || quit
            case .write(let request):
                do {
                    try store.write(request)
                    apply(.writeSucceeded(request))
                } catch {
                    apply(.writeFailed(request, message: error.description))
                }
                written.insert(request.storeKey)
            }
        }
        // Show what is really stored for the written keys, whether the writes worked or not. Only
        // those: a write changes no other key, and another program's writes are outside changes.
        if !written.isEmpty {
            let keys = Dictionary(current.apps.map { app in (app.id, written.filter { app.values[$0] != nil }) }) {
                first, _ in first
            }
            apply(.valuesUpdated(resolve(keys), external: false))
        }
        return quit
    }

    /// Loads an app's bundle in the other view, binds it in the store and shows it; true when the
    /// editor must quit.
    private func loadOtherView(app: AppID) -> Bool {
        guard let bundle = current.app(app)?.bundle else { return false }
        var options = bundle.options
        options.view = options.view == .inApp ? .settingsApp : .inApp
        let other: LoadedBundle
        do {
            other = try BundleLoader.load(bundle.location, options: options)
            try store.bindOtherView(other, app: app)
        } catch let error as BundleError {
            apply(.otherViewFailed(app: app, reason: error.description))
            return false
        } catch let error as EditorStoreError {
            apply(.otherViewFailed(app: app, reason: error.description))
            return false
        } catch {
            apply(.otherViewFailed(app: app, reason: "\(error)"))
            return false
        }
        return perform(apply(.otherViewLoaded(app: app, bundle: other)))
    }

    /// Shows a warning on the screen (unless an error is shown).
    public func note(_ text: String) {
        apply(.notice(EditorMessage(.warning, text)))
    }

    /// Re-resolves every shown key; `external` when a store changed on disk.
    public func refresh(external: Bool) {
        isPartlyResolved = false
        apply(.valuesResolved(resolveAll(), external: external))
        if external { apply(.storesUnreadable(store.unreadableDomains())) }
    }

    /// Asks the store what changed: when another program changed a domain an app reads, every
    /// shown key is resolved again and the screen says what changed; the loop's own writes cost
    /// nothing more. True when something was re-resolved.
    @discardableResult
    public func storesChanged() -> Bool {
        guard store.outsideChanges() else { return false }
        refresh(external: true)
        return true
    }
}
