/// A count of seconds since 1970 as a UTC calendar date and time in the proleptic Gregorian
/// calendar, as `gmtime_r` gives it (Howard Hinnant's `civil_from_days`), without the C library or
/// a `Calendar`: the XML writer's `<date>` text.
struct CivilTime: Equatable {
    var year: Int
    /// 1 to 12.
    var month: Int
    /// 1 to 31.
    var day: Int
    var hour: Int
    var minute: Int
    var second: Int

    init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        (self.year, self.month, self.day, self.hour, self.minute, self.second) = (
            year, month, day, hour, minute, second
        )
    }

    /// The UTC date and time `seconds` after 1970-01-01T00:00:00Z (negative before it).
    init(secondsSince1970 seconds: Int64) {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = Int(seconds - days * 86_400)
        hour = secondOfDay / 3_600
        minute = secondOfDay % 3_600 / 60
        second = secondOfDay % 60
        // Days since 0000-03-01, in 400-year eras of 146,097 days.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        day = Int(dayOfYear - (153 * monthFromMarch + 2) / 5 + 1)
        month = Int(monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9)
        year = Int(yearOfEra + era * 400) + (month <= 2 ? 1 : 0)
    }

    /// Days from 1970-01-01 to `year`-`month`-`day` (month 1 to 12) in the proleptic Gregorian
    /// calendar with a year 0 (Howard Hinnant's `days_from_civil`); negative before 1970.
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
