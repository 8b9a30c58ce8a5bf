import FoundationEssentials
import PropertyList
import Synchronization
import SystemCalls

/// Writing: the locked read-modify-write every commit is (see ``PersistentDomainFile``).
extension PersistentDomainFile {
    /// Applies `changes` to the file under the domain's lock: a value sets the key, nil removes it.
    /// Keys not named in `changes` keep whatever value the file holds at that moment.
    ///
    /// Dates are truncated to whole seconds (Foundation rejects fractional ones).
    /// - Returns: the domain's contents right after the commit.
    /// - Throws: ``DefaultsError/corruptStore(file:reason:keptCopy:copyFailure:)`` while the file is
    ///   unreadable (nothing is written); ``DefaultsError/diskFull(file:)``, permission and other file
    ///   errors (the old file is left intact); ``DefaultsError/unencodableValue(file:key:reason:)``.
    @discardableResult
    public func commit(_ changes: [PlistKey: PlistValue?]) throws(DefaultsError) -> [PlistKey: PlistValue] {
        let normalized = changes.mapValues { $0?.normalizedForStorage }
        return try state.withLock { (state: inout State) throws(DefaultsError) -> [PlistKey: PlistValue] in
            try transaction(&state, replacement: nil, changedKeys: Set(changes.keys)) { _ in normalized }
        }
    }

    /// ``commit(_:)``, saying what it left on disk and whether it merged another writer's changes.
    func commitReporting(_ changes: [PlistKey: PlistValue?]) throws(DefaultsError) -> StoreCommit {
        let normalized = changes.mapValues { $0?.normalizedForStorage }
        return try state.withLock { (state: inout State) throws(DefaultsError) -> StoreCommit in
            state.lastCommit = nil
            _ = try transaction(&state, replacement: nil, changedKeys: Set(changes.keys)) { _ in normalized }
            return state.lastCommit ?? StoreCommit(version: nil, mergedOutsideChanges: true)
        }
    }

    /// Applies the changes that `changes` computes from the contents read under the lock: the
    /// read-modify-write for updates that depend on what is stored (`defaults write -array-add`,
    /// `defaults rename`), so that no other writer's change between the read and the write is lost.
    /// `changes` may be called more than once (when a writer that ignores the lock intervenes).
    @discardableResult
    public func commit(
        computing changes: ([PlistKey: PlistValue]) -> [PlistKey: PlistValue?]
    ) throws(DefaultsError) -> [PlistKey: PlistValue] {
        try state.withLock { (state: inout State) throws(DefaultsError) -> [PlistKey: PlistValue] in
            try transaction(&state, replacement: nil, changedKeys: []) { current in
                changes(current).mapValues { $0?.normalizedForStorage }
            }
        }
    }

    /// Replaces the whole domain under the same lock; nil or an empty dictionary deletes the file.
    ///
    /// This is the one operation that overwrites an unreadable store file, after keeping its
    /// `.corrupt-<timestamp>` copy (it fails if no copy can be kept).
    public func replace(with contents: [PlistKey: PlistValue]?) throws(DefaultsError) {
        let normalized = (contents ?? [:]).mapValues(\.normalizedForStorage)
        try state.withLock { (state: inout State) throws(DefaultsError) in
            _ = try transaction(&state, replacement: normalized, changedKeys: Set(normalized.keys)) { _ in [:] }
        }
    }

    /// One locked read-modify-write: `replacement` replaces the whole domain; otherwise `changes`
    /// (values already normalized; nil removes) computed from the contents under the lock are merged.
    ///
    /// A commit needs the file's current contents under the lock. They are taken from the cached
    /// snapshot without reading the file when both of these prove nobody else wrote it since:
    /// - the snapshot was read or written under the lock and pins the file's inode (every writer
    ///   using this library renames a new inode into place or deletes the file, and a pinned inode
    ///   number cannot be reused, so even a replacement within one clock tick is seen), and
    /// - the file's stamp (device, inode, size, mtime and ctime in nanoseconds) is unchanged (for
    ///   writers that ignore the lock, such as Foundation).
    /// Otherwise the file is read again (and parsed only when its bytes differ from the snapshot's).
    /// The document is then updated only for the changed keys (`StoreDocument`), and when
    /// every value is known to read back exactly, not parsed again.
    func transaction(
        _ state: inout State, replacement: [PlistKey: PlistValue]?, changedKeys: @autoclosure () -> Set<PlistKey>,
        changes: ([PlistKey: PlistValue]) -> [PlistKey: PlistValue?]
    ) throws(DefaultsError) -> [PlistKey: PlistValue] {
        if let refusal = style.writeRefusal { throw .writeRefused(file: path, reason: refusal) }
        if let boundary = style.boundary { try boundary.check(path) }
        let lock = state.lock
        try lock.acquire(refusal: fault(.lockFolder, state))
        defer { lock.release() }
        // Pinning needs a local file system; where the folder cannot be locked (NFS) a pinned file
        // that another client replaces would linger as a `.nfs` file, so nothing is pinned there.
        let pin = lock.kind == .folder

        // One lstat gives both: whether the store is a link, and (when it is not) its stamp.
        let (target, observedStamp) = try StoreIO.resolve(path)
        let isLink = target != path
        let targetDirectory = StoreIO.parentDirectory(of: target)
        if isLink, !StoreIO.directoryExists(targetDirectory) {
            throw .fileSystem(
                file: path, operation: "follow the symbolic link to \(target)",
                code: Errno.noSuchFileOrDirectory.rawValue)
        }
        // The folder the lock holds open is the one to fsync, unless a link leads elsewhere.
        let folderDescriptor = targetDirectory == lock.folder ? lock.heldFolderDescriptor : nil

        // The mode and owner the new file takes: the old file's (Apple stores), else 0600 and ours.
        let owner = style.keepsModeAndOwner ? AtomicFileWriter.Owner(of: target) : nil

        if !state.sweptTemporaryFiles {
            state.sweptTemporaryFiles = true
            AtomicFileWriter.removeStaleTemporaryFiles(nextTo: target)
        }

        // Whether the file is still the version this process last read or wrote (no pin needed:
        // this only decides whether a watcher's report of the commit is the commit alone).
        let knownBefore = state.cache.map { $0.stamp == observedStamp } ?? false
        for attempt in 1...Self.mergeAttempts {
            var current: DomainSnapshot
            var overwritingCorruptFile = false
            if attempt == 1, let cache = state.cache, cache.isCurrent(observed: observedStamp) {
                current = cache
            } else {
                do throws(DefaultsError) {
                    current = try load(&state, fresh: true, pin: pin, keepingCopy: true)
                } catch {
                    // Replacing a corrupt file is allowed once its copy is safe.
                    guard replacement != nil, case .corruptStore(_, _, let kept, _) = error, kept != nil else {
                        throw error
                    }
                    current = DomainSnapshot(stamp: state.corrupt?.stamp, contents: [:])
                    overwritingCorruptFile = true
                }
            }

            let format = style.outputFormat(reading: current.format)
            var next: [PlistKey: PlistValue]
            var edits: [(key: PlistKey, value: PlistValue?)] = []
            var encoding: StoreDocument? = nil
            var exact: Bool
            if let replacement {
                if replacement == current.contents && !overwritingCorruptFile {
                    state.cache = current
                    return current.contents
                }
                next = replacement
                exact = PropertyListCoder.roundTripsExactly(.dictionary(next))
            } else {
                for (key, value) in changes(current.contents) where current.contents[key] != value {
                    edits.append((key, value))
                }
                if edits.isEmpty {
                    state.cache = current
                    state.lastCommit = StoreCommit(
                        version: StoreVersion(stamp: current.stamp),
                        mergedOutsideChanges: !knownBefore || attempt > 1)
                    return current.contents
                }
                if current.readInexactly {
                    throw .writeRefused(
                        file: path,
                        reason: "this tool cannot read the file exactly (Foundation read it, and may have merged"
                            + " keys that differ only in Unicode normalization), so writing it back could lose"
                            + " data; edit it with the app or Xcode instead")
                }
                exact = current.exact ?? PropertyListCoder.roundTripsExactly(.dictionary(current.contents))
                for edit in edits where exact {
                    if let value = edit.value {
                        exact = PropertyListCoder.roundTripsExactly(.dictionary([edit.key: value]))
                    }
                }
                // Take the snapshot apart so that the dictionary and the document are uniquely
                // referenced and are edited in place (copying a 1,000-key dictionary costs more
                // than the edit). Until a write succeeds the cache stays empty: an error makes the
                // next call read the file again.
                state.cache = nil
                next = current.contents
                encoding = current.encoding
                current.contents = [:]
                current.encoding = nil
                current.bytes = nil
                for (key, value) in edits {
                    if let value { next[key] = value } else { next.removeValue(forKey: key) }
                }
            }
            state.cache = nil

            if next.isEmpty && !isLink {
                if attempt < Self.mergeAttempts, (try? FileStamp.of(path: path)) != current.stamp { continue }
                do throws(Errno) {
                    try FileSystem.removeFile(path)
                } catch  where error != .noSuchFileOrDirectory {
                    throw DefaultsError.from(error, file: path, operation: "delete")
                } catch {}
                try AtomicFileWriter.syncFolder(of: path, descriptor: folderDescriptor)
                state.cache = DomainSnapshot(stamp: nil, contents: [:], exact: true)
                state.corrupt = nil
                state.lastCommit = StoreCommit(
                    version: StoreVersion(stamp: nil), mergedOutsideChanges: !knownBefore || attempt > 1)
                return [:]
            }

            // The new document: the cached one with only the changed entries re-encoded, else a whole
            // encoding; parsed back to check it only when some value might not read back exactly.
            var document: StoreDocument? = nil
            if exact {
                if let kept = encoding, kept.format == format {
                    encoding = nil  // `kept` is now the only reference: edited in place, not copied
                    document = kept.applying(edits)
                }
                if document == nil { document = StoreDocument(next, format: format) }
            }
            var verifiedBytes: Data? = nil
            let decoded: [PlistKey: PlistValue]
            let temporary: AtomicFileWriter.Temporary
            if let document {
                decoded = next
                temporary = try AtomicFileWriter.writeTemporary(
                    document.bytes, nextTo: target, owner: owner, fault: state.fault)
            } else {
                let (bytes, readBack) = try encodeVerified(
                    next, format: format, changedKeys: changedKeys(), readsBackExactly: exact)
                verifiedBytes = bytes
                decoded = readBack
                temporary = try AtomicFileWriter.writeTemporary(bytes, nextTo: target, owner: owner, fault: state.fault)
            }
            if let beforeRename = state.beforeRename {
                state.beforeRename = nil
                beforeRename()
            }
            // A writer that ignores the lock (Foundation) may have changed the file since it was read:
            // merge again on top of its version rather than overwrite it.
            if attempt < Self.mergeAttempts, (try? FileStamp.of(path: path)) != current.stamp {
                AtomicFileWriter.discard(temporary)
                continue
            }
            try AtomicFileWriter.rename(
                temporary, over: target, folderDescriptor: folderDescriptor, fault: state.fault)
            // The rename moved the file's ctime: take the stamp again from the still-open file, and keep
            // the snapshot only if nothing rewrote it in place in between. The descriptor then pins it.
            if let renamed = try? FileStamp.of(descriptor: temporary.descriptor, path: target),
                renamed.sameContents(as: temporary.stamp)
            {
                state.cache = DomainSnapshot(
                    stamp: renamed, contents: decoded, bytes: verifiedBytes, encoding: document,
                    pin: pin ? DomainSnapshot.Pin(temporary.descriptor) : nil,
                    exact: document != nil || exact ? true : nil,
                    format: format)
                if !pin { temporary.descriptor.close() }
                state.lastCommit = StoreCommit(
                    version: StoreVersion(stamp: renamed), mergedOutsideChanges: !knownBefore || attempt > 1
                )
            } else {
                temporary.descriptor.close()
            }
            if state.corrupt != nil { state.corrupt = nil }
            return decoded
        }
        // Unreachable: the last attempt always renames or throws.
        throw .fileSystem(file: path, operation: "write", code: Errno.wouldBlock.rawValue)
    }

    private func fault(_ step: StoreFault.Step, _ state: State) -> Int32? {
        guard let fault = state.fault, fault.step == step else { return nil }
        return fault.code
    }
}
