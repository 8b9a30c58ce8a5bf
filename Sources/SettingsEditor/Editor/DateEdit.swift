import FoundationEssentials
import PropertyList
import SettingsBinding
import SettingsBundle
import TerminalFrame
import TextOutput

/// An edit in progress of an InAppSettingsKit date picker (`IASKDatePickerSpecifier`), field by
/// field in local time, as the app's picker shows it; saved as the UTC instant it names.
public struct DateEdit: Hashable, Sendable {
    /// One field of the date.
    public enum Field: String, Hashable, Sendable, CaseIterable {
        case year, month, day, hour, minute

        /// How many digits the field takes when typed.
        var digits: Int { self == .year ? 4 : 2 }
    }

    /// The row being edited.
    public var row: RowReference
    /// Where the saved date goes.
    public var storeKey: StoreKey
    /// The fields shown: year, month and day for `Date`, hour and minute for `Time`, all five for
    /// `DateAndTime`.
    public let fields: [Field]
    /// `MinuteInterval`: the minute moves in these steps and is rounded to them.
    public let minuteInterval: Int
    /// The time zone the fields are in (the local one, as the app shows them).
    public let timeZone: SettingsTimeZone
    /// The fields' values, in ``timeZone``; a time-only picker keeps the date it started from.
    public private(set) var components: [Field: Int]
    /// The field the keys change.
    public private(set) var focus: Int = 0
    /// Digits typed into the focused field so far.
    public private(set) var typed: String = ""
    /// The focused field's value before the digits being typed (restored when they are refused).
    var valueBeforeTyping: Int?
    /// The date the edit started from (nil when nothing was stored or registered).
    public let original: Date?

    /// Starts an edit of `date` (now, when nil), with the minute rounded to the interval.
    public init(
        row: RowReference, storeKey: StoreKey, picker: Specifier.DatePicker, date: Date?,
        timeZone: SettingsTimeZone = .local, now: Date = Date()
    ) {
        self.row = row
        self.storeKey = storeKey
        switch picker.mode {
        case .date: fields = [.year, .month, .day]
        case .time: fields = [.hour, .minute]
        case .dateAndTime: fields = Field.allCases
        }
        minuteInterval = max(1, picker.minuteInterval)
        self.timeZone = timeZone
        original = date
        let c = timeZone.components(of: date ?? now)
        components = [
            .year: c.year ?? 2000, .month: c.month ?? 1, .day: c.day ?? 1, .hour: c.hour ?? 0, .minute: c.minute ?? 0,
        ]
        if picker.mode == .date {
            components[.hour] = 0
            components[.minute] = 0
        }
        components[.minute] = (components[.minute] ?? 0) / minuteInterval * minuteInterval
    }

    /// The focused field.
    public var focusedField: Field { fields[focus] }

    /// A field's value.
    public func value(_ field: Field) -> Int { components[field] ?? 0 }

    /// The date the fields name (seconds zero), as an instant.
    public var date: Date? {
        var c = DateComponents()
        c.year = value(.year)
        c.month = value(.month)
        c.day = value(.day)
        c.hour = value(.hour)
        c.minute = value(.minute)
        c.second = 0
        return timeZone.date(from: c)
    }

    /// The days in the fields' month (Foundation's Gregorian calendar: the same in every zone).
    var daysInMonth: Int {
        var c = DateComponents()
        c.year = value(.year)
        c.month = value(.month)
        c.day = 1
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        guard let first = calendar.date(from: c), let range = calendar.range(of: .day, in: .month, for: first) else {
            return 31
        }
        return range.count
    }

    /// The values a field takes.
    func range(_ field: Field) -> ClosedRange<Int> {
        switch field {
        case .year: 1...9999
        case .month: 1...12
        case .day: 1...daysInMonth
        case .hour: 0...23
        case .minute: 0...59
        }
    }

    /// Left/Right (Tab, Shift-Tab): the previous or next field.
    public mutating func moveFocus(by delta: Int) {
        typed = ""
        focus = min(max(0, focus + delta), fields.count - 1)
    }

    /// Up/Down, `+`/`-`: steps the focused field (the minute by the interval), wrapping within
    /// its range as a picker's wheel does; the day follows a shorter month.
    public mutating func step(by delta: Int) {
        typed = ""
        let field = focusedField
        let range = range(field)
        let size = range.count
        let step = field == .minute ? minuteInterval : 1
        let offset = value(field) - range.lowerBound + delta * step
        components[field] = range.lowerBound + ((offset % size) + size) % size
        if field == .minute { components[.minute] = value(.minute) / minuteInterval * minuteInterval }
        clampDay()
    }

    /// A digit typed into the focused field: the digits typed so far make its value, and a full
    /// field moves to the next. Returns a problem when the value is out of range (kept unchanged).
    public mutating func type(_ digit: Character) -> String? {
        guard let number = digit.wholeNumberValue, digit.isASCII else { return nil }
        let field = focusedField
        if typed.isEmpty { valueBeforeTyping = value(field) }
        typed.append(String(number))
        let value = Int(typed) ?? 0
        let range = range(field)
        if field == .minute, typed.count == field.digits, value % minuteInterval != 0 {
            refuseTyped()
            return "the minute moves in steps of \(minuteInterval)"
        }
        if value > range.upperBound || (typed.count == field.digits && value < range.lowerBound) {
            refuseTyped()
            return "\(field.rawValue) must be from \(range.lowerBound) to \(range.upperBound)"
        }
        if value >= range.lowerBound { components[field] = value }
        if typed.count == field.digits {
            typed = ""
            clampDay()
            if focus < fields.count - 1 { focus += 1 }
        }
        return nil
    }

    /// Forgets the digits typed and puts the field's value back.
    private mutating func refuseTyped() {
        typed = ""
        if let before = valueBeforeTyping { components[focusedField] = before }
        valueBeforeTyping = nil
    }

    private mutating func clampDay() {
        components[.day] = min(value(.day), daysInMonth)
    }

    /// The fields as shown, each with whether it is focused: `2026`, `-`, `11`... with the
    /// separators as unfocused parts.
    public var parts: [(text: String, isFocused: Bool)] {
        var parts: [(String, Bool)] = []
        for (index, field) in fields.enumerated() {
            if index > 0 { parts.append((field == .hour ? " " : field == .minute ? ":" : "-", false)) }
            let text =
                index == focus && !typed.isEmpty
                ? typed + String(repeating: "_", count: max(0, field.digits - typed.count))
                : NumberText.decimal(value(field), width: field.digits)
            parts.append((text, index == focus))
        }
        return parts
    }

    /// The keys of the date editor: Left/Right choose a field, Up/Down or +/- step it, digits
    /// type it, Enter commits the date, Esc cancels.
    mutating func handle(_ event: Event) -> EditOutcome {
        switch event {
        case .enter:
            guard let date else { return .cancel(EditorMessage(.error, "That date does not exist; nothing saved")) }
            return date == original ? .unchanged : .commit(.date(date))
        case .escape: return .cancelled
        case .function(1), .character("?"): return .help
        case .left, .backTab, .character("h"): moveFocus(by: -1)
        case .right, .tab, .character("l"): moveFocus(by: 1)
        case .up, .character("+"), .character("k"): step(by: 1)
        case .down, .character("-"), .character("j"): step(by: -1)
        case .pageUp: step(by: 10)
        case .pageDown: step(by: -10)
        case .character(let character) where character.isASCII && character.isNumber:
            if let problem = type(character) { return .editing(notice: EditorMessage(.warning, problem)) }
        default: break
        }
        return .editing
    }
}
