import Foundation

/// One line of the benchmark table: our figure, the anchor's figure measured in the same run,
/// their ratio, and whether the target is met.
public struct BenchmarkRow: Sendable, Equatable {
    /// Which goal the target expresses, and so how `met` is decided.
    public enum Goal: Sendable, Equatable {
        /// `ratio` (ours / anchor) at most this (e.g. 1.3: "within 1.3x of the floor"; 0.2: "5x faster").
        case ratioAtMost(Double)
        /// `ours` below this, in the row's unit (an absolute budget).
        case oursBelow(Double)
        /// `ours` at least this, in the row's unit (a floor, such as a precision in %).
        case oursAtLeast(Double)
        /// No target: shown for comparison only (`met` is true).
        case informational
    }

    /// What is measured, e.g. "1 lookup with provenance".
    public var name: String
    /// The unit of `ours` and `anchor`: "ns", "µs", "ms", "MiB", "x".
    public var unit: String
    /// Our figure.
    public var ours: Double
    /// The anchor's figure (Foundation, or the floor), nil when there is none to compare with.
    public var anchor: Double?
    /// What the anchor is ("Foundation UserDefaults.object(forKey:)", "floor: write+fsync+rename").
    public var anchorName: String
    /// The target, as text.
    public var target: String
    /// How the target is decided.
    public var goal: Goal
    /// How the figures were taken (statistic, repetitions, clock).
    public var method: String
    /// Anything the reader must know (a failed sanity check, why an anchor is missing).
    public var note: String

    public init(
        name: String, unit: String, ours: Double, anchor: Double?, anchorName: String, target: String,
        goal: Goal, method: String, note: String = ""
    ) {
        self.name = name
        self.unit = unit
        self.ours = ours
        self.anchor = anchor
        self.anchorName = anchorName
        self.target = target
        self.goal = goal
        self.method = method
        self.note = note
    }

    /// ours / anchor, nil without an anchor (or a zero one).
    public var ratio: Double? {
        guard let anchor, anchor > 0, ours.isFinite else { return nil }
        return ours / anchor
    }

    /// Whether the target is met.
    public var met: Bool {
        guard ours.isFinite else { return false }
        switch goal {
        case .ratioAtMost(let limit): return ratio.map { $0 <= limit } ?? false
        case .oursBelow(let limit): return ours < limit
        case .oursAtLeast(let floor): return ours >= floor
        case .informational: return true
        }
    }

    /// The row as a JSON object (keys: name, unit, ours, anchor, anchorName, ratio, target, met,
    /// method, note; numbers rounded to 4 significant digits; a missing figure is null).
    public var jsonObject: [String: Any] {
        func number(_ value: Double?) -> Any { value.flatMap(Self.rounded) ?? NSNull() }
        return [
            "name": name, "unit": unit, "ours": number(ours), "anchor": number(anchor), "anchorName": anchorName,
            "ratio": number(ratio), "target": target, "met": met, "method": method, "note": note,
        ]
    }

    static func rounded(_ value: Double) -> Double? {
        guard value.isFinite else { return nil }
        guard value != 0 else { return 0 }
        let digits = 4 - Int((log10(abs(value))).rounded(.down)) - 1
        let scale = pow(10, Double(max(-10, min(10, digits))))
        return (value * scale).rounded() / scale
    }

    /// The rows as a JSON array (what `settings-bench --json` prints).
    public static func json(_ rows: [BenchmarkRow]) -> String {
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: rows.map(\.jsonObject), options: [.prettyPrinted, .sortedKeys]),
            let text = String(data: data, encoding: .utf8)
        else { return "[]" }
        return text
    }

    /// Formats a figure with three significant digits.
    public static func format(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "-" }
        if value == 0 { return "0" }
        let magnitude = abs(value)
        if magnitude >= 100 { return String(format: "%.0f", value) }
        if magnitude >= 10 { return String(format: "%.1f", value) }
        if magnitude >= 1 { return String(format: "%.2f", value) }
        return String(format: "%.3f", value)
    }

    /// The rows as an aligned text table, notes below.
    public static func table(_ rows: [BenchmarkRow]) -> String {
        let header = ["#", "benchmark", "unit", "ours", "anchor", "ratio", "target", "met"]
        var lines: [[String]] = [header]
        for (index, row) in rows.enumerated() {
            lines.append([
                String(index + 1), row.name, row.unit, format(row.ours), format(row.anchor),
                row.ratio.map { format($0) + "x" } ?? "-", row.target, row.met ? "yes" : "NO",
            ])
        }
        var widths = Array(repeating: 0, count: header.count)
        for line in lines {
            for (column, cell) in line.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        let numeric: Set<Int> = [0, 3, 4, 5]
        var text = ""
        for (number, line) in lines.enumerated() {
            let cells = line.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return numeric.contains(column) ? padding + cell : cell + padding
            }
            text += cells.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
            if number == 0 {
                text += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
            }
        }
        text += "\nAnchors and methods:\n"
        for (index, row) in rows.enumerated() {
            text += "\(index + 1). anchor: \(row.anchorName); \(row.method)"
            if !row.note.isEmpty { text += "; \(row.note)" }
            text += "\n"
        }
        return text
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
