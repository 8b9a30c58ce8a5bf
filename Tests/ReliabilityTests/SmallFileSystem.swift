import Foundation
import Glibc

/// A real, tiny tmpfs mounted over a folder for one test (disk full and read-only experiments), or
/// nil where the machine does not allow mounting.
final class SmallFileSystem {
    let path: String

    /// Whether this process may mount a tmpfs (root with CAP_SYS_ADMIN, as in the test container).
    static let isAvailable: Bool = {
        var template = Array((NSTemporaryDirectory() + "/mount-probe-XXXXXX").utf8CString)
        guard let created = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else { return false }
        let probe = String(cString: created)
        defer { rmdir(probe) }
        guard mount("tmpfs", probe, "tmpfs", 0, "size=16k") == 0 else { return false }
        umount2(probe, Int32(MNT_DETACH))
        return true
    }()

    /// Mounts a tmpfs of `kilobytes` over `path` (created if missing).
    init?(at path: String, kilobytes: Int) {
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        guard mount("tmpfs", path, "tmpfs", 0, "size=\(kilobytes)k,mode=0700") == 0 else { return nil }
        self.path = path
    }

    /// Remounts read-only (or back to read-write).
    func setReadOnly(_ readOnly: Bool) -> Bool {
        mount("tmpfs", path, "tmpfs", UInt(MS_REMOUNT) | (readOnly ? UInt(MS_RDONLY) : 0), nil) == 0
    }

    /// Fills the free space with a file; returns its path.
    func fill() -> String {
        let filler = path + "/filler"
        let fd = open(filler, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let block = [UInt8](repeating: 0x61, count: 4096)
        while fd >= 0, write(fd, block, block.count) > 0 {}
        // Then byte by byte, so not even a small file fits.
        while fd >= 0, write(fd, block, 1) > 0 {}
        close(fd)
        return filler
    }

    deinit {
        if umount2(path, 0) != 0 { umount2(path, Int32(MNT_DETACH)) }
    }
}
