import FoundationEssentials
import Synchronization
import SystemCalls

/// The process's ``DomainStore``s, one per store file, held weakly: a store lives as long as some
/// `Defaults` instance uses it.
///
/// Durability: a `set` reaches the disk at `synchronize()`/`flush()`, when the last instance that
/// uses the domain is released (the store's `deinit`), and at normal process exit through an
/// `atexit` hook that flushes every live store with pending changes. A process killed by a signal
/// or by `_exit` loses uncommitted changes, as any buffered writer does.
enum DomainStoreRegistry {
    private final class WeakStore: @unchecked Sendable {
        weak var store: DomainStore?
        init(_ store: DomainStore) { self.store = store }
    }

    private struct State: ~Copyable {
        var stores: [String: WeakStore] = [:]
        var insertionsSinceSweep = 0
        var exitHookInstalled = false
    }

    private static let state = Mutex(State())

    /// The store of a domain of `storage`, created on first use (one per ``DomainStorage/identity``).
    /// Domains without a store (no user directory or an invalid name) are keyed by the error text
    /// and name so that they, too, are shared.
    static func store(of domain: StoredDomain, in storage: any DefaultsStorage) -> DomainStore {
        store(for: storage.store(for: domain), domain: domain.name)
    }

    /// The store of a file, created on first use (`style`: how a new store writes its file; the
    /// first user's style wins, one file has one style).
    static func store(
        for location: Result<URL, DefaultsError>, domain: String, style: StoreFileStyle = .linux
    ) -> DomainStore {
        store(for: location.map { PersistentDomainFile(url: $0, style: style) as any DomainStorage }, domain: domain)
    }

    private static func store(for backend: Result<any DomainStorage, DefaultsError>, domain: String) -> DomainStore {
        let key: String
        switch backend {
        case .success(let storage): key = storage.identity
        case .failure(let error): key = "none:\(domain):\(error)"
        }
        return state.withLock { state in
            if let existing = state.stores[key]?.store { return existing }
            let store = DomainStore(backend: backend)
            state.stores[key] = WeakStore(store)
            state.insertionsSinceSweep += 1
            if state.insertionsSinceSweep > 64 {
                state.stores = state.stores.filter { $0.value.store != nil }
                state.insertionsSinceSweep = 0
            }
            return store
        }
    }

    /// Every live store with pending changes.
    static func storesWithPendingChanges() -> [DomainStore] {
        let candidates = state.withLock { state in state.stores.values.compactMap(\.store) }
        return candidates.filter(\.hasPendingChanges)
    }

    /// Installs the `atexit` hook once.
    static func installExitHook() {
        let install = state.withLock { state -> Bool in
            defer { state.exitHookInstalled = true }
            return !state.exitHookInstalled
        }
        if install {
            ProcessHooks.atExit { DomainStoreRegistry.flushAllAtExit() }
        }
    }

    /// Flushes every store with pending changes; failures go to stderr (nothing else can be done
    /// at exit).
    static func flushAllAtExit() {
        for store in storesWithPendingChanges() {
            do {
                try store.flush()
            } catch {
                DefaultsDiagnostics.report("could not save changes to \(store.describe()) at exit: \(error)")
            }
        }
    }
}
