import FoundationEssentials
import PropertyList
import TextOutput

/// Writes a value as the `<value>` arguments of `defaults write` that store it with its exact
/// type: the printer beside `WriteValueParser`, which reads them back to the same value.
///
/// Scalars take their type flag (`-string`, `-int`, `-float`, `-bool`, `-date`, `-data`); arrays
/// and dictionaries of scalars are `-array`/`-dict` lists. What has no typed flag is written as an
/// XML property-list fragment, which `defaults write` parses with its types (`<real>0.1</real>`,
/// `<array><array>…</array></array>`): a real that single precision does not hold exactly
/// (`-float` stores single precision, as macOS does) and arrays or dictionaries inside others.
/// A date keeps whole seconds (`-date` reads no fraction).
package enum WriteValueEncoder {
    /// One argument, and whether it is text from the value (quoted for a shell) rather than a flag
    /// or a number (written bare).
    package struct Word: Sendable, Hashable {
        /// The argument as the program receives it.
        package var text: String
        /// Whether the text comes from the value and needs quoting on a command line.
        package var isLiteral: Bool
    }

    /// The arguments for `value`, as `defaults` receives them (no shell quoting).
    package static func arguments(for value: PlistValue) -> [String] { words(for: value).map(\.text) }

    /// The arguments for `value`, each marked with whether a shell line must quote it.
    package static func words(for value: PlistValue) -> [Word] {
        switch value {
        case .array(let items) where items.allSatisfy(isTyped):
            return [flag("-array")] + items.flatMap(scalarWords)
        case .dictionary(let entries) where entries.values.allSatisfy(isTyped):
            return [flag("-dict")]
                + entries.keys.sorted().flatMap { [flag("-string"), literal($0.string)] + scalarWords(entries[$0]!) }
        default:
            return scalarWords(value)
        }
    }

    /// Whether a value inside `-array`/`-dict` keeps its type there: a scalar with a typed flag.
    static func isTyped(_ value: PlistValue) -> Bool {
        switch value {
        case .array, .dictionary: false
        case .real(let number): holdsExactly(number)
        default: true
        }
    }

    /// Whether `-float` (single precision) stores `number` exactly.
    static func holdsExactly(_ number: Double) -> Bool {
        number.isNaN || Double(Float(number)) == number
    }

    static func scalarWords(_ value: PlistValue) -> [Word] {
        switch value {
        case .string(let text): return [flag("-string"), literal(text)]
        case .integer(let number): return [flag("-int"), Word(text: String(number), isLiteral: false)]
        case .unsignedInteger(let number): return [flag("-int"), Word(text: String(number), isLiteral: false)]
        case .real(let number) where holdsExactly(number):
            return [flag("-float"), Word(text: OpenStepPrinter.realDescription(number), isLiteral: false)]
        case .bool(let flag): return [Self.flag("-bool"), Word(text: flag ? "true" : "false", isLiteral: false)]
        case .date(let date): return [flag("-date"), literal(isoDate(date))]
        case .data(let data):
            return [flag("-data"), Word(text: data.map(NumberText.hex).joined(), isLiteral: false)]
        case .real, .array, .dictionary: return [literal(xmlFragment(value))]
        }
    }

    /// The value as a one-line XML property list (`<plist version="1.0"><real>0.1</real></plist>`,
    /// without the XML declaration), which `defaults write` reads with its types; the old-style
    /// text (whose scalars `defaults` reads as strings) only should the XML encoder refuse the value.
    static func xmlFragment(_ value: PlistValue) -> String {
        guard let data = try? PropertyListCoder.encodeXML(value) else { return OpenStepPrinter.string(for: value) }
        var document = String(decoding: data, as: UTF8.self)
        if let root = document.firstRange(of: "<plist ") { document = String(document[root.lowerBound...]) }
        // Only the layout between tags goes: text never holds "<" (escaped), so ">\n\t<" is content
        // only as the whole text of a string or a key (`<string>\n</string>`). On Unicode scalars.
        var result = String.UnicodeScalarView()
        var pending = String.UnicodeScalarView()
        var afterTag = false
        for scalar in document.unicodeScalars {
            if afterTag, scalar == "\n" || scalar == "\t" {
                pending.append(scalar)
                continue
            }
            if scalar != "<"
                || ["<string>", "<key>"].contains(where: {
                    result.reversed().starts(with: $0.unicodeScalars.reversed())
                })
            {
                result.append(contentsOf: pending)
            }
            pending = String.UnicodeScalarView()
            result.append(scalar)
            afterTag = scalar == ">"
        }
        return String(result)
    }

    /// `yyyy-MM-ddTHH:mm:ssZ` in UTC, as `ISO8601DateFormatter` with `.withInternetDateTime` writes
    /// it, with FoundationEssentials' style (no ICU): that formatter takes the time in milliseconds,
    /// rounded half up, then drops the milliseconds, so `59.9995` s is written as minute 1.
    static func isoDate(_ date: Date) -> String {
        let milliseconds = ((date.timeIntervalSinceReferenceDate + 978_307_200) * 1000 + 0.5).rounded(.down)
        let seconds = (milliseconds / 1000).rounded(.down)
        return Date(timeIntervalSince1970: seconds).formatted(Date.ISO8601FormatStyle())
    }

    private static func flag(_ text: String) -> Word { Word(text: text, isLiteral: false) }
    private static func literal(_ text: String) -> Word { Word(text: text, isLiteral: true) }
}
