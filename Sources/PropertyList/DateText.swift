import FoundationEssentials
import TextOutput

/// Reads a date typed or pasted on a command line, in every form the tools print: the one parser
/// of `settings set`, the editor's date rows and `defaults write -date`.
///
/// Accepted (ASCII digits only; month, day, hour, minute and second may have one digit):
/// - `2024-01-02 03:04:05 +0000`: the description form `defaults read` and `settings get` print
///   for a date (``OpenStepPrinter/dateDescription(_:)``);
/// - ISO 8601 with a `T`: `2024-01-02T03:04:05Z`, `2024-01-02T03:04:05+01:00`, `…05.250Z`,
///   `2024-01-02T03:04` (no zone: `timeZone`), as `settings get --json` prints;
/// - `2024-01-02 03:04:05` and `2024-01-02 03:04`, as a date row shows: in `timeZone`;
/// - `2024-01-02`: midnight in `timeZone`.
///
/// Anything else, an impossible day (`2023-02-29`) or a field out of range, is nil. The text is
/// never handed to `DateFormatter`, which stops the process on some non-ASCII input.
public enum DateText {
    /// The date `text` names, local times read in `timeZone`; nil when it is not one of the forms.
    public static func parse(_ text: String, timeZone: TimeZone) -> Date? {
        let trimmed = text.trimmingSpaces()
        guard !trimmed.isEmpty, trimmed.utf8.count <= 64, trimmed.utf8.allSatisfy({ (0x20..<0x7F).contains($0) })
        else { return nil }
        var scanner = Scanner(Array(trimmed.utf8))
        guard let year = scanner.number(digits: 4...4), scanner.take("-"),
            let month = scanner.number(digits: 1...2), scanner.take("-"),
            let day = scanner.number(digits: 1...2)
        else { return nil }
        var fields = Fields(year: year, month: month, day: day)
        if scanner.isAtEnd { return fields.date(in: timeZone) }
        let isISO = scanner.take("T")
        guard isISO || scanner.take(" ") else { return nil }
        guard let hour = scanner.number(digits: 1...2), scanner.take(":"), let minute = scanner.number(digits: 1...2)
        else { return nil }
        fields.hour = hour
        fields.minute = minute
        if scanner.take(":") {
            guard let second = scanner.number(digits: 1...2) else { return nil }
            fields.second = second
            if isISO, scanner.take(".") || scanner.take(",") {
                guard let fraction = scanner.fraction() else { return nil }
                fields.fraction = fraction
            }
        }
        var zone = timeZone
        if isISO {
            if scanner.take("Z") {
                zone = TimeZone(secondsFromGMT: 0)!
            } else if !scanner.isAtEnd {
                guard let offset = scanner.offset(colonAllowed: true) else { return nil }
                zone = offset
            }
        } else if scanner.take(" ") {
            guard let offset = scanner.offset(colonAllowed: false) else { return nil }
            zone = offset
        }
        guard scanner.isAtEnd else { return nil }
        return fields.date(in: zone)
    }

    /// The parts read, checked when the date is built.
    private struct Fields {
        var year: Int
        var month: Int
        var day: Int
        var hour = 0
        var minute = 0
        var second = 0
        var fraction = 0.0

        func date(in timeZone: TimeZone) -> Date? {
            guard (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour), (0...59).contains(minute),
                (0...59).contains(second)
            else { return nil }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let components = DateComponents(
                year: year, month: month, day: day, hour: hour, minute: minute, second: second)
            guard let date = calendar.date(from: components), calendar.component(.day, from: date) == day,
                calendar.component(.month, from: date) == month
            else { return nil }
            return fraction == 0 ? date : date.addingTimeInterval(fraction)
        }
    }

    /// Reads ASCII bytes left to right.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var isAtEnd: Bool { index == bytes.count }

        mutating func take(_ character: Character) -> Bool {
            guard index < bytes.count, let ascii = character.asciiValue, bytes[index] == ascii else { return false }
            index += 1
            return true
        }

        mutating func number(digits: ClosedRange<Int>) -> Int? {
            var value = 0
            var count = 0
            while index < bytes.count, count < digits.upperBound, (0x30...0x39).contains(bytes[index]) {
                value = value * 10 + Int(bytes[index] - 0x30)
                index += 1
                count += 1
            }
            return count >= digits.lowerBound ? value : nil
        }

        /// Digits after a decimal point, as a fraction of a second (at most nine are read).
        mutating func fraction() -> Double? {
            let start = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]), index - start < 9 { index += 1 }
            guard index > start else { return nil }
            return Double("0." + String(decoding: bytes[start..<index], as: UTF8.self))
        }

        /// `+0100`, `-05:30` (with `colonAllowed`), `+01`.
        mutating func offset(colonAllowed: Bool) -> TimeZone? {
            let sign: Int
            if take("+") {
                sign = 1
            } else if take("-") {
                sign = -1
            } else {
                return nil
            }
            guard let hours = number(digits: 2...2), hours <= 18 else { return nil }
            var minutes = 0
            if colonAllowed, take(":") {
                guard let value = number(digits: 2...2) else { return nil }
                minutes = value
            } else if !isAtEnd {
                guard let value = number(digits: 2...2) else { return nil }
                minutes = value
            }
            guard minutes < 60 else { return nil }
            return TimeZone(secondsFromGMT: sign * (hours * 3600 + minutes * 60))
        }
    }
}
