import FoundationEssentials
import PropertyList
import TextOutput

extension Specifier {
    /// `IASKDatePickerSpecifier`: a date, time or both, stored as a date.
    public struct DatePicker: Sendable, Hashable {
        /// `DatePickerMode`: what is edited.
        public enum Mode: String, Sendable, Hashable, CaseIterable {
            case date = "Date"
            case time = "Time"
            case dateAndTime = "DateAndTime"
        }

        /// `DatePickerStyle`: how the picker looks in the app.
        public enum Style: String, Sendable, Hashable, CaseIterable {
            case compact = "Compact"
            case inline = "Inline"
            case wheels = "Wheels"
        }

        /// `DatePickerMode`, ``Mode/dateAndTime`` when absent or unknown (as InAppSettingsKit).
        public var mode: Mode
        /// `DatePickerStyle`, ``Style/wheels`` when absent or unknown.
        public var style: Style
        /// `MinuteInterval`, 1 when absent or zero.
        public var minuteInterval: Int

        public init(mode: Mode = .dateAndTime, style: Style = .wheels, minuteInterval: Int = 1) {
            self.mode = mode
            self.style = style
            self.minuteInterval = minuteInterval
        }

        /// The text shown for a value in `timeZone` (the user's, from the C library, unless given):
        /// `2026-11-24 09:30` (date and time), `2026-11-24` (date) or `09:30` (time); a value that is
        /// not a date as itself; nil → "".
        public func displayText(for value: PlistValue?, timeZone: SettingsTimeZone = .local) -> String {
            guard let value else { return "" }
            guard case .date(let date) = value else { return ValueFormatter.displayString(value) }
            return Self.format(date, mode: mode, timeZone: timeZone)
        }

        /// `date` as the row shows it for `mode`, in `timeZone`.
        public static func format(_ date: Date, mode: Mode, timeZone: SettingsTimeZone) -> String {
            let c = timeZone.components(of: date)
            let day = [
                NumberText.decimal(c.year ?? 0, width: 4), NumberText.decimal(c.month ?? 0, width: 2),
                NumberText.decimal(c.day ?? 0, width: 2),
            ].joined(separator: "-")
            let time = NumberText.decimal(c.hour ?? 0, width: 2) + ":" + NumberText.decimal(c.minute ?? 0, width: 2)
            switch mode {
            case .date: return day
            case .time: return time
            case .dateAndTime: return day + " " + time
            }
        }

        /// Reads typed text as a date: every form the tools print (`DateText`: `YYYY-MM-DD HH:MM`
        /// as the row shows it, `2026-11-24 09:30:00 +0000` as `defaults read` prints it, ISO 8601 as
        /// JSON has it); `YYYY-MM-DD` (midnight) except in time mode; `HH:MM` (today) except in date
        /// mode. Local times are in `timeZone`. The minute must be a multiple of ``minuteInterval``.
        public func parse(_ text: String, timeZone: SettingsTimeZone = .local, now: Date = Date()) -> Date? {
            let trimmed = text.trimmingWhitespace()
            let isDay = !trimmed.contains(" ") && !trimmed.contains("T")
            // A local time is read first as if it were UTC, then in the offset that names it there
            // (a text with its own offset reads the same in both).
            if !(isDay && mode == .time), let wall = DateText.parse(trimmed, timeZone: .gmt),
                let date = DateText.parse(trimmed, timeZone: timeZone.zone(namingLocalTime: wall))
            {
                return fitsInterval(date, timeZone: timeZone) ? date : nil
            }
            guard mode != .date else { return nil }
            var components = DateComponents()
            func readTime(_ s: String) -> Bool {
                let f = s.split(separator: ":").compactMap { Int($0) }
                guard f.count == 2, s.split(separator: ":").count == 2, (0...23).contains(f[0]), (0...59).contains(f[1])
                else { return false }
                components.hour = f[0]
                components.minute = f[1]
                return true
            }
            guard readTime(trimmed) else { return nil }
            let today = timeZone.components(of: now)
            components.year = today.year
            components.month = today.month
            components.day = today.day
            components.second = 0
            guard let date = timeZone.date(from: components), timeZone.components(of: date).day == components.day
            else { return nil }
            return fitsInterval(date, timeZone: timeZone) ? date : nil
        }

        private func fitsInterval(_ date: Date, timeZone: SettingsTimeZone) -> Bool {
            guard minuteInterval > 1 else { return true }
            return (timeZone.components(of: date).minute ?? 0) % minuteInterval == 0
        }
    }
}
