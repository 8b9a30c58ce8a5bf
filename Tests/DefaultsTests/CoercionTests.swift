import Defaults
import DefaultsFoundation
import Foundation
import PropertyList
import TestSupport
import Testing

@Suite struct CoercionTests {
    /// Research §1.5's table, with the answers Apple documents (not Foundation-on-Linux's).
    @Test(arguments: [
        // stored, bool, integer, double, string
        (PlistValue.string("YES"), true, 0, 0.0, "YES" as String?),
        (.string("yes"), true, 0, 0, "yes"),
        (.string("true"), true, 0, 0, "true"),
        (.string("TRUE"), true, 0, 0, "TRUE"),
        (.string("Y"), false, 0, 0, "Y"),
        (.string("1"), true, 1, 1, "1"),
        (.string("2"), false, 2, 2, "2"),
        (.string("0"), false, 0, 0, "0"),
        (.string("NO"), false, 0, 0, "NO"),
        (.string("false"), false, 0, 0, "false"),
        (.string("abc"), false, 0, 0, "abc"),
        (.string("0x10"), false, 0, 0, "0x10"),
        (.string(" 12abc"), false, 0, 0, " 12abc"),
        (.string(" 12 "), false, 12, 12, " 12 "),
        (.string("3.7"), false, 3, 3.7, "3.7"),
        (.string("-5"), false, -5, -5, "-5"),
        (.string("+5"), false, 5, 5, "+5"),
        (.string("99999999999999999999"), false, Int.max, 1e20, "99999999999999999999"),
        (.string("-99999999999999999999"), false, Int.min, -1e20, "-99999999999999999999"),
        (.string("😀"), false, 0, 0, "😀"),
        (.string("😀12"), false, 0, 0, "😀12"),
        (.string(""), false, 0, 0, ""),
        (.string("1e3"), false, 1000, 1000, "1e3"),
        (.string("nan"), false, 0, 0, "nan"),
        (.integer(2), true, 2, 2, "2"),
        (.integer(0), false, 0, 0, "0"),
        (.integer(-1), true, -1, -1, "-1"),
        (.real(0.5), true, 0, 0.5, "0.5"),
        (.real(3.7), true, 3, 3.7, "3.7"),
        (.real(3.0), true, 3, 3, "3"),
        (.real(-3.7), true, -3, -3.7, "-3.7"),
        (.real(1e300), true, Int.max, 1e300, "1e+300"),
        (.real(-.infinity), true, Int.min, -.infinity, "-inf"),
        (.bool(true), true, 1, 0, "1"),
        (.bool(false), false, 0, 0, "0"),
        (.date(Date(timeIntervalSince1970: 0)), false, 0, 0, nil),
        (.data(Data([1, 2])), false, 0, 0, nil),
        (.array(["a"]), false, 0, 0, nil),
        (.dictionary(["a": "b"]), false, 0, 0, nil),
    ])
    func table(stored: PlistValue, bool: Bool, integer: Int, double: Double, string: String?) {
        #expect(stored.coercedBool == bool)
        #expect(stored.coercedInteger == integer)
        #expect(stored.coercedDouble == double)
        #expect(stored.coercedFloat == Float(double))
        #expect(stored.coercedString == string)
    }

    @Test func unsignedAndNaN() {
        let max = PlistValue(UInt64.max)
        #expect(max.coercedBool)
        #expect(max.coercedInteger == Int.max)
        #expect(max.coercedDouble == Double(UInt64.max))
        #expect(max.coercedString == "18446744073709551615")
        let nan = PlistValue.real(.nan)
        #expect(!nan.coercedBool)
        #expect(nan.coercedInteger == 0)
        #expect(nan.coercedDouble.isNaN)
        #expect(nan.coercedString == "nan")
    }

    @Test func stringArrayDoesNotConvertNumbers() {
        #expect(PlistValue.array(["a", "b"]).coercedStringArray == ["a", "b"])
        #expect(PlistValue.array(["a", 1]).coercedStringArray == nil)
        #expect(PlistValue.array([]).coercedStringArray == [])
        #expect(PlistValue.string("a").coercedStringArray == nil)
    }

    @Test func urls() {
        let home = "/home/someone"
        #expect(
            PlistValue.string("~/Documents/x.txt").coercedURL(homeDirectory: home)?.path
                == "/home/someone/Documents/x.txt")
        #expect(PlistValue.string("~").coercedURL(homeDirectory: home)?.path == "/home/someone")
        #expect(PlistValue.string("/etc/hosts").coercedURL(homeDirectory: home) == URL(fileURLWithPath: "/etc/hosts"))
        #expect(
            PlistValue.string("https://example.com/a?b=c").coercedURL(homeDirectory: home)?.absoluteString
                == "https://example.com/a?b=c")
        #expect(PlistValue.string("file:///tmp/a").coercedURL(homeDirectory: home)?.path == "/tmp/a")
        #expect(PlistValue.string("relative/path").coercedURL(homeDirectory: home)?.isFileURL == true)
        #expect(PlistValue.string("").coercedURL(homeDirectory: home) == nil)
        #expect(
            PlistValue.string("~nosuchuser-xyz/a").coercedURL(homeDirectory: home)?.path.hasSuffix("~nosuchuser-xyz/a")
                == true)
        #expect(PlistValue.string("~root/x").coercedURL(homeDirectory: home)?.path == "/root/x")
    }

    /// No getter may trap on any stored value (Foundation crashes on some of these).
    @Test func hostileValuesNeverCrashAnyGetter() throws {
        var garbage = Data()
        for i in 0..<512 { garbage.append(UInt8(truncatingIfNeeded: i &* 7919)) }
        let keyedArchiveLookalike = Data("bplist00\u{D4}\u{01}\u{02}\u{03}$archiver".utf8)
        let values: [PlistValue] = [
            .string("😀"), .string("😀😀😀9"), .string("\u{0}"), .string("-"), .string("+"), .string("."),
            .string("e5"), .string("1e"), .string("1e99999"), .string("-0"),
            .string(String(repeating: "9", count: 5000)),
            .string("~"), .string("~/\u{0}"), .string("://"), .string("1://x"), .string("a:// b"),
            .real(.nan), .real(.infinity), .real(-.infinity), .real(.greatestFiniteMagnitude), .real(-0.0),
            .integer(.min), .integer(.max), PlistValue(UInt64.max),
            .data(garbage), .data(keyedArchiveLookalike), .data(Data()),
            .date(.distantPast), .date(.distantFuture), .array([]), .dictionary([:]),
        ]
        let home = TemporaryHome()
        let defaults = home.makeDefaults()
        for (index, value) in values.enumerated() {
            let key = "hostile\(index)"
            defaults.set(value, forKey: key)
            _ = defaults.object(forKey: key)
            _ = defaults.string(forKey: key)
            _ = defaults.array(forKey: key)
            _ = defaults.dictionary(forKey: key)
            _ = defaults.data(forKey: key)
            _ = defaults.stringArray(forKey: key)
            _ = defaults.integer(forKey: key)
            _ = defaults.float(forKey: key)
            _ = defaults.double(forKey: key)
            _ = defaults.bool(forKey: key)
            _ = defaults.url(forKey: key)
            _ = defaults.strictBool(forKey: key)
            _ = defaults.strictInteger(forKey: key)
            _ = defaults.strictDouble(forKey: key)
            _ = defaults.strictString(forKey: key)
            _ = defaults.strictDate(forKey: key)
        }
        #expect(defaults.url(forKey: "hostile25") == nil)  // arbitrary Data
        #expect(defaults.integer(forKey: "hostile0") == 0)  // "😀"
        #expect(defaults.double(forKey: "hostile8") == .infinity)  // "1e99999"
        #expect(defaults.integer(forKey: "hostile10") == .max)
        try defaults.flush()
        // Everything stored survives a round trip through the file.
        let reread = home.makeDefaults()
        #expect(reread.value(forKey: "hostile19") == .real(.greatestFiniteMagnitude))
        #expect(reread.value(forKey: "hostile23") == PlistValue(UInt64.max))
        #expect(reread.string(forKey: "hostile0") == "😀")
    }
}
