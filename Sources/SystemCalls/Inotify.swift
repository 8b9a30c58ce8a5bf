import Glibc

/// One inotify instance (`inotify_init1(2)`, non-blocking and close-on-exec): watches on folders
/// and the raw events read from it. What the events mean to a store is the caller's business
/// (`Defaults.InotifyWatchSet`).
///
/// Linux only: a port to macOS would watch with FSEvents or kqueue instead (see the DocC catalog).
package final class Inotify {
    /// Which changes a watch reports (the `IN_*` mask bits).
    package struct Mask: OptionSet, Hashable, Sendable {
        package let rawValue: UInt32
        package init(rawValue: UInt32) { self.rawValue = rawValue }
        package static let closeWrite = Mask(rawValue: UInt32(IN_CLOSE_WRITE))
        package static let movedTo = Mask(rawValue: UInt32(IN_MOVED_TO))
        package static let movedFrom = Mask(rawValue: UInt32(IN_MOVED_FROM))
        package static let delete = Mask(rawValue: UInt32(IN_DELETE))
        package static let create = Mask(rawValue: UInt32(IN_CREATE))
        package static let attributes = Mask(rawValue: UInt32(IN_ATTRIB))
        package static let deleteSelf = Mask(rawValue: UInt32(IN_DELETE_SELF))
        package static let moveSelf = Mask(rawValue: UInt32(IN_MOVE_SELF))
        /// Only watch a folder (in a request).
        package static let onlyDirectory = Mask(rawValue: UInt32(IN_ONLYDIR))
        /// The event is about a folder (in an event).
        package static let isDirectory = Mask(rawValue: UInt32(IN_ISDIR))
        /// The watch was removed (explicitly, or its folder or file system went).
        package static let ignored = Mask(rawValue: UInt32(IN_IGNORED))
        /// The watched folder's file system was unmounted.
        package static let unmount = Mask(rawValue: UInt32(IN_UNMOUNT))
        /// The kernel's queue overflowed: events were lost.
        package static let queueOverflow = Mask(rawValue: UInt32(IN_Q_OVERFLOW))
    }

    /// One event as the kernel reports it.
    package struct Event: Equatable, Sendable {
        /// The watch it is about (-1 for a queue overflow).
        package var watch: Int32
        package var mask: Mask
        /// The name of the file in the watched folder, as bytes (empty for the folder itself).
        package var name: [UInt8]
    }

    /// The descriptor: readable when events are pending (add it to ``Poll``).
    package let descriptor: FileDescriptor
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    /// Opens an inotify instance.
    /// - Throws: `EMFILE` at `fs.inotify.max_user_instances`, and the like.
    package init() throws(Errno) {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { throw Errno.current }
        descriptor = FileDescriptor(rawValue: fd)
    }

    deinit { descriptor.close() }

    /// Watches `path` for `mask`; the watch number (the same number again for a folder already
    /// watched). `ENOSPC` at `fs.inotify.max_user_watches`.
    package func addWatch(_ path: String, mask: Mask) throws(Errno) -> Int32 {
        let wd = inotify_add_watch(descriptor.rawValue, path, mask.rawValue)
        guard wd >= 0 else { throw Errno.current }
        return wd
    }

    /// Removes a watch (its `IN_IGNORED` event follows).
    package func removeWatch(_ watch: Int32) {
        _ = inotify_rm_watch(descriptor.rawValue, watch)
    }

    /// The events pending now (without waiting), in order; empty when there are none.
    package func readEvents() -> [Event] {
        var events: [Event] = []
        while true {
            let count: Int
            do throws(Errno) { count = try descriptor.read(into: &buffer) } catch { break }
            if count <= 0 { break }
            var offset = 0
            while offset + 16 <= count {
                let (wd, mask, length) = buffer.withUnsafeBytes { raw in
                    (
                        raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                        raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                        Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    )
                }
                let name = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                events.append(Event(watch: wd, mask: Mask(rawValue: mask), name: Array(name)))
                offset += 16 + length
            }
        }
        return events
    }
}
