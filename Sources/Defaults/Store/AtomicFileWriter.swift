import FoundationEssentials
import SystemCalls

/// Replaces a store file atomically and durably: the new bytes go to a temporary file in the same
/// folder (`.<name>.tmp.<pid>.<random>`, `O_EXCL`, mode 0600), which is `fsync`ed and renamed over
/// the file, and the folder is `fsync`ed. Readers see the old file or the new one, never a torn one,
/// and a crash at any moment leaves one of them (plus, at worst, a temporary file that the next
/// writer of the domain removes, see ``removeStaleTemporaryFiles(nextTo:)``).
enum AtomicFileWriter {
    /// A flushed temporary file, still open, waiting to be renamed over its target.
    struct Temporary {
        var path: String
        /// Open for writing; the caller closes it (or keeps it to pin the inode).
        var descriptor: FileDescriptor
        /// The stamp taken after the bytes were written (an `fsync` moves no time stamp).
        var stamp: FileStamp
    }

    /// The permission bits and owner a replacement file takes from the file it replaces.
    struct Owner {
        var mode: UInt32
        var user: UInt32
        var group: UInt32

        /// The mode (permission bits only) and owner of the regular file at `path`; nil when there is
        /// none.
        init?(of path: String) {
            guard let info = FileSystem.statusIfPresent(of: path), info.isRegular else { return nil }
            mode = info.permissions & 0o777
            user = info.user
            group = info.group
        }
    }

    /// Writes `bytes` to a new temporary file beside `target` and flushes it; removes it on failure.
    /// The file is 0600 and the writer's, or with `owner` takes that mode, and that owner and group
    /// where the system permits (a user may give a file to any group it belongs to; only root may
    /// give it away): an owner that cannot be kept is not an error.
    static func writeTemporary(
        _ bytes: some ContiguousBytes, nextTo target: String, owner: Owner? = nil, fault: StoreFault?
    ) throws(DefaultsError) -> Temporary {
        let directory = StoreIO.parentDirectory(of: target)
        let name = "." + StoreIO.lastComponent(of: target) + ".tmp.\(ProcessID.current)."
        var opened: FileDescriptor?
        var temporary = ""
        var failure = Errno.fileExists
        for _ in 0..<16 {
            temporary = directory + "/" + name + String(UInt64.random(in: 0...UInt64.max), radix: 16)
            if let fault, fault.step == .createTemporary {
                throw DefaultsError.fromErrno(fault.code, file: temporary, operation: "create")
            }
            do throws(Errno) {
                opened = try FileDescriptor.open(
                    temporary, .writeOnly, options: [.create, .exclusive], permissions: 0o600)
                break
            } catch {
                failure = error
                if error != .fileExists { break }
            }
        }
        guard let fd = opened else { throw DefaultsError.from(failure, file: temporary, operation: "create") }
        do throws(DefaultsError) {
            if let fault, fault.step == .write {
                var failure: DefaultsError?
                bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
                    do throws(DefaultsError) {
                        try StoreIO.writeAll(fd, Data(raw[0..<raw.count / 2]), path: temporary)
                    } catch {
                        failure = error
                    }
                }
                if let failure { throw failure }
                throw DefaultsError.fromErrno(fault.code, file: temporary, operation: "write")
            }
            try StoreIO.writeAll(fd, bytes, path: temporary)
            // The stamp the commit needs, and the mode: the umask can only take bits off 0600, so it
            // is made exact only when it did, and the usual case costs no fchmod. Both before the
            // fsync, which then makes the mode durable with the data.
            var info: FileStatus
            do throws(Errno) { info = try fd.status() } catch {
                throw DefaultsError.from(error, file: temporary, operation: "inspect")
            }
            if let owner, owner.user != info.user || owner.group != info.group {
                // Only root gives a file away; a user may still keep the group (nil leaves the owner).
                // Refusals are not errors: the file then stays the writer's, as a copy would.
                if (try? fd.setOwner(user: owner.user, group: owner.group)) == nil {
                    try? fd.setOwner(user: nil, group: owner.group)
                }
            }
            let mode = owner?.mode ?? 0o600
            if info.permissions != mode {
                do throws(Errno) {
                    try fd.setPermissions(mode)
                    info = try fd.status()
                } catch {
                    throw DefaultsError.from(error, file: temporary, operation: "set the permissions of")
                }
            }
            if let fault, fault.step == .sync {
                throw DefaultsError.fromErrno(fault.code, file: temporary, operation: "flush to disk")
            }
            try StoreIO.sync(fd, path: temporary)
            return Temporary(path: temporary, descriptor: fd, stamp: FileStamp(info))
        } catch {
            fd.close()
            try? FileSystem.removeFile(temporary)
            throw error
        }
    }

    /// Closes and removes a temporary file that will not be renamed.
    static func discard(_ temporary: Temporary) {
        temporary.descriptor.close()
        try? FileSystem.removeFile(temporary.path)
    }

    /// Renames `temporary` over `target` and makes the rename durable (`fsync` of the folder, through
    /// `folderDescriptor` when the caller has the folder open). On failure the temporary file is
    /// discarded and `target` is left as it was. The descriptor stays open on success.
    static func rename(
        _ temporary: Temporary, over target: String, folderDescriptor: FileDescriptor?, fault: StoreFault?
    ) throws(DefaultsError) {
        if let fault, fault.step == .rename {
            discard(temporary)
            throw DefaultsError.fromErrno(fault.code, file: target, operation: "replace")
        }
        do throws(Errno) {
            try FileSystem.rename(temporary.path, to: target)
        } catch {
            discard(temporary)
            throw DefaultsError.from(error, file: target, operation: "replace")
        }
        do throws(DefaultsError) {
            try syncFolder(of: target, descriptor: folderDescriptor)
        } catch {
            temporary.descriptor.close()
            throw error
        }
    }

    /// Makes a rename or unlink in `target`'s folder durable: `fsync` of `descriptor` (the folder,
    /// already open) or of the folder opened for it.
    static func syncFolder(of target: String, descriptor: FileDescriptor?) throws(DefaultsError) {
        let folder = StoreIO.parentDirectory(of: target)
        if let descriptor { try StoreIO.sync(descriptor, path: folder) } else { try StoreIO.syncDirectory(folder) }
    }

    /// Removes `.<name>.tmp.<pid>.<random>` files whose writer process no longer exists (killed between
    /// creating and renaming it; a zombie or a reused pid counts as gone, see `WriterLiveness`). Called
    /// under the domain's lock, so no live writer of this file is mid-commit.
    static func removeStaleTemporaryFiles(nextTo target: String) {
        let directory = StoreIO.parentDirectory(of: target)
        let prefix = "." + StoreIO.lastComponent(of: target) + ".tmp."
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for entry in entries where entry.hasPrefix(prefix) {
            let rest = entry.dropFirst(prefix.count)
            guard let pid = rest.split(separator: ".").first.flatMap({ Int32($0) }), pid > 0 else { continue }
            let file = directory + "/" + entry
            guard let info = FileSystem.statusIfPresent(of: file, followingLinks: false) else { continue }
            if !WriterLiveness.mayBeWriting(pid: ProcessID(rawValue: pid), modified: info.modificationTime) {
                try? FileSystem.removeFile(file)
            }
        }
    }
}
