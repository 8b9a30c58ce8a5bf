import FoundationEssentials
import SystemCalls

/// Keeps a copy of a store file that cannot be read, so that no later write can lose it: the copy
/// is `<name>.plist.corrupt-<UTC time>` beside the file (mode 0600, `fsync`ed), and an identical
/// earlier copy is reused rather than kept twice. The store file itself is left untouched.
enum CorruptFileKeeper {
    /// Keeps `data` (the unreadable bytes of `storePath`) and builds the error that reports it.
    static func keepCopy(of data: Data, storePath path: String, reason: String) -> DefaultsError {
        let directory = StoreIO.parentDirectory(of: path)
        let prefix = StoreIO.lastComponent(of: path) + ".corrupt-"
        if let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) {
            for entry in entries.sorted() where entry.hasPrefix(prefix) {
                let candidate = directory + "/" + entry
                if let read = try? StoreIO.read(path: candidate), read.data == data {
                    return .corruptStore(file: path, reason: reason, keptCopy: candidate)
                }
            }
        }
        let stem = directory + "/" + prefix + timestamp()
        for suffix in 0..<100 {
            let candidate = suffix == 0 ? stem : stem + "-\(suffix)"
            let fd: FileDescriptor
            do throws(Errno) {
                fd = try FileDescriptor.open(candidate, .writeOnly, options: [.create, .exclusive], permissions: 0o600)
            } catch {
                if error == .fileExists { continue }
                return .corruptStore(
                    file: path, reason: reason, keptCopy: nil, copyFailure: "\(candidate): \(error.description)")
            }
            do throws(DefaultsError) {
                try StoreIO.writeAll(fd, data, path: candidate)
                try StoreIO.sync(fd, path: candidate)
                fd.close()
                try? StoreIO.syncDirectory(directory)
                return .corruptStore(file: path, reason: reason, keptCopy: candidate)
            } catch {
                fd.close()
                try? FileSystem.removeFile(candidate)
                return .corruptStore(file: path, reason: reason, keptCopy: nil, copyFailure: error.description)
            }
        }
        return .corruptStore(
            file: path, reason: reason, keptCopy: nil, copyFailure: "too many copies named \(stem)-*")
    }

    /// UTC time as `20260820T101530Z` (ISO 8601's basic format, whole seconds).
    static func timestamp(at date: Date = Date()) -> String {
        date.formatted(Date.ISO8601FormatStyle(dateSeparator: .omitted, timeSeparator: .omitted))
    }
}

extension DefaultsError {
    /// False for a corrupt store reported by a read, which keeps no copy (reads write nothing): a
    /// commit then keeps one before it reports the file.
    var keptOrTriedCopy: Bool {
        guard case .corruptStore(_, _, let kept, let failure) = self else { return true }
        return kept != nil || failure != nil
    }
}
