import Foundation
import PropertyList
import SeededRandom
import SwiftSyntax

@testable import SettingsCodegen

/// Keys, values and titles for generated bundles, drawn from a seeded sequence: every word Swift
/// reserves (from swift-syntax, not from the generator's own list), the members of `UserDefaults`
/// and `NSObject` the compiler knows, the types the generated file names, each in the spellings
/// that give it, and random text full of what a literal or a comment must survive.
struct HostileKeys {
    var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    /// Every keyword swift-syntax knows (contextual ones included), as written.
    static let keywords: [String] = (0...UInt8.max).compactMap {
        Keyword(rawValue: $0).map { TokenSyntax.keyword($0).text }
    }

    /// The keys issue 28 found, then names of the generator's own lists and of the compiler's.
    static let names: [String] = {
        let found = [
            "string", "sendable", "case_iterable", "int", "any", "2fa", "self", "type", "user_defaults",
            "class_for_keyed_archiver", "description", "Any", "Self", "Type", "Protocol", "init", "_",
            "registerDefaults",
            "register_defaults", "AppSettings", "app_settings", "accessibility_label", "is_accessibility_element",
            "all_cases", "raw_value", "new_value", "defaults", "standard", "foundation", "swift", "none", "some",
        ]
        let lists = [
            ReservedNames.keywords, ReservedNames.types, ReservedNames.userDefaultsMembers, ReservedNames.choiceMembers,
            Set(FoundationMembers.names),
        ].flatMap { $0.sorted() }
        return found + keywords + lists
    }()

    /// Spellings of `name` that give the same identifier or a near one (`caseIterable`,
    /// `case_iterable`, `CASE ITERABLE`, `2case-iterable`).
    mutating func spelling(of name: String) -> String {
        let words = SwiftIdentifier.words(name)
        switch random.below(6) {
        case 0: return words.joined(separator: "_")
        case 1: return words.joined(separator: " ").uppercased()
        case 2: return String(random.below(10)) + name
        case 3: return name + String(random.below(3))
        case 4: return "-" + words.joined(separator: "-") + "."
        default: return name
        }
    }

    /// What is hard to write in a literal or a comment, one scalar each.
    static let awkward: [Unicode.Scalar] = [
        "\"", "\\", "'", "`", "\n", "\r", "\t", "\0", "\u{7F}", "\u{85}", "\u{2028}", "\u{2029}", "\u{202E}",
        "\u{200B}", "\u{FEFF}", "\u{301}", "\u{1F600}", "\u{10FFFD}", "$", "(", ")", "{", "}", "#", "/", "*", "=",
        ";", "é", "ß", "İ",
    ]

    /// Random text: letters, digits, separators and awkward scalars, up to `length` scalars.
    mutating func text(length: Int = 24) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<random.below(length + 1) {
            switch random.below(5) {
            case 0: scalars.append(Self.awkward[random.below(Self.awkward.count)])
            case 1: scalars.append(Unicode.Scalar(UInt8(ascii: "A") + UInt8(random.below(26))))
            case 2: scalars.append(Unicode.Scalar(UInt8(ascii: "0") + UInt8(random.below(10))))
            case 3: scalars.append(["_", "-", " ", "."][random.below(4)])
            default: scalars.append(Unicode.Scalar(UInt8(ascii: "a") + UInt8(random.below(26))))
            }
        }
        return String(scalars)
    }

    /// A key: mostly a reserved name in some spelling, else random text.
    mutating func key() -> String {
        random.below(3) == 0 ? text() : spelling(of: Self.names[random.below(Self.names.count)])
    }

    /// A value a choice, a default or a stored switch value may hold.
    mutating func value() -> PlistValue {
        switch random.below(4) {
        case 0: .integer(Int64(random.below(2001)) - 1000)
        case 1: .string(key())
        default: .string(text(length: 12))
        }
    }

    /// A default value of any type, with the doubles and dates a literal cannot write directly
    /// (infinities, NaN, the extremes), nested up to `depth` levels.
    mutating func defaultValue(depth: Int = 2) -> PlistValue {
        let doubles = [0.1, -0.0, .infinity, -.infinity, .nan, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 1e300]
        switch random.below(depth > 0 ? 9 : 7) {
        case 0: return .real(doubles[random.below(doubles.count)])
        // Dates CoreFoundation writes and reads back: a NaN, infinite or astronomically far date is
        // refused by the writer (CF writes such a date as text no reader reads).
        case 1:
            return .date(
                Date(timeIntervalSinceReferenceDate: [0.1, -0.0, 2.9e16, -2.9e16, -63_200_000_000][random.below(5)]))
        case 2: return .unsignedInteger(UInt64.max - UInt64(random.below(3)))
        case 3: return .integer(random.below(2) == 0 ? .min : .max)
        case 4: return .data(Data((0..<random.below(5)).map { _ in UInt8(random.below(256)) }))
        case 5: return .bool(random.below(2) == 0)
        case 6: return value()
        case 7: return .array((0..<random.below(4)).map { _ in defaultValue(depth: depth - 1) })
        default:
            var entries: [PlistKey: PlistValue] = [:]
            for _ in 0..<random.below(4) { entries[PlistKey(text())] = defaultValue(depth: depth - 1) }
            return .dictionary(entries)
        }
    }

    /// A row of a random kind for `key` (in-app kinds too, for a bundle loaded in the in-app view).
    mutating func row(_ key: String) -> PlistValue {
        let title = PlistValue.string(text())
        switch random.below(9) {
        case 0: return GeneratedBundle.toggle(key)
        case 1: return GeneratedBundle.toggle(key, on: value(), off: value())
        case 2: return GeneratedBundle.textField(key, title: text(), value: text())
        case 3:
            return [
                "Type": "PSSliderSpecifier", "Key": .string(key), "MinimumValue": 0, "MaximumValue": 10,
                "DefaultValue": .real(Double(random.below(100)) / 10),
            ]
        case 4, 5:
            let values = (0..<(1 + random.below(6))).map { _ in value() }
            var row = GeneratedBundle.multiValue(key, values)
            if case .dictionary(var entries) = row, random.below(2) == 0 {
                entries["Type"] = "PSRadioGroupSpecifier"
                entries["Title"] = title
                row = .dictionary(entries)
            }
            return row
        case 6:
            return [
                "Type": "PSTitleValueSpecifier", "Key": .string(key), "Title": title, "DefaultValue": defaultValue(),
            ]
        case 7:
            return [
                "Type": ["IASKTextViewSpecifier", "IASKDatePickerSpecifier", "IASKListGroupSpecifier"][random.below(3)],
                "Key": .string(key), "Title": title,
            ]
        default: return ["Type": "IASKCustomViewSpecifier", "Key": .string(key), "DefaultValue": defaultValue()]
        }
    }
}
