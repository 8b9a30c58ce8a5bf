import Foundation
import PropertyListFoundation
import SeededRandom
import Testing

@testable import PropertyList

/// The XML reader replaces `PropertyListSerialization` (the tools link no Foundation), so for the
/// same bytes it must return exactly what Foundation returns, or refuse what Foundation refuses;
/// where the two differ by design, `knownDifferences` says why. Each test checks both directions.
@Suite struct XMLPropertyListReaderTests {
    /// Same structure, same types, same string bytes, reals with the same bits.
    static func identical(_ a: PlistValue, _ b: PlistValue) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): return Array(x.utf8) == Array(y.utf8)
        case (.integer(let x), .integer(let y)): return x == y
        case (.unsignedInteger(let x), .unsignedInteger(let y)): return x == y
        case (.real(let x), .real(let y)): return x.bitPattern == y.bitPattern || (x.isNaN && y.isNaN)
        case (.bool(let x), .bool(let y)): return x == y
        case (.date(let x), .date(let y)):
            return x.timeIntervalSinceReferenceDate.bitPattern == y.timeIntervalSinceReferenceDate.bitPattern
        case (.data(let x), .data(let y)): return x == y
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { identical($0, $1) }
        case (.dictionary(let x), .dictionary(let y)):
            return x.count == y.count
                && x.allSatisfy { key, value in y[key].map { identical(value, $0) } ?? false }
        default: return false
        }
    }

    static func foundation(_ data: Data) -> PlistValue? {
        try? PropertyListCoder.foundationDecode(data, expecting: .xml)
    }

    /// Bodies (or documents) our reader and Foundation read differently on purpose, with why.
    static let knownDifferences: [String: String] = [
        "<dict><!---><key>a</key><string>b</string></dict>":
            "`<!--->` is an unterminated comment to us; CF's scan may end it at a later `-->`",
        "<array><!---></array>": "as above",
    ]

    /// Checks one document: our reader and Foundation read the same value, or both refuse it.
    /// Returns whether our reader read it.
    @discardableResult
    static func check(_ data: Data, _ label: String) -> Bool {
        let fast = try? XMLPropertyListReader.value(from: data)
        let reference = foundation(data)
        let agree =
            switch (fast, reference) {
            case (let x?, let y?): identical(x, y)
            case (nil, nil): true
            default: false
            }
        #expect(
            agree || knownDifferences[label] != nil,
            "\(label): our reader gave \(fast.map { "\($0)" } ?? "an error"), Foundation \(reference.map { "\($0)" } ?? "an error") for\n\(String(decoding: data, as: UTF8.self))"
        )
        return fast != nil
    }

    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        fatalError("Package.swift not found above \(#filePath)")
    }()

    /// Every XML `.plist` under `folder` (following symlinks).
    static func xmlPlists(under folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        var result: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "plist" {
            guard let data = try? Data(contentsOf: url), PropertyListCoder.sniff(data) == .xml else { continue }
            result.append(url)
        }
        return result.sorted { $0.path < $1.path }
    }

    @Test func corpusAndFixturesReadExactlyAsFoundationReadsThem() throws {
        var folders = ["Tests", "Examples", "Sources"].map { Self.packageRoot.appendingPathComponent($0) }
        let corpus = Self.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        let hasCorpus = FileManager.default.fileExists(atPath: corpus.path)
        if hasCorpus { folders.append(corpus) }
        // Under CI the corpus must be there: without it this test checks only the fixtures.
        let corpusIsRequired = ProcessInfo.processInfo.environment["CI"] != nil
        #expect(hasCorpus || !corpusIsRequired, "../shared/corpus is missing (required when CI is set)")
        var accepted = 0
        var total = 0
        var declinedReadable: [String] = []
        for folder in folders {
            for url in Self.xmlPlists(under: folder) {
                let data = try Data(contentsOf: url)
                total += 1
                if Self.check(data, url.path) {
                    accepted += 1
                } else if Self.foundation(data) != nil, folder == corpus {
                    declinedReadable.append(url.lastPathComponent)
                }
            }
        }
        #expect(total > 20)
        // Real bundles use only the common subset: the fast path must read every readable corpus file.
        #expect(declinedReadable.isEmpty, "declined readable corpus files: \(declinedReadable)")
        #expect(accepted > total / 2)
    }

    // MARK: - Generated values written by Foundation

    static let scalars: [Unicode.Scalar] = {
        var pool = Array("abcXYZ019 _-.&<>\"';]]>=/\\\t\n\réü€日本😀🇫🇷".unicodeScalars)
        let extra: [UInt32] = [1, 0x1F, 0x7F, 0xFFFE, 0xFFFF, 0x10FFFF, 0x301, 0xA0]
        pool += extra.compactMap(Unicode.Scalar.init)
        return pool
    }()

    static func string(_ random: inout SeededGenerator) -> String {
        var view = String.UnicodeScalarView()
        for _ in 0..<random.below(10) { view.append(scalars[random.below(scalars.count)]) }
        return String(view)
    }

    static func value(_ random: inout SeededGenerator, depth: Int) -> PlistValue {
        switch random.below(depth < 6 ? 11 : 8) {
        case 0: return .string(string(&random))
        case 1: return .integer(Int64(bitPattern: random.next()) >> random.below(64))
        case 2: return .unsignedInteger(UInt64(Int64.max) + random.next() % UInt64(Int64.max))
        case 3:
            let reals: [Double] = [
                Double(bitPattern: random.next()), Double(random.below(100_000)) / 100, 0, -0.0, .nan, .infinity,
                -.infinity, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 0.1, 1e300, -2.5e-300,
            ]
            return .real(reals[random.below(reals.count)])
        case 4: return .bool(random.below(2) == 0)
        case 5:
            let seconds = Double(Int64(random.next() % 315_537_897_600)) - 63_113_904_000
            return .date(Date(timeIntervalSinceReferenceDate: seconds))
        case 6, 7: return .data(Data((0..<random.below(100)).map { _ in UInt8(truncatingIfNeeded: random.next()) }))
        case 8: return .array((0..<random.below(4)).map { _ in value(&random, depth: depth + 1) })
        default:
            var dictionary: [PlistKey: PlistValue] = [:]
            for _ in 0..<random.below(5) { dictionary[string(&random)] = value(&random, depth: depth + 1) }
            return .dictionary(dictionary)
        }
    }

    @Test(arguments: 0..<4)
    func valuesFoundationWroteReadBackIdentically(batch: Int) throws {
        var random = SeededGenerator(seed: UInt64(batch) &* 6_364_136_223 &+ 11)
        var accepted = 0
        for round in 0..<100 {
            var root: [PlistKey: PlistValue] = [:]
            for _ in 0..<random.below(8) { root[Self.string(&random)] = Self.value(&random, depth: 1) }
            let data = try PropertyListCoder.foundationEncodeXML(.dictionary(root))
            if Self.check(data, "batch \(batch) round \(round)") { accepted += 1 }
        }
        // Rounds without NaN, infinities and huge unsigned integers are read by the fast path.
        #expect(accepted > 10)
    }

    // MARK: - Edge cases

    static func document(_ body: String, prolog: String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n") -> Data {
        Data((prolog + "<plist version=\"1.0\">" + body + "</plist>\n").utf8)
    }

    /// Bodies the fast reader must read itself (and identically).
    static let acceptedBodies: [String] = [
        "<dict/>", "<array/>", "<string/>", "<string></string>", "<dict></dict>", "<array> \n\t\r</array>",
        "<string>  spaced \t\r\n text  </string>", "<string>&lt;&gt;&amp;&apos;&quot;</string>",
        "<string>a > b ; c</string>", "<string>é日本😀</string>", "<string>\u{FFFE}\u{FFFF}\u{10FFFF}</string>",
        "<integer>0</integer>", "<integer>000</integer>", "<integer>-0</integer>", "<integer>007</integer>",
        "<integer>9223372036854775807</integer>", "<integer>-9223372036854775808</integer>",
        "<integer>-42</integer>", "<real>1.5</real>", "<real>-0</real>", "<real>1.</real>", "<real>3e5</real>",
        "<real>2.5E-3</real>", "<real>0.1000000000000000055511151231257827</real>", "<real>1e308</real>",
        "<real>4.9e-324</real>", "<real>2e-400</real>", "<real>1e400</real>",
        "<real>123456789012345678901234567890</real>",
        "<true/>", "<false/>", "<true></true>", "<false ></false >", "<true  />",
        "<dict><key>a</key><string>b</string><key></key><integer>1</integer></dict>", "<dict><key/><false/></dict>",
        "<dict ><key >k</key ><array ><true/></array ></dict >",
        "<dict><!-- c --><key>a</key><!-- d --><string>b</string><?pi x?></dict>",
        "<dict><!----><key>a</key><string>b</string></dict>",
        "<dict><!-- - -- --><key>a</key><string>b</string></dict>",
        "<array><?x?><string>a</string><!-- <string>no</string> --></array>",
        "<string attr=\"x\">attributes are skipped</string>",
        "<dict><key>CF$UID</key><string>1</string><key>b</key><true/></dict>",
        "<date>2001-01-01T00:00:00Z</date>", "<date>1970-01-01T00:00:00Z</date>", "<date>0001-01-01T00:00:00Z</date>",
        "<date>9999-12-31T23:59:59Z</date>", "<date>2000-02-29T12:34:56Z</date>", "<date>1582-10-10T00:00:00Z</date>",
        "<date>1900-03-01T00:00:00Z</date>", "<date>2024-02-29T00:00:00Z</date>",
        "<data></data>", "<data>AAEC</data>", "<data>QQ==</data>", "<data>QUI=</data>",
        "<data>\n\tQUJD\n\tREVG\n</data>",
        "<data>QR==</data>", "<data>Q U\tJ\nD</data>", "<data>QQ= =</data>",
        // Above Int64.max, up to UInt64.max: CF's 128-bit numbers (issue 28).
        "<integer>18446744073709551615</integer>", "<integer>9223372036854775808</integer>",
    ]

    /// Rare or malformed bodies: read as Foundation reads them, or refused as it refuses them.
    static let rareBodies: [String] = [
        "<string><![CDATA[x]]></string>", "<string>&#65;</string>", "<string>&#x1F600;</string>",
        "<string>&nbsp;</string>",
        "<string>&amp</string>", "<integer>0x10</integer>", "<integer>+1</integer>", "<integer> 1</integer>",
        "<integer>18446744073709551616</integer>", "<integer>-9223372036854775809</integer>", "<integer></integer>",
        "<integer/>", "<integer>1a</integer>",
        "<real>nan</real>", "<real>inf</real>", "<real>-infinity</real>", "<real>+1</real>", "<real>.5</real>",
        "<real> 1</real>", "<real>1e</real>", "<real>1e1000</real>", "<real/>", "<true>x</true>", "<true> </true>",
        "<dict><key>a</key></dict>", "<dict><string>a</string><string>b</string></dict>",
        "<dict><key>a</key><true/><key>a</key><false/></dict>", "<dict><key>a</key><key>b</key></dict>",
        "<dict><key>CF$UID</key><integer>1</integer></dict>", "<plist><string>nested</string></plist>",
        "<key>root key</key>", "<string>a</string><string>b</string>", "<unknown/>",
        "<dict>text<key>a</key><true/></dict>",
        "<array><string>a</string>", "<string>a</strin>", "<string>a</stringx>", "<dict/ >", "<>", "",
        "<date>2001-1-01T00:00:00Z</date>", "<date>2001-13-01T00:00:00Z</date>", "<date>2001-02-29T00:00:00Z</date>",
        "<date>2001-01-01T24:00:00Z</date>", "<date>-001-01-01T00:00:00Z</date>", "<date>20001-01-01T00:00:00Z</date>",
        "<date>2001-01-01T00:00:00</date>", "<date/>", "<data/>", "<data>QQ</data>", "<data>Q===</data>",
        "<data>QQ==QQ==</data>", "<data>Q!Q=</data>", "<data>é</data>", "<array><!- x --></array>",
        "<array><!-- x</array>", "<dict><!---><key>a</key><string>b</string></dict>", "<array><!---></array>",
    ]

    @Test func edgeCasesReadAsFoundationReadsThem() {
        for body in Self.acceptedBodies {
            #expect(Self.check(Self.document(body), body), "the fast reader should read \(body)")
        }
        for body in Self.rareBodies {
            Self.check(Self.document(body), body)
        }
    }

    @Test func prologsAndEncodings() {
        let body = "<dict><key>a</key><string>b</string></dict>"
        let accepted: [String] = [
            "", "<?xml version=\"1.0\"?>", "<?xml version='1.0' encoding='utf-8'?>",
            "<?xml version=\"1.0\" encoding=\"UtF-8\"?>\n",
            "\n\n<!-- comment -->\n<?pi?>\n<!DOCTYPE plist PUBLIC \"-//Apple Computer//DTD PLIST 1.0//EN\" \"x\">\n",
            "  <?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>",  // not at the start: CF ignores it, so do we
        ]
        for prolog in accepted {
            #expect(Self.check(Self.document(body, prolog: prolog), prolog), "prolog \(prolog) should be read")
        }
        let rare: [String] = [
            "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>", "<?xml version=\"1.0\" encoding=\"UTF-16\"?>",
            "<?xml version=\"1.0\" encoding=UTF-8?>", "<!DOCTYPE plist [ <!ENTITY x \"y\"> ]>", "\u{FEFF}",
            "<!DOCTYP plist>", "<!-- unterminated",
        ]
        for prolog in rare {
            Self.check(Self.document(body, prolog: prolog), prolog)
        }
        // A bare root element, trailing text after the root (CF stops reading there), a NUL byte.
        #expect(Self.check(Data("<dict><key>a</key><true/></dict>".utf8), "bare root"))
        #expect(Self.check(Self.document("<true/>") + Data("garbage <".utf8), "trailing garbage"))
        Self.check(Data("<plist><string>a\0</string></plist>".utf8), "NUL")
        Self.check(Data([0x3C, 0x70, 0xFF, 0x3E]), "0xFF")
        #expect(Self.check(Data("<plist><string>\u{80}</string></plist>".utf8), "U+0080"))
        #expect(throws: PropertyListError.self) {
            try XMLPropertyListReader.value(
                from: Data([
                    0x3C, 0x73, 0x74, 0x72, 0x69, 0x6E, 0x67, 0x3E, 0xC0, 0x80, 0x3C, 0x2F,
                    0x73, 0x74, 0x72, 0x69, 0x6E, 0x67, 0x3E,
                ]))
        }
    }

    @Test func everyDateOfFourCenturiesMatchesFoundation() {
        var random = SeededGenerator(seed: 99)
        for _ in 0..<400 {
            let year = 1 + random.below(9999)
            let month = 1 + random.below(12)
            let day = 1 + random.below(28)
            let text = String(
                format: "%04d-%02d-%02dT%02d:%02d:%02dZ", year, month, day, random.below(24), random.below(60),
                random.below(60))
            #expect(Self.check(Self.document("<date>\(text)</date>"), text))
        }
    }

    @Test func integersAndRealsMatchFoundation() {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<300 {
            let integer = Int64(bitPattern: random.next()) >> random.below(64)
            #expect(Self.check(Self.document("<integer>\(integer)</integer>"), "\(integer)"))
            let real = Double(bitPattern: random.next())
            guard real.isFinite else { continue }
            for text in [
                "\(real)", String(format: "%.17g", real),
                String(format: "%.3f", real.truncatingRemainder(dividingBy: 1e6)),
            ] {
                Self.check(Self.document("<real>\(text)</real>"), text)
            }
        }
    }

    /// Corrupted copies of real documents: whenever the fast reader still accepts one, Foundation
    /// must read the same value.
    @Test(arguments: 0..<4)
    func mutatedDocumentsNeverDiverge(batch: Int) throws {
        var seeds: [Data] = [
            Self.document(
                "<dict><key>a &amp; b</key><array><string>x</string><integer>-12</integer><real>2.5</real><true/>"
                    + "<date>2020-05-06T07:08:09Z</date><data>AAEC</data><dict/><!-- c --></array><key>k</key><string/></dict>"
            )
        ]
        let corpus = Self.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        seeds += Self.xmlPlists(under: corpus).prefix(6).compactMap { try? Data(contentsOf: $0) }
        let interesting = Array("<>/&;!?-=\"' \t\r\n0x1.eE+#[]".utf8) + [0, 0x80, 0xC3, 0xFF]
        var random = SeededGenerator(seed: UInt64(batch) &+ 4242)
        var accepted = 0
        for round in 0..<600 {
            var bytes = [UInt8](seeds[random.below(seeds.count)])
            for _ in 0..<(1 + random.below(3)) {
                guard !bytes.isEmpty else { break }
                let position = random.below(bytes.count)
                let byte =
                    random.below(3) == 0
                    ? UInt8(truncatingIfNeeded: random.next()) : interesting[random.below(interesting.count)]
                switch random.below(4) {
                case 0: bytes[position] = byte
                case 1: bytes.remove(at: position)
                case 2: bytes.insert(byte, at: position)
                default:
                    let length = min(bytes.count - position, 1 + random.below(12))
                    bytes.insert(contentsOf: bytes[position..<(position + length)], at: position)
                }
            }
            if Self.check(Data(bytes), "batch \(batch) round \(round)") { accepted += 1 }
        }
        #expect(accepted > 50)
    }

    @Test func decodeUsesTheFastReaderAndStillReportsFoundationsErrors() throws {
        let good = Self.document("<dict><key>a</key><integer>1</integer></dict>")
        let decoded = try PropertyListCoder.decode(good)
        #expect(decoded.format == .xml && decoded.value == ["a": 1])
        let broken = Self.document("<dict><key>a</key><integer>1</integer>")
        #expect(throws: PropertyListError.self) { try PropertyListCoder.decode(broken) }
    }
}
