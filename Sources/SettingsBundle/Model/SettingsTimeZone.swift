import FoundationEssentials
import SystemCalls

/// The time zone dates are shown and edited in: the user's (``local``), or a zone given as a
/// Foundation `TimeZone`.
///
/// The user's zone is read from the C library at each date (`LocalTime`), daylight saving time
/// included: `settings` is built on FoundationEssentials, whose `TimeZone` knows no zone but GMT
/// without FoundationInternationalization (34 MB of ICU data). A given zone is used as Foundation
/// has it (UTC, a fixed offset, or any named zone in a program that links Foundation, as the tests).
public struct SettingsTimeZone: Hashable, Sendable {
    private enum Rules: Hashable, Sendable {
        case local
        case foundation(TimeZone)
    }

    private let rules: Rules

    /// The user's zone: `TZ`, else `/etc/localtime`, as the C library reads them.
    public static let local = SettingsTimeZone(rules: .local)

    private init(rules: Rules) {
        self.rules = rules
    }

    /// `zone`'s rules, as Foundation has them.
    public init(_ zone: TimeZone) {
        rules = .foundation(zone)
    }

    /// Seconds east of UTC at `date` (0 where the C library cannot convert it).
    public func secondsFromGMT(for date: Date) -> Int {
        switch rules {
        case .local: LocalTime.offset(at: Self.seconds(date))?.secondsFromGMT ?? 0
        case .foundation(let zone): zone.secondsFromGMT(for: date)
        }
    }

    /// The zone's abbreviation at `date`: the C library's (`CET`, `EDT`) for the user's zone,
    /// Foundation's (or the zone's identifier) for a given one.
    public func abbreviation(for date: Date) -> String {
        switch rules {
        case .local: LocalTime.offset(at: Self.seconds(date))?.abbreviation ?? "GMT"
        case .foundation(let zone): zone.abbreviation(for: date) ?? zone.identifier
        }
    }

    /// A zone with the offset in force at `date`: a Foundation calendar in it shows `date` as this
    /// zone does (GMT when the offset is beyond what a `TimeZone` takes).
    public func zone(at date: Date) -> TimeZone {
        switch rules {
        case .local: TimeZone(secondsFromGMT: secondsFromGMT(for: date)) ?? .gmt
        case .foundation(let zone): zone
        }
    }

    /// A zone whose offset names `wall` (a local time read as UTC) in this zone, resolved as
    /// ``date(from:)`` resolves it: a parser given it reads that local time as this zone's instant.
    public func zone(namingLocalTime wall: Date) -> TimeZone {
        switch rules {
        case .local:
            TimeZone(secondsFromGMT: Self.offset(namingLocalTime: wall, offsetAt: secondsFromGMT)) ?? .gmt
        case .foundation(let zone): zone
        }
    }

    /// The year, month, day, hour and minute `date` shows in this zone (Foundation's Gregorian
    /// calendar, Julian before its 1582 cutover).
    public func components(of date: Date) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone(at: date)
        return calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    }

    /// The instant `components` (a local time) names, as Foundation's calendar resolves it: a local
    /// time that a change of offset skips (spring forward) is read with the offset before the change,
    /// one that comes twice (fall back) is the first. Nil for components that name no day.
    public func date(from components: DateComponents) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        switch rules {
        case .foundation(let zone):
            calendar.timeZone = zone
            return calendar.date(from: components)
        case .local:
            calendar.timeZone = .gmt
            // The local time read as if it were UTC, then moved by the offset that names it.
            guard let wall = calendar.date(from: components) else { return nil }
            return wall.addingTimeInterval(-Double(Self.offset(namingLocalTime: wall, offsetAt: secondsFromGMT)))
        }
    }

    /// The offset that makes `wall` (a local time read as UTC) an instant, given the zone's offset
    /// at each instant: the one a day before unless it does not name `wall` and the one a day after
    /// does (offsets are under a day and change at most once in two days).
    static func offset(namingLocalTime wall: Date, offsetAt: (Date) -> Int) -> Int {
        let before = offsetAt(wall.addingTimeInterval(-86_400))
        let after = offsetAt(wall.addingTimeInterval(86_400))
        func names(_ offset: Int) -> Bool { offsetAt(wall.addingTimeInterval(-Double(offset))) == offset }
        if before == after || names(before) || !names(after) { return before }
        return after
    }

    private static func seconds(_ date: Date) -> Int64 {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        return seconds.isFinite ? Int64(max(-0x1p62, min(0x1p62, seconds))) : 0
    }
}
