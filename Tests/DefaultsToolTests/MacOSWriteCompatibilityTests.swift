import DefaultsTool
import Foundation
import PropertyList
import TestSupport
import Testing

/// `defaults write` accepts what macOS accepts where scripts rely on it, and stores what macOS stores.
struct MacOSWriteCompatibilityTests {
    static func run(_ sandbox: Sandbox, _ arguments: String...) -> DefaultsTool.Outcome {
        DefaultsTool(environment: sandbox.environment).run(arguments)
    }

    @Test func typedFlags() throws {
        let sandbox = Sandbox()
        let d = "com.example.typed"
        for arguments in [
            ["yes", "-bool", "YES"], ["one", "-bool", "1"], ["no", "-boolean", "no"], ["zero", "-bool", "0"],
            ["f", "-float", "32.3"], ["tiny", "-float", "0.001"], ["n", "-integer", "-7"],
        ] {
            let outcome = DefaultsTool(environment: sandbox.environment).run(["write", d] + arguments)
            #expect(outcome.status == 0 && outcome.standardError.isEmpty, "\(arguments): \(outcome.standardError)")
        }
        let truncated = Self.run(sandbox, "write", d, "i", "-int", "1.9")
        #expect(truncated.status == 0)
        #expect(
            truncated.standardError == "defaults: warning: '-int 1.9' is not an integer; writing 1 (as macOS does)\n")
        #expect(Self.run(sandbox, "write", d, "j", "-int", "-2.5").standardError.contains("writing -2 "))
        let stored = try #require(try sandbox.read(sandbox.file(d)))
        #expect(stored["yes"] == true && stored["one"] == true && stored["no"] == false && stored["zero"] == false)
        // -float stores a single-precision number, widened, as macOS does; read prints it as macOS does.
        #expect(stored["f"] == .real(32.299999237060547))
        #expect(stored["tiny"] == .real(Double(Float(0.001))))
        #expect(stored["i"] == 1 && stored["j"] == -2 && stored["n"] == -7)
        #expect(Self.run(sandbox, "read", d, "f").output == "32.3\n")
        #expect(Self.run(sandbox, "read-type", d, "f").output == "Type is float\n")
        #expect(Self.run(sandbox, "write", d, "big", "-float", "1e39").status == 255)
    }

    /// The Dock items scripts add (yannbertrand/macos-defaults#62, mathiasbynens/dotfiles `.macos`).
    @Test func arrayAddTakesXMLFragmentsAndOldStyleDictionaries() throws {
        let sandbox = Sandbox()
        let folder =
            "<dict><key>tile-data</key><dict><key>arrangement</key><integer>0</integer><key>displayas</key>"
            + "<integer>0</integer><key>file-data</key><dict><key>_CFURLString</key><string>/Users/me/Downloads</string>"
            + "<key>_CFURLStringType</key><integer>0</integer></dict><key>preferreditemsize</key><integer>-1</integer>"
            + "<key>showas</key><integer>0</integer></dict><key>tile-type</key><string>directory-tile</string></dict>"
        #expect(Self.run(sandbox, "write", "com.apple.dock", "persistent-others", "-array-add", folder).status == 0)
        let spacer = "{tile-data={}; tile-type=\"spacer-tile\";}"
        #expect(Self.run(sandbox, "write", "com.apple.dock", "persistent-others", "-array-add", spacer).status == 0)
        let stored = try #require(try sandbox.read(sandbox.file("com.apple.dock")))
        guard case .array(let items)? = stored["persistent-others"] else {
            Issue.record("not an array: \(String(describing: stored["persistent-others"]))")
            return
        }
        #expect(items.count == 2)
        #expect(items.first?.dictionaryValue?["tile-data"]?.dictionaryValue?["preferreditemsize"] == -1)
        #expect(items.last == ["tile-data": .dictionary([:]), "tile-type": "spacer-tile"])
        #expect(
            Self.run(sandbox, "read", "com.apple.dock", "persistent-others").output == """
                (
                        {
                        "tile-data" =         {
                            arrangement = 0;
                            displayas = 0;
                            "file-data" =             {
                                "_CFURLString" = "/Users/me/Downloads";
                                "_CFURLStringType" = 0;
                            };
                            preferreditemsize = "-1";
                            showas = 0;
                        };
                        "tile-type" = "directory-tile";
                    },
                        {
                        "tile-data" =         {
                        };
                        "tile-type" = "spacer-tile";
                    }
                )

                """)
    }

    @Test func dictAddTakesTypedValues() throws {
        let sandbox = Sandbox()
        let d = "com.apple.messageshelper.MessageController"
        for key in ["automaticEmojiSubstitutionEnablediMessage", "continuousSpellCheckingEnabled"] {
            #expect(
                Self.run(sandbox, "write", d, "SOInputLineSettings", "-dict-add", key, "-bool", "false").status == 0)
        }
        #expect(Self.run(sandbox, "write", d, "SOInputLineSettings", "-dict-add", "size", "-int", "3").status == 0)
        #expect(
            try sandbox.read(sandbox.file(d))?["SOInputLineSettings"]
                == [
                    "automaticEmojiSubstitutionEnablediMessage": false, "continuousSpellCheckingEnabled": false,
                    "size": 3,
                ])
    }

    @Test func pathDomainsMapToTheDomainsMacOSKeepsThere() throws {
        let sandbox = Sandbox()
        let user = sandbox.home + "/Library/Preferences/org.gpgtools.gpgmail"
        #expect(Self.run(sandbox, "write", user, "SignNewEmailsByDefault", "-bool", "false").status == 0)
        #expect(try sandbox.read(sandbox.file("org.gpgtools.gpgmail")) == ["SignNewEmailsByDefault": false])
        #expect(Self.run(sandbox, "read", "org.gpgtools.gpgmail", "SignNewEmailsByDefault").output == "0\n")
        #expect(Self.run(sandbox, "read", user + ".plist", "SignNewEmailsByDefault").output == "0\n")
        #expect(!FileManager.default.fileExists(atPath: user + ".plist"))
        #expect(
            Self.run(
                sandbox, "-currentHost", "write", sandbox.home + "/Library/Preferences/.GlobalPreferences", "h", "1"
            ).status == 0)
        #expect(try sandbox.read(sandbox.file(".GlobalPreferences", byHost: true)) == ["h": "1"])

        let system = "/Library/Preferences/com.apple.alf"
        #expect(Self.run(sandbox, "write", system, "globalstate", "-int", "1").status == 0)
        #expect(try sandbox.read(sandbox.file("com.apple.alf", anyUser: true)) == ["globalstate": 1])
        let missing = Self.run(sandbox, "read", system, "nope")
        #expect(missing.standardError == "defaults: The domain/default pair of (\(system), nope) does not exist\n")
        // Any other absolute path is that file.
        #expect(Self.run(sandbox, "write", sandbox.home + "/elsewhere/file", "k", "v").status == 0)
        #expect(try sandbox.read(sandbox.home + "/elsewhere/file.plist") == ["k": "v"])
    }

    @Test func whichListsTheLanguagesDomains() throws {
        let sandbox = Sandbox()
        #expect(Self.run(sandbox, "write", "-g", "AppleLanguages", "-array", "fr", "de").status == 0)
        let report = Self.run(sandbox, "which", "com.example.app", "k").output
        let rows = report.split(separator: "\n").filter { $0.hasPrefix("  lang") || $0.hasPrefix("  default") }
        #expect(rows.count == 3)
        #expect(rows[0].hasPrefix("  lang     fr ") && rows[1].hasPrefix("  lang     de "))
        let launched = Self.run(sandbox, "which", "com.example.app", "k", "--", "-AppleLanguages", "(en)").output
        #expect(
            launched.split(separator: "\n").filter { $0.hasPrefix("  lang") }.map { $0.split(separator: " ")[1] } == [
                "en"
            ])
    }
}
