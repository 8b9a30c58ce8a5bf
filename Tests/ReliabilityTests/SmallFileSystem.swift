import Foundation
import SystemCalls

/// A real, tiny tmpfs mounted over a folder for one test (disk full and read-only experiments), or
/// nil where the machine does not allow mounting.
final class SmallFileSystem {
    let path: String

    /// Whether this process may mount a tmpfs (root with CAP_SYS_ADMIN, as in the test container).
    static let isAvailable: Bool = {
        guard let probe = try? FileSystem.createTemporaryDirectory(prefix: NSTemporaryDirectory() + "/mount-probe-")
        else { return false }
        defer { try? FileSystem.removeDirectory(probe) }
        guard (try? FileSystem.mount("tmpfs", on: probe, type: "tmpfs", options: "size=16k")) != nil else {
            return false
        }
        try? FileSystem.unmount(probe, detach: true)
        return true
    }()

    /// Mounts a tmpfs of `kilobytes` over `path` (created if missing).
    init?(at path: String, kilobytes: Int) {
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        guard (try? FileSystem.mount("tmpfs", on: path, type: "tmpfs", options: "size=\(kilobytes)k,mode=0700")) != nil
        else { return nil }
        self.path = path
    }

    /// Remounts read-only (or back to read-write).
    func setReadOnly(_ readOnly: Bool) -> Bool {
        (try? FileSystem.mount("tmpfs", on: path, type: "tmpfs", options: nil, readOnly: readOnly, remount: true))
            != nil
    }

    /// Fills the free space with a file; returns its path.
    func fill() -> String {
        let filler = path + "/filler"
        guard let fd = try? FileDescriptor.open(filler, .writeOnly, options: [.create, .truncate], permissions: 0o600)
        else { return filler }
        let block = [UInt8](repeating: 0x61, count: 4096)
        while (try? fd.writeAll(block)) != nil {}
        // Then byte by byte, so not even a small file fits.
        while (try? fd.writeAll(block[0..<1])) != nil {}
        fd.close()
        return filler
    }

    deinit {
        if (try? FileSystem.unmount(path)) == nil { try? FileSystem.unmount(path, detach: true) }
    }
}
