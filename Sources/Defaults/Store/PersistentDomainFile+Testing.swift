import PropertyList
import Synchronization
import SystemCalls

// Hooks for tests: they inject failures and look inside the commit's cache. Not API.
extension PersistentDomainFile {
    /// Replaces the cached contents (keeping the cached stamp and pin) with values the file does not
    /// hold, so tests can tell whether a commit trusted the cache or read the file.
    @_spi(Testing) public func replaceCachedContentsForTesting(_ contents: [PlistKey: PlistValue]) {
        state.withLock { state in
            state.cache?.contents = contents
            state.cache?.encoding = nil
            state.cache?.exact = nil
        }
    }

    /// The format of the document the last commit kept for the next one to edit (nil: none kept, the
    /// next commit encodes the whole domain).
    @_spi(Testing) public var keptDocumentFormatForTesting: PropertyListFormat? {
        state.withLock { $0.cache?.encoding?.format }
    }

    /// Drops the cached snapshot's pin (as if it had been read without the lock), keeping everything
    /// else: the next commit must then read the file whatever its stamp.
    @_spi(Testing) public func unpinCachedSnapshotForTesting() {
        state.withLock { $0.cache?.pin = nil }
    }

    /// Whether a snapshot taken under the lock is cached (the next commit may skip reading the file).
    @_spi(Testing) public var hasTrustedSnapshotForTesting: Bool {
        state.withLock { $0.cache.map { $0.stamp == nil || $0.pin != nil } ?? false }
    }

    /// The inode number and link count of the file the cached snapshot pins, nil without a pin.
    @_spi(Testing) public var pinnedFileForTesting: (inode: UInt64, links: UInt64)? {
        state.withLock { state in
            guard let pin = state.cache?.pin else { return nil }
            guard let info = try? pin.descriptor.status() else { return nil }
            return (info.inode, info.links)
        }
    }

    /// How the lock is taken: `true` for the folder lock, `false` for the sidecar fallback.
    @_spi(Testing) public var locksFolderForTesting: Bool { state.withLock { $0.lock.kind == .folder } }

    /// Injects a failure into the next commits (nil clears it).
    @_spi(Testing) public func injectFault(_ fault: StoreFault?) {
        state.withLock { $0.fault = fault }
    }

    /// Runs `body` once in the next commit, after its temporary file is written and before the
    /// check that precedes the rename: the window in which a writer that ignores the lock (Foundation)
    /// can rewrite the file.
    @_spi(Testing) public func beforeNextRename(_ body: @escaping @Sendable () -> Void) {
        state.withLock { $0.beforeRename = body }
    }
}
