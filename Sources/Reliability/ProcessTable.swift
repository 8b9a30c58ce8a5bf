import FoundationEssentials
import SystemCalls

/// The processes of this machine as `/proc` lists them: enough to tell whether any process of a
/// writer's process group is still running (a zombie is not: it runs no code and holds no files,
/// and in a container whose init never reaps, it stays forever).
enum ProcessTable {
    /// One process.
    struct Entry: Equatable, Sendable {
        var pid: Int32
        var parent: Int32
        var group: Int32
        /// The state letter of `/proc/<pid>/stat` (`R`, `S`, `D`, `Z`, …).
        var state: Character

        var isRunning: Bool { state != "Z" && state != "X" && state != "x" }
    }

    /// Every process readable now.
    static func all() -> [Entry] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return names.compactMap { name in Int32(name).flatMap(entry) }
    }

    /// The process `pid`, if it exists.
    static func entry(_ pid: Int32) -> Entry? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        // After "pid (comm)": state, ppid, pgrp.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 3, let state = fields[0].first, let parent = Int32(fields[1]),
            let group = Int32(fields[2])
        else { return nil }
        return Entry(pid: pid, parent: parent, group: group, state: state)
    }

    /// Processes that are not zombies and belong to one of `groups`.
    static func running(inGroups groups: Set<Int32>) -> [Entry] {
        guard !groups.isEmpty else { return [] }
        return all().filter { groups.contains($0.group) && $0.isRunning }
    }
}
