import Defaults
import Testing

@Suite struct DomainNameTests {
    @Test(arguments: [
        ("com.example.app", "com.example.app"),
        ("probe", "probe"),
        ("group.com.example.shared", "group.com.example.shared"),
        ("name with spaces", "name with spaces"),
        ("é-ü", "é-ü"),
        ("NSGlobalDomain", ".GlobalPreferences"),
        ("-g", ".GlobalPreferences"),
        ("-globalDomain", ".GlobalPreferences"),
        (".GlobalPreferences", ".GlobalPreferences"),
    ])
    func accepted(name: String, expected: String) throws {
        #expect(try DomainName.validated(name) == expected)
    }

    @Test(arguments: [
        ("", "empty"),
        ("../x", "\"/\""),
        ("sub/dir", "\"/\""),
        ("/abs/x", "\"/\""),
        (".hidden", "starts with \".\""),
        (".", "starts with \".\""),
        ("..", "starts with \".\""),
        ("a..b", "\"..\""),
        ("a\u{0}b", "NUL"),
        (String(repeating: "x", count: 201), "limit is 200"),
    ])
    func refused(name: String, reasonMentions: String) {
        do {
            _ = try DomainName.validated(name)
            Issue.record("\(name.debugDescription) was accepted")
        } catch {
            guard case .invalidDomainName(let refused, let reason) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(refused == name)
            #expect(reason.contains(reasonMentions), "\(reason)")
            // The message says what to do next.
            #expect(error.description.contains("reverse-DNS name such as com.example.app"))
        }
    }

    @Test func longestAcceptedNameFitsEveryDerivedFileName() throws {
        let name = String(repeating: "x", count: DomainName.maximumLength)
        #expect(try DomainName.validated(name) == name)
        // ".<name>.plist.tmp.<pid>.<16 hex>" and "<name>.plist.corrupt-<timestamp>-NN" stay under 255 bytes.
        #expect((".\(name)..plist.tmp.4294967295.ffffffffffffffff").utf8.count <= 255)
        #expect(("\(name)..plist.corrupt-20260820T101530Z-99").utf8.count <= 255)
    }

    @Test func checksLookAtTheBytesNotAtGraphemeClusters() throws {
        // A combining mark after "." or "/" makes one grapheme cluster, but the file name still holds
        // the byte: a leading dot, a slash and ".." are refused all the same.
        for name in [".\u{301}hidden", "com/\u{301}x", "com.\u{301}.x", "a.\u{301}b..\u{301}c"] {
            let refused: Bool
            do {
                _ = try DomainName.validated(name)
                refused = false
            } catch {
                refused = true
            }
            #expect(refused == (name != "com.\u{301}.x"), "\(name.unicodeScalars.map { $0.value })")
        }
        #expect(try DomainName.validated("caf\u{E9}.\u{301}app") == "caf\u{E9}.\u{301}app")
    }

    @Test func isGlobal() {
        #expect(DomainName.isGlobal("-g"))
        #expect(!DomainName.isGlobal("com.example.app"))
    }

    /// Issue 31: a refused name is quoted by `TextOutput`'s prose quoter: one line whatever line
    /// break it holds (the copy in `DefaultsError` turned only LF into `\n` and left CR, NEL and
    /// U+2028 raw), and its end never in doubt.
    @Test func aRefusedNameIsQuotedOnOneLine() {
        let message = DefaultsError.invalidDomainName("a\rb\u{2028}c\"d\\e\n", reason: "bad").description
        #expect(message.hasPrefix(#"invalid domain name "a⏎b⏎c\"d\\e⏎": bad; "#), "\(message)")
        #expect(!message.unicodeScalars.contains { ["\r", "\n", "\u{2028}"].contains($0) })
    }
}
