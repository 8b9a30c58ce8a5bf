import Glibc

/// The user's time zone as the C library has it (`TZ`, else `/etc/localtime`): the offset from UTC,
/// the abbreviation and whether daylight saving time is in force at any instant (`localtime_r`'s
/// `tm_gmtoff`, `tm_zone` and `tm_isdst`). A program built on FoundationEssentials without
/// FoundationInternationalization knows no zone but GMT (its current zone is GMT), so local times
/// are read here.
package enum LocalTime {
    /// The local time's rule at one instant.
    package struct Offset: Hashable, Sendable {
        /// Seconds east of UTC (`3600` in Paris in winter, `-14400` in New York in summer).
        package var secondsFromGMT: Int
        /// The zone's abbreviation (`CET`, `EDT`, or a number such as `+0530` where the zone data
        /// has no letters).
        package var abbreviation: String
        /// Whether daylight saving time is in force.
        package var isDaylightSavingTime: Bool

        package init(secondsFromGMT: Int, abbreviation: String, isDaylightSavingTime: Bool) {
            self.secondsFromGMT = secondsFromGMT
            self.abbreviation = abbreviation
            self.isDaylightSavingTime = isDaylightSavingTime
        }
    }

    /// The local time's rule at `secondsSince1970` (UTC), nil when the C library cannot convert that
    /// instant (beyond the years `struct tm` holds).
    package static func offset(at secondsSince1970: Int64) -> Offset? {
        var time = time_t(secondsSince1970)
        var parts = tm()
        guard localtime_r(&time, &parts) != nil else { return nil }
        return Offset(
            secondsFromGMT: parts.tm_gmtoff, abbreviation: parts.tm_zone.map { String(cString: $0) } ?? "",
            isDaylightSavingTime: parts.tm_isdst > 0)
    }

    /// Reads `TZ` again (`tzset`): `localtime_r` reads it once, so a process that changes its `TZ`
    /// calls this before asking again.
    package static func reloadZone() {
        tzset()
    }
}
