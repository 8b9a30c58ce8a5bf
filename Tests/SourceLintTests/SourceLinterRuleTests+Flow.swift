import AppSources
import Foundation
import PropertyList
import SettingsBundle
import Testing

@testable import SourceLint

/// Issue 29: keys built from a known start, title values, library casts and the code's own
/// fallbacks, each modelled on the real code that was misreported.
extension SourceLinterRuleTests {
    static func titleValue(_ key: String) -> PlistValue {
        .dictionary([
            "Type": .string("PSTitleValueSpecifier"), "Title": .string("Version"), "Key": .string(key),
            "DefaultValue": .string("1.0"),
        ])
    }

    static let bitrates = multiValue("bitrate", [.string("128"), .string("256")], default: .string("128"))

    @Test func aTitleValueOnlyShowsAValueSoItIsNeverUnread() throws {
        let findings = try lint(
            [Self.titleValue("version"), Self.toggle("sound", .bool(false))],
            swift: "func f() { _ = UserDefaults.standard.bool(forKey: \"sound\") }\n")
        #expect(findings.isEmpty, "\(findings.map(\.description))")
    }

    @Test func aKeyBuiltFromAKnownStartReadsEveryKeyWithThatStart() throws {
        let all = try lint(
            [Self.toggle("filter_images"), Self.toggle("filter_links"), Self.toggle("other")],
            swift: """
                func f(_ name: String) {
                    _ = UserDefaults.standard.bool(forKey: "filter_\\(name)")
                    _ = UserDefaults.standard.bool(forKey: "filter_" + name)
                }
                """)
        // The prefix reads account for both filters; "other" is proven unread, with its evidence (the
        // filters, read and never registered, are unregistered-defaults).
        let findings = all.filter { $0.rule == .unreadKey }
        #expect(all.filter { $0.rule == .unregisteredDefaults }.compactMap(\.key) == ["filter_images", "filter_links"])
        #expect(findings.map(\.key) == ["other"])
        #expect(findings.first?.severity == .warning)
        #expect(
            findings.first?.message.hasSuffix(
                "each of the 2 reads of the app's code (1 file) names its key or its start") == true)
    }

    @Test func theDefaultsLibraryDecodesANumericStringSoAStringChoiceReadAsIntIsKept() throws {
        // sindresorhus/Defaults casts `object(forKey:) as? Int`, and when that fails decodes the string
        // through its Codable bridge: "128" reads as 128 (AmpFin's and ShelfPlayer's bitrates and
        // skip intervals in the truth set), so a string multi-value read as an Int is no read-type.
        let findings = try lint(
            [Self.bitrates],
            swift: """
                import Defaults
                extension Defaults.Keys {
                    static let bitrate = Key("bitrate", default: -1)
                }
                func f() -> Int { Defaults[.bitrate] }
                """)
        // The library registers -1, a code default the bundle disagrees with.
        #expect(findings.map(\.rule) == [.codeDefault], "\(findings.map(\.description))")
        // integer(forKey:) converts "128" to 128 as well.
        let converted = try lint(
            [Self.bitrates],
            swift: "func f() -> Int { UserDefaults.standard.integer(forKey: \"bitrate\") }\n"
                + "func g() { UserDefaults.standard.register(defaults: [\"bitrate\": \"128\"]) }\n")
        #expect(converted.isEmpty, "\(converted.map(\.description))")
    }

    @Test func castsInAppCodeAndFoilAreCastsSwiftyUserDefaultsConverts() throws {
        let cast = try lint(
            [Self.bitrates],
            swift: "func f() -> Int { UserDefaults.standard.object(forKey: \"bitrate\") as? Int ?? 128 }\n")
        #expect(cast.map(\.rule) == [.readType], "\(cast.map(\.description))")
        #expect(cast.first?.message.contains("object(forKey:) as? Int reads") == true)
        let foil = try lint(
            [Self.bitrates],
            swift: """
                final class Settings {
                    @WrappedDefault(key: "bitrate") var bitrate = 128
                }
                func f(_ s: Settings) -> Int { s.bitrate }
                """)
        #expect(foil.map(\.rule) == [.readType], "\(foil.map(\.description))")
        let swifty = try lint(
            [Self.bitrates],
            swift: """
                extension DefaultsKeys {
                    static let bitrate = DefaultsKey<Int>("bitrate", defaultValue: 128)
                }
                func f() -> Int { Defaults[key: DefaultsKeys.bitrate] }
                """)
        #expect(swifty.isEmpty, "\(swifty.map(\.description))")
    }

    @Test func aNilFallbackIsTheCodesDefaultNotAMissingRegistration() throws {
        let server = Self.multiValue(
            "server", [.string("http://a.example"), .string("http://b.example")], default: .string("http://a.example"))
        let objectiveC = """
            NSString *Server(void) {
                NSString *prefix = [[NSUserDefaults standardUserDefaults] stringForKey:@"server"];
                if (prefix == nil) prefix = @"%@";
                return prefix;
            }
            """
        let same = try lint(
            [server], swift: "let x = 1\n",
            others: ["Server.m": objectiveC.replacingOccurrences(of: "%@", with: "http://a.example")])
        #expect(same.isEmpty, "\(same.map(\.description))")
        let other = try lint(
            [server], swift: "let x = 1\n",
            others: ["Server.m": objectiveC.replacingOccurrences(of: "%@", with: "http://b.example")])
        #expect(other.map(\.rule) == [.codeDefault], "\(other.map(\.description))")
        #expect(other.first?.message.contains("falls back on \"http://b.example\" for \"server\"") == true)
        let guarded = try lint(
            [server],
            swift: """
                func server() -> String {
                    guard let value = UserDefaults.standard.string(forKey: "server") else { return "http://b.example" }
                    return value
                }
                """)
        #expect(guarded.map(\.rule) == [.codeDefault], "\(guarded.map(\.description))")
        let elvis = try lint(
            [server], swift: "let x = 1\n",
            others: [
                "Server.m":
                    "NSString *S(void) { return [[NSUserDefaults standardUserDefaults] stringForKey:@\"server\"] ?: @\"http://a.example\"; }\n"
            ])
        #expect(elvis.isEmpty, "\(elvis.map(\.description))")
    }
}

extension SourceLinterRuleTests {
    @Test func anAppStoragePropertyOnlyBoundToAControlIsUnreadEvenIfAKeyConstantSharesItsName() throws {
        let view = """
            enum Keys { static let showBadge = "showBadge" }
            struct BadgeSettings: View {
                @AppStorage(Keys.showBadge) var showBadge = false
                var body: some View { Toggle("Badge", isOn: $showBadge) }
            }
            """
        let bound = try lint([Self.toggle("showBadge", .bool(false))], swift: view)
        #expect(bound.map(\.rule) == [.unreadKey], "\(bound.map(\.description))")
        #expect(bound.first?.key == "showBadge" && bound.first?.severity == .warning)
        // Read anywhere (or its binding handed to a view of the app), it is read.
        for use in [
            "func badge(_ s: BadgeSettings) -> Bool { s.showBadge }",
            "func row(_ s: BadgeSettings) { _ = Row(on: s.$showBadge) }",
        ] {
            let read = try lint([Self.toggle("showBadge", .bool(false))], swift: view + "\n" + use + "\n")
            #expect(read.isEmpty, "\(use): \(read.map(\.description))")
        }
    }
}
