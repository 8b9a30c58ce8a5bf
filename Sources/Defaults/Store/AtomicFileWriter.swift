import Foundation
import Glibc

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
        var descriptor: Int32
        /// The stamp taken after the bytes were written (an `fsync` moves no time stamp).
        var stamp: FileStamp
    }

    /// The permission bits and owner a replacement file takes from the file it replaces.
    struct Owner {
        var mode: mode_t
        var user: uid_t
        var group: gid_t

        /// The mode (permission bits only) and owner of the regular file at `path`; nil when there is
        /// none.
        init?(of path: String) {
            var info = stat()
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            mode = info.st_mode & 0o777
            user = info.st_uid
            group = info.st_gid
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
        let name = "." + StoreIO.lastComponent(of: target) + ".tmp.\(getpid())."
        var fd: Int32 = -1
        var temporary = ""
        for _ in 0..<16 {
            temporary = directory + "/" + name + String(UInt64.random(in: 0...UInt64.max), radix: 16)
            if let fault, fault.step == .createTemporary {
                throw DefaultsError.fromErrno(fault.code, file: temporary, operation: "create")
            }
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw DefaultsError.fromErrno(errno, file: temporary, operation: "create") }
        do throws(DefaultsError) {
            var failure: DefaultsError?
            bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
                do throws(DefaultsError) {
                    if let fault, fault.step == .write {
                        try StoreIO.writeAll(
                            fd, UnsafeRawBufferPointer(rebasing: raw[0..<raw.count / 2]), path: temporary)
                        throw DefaultsError.fromErrno(fault.code, file: temporary, operation: "write")
                    }
                    try StoreIO.writeAll(fd, raw, path: temporary)
                } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
            // The stamp the commit needs, and the mode: the umask can only take bits off 0600, so it
            // is made exact only when it did, and the usual case costs no fchmod. Both before the
            // fsync, which then makes the mode durable with the data.
            var info = stat()
            guard fstat(fd, &info) == 0 else {
                throw DefaultsError.fromErrno(errno, file: temporary, operation: "inspect")
            }
            if let owner, owner.user != info.st_uid || owner.group != info.st_gid {
                // Only root gives a file away; a user may still keep the group (-1 leaves the owner).
                // Refusals are not errors: the file then stays the writer's, as a copy would.
                if fchown(fd, owner.user, owner.group) != 0 { _ = fchown(fd, uid_t.max, owner.group) }
            }
            let mode = owner?.mode ?? 0o600
            if info.st_mode & 0o7777 != mode {
                guard fchmod(fd, mode) == 0, fstat(fd, &info) == 0 else {
                    throw DefaultsError.fromErrno(errno, file: temporary, operation: "set the permissions of")
                }
            }
            if let fault, fault.step == .sync {
                throw DefaultsError.fromErrno(fault.code, file: temporary, operation: "flush to disk")
            }
            try StoreIO.sync(fd, path: temporary)
            return Temporary(path: temporary, descriptor: fd, stamp: FileStamp(info))
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
    }

    /// Closes and removes a temporary file that will not be renamed.
    static func discard(_ temporary: Temporary) {
        close(temporary.descriptor)
        unlink(temporary.path)
    }

    /// Renames `temporary` over `target` and makes the rename durable (`fsync` of the folder, through
    /// `folderDescriptor` when the caller has the folder open). On failure the temporary file is
    /// discarded and `target` is left as it was. The descriptor stays open on success.
    static func rename(
        _ temporary: Temporary, over target: String, folderDescriptor: Int32?, fault: StoreFault?
    ) throws(DefaultsError) {
        if let fault, fault.step == .rename {
            discard(temporary)
            throw DefaultsError.fromErrno(fault.code, file: target, operation: "replace")
        }
        if Glibc.rename(temporary.path, target) != 0 {
            let code = errno
            discard(temporary)
            throw DefaultsError.fromErrno(code, file: target, operation: "replace")
        }
        do throws(DefaultsError) {
            try syncFolder(of: target, descriptor: folderDescriptor)
        } catch {
            close(temporary.descriptor)
            throw error
        }
    }

    /// Makes a rename or unlink in `target`'s folder durable: `fsync` of `descriptor` (the folder,
    /// already open) or of the folder opened for it.
    static func syncFolder(of target: String, descriptor: Int32?) throws(DefaultsError) {
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
            guard let pid = rest.split(separator: ".").first.flatMap({ pid_t($0) }), pid > 0 else { continue }
            let file = directory + "/" + entry
            var info = stat()
            guard lstat(file, &info) == 0 else { continue }
            let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
            if !WriterLiveness.mayBeWriting(pid: pid, modified: modified) { unlink(file) }
        }
    }
}
