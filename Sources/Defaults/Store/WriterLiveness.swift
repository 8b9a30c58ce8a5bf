import SystemCalls

/// Whether the writer that created a temporary file (its pid is in the file's name) may still be
/// writing it.
///
/// `kill(pid, 0)` alone is not enough: it succeeds for a zombie (a writer killed with `kill -9` whose
/// parent has not reaped it yet, or was itself killed, leaving it to an init that may never reap) and
/// for an unrelated process that was given the same pid later. So on Linux the process's state and
/// start time are read from `/proc/<pid>/stat`: a zombie is dead, and a process that started after the
/// file was last modified cannot have written it.
enum WriterLiveness {
    /// Whether process `pid` exists, is not a zombie, and started no later than `modified` (seconds
    /// since 1970, the temporary file's modification time).
    static func mayBeWriting(pid: ProcessID, modified: Double) -> Bool {
        guard pid.rawValue > 0 else { return false }
        if !pid.exists { return false }
        guard let status = processStatus(pid) else { return true }  // no /proc: trust kill(2)
        if status.state == "Z" || status.state == "X" { return false }
        if let started = status.startedAt, started > modified + 2 {
            return false  // the pid was reused (2 s: the boot time is rounded to a second)
        }
        return true
    }

    struct Status {
        var state: Character
        /// Seconds since 1970, when known.
        var startedAt: Double?
    }

    /// The state and start time of `pid` from `/proc/<pid>/stat`, or nil when it cannot be read.
    static func processStatus(_ pid: ProcessID) -> Status? {
        guard let text = readSmallFile("/proc/\(pid)/stat"),
            let close = text.lastIndex(of: ")")
        else { return nil }
        // After "pid (comm)": field 3 is the state, field 22 the start time in clock ticks since boot.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard let state = fields.first?.first else { return nil }
        var status = Status(state: state, startedAt: nil)
        let ticksPerSecond = Double(ProcessStatistics.clockTicksPerSecond)
        if fields.count > 19, let ticks = Double(fields[19]), ticksPerSecond > 0, let boot = bootTime() {
            status.startedAt = boot + ticks / ticksPerSecond
        }
        return status
    }

    /// The boot time (`btime` in `/proc/stat`), seconds since 1970.
    private static func bootTime() -> Double? {
        guard let text = readSmallFile("/proc/stat") else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("btime ") {
            return line.split(separator: " ").last.flatMap { Double($0) }
        }
        return nil
    }

    private static func readSmallFile(_ path: String) -> String? {
        guard let fd = try? FileDescriptor.open(path, .readOnly) else { return nil }
        defer { fd.close() }
        var bytes: [UInt8] = []
        try? fd.readToEnd(appendingTo: &bytes, chunk: 4096)
        return String(decoding: bytes, as: UTF8.self)
    }
}
