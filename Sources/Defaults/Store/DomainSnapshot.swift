import FoundationEssentials
import PropertyList
import SystemCalls

/// What a `PersistentDomainFile` knows about one version of its file: the stamp, the contents, and
/// (when known) the bytes, so a commit can often skip reading and parsing the file.
///
/// A snapshot taken under the domain's lock may *pin* its file: it keeps a descriptor open on the
/// file's inode. While a descriptor is open, the inode number cannot be given to another file, so a
/// later `lstat` of the store path that finds the same stamp (device, inode, size, mtime, ctime)
/// proves that the path still names this very file, unchanged: every writer that uses this library
/// replaces the file by a rename (a new inode) or deletes it. That proof is the commit token: it
/// costs no system call (the descriptor is the one the commit wrote the file with, or read it with)
/// and needs no file beside the store. Unpinned snapshots are never trusted by a commit; the pinned
/// inode is released when the snapshot is replaced, so a replaced or deleted version's space is
/// given back at this instance's next commit or release.
struct DomainSnapshot {
    /// An open descriptor on the snapshot's file, closed when the last snapshot holding it goes.
    final class Pin {
        let descriptor: FileDescriptor
        init(_ descriptor: FileDescriptor) { self.descriptor = descriptor }
        deinit { descriptor.close() }
    }

    /// nil when the file did not exist.
    var stamp: FileStamp?
    var contents: [PlistKey: PlistValue]
    /// The file's bytes, when known: identical bytes need no second parse.
    var bytes: Data? = nil
    /// `bytes` as an incrementally updatable document (when this process wrote them): the next
    /// commit encodes only the keys it changes.
    var encoding: StoreDocument? = nil
    /// The file's inode, held open when the snapshot was read or written under the lock.
    var pin: Pin? = nil
    /// Whether every key and value is known to read back exactly as written (nil: not checked).
    var exact: Bool? = nil
    /// The file's format (nil when there is no file or it is empty).
    var format: PropertyListFormat? = nil
    /// Whether Foundation read the file (our readers declined it): its contents may have lost keys,
    /// so they must not be written back.
    var readInexactly = false

    /// Whether a commit may use this snapshot instead of reading the file, given the stamp of the
    /// store path now (under the lock): no file then and now, or the pinned file unchanged.
    func isCurrent(observed: FileStamp?) -> Bool {
        guard observed == stamp else { return false }
        return stamp == nil || pin != nil
    }

    /// Whether the file's bytes are known (in `bytes` or in `encoding`).
    var knowsBytes: Bool { bytes != nil || encoding != nil }

    /// Whether `data` is exactly the file's known bytes.
    func hasBytes(equalTo data: Data) -> Bool {
        if let bytes { return bytes == data }
        guard let known = encoding?.bytes, known.count == data.count else { return false }
        return known.withUnsafeBytes { known in
            data.withUnsafeBytes { read in
                CLibrary.compare(known.baseAddress!, read.baseAddress!, count: known.count) == 0
            }
        }
    }
}
