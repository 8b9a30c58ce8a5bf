import FoundationEssentials
import PropertyList
import Synchronization

/// Persistent domains kept in memory: the second ``DefaultsStorage``, for tests, benchmarks and
/// tools that must not touch files. The full search list works over it (ByHost, any-user, global,
/// suites), with the same locking, per-key merge and change reports as the files, and nothing is
/// ever written to disk.
///
/// ``setValues(_:of:)`` and ``commitOutside(_:to:)`` change a domain as another program would: the
/// first silently (as if before the program started), the second told to every feed.
public final class MemoryStorage: DefaultsStorage {
    private struct Domain {
        var values: [PlistKey: PlistValue] = [:]
        var serial: UInt64 = 0
    }

    private struct State {
        var domains: [StoredDomain: Domain] = [:]
        var failing: Set<String> = []
        var feeds: [Weak] = []
    }

    private final class Weak: @unchecked Sendable {
        weak var feed: MemoryChangeFeed?
        init(_ feed: MemoryChangeFeed) { self.feed = feed }
    }

    private let state = Mutex(State())
    private let serials = Atomic<UInt64>(0)

    /// An empty storage.
    public init() {}

    /// Names of the domains whose commits fail, as a read-only folder's would (any variant).
    public var failingDomains: Set<String> {
        get { state.withLock { $0.failing } }
        set { state.withLock { $0.failing = newValue } }
    }

    /// What `domain` holds now.
    public func values(of domain: StoredDomain) -> [PlistKey: PlistValue] {
        state.withLock { $0.domains[domain]?.values ?? [:] }
    }

    /// What every domain of one variant holds, by name (domains never stored are left out).
    public func domains(byHost: Bool, anyUser: Bool) -> [String: [PlistKey: PlistValue]] {
        state.withLock { state in
            var result: [String: [PlistKey: PlistValue]] = [:]
            for (domain, stored) in state.domains where domain.byHost == byHost && domain.anyUser == anyUser {
                if !stored.values.isEmpty { result[domain.name] = stored.values }
            }
            return result
        }
    }

    /// Replaces what `domain` holds, telling no feed (as if it was so before anyone watched).
    public func setValues(_ values: [PlistKey: PlistValue], of domain: StoredDomain) {
        let serial = nextSerial()
        state.withLock { $0.domains[domain] = Domain(values: values, serial: serial) }
        StoreGeneration.diskChanged()
    }

    /// Commits as another program would: every feed is told.
    public func commitOutside(_ changes: [PlistKey: PlistValue?], to domain: StoredDomain) {
        _ = apply(changes, to: domain, replacing: false)
    }

    public func store(for domain: StoredDomain) -> Result<any DomainStorage, DefaultsError> {
        do {
            var validated = domain
            validated.name = try DomainName.validated(domain.name)
            return .success(MemoryDomain(storage: self, domain: validated))
        } catch {
            return .failure(error)
        }
    }

    public func version(of domain: StoredDomain) -> StoreVersion? {
        StoreVersion(serial: state.withLock { $0.domains[domain]?.serial ?? 0 })
    }

    public func watch(_ domains: [StoredDomain]) throws(DefaultsError) -> any StoreChangeFeed {
        let feed = MemoryChangeFeed(domains: Set(domains))
        state.withLock { state in
            state.feeds = state.feeds.filter { $0.feed != nil } + [Weak(feed)]
        }
        return feed
    }

    // MARK: - For the domains

    func reading(_ domain: StoredDomain) -> (values: [PlistKey: PlistValue], serial: UInt64) {
        state.withLock { state in
            let stored = state.domains[domain] ?? Domain()
            return (stored.values, stored.serial)
        }
    }

    /// Applies changes under the storage's lock; the serial the domain had before and has after.
    func apply(_ changes: [PlistKey: PlistValue?], to domain: StoredDomain, replacing: Bool) -> (
        before: UInt64, after: UInt64
    ) {
        let serial = nextSerial()
        let (before, feeds) = state.withLock { state -> (UInt64, [MemoryChangeFeed]) in
            var stored = state.domains[domain] ?? Domain()
            let before = stored.serial
            if replacing { stored.values = [:] }
            for (key, value) in changes {
                if let value { stored.values[key] = value.normalizedForStorage } else { stored.values[key] = nil }
            }
            stored.serial = serial
            state.domains[domain] = stored
            return (before, state.feeds.compactMap(\.feed))
        }
        StoreGeneration.diskChanged()
        for feed in feeds { feed.note(domain) }
        return (before, serial)
    }

    func refusal(for domain: StoredDomain) -> DefaultsError? {
        guard state.withLock({ $0.failing.contains(domain.name) }) else { return nil }
        return .readOnlyFileSystem(file: "\(domain) (in memory)")
    }

    private func nextSerial() -> UInt64 { serials.add(1, ordering: .relaxed).newValue }
}

/// One domain of a ``MemoryStorage``: what `Defaults` reads and commits through.
final class MemoryDomain: DomainStorage, @unchecked Sendable {
    let storage: MemoryStorage
    let domain: StoredDomain
    private let lock = Mutex(())
    /// The serial this store last read or wrote (nil: never), to tell whether a commit merged.
    private var seen: UInt64?

    init(storage: MemoryStorage, domain: StoredDomain) {
        self.storage = storage
        self.domain = domain
    }

    var identity: String { "memory:\(ObjectIdentifier(storage).hashValue):\(domain)" }

    var file: URL? { nil }

    func read() throws(DefaultsError) -> DomainReading {
        let (values, serial) = storage.reading(domain)
        lock.withLock { _ in seen = serial }
        return DomainReading(values: values, version: StoreVersion(serial: serial))
    }

    @discardableResult
    func commit(merging changes: [PlistKey: PlistValue?]) throws(DefaultsError) -> StoreCommit {
        if let refusal = storage.refusal(for: domain) { throw refusal }
        return lock.withLock { _ in
            let (before, after) = storage.apply(changes, to: domain, replacing: false)
            defer { seen = after }
            return StoreCommit(version: StoreVersion(serial: after), mergedOutsideChanges: seen != before)
        }
    }

    func replace(with contents: [PlistKey: PlistValue]?) throws(DefaultsError) {
        if let refusal = storage.refusal(for: domain) { throw refusal }
        lock.withLock { _ in
            seen =
                storage.apply(
                    (contents ?? [:]).mapValues { value -> PlistValue? in value }, to: domain, replacing: true
                ).after
        }
    }
}

/// A ``MemoryStorage``'s reports of changes to some domains.
final class MemoryChangeFeed: StoreChangeFeed {
    private let domains: Set<StoredDomain>
    private let pending = Mutex<[StoredDomain]>([])

    init(domains: Set<StoredDomain>) {
        self.domains = domains
    }

    func note(_ domain: StoredDomain) {
        guard domains.contains(domain) else { return }
        pending.withLock { if !$0.contains(domain) { $0.append(domain) } }
    }

    func changes() -> [StoreChange] {
        pending.withLock { pending in
            defer { pending.removeAll() }
            return pending.map(StoreChange.init(domain:))
        }
    }

    /// None: ask ``changes()``.
    var wakeDescriptor: Int32? { nil }
}
