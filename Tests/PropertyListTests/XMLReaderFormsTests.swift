import Foundation
import PropertyListFoundation
import Testing

@testable import PropertyList

/// The forms our XML reader now reads itself (no Foundation fallback in the tools), each compared
/// with `PropertyListSerialization`: same value, or both refuse; where they differ by design,
/// ``XMLPropertyListReaderTests/knownDifferences`` or the test says why. Malformed files get our
/// own message, with the line and column.
@Suite struct XMLReaderFormsTests {
    static func document(_ body: String) -> Data { XMLPropertyListReaderTests.document(body) }

    static func value(_ body: String) throws -> PlistValue { try XMLPropertyListReader.value(from: document(body)) }

    @Test func cdataAndCharacterReferences() throws {
        #expect(try Self.value("<string>a<![CDATA[<b>&amp;]]>c</string>") == "a<b>&amp;c")
        #expect(try Self.value("<string>&#233;&#xE9;&#xe9;&#x1F600;</string>") == "ééé😀")
        #expect(try Self.value("<key>&#65;<![CDATA[]]></key>") == "A")
        #expect(try Self.value("<string>&#0;&#x;</string>") == "\u{0}\u{0}")  // as CF: no digits is U+0000
        for bad in ["&#xD800;", "&#55357;&#56832;", "&#x110000;", "&#X41;", "&#123456789;", "&#12", "&nbsp;"] {
            #expect(throws: PropertyListError.self, "\(bad)") { try Self.value("<string>\(bad)</string>") }
        }
        for body in [
            "<string>a<![CDATA[<b>&amp;]]>c</string>", "<string>&#233;&#xE9;&#x1F600;</string>",
            "<string>&#xD800;</string>", "<string>&#0;</string>", "<string>&#x110000;</string>",
            "<string><![CDATA[x</string>", "<string><!x</string>", "<real>1&#x30;</real>",
        ] {
            XMLPropertyListReaderTests.check(Self.document(body), body)
        }
    }

    @Test func integersAsCoreFoundationReadsThem() throws {
        let cases: [(String, PlistValue)] = [
            ("0x10", 16), ("0X1f", 31), (" -0x10", -16), ("+5", 5), ("- 5", -5), ("00012", 12), ("0x0", 0),
            ("-0x8000000000000000", .integer(.min)), ("18446744073709551615", .unsignedInteger(.max)),
            ("0xFFFFFFFFFFFFFFFF", .unsignedInteger(.max)), ("\u{2003}7", 7),
        ]
        for (text, expected) in cases {
            #expect(try Self.value("<integer>\(text)</integer>") == expected, "\(text)")
            XMLPropertyListReaderTests.check(Self.document("<integer>\(text)</integer>"), text)
        }
        for text in ["0x", "18446744073709551616", "-9223372036854775809", "5 ", "1a", "\u{A0}5", "-"] {
            #expect(throws: PropertyListError.self, "\(text)") { try Self.value("<integer>\(text)</integer>") }
            XMLPropertyListReaderTests.check(Self.document("<integer>\(text)</integer>"), text)
        }
    }

    @Test func realsDatesAndDataAsCoreFoundationReadsThem() throws {
        for text in ["nan", "NaN", "-INF", "Infinity", "+infinity", ".5", "+.5e-3", "  2", "1e400", "1e-5000", "1."] {
            XMLPropertyListReaderTests.check(Self.document("<real>\(text)</real>"), text)
            #expect((try? Self.value("<real>\(text)</real>")) != nil, "\(text)")
        }
        for text in ["1.5 ", "0x1p3", "1e", ".", "+nan", "1,5"] {
            #expect(throws: PropertyListError.self, "\(text)") { try Self.value("<real>\(text)</real>") }
            XMLPropertyListReaderTests.check(Self.document("<real>\(text)</real>"), text)
        }
        for text in [
            "0000-01-01T00:00:00Z", "-0001-12-31T00:00:00Z", "10000-01-01T00:00:00Z", "2001-13-01T00:00:00Z",
            "2001-00-05T00:00:00Z", "2004-13-01T00:00:00Z", "2001-02-31T25:61:61Z", "--01-01T00:00:00Z",
            "-0400-03-01T00:00:00Z",
        ] {
            XMLPropertyListReaderTests.check(Self.document("<date>\(text)</date>"), text)
            #expect((try? Self.value("<date>\(text)</date>")) != nil, "\(text)")
        }
        #expect(
            try Self.value("<date>2001-13-01T00:00:00Z</date>")
                == .date(Date(timeIntervalSinceReferenceDate: 365 * 86_400)))
        for text in ["AA-B!B", "AAA", "AA=A", "QQ==QQ==", "Q===", "QR=="] {
            XMLPropertyListReaderTests.check(Self.document("<data>\(text)</data>"), text)
        }
        #expect(throws: PropertyListError.self) { try Self.value("<data>AAAA\u{E9}</data>") }
    }

    @Test func structureAsCoreFoundationReadsIt() throws {
        #expect(try Self.value("<array><key>k</key><plist><integer>1</integer></plist></array>") == ["k", 1])
        #expect(
            try Self.value("<dict><key>a</key><integer>1</integer><key>a</key><integer>2</integer></dict>") == ["a": 2])
        #expect(try XMLPropertyListReader.value(from: Data("<key>root</key>".utf8)) == "root")
        for body in [
            "<array><key>k</key><plist><integer>1</integer></plist></array>",
            "<dict><key>a</key><integer>1</integer><key>a</key><integer>2</integer></dict>",
            "<dict><key>CF$UID</key><integer>1</integer></dict>", "<dict><key>CF$UID</key><real>1</real></dict>",
            "<dict><key>CF$UID</key><true/></dict>", "<plist><string>a</string><string>b</string></plist>",
        ] {
            XMLPropertyListReaderTests.check(Self.document(body), body)
        }
        #expect(throws: PropertyListError.self) { try Self.value("<dict><key>CF$UID</key><integer>1</integer></dict>") }
    }

    @Test func encodingsAsCoreFoundationReadsThem() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><plist><string>é😀</string></plist>"
        func utf16(_ bigEndian: Bool, mark: Bool) -> Data {
            var data = Data(mark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : [])
            for unit in text.utf16 {
                data.append(
                    contentsOf: bigEndian
                        ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)])
            }
            return data
        }
        for (bigEndian, mark) in [(false, true), (true, true), (false, false), (true, false)] {
            #expect(try XMLPropertyListReader.value(from: utf16(bigEndian, mark: mark)) == "é😀")
            // With a mark Foundation agrees; without one it drops the first character and assumes host order.
            if mark { XMLPropertyListReaderTests.check(utf16(bigEndian, mark: true), "UTF-16 \(bigEndian)") }
        }
        let latin1 =
            Data("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><plist><string>caf".utf8) + Data([0xE9])
            + Data("</string></plist>".utf8)
        #expect(try XMLPropertyListReader.value(from: latin1) == "café")
        XMLPropertyListReaderTests.check(latin1, "ISO-8859-1")
        let bom = Data([0xEF, 0xBB, 0xBF]) + Data("<plist><string>x</string></plist>".utf8)
        XMLPropertyListReaderTests.check(bom, "UTF-8 BOM")
        var utf32 = Data([0xFF, 0xFE, 0, 0])
        for scalar in "<plist><string>é</string></plist>".unicodeScalars {
            withUnsafeBytes(of: scalar.value.littleEndian) { utf32.append(contentsOf: $0) }
        }
        #expect(try XMLPropertyListReader.value(from: utf32) == "é")
        // Foundation converts Shift_JIS with ICU's tables; this reader refuses it, saying what to do.
        let shiftJIS = Data("<?xml version=\"1.0\" encoding=\"Shift_JIS\"?><plist><string>a</string></plist>".utf8)
        #expect(
            throws: PropertyListError.malformed(
                "the XML declaration names the encoding \"Shift_JIS\", which is not read here (UTF-8, UTF-16, "
                    + "UTF-32, US-ASCII and ISO-8859-1 are); convert the file to UTF-8, for example with iconv")
        ) { try XMLPropertyListReader.value(from: shiftJIS) }
        let bogus = Data("<?xml version=\"1.0\" encoding=\"bogus\"?><plist><string>a</string></plist>".utf8)
        XMLPropertyListReaderTests.check(bogus, "bogus encoding")
    }

    @Test func malformedFilesSayWhereAndWhat() {
        let cases: [(String, String)] = [
            ("<plist>\n<dict>\n\t<key>a</key>\n</dict>\n</plist>", "line 3, column 2: the key \"a\" has no value"),
            ("<plist>\r\n<array>\r\n<strin>x</strin>", "line 3, column 1: unknown tag <strin>"),
            ("<plist><integer>12x</integer></plist>", "line 1, column 19: \"x\" in <integer>"),
            ("<plist><string>a&bogus;</string></plist>", "line 1, column 17: unknown entity \"&bogus;<"),
            ("<plist><string>\u{1B}[31m&#xD800;</string></plist>", "the character reference &#xD800; is not a Unicode"),
            ("<!DOCTYPE plist [ <!ENTITY x \"y\"> ]><plist/>", "line 1, column 17: a DOCTYPE with an internal subset"),
            ("<plist><dict><string>a</string></dict></plist>", "line 1, column 14: <string> where a <key> belongs"),
            ("<plist><array><!-- x</array></plist>", "line 1, column 15: a comment that never ends"),
            ("<plist><data>AA</dat></plist>", "expected </data> here"),
            ("<plist>\n  <date>2001-01-01</date>", "line 2, column 9: a <date> not of the form"),
            // A hostile key is quoted as TerminalText shows it, on one line: `ESC` as `^[`, a tab as `^I`.
            ("<plist><dict><key>\u{1B}]0;x\u{7}\tk</key></dict></plist>", "the key \"^[]0;x^G^Ik\" has no value"),
            ("<plist><real>1\u{1B}[2J</real></plist>", "a <real> that is not a number: \"1^[[2J\""),
        ]
        for (text, expected) in cases {
            do {
                _ = try XMLPropertyListReader.value(from: Data(text.utf8))
                Issue.record("\(text) was read")
            } catch {
                #expect(error.description.contains(expected), "\(error.description)")
                #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 }, "raw control text")
            }
        }
    }

    @Test func writingPastTheDepthLimitIsAnError() {
        // As the readers count: a value at depth maximumDepth (the leaf inside that many arrays) is too deep.
        var deep: PlistValue = "leaf"
        for _ in 0..<PlistLimits.maximumDepth { deep = .array([deep]) }
        #expect(throws: PropertyListError.tooDeep) { try PropertyListCoder.encodeXML(deep) }
        #expect(throws: PropertyListError.tooDeep) { try PropertyListCoder.encodeBinary(deep) }
        var limit: PlistValue = "leaf"
        for _ in 0..<(PlistLimits.maximumDepth - 1) { limit = .array([limit]) }
        #expect((try? PropertyListCoder.decode(PropertyListCoder.encodeXML(limit)).value) == limit)
        #expect((try? PropertyListCoder.decode(PropertyListCoder.encodeBinary(limit)).value) == limit)
    }

    @Test func datesOutsideFourDigitYearsAreWrittenAsCoreFoundationWritesThem() throws {
        // CF prints the year with `%04d`: year -1 is `-001`.
        let cases = [
            ("-0001-12-31T00:00:00Z", "-001-12-31T00:00:00Z"), ("0000-01-01T00:00:00Z", "0000-01-01T00:00:00Z"),
            ("10000-01-01T00:00:00Z", "10000-01-01T00:00:00Z"), ("-0400-03-01T00:00:00Z", "-400-03-01T00:00:00Z"),
        ]
        for (text, printed) in cases {
            let value = try Self.value("<date>\(text)</date>")
            let written = try PropertyListCoder.encodeXML(value)
            #expect(String(decoding: written, as: UTF8.self).contains("<date>\(printed)</date>"))
            #expect(try XMLPropertyListReader.value(from: written) == value)
            #expect(XMLPropertyListReaderTests.foundation(written) == value)
        }
    }
}
