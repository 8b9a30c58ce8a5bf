import SettingsBinding
import SettingsBundle

/// Where the editor's values live: what the program loop (``EditorLoop``) resolves keys from,
/// writes edits to, and asks what changed outside.
///
/// ``DefaultsStore`` implements it: each open app bound to its defaults (`BoundApp`, the one
/// resolver of the editor and every command) over its environment's storage, with a change feed.
/// The `settings` tool runs it on the store files; ``MemoryStore`` is the same binding over a
/// `MemoryStorage`, for the tests and the benchmark.
public protocol EditorStore {
    /// Some keys of an app, each resolved against the search list of the domain it is stored in,
    /// with the app's registered defaults.
    ///
    /// - Parameters:
    ///   - keys: the keys to resolve (each in the app domain or a suite of the app's pages).
    ///   - app: the app as the editor shows it (its ``EditorApp/id`` says which it is).
    mutating func resolve(_ keys: some Sequence<StoreKey>, of app: EditorApp) -> [StoreKey: ResolvedValue]

    /// Writes (or removes) one key durably, in a domain the app that asked (``WriteRequest/app``) owns.
    /// - Throws: ``EditorStoreError`` saying why nothing was written.
    mutating func write(_ request: WriteRequest) throws(EditorStoreError)

    /// The store files of every app's search lists that exist but cannot be read, by domain.
    func unreadableDomains() -> [String: UnreadableStore]

    /// The full explanation of every unreadable store file (what the first screen says).
    func unreadableStoreMessages() -> [String]

    /// Binds an app to its bundle loaded in the other view (`BundleView`), ready for
    /// ``switchView(app:)``.
    /// - Throws: ``EditorStoreError`` when that view cannot be bound.
    mutating func bindOtherView(_ bundle: LoadedBundle, app: AppID) throws(EditorStoreError)

    /// An app now shows its other view: resolve and write through that binding.
    mutating func switchView(app: AppID)

    /// A descriptor that becomes readable when a store may have changed (add it to `poll`), nil
    /// when changes are only found by asking ``outsideChanges()`` on a timer.
    var changeDescriptor: Int32? { get }

    /// Takes the pending change reports: whether another program changed a domain an open app
    /// reads. The store's own writes are not outside changes.
    mutating func outsideChanges() -> Bool
}

/// Why a store did not write, or could not bind an app's other view: a message that says what
/// to do next.
public struct EditorStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message.
    public var description: String

    /// Creates an error with its message.
    public init(_ description: String) {
        self.description = description
    }
}
