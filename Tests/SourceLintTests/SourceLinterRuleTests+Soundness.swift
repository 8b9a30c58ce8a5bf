import AppSources
import Foundation
import PropertyList
import SettingsBundle
import Testing

@testable import SourceLint

/// Issue 29, sound or silent: each false claim and miss of the truth set, modelled on the app's code
/// (named in each test) and checked the other way round too.
extension SourceLinterRuleTests {
    static func objectiveC(_ body: String) -> [String: String] {
        ["Reader.m": "void Read(void) {\n    NSUserDefaults *d = [NSUserDefaults standardUserDefaults];\n\(body)\n}\n"]
    }

    @Test func swift2AccessorsAreReadsWithTheirConversionAndFallback() throws {
        // MeditationPlus: `NSUserDefaults.standardUserDefaults().objectForKey("k")?.boolValue ?? true`.
        let read = "let s = NSUserDefaults.standardUserDefaults().objectForKey(\"crash\")?.boolValue ?? %@\n"
        let same = try lint(
            [Self.toggle("crash"), Self.toggle("usage")], swift: read.replacingOccurrences(of: "%@", with: "true"))
        #expect(same.map(\.key) == ["usage"], "\(same.map(\.description))")
        let other = try lint([Self.toggle("crash")], swift: read.replacingOccurrences(of: "%@", with: "false"))
        #expect(other.map(\.rule) == [.codeDefault], "\(other.map(\.description))")
        #expect(other.first?.message.contains("objectForKey(_:)?.boolValue") == true)
        let written = try lint(
            [Self.toggle("crash")],
            swift: "func f() { NSUserDefaults.standardUserDefaults().setBool(true, forKey: \"crash\") }\n")
        #expect(written.first?.message.contains("(it is only written, at") == true, "\(written.map(\.description))")
        // Coins: Swift 2's `registerDefaults([...])` registers.
        let reads = "func f() -> Bool { NSUserDefaults.standardUserDefaults().boolForKey(\"crash\") }\n"
        let unregistered = try lint([Self.toggle("crash")], swift: reads)
        #expect(unregistered.map(\.rule) == [.unregisteredDefaults], "\(unregistered.map(\.description))")
        let registered = try lint(
            [Self.toggle("crash")],
            swift: reads + "func g() { NSUserDefaults.standardUserDefaults().registerDefaults([\"crash\": true]) }\n")
        #expect(registered.isEmpty, "\(registered.map(\.description))")
    }

    @Test func aKeyConstantInANestedTypeIsNotAReadOfTheWrapperNamedLikeIt() throws {
        // SpritePencil: `@AppStorage(UserDefaults.Key.showHex) var showHex` only bound to a Toggle.
        let view = """
            extension UserDefaults { struct Key { static let showHex = "showHex" } }
            struct SettingsView: View {
                @AppStorage(UserDefaults.Key.showHex) var showHex = false
                var body: some View { Toggle("Hex", isOn: $showHex) }
            }
            """
        let bound = try lint([Self.toggle("showHex", .bool(false))], swift: view)
        #expect(bound.map(\.rule) == [.unreadKey], "\(bound.map(\.description))")
        let read = try lint(
            [Self.toggle("showHex", .bool(false))], swift: view + "\nfunc f(_ v: SettingsView) -> Bool { v.showHex }\n")
        #expect(read.isEmpty, "\(read.map(\.description))")
    }

    @Test func aDefaultsWrapperNothingReadsLeavesItsKeyUnread() throws {
        // AmpFin: `@Default(.haltBackground) private var haltBackground`, never read by the view.
        let keys = """
            import Defaults
            extension Defaults.Keys { static let haltBackground = Key("haltBackground", default: false) }
            struct Background: View {
                @Default(.haltBackground) private var haltBackground
                var body: some View { Text("x")%@ }
            }
            """
        let unread = try lint(
            [Self.toggle("haltBackground", .bool(false))], swift: keys.replacingOccurrences(of: "%@", with: ""))
        #expect(unread.map(\.rule) == [.unreadKey], "\(unread.map(\.description))")
        for use in [".opacity(haltBackground ? 0 : 1)", ".onAppear { _ = Defaults[.haltBackground] }"] {
            let read = try lint(
                [Self.toggle("haltBackground", .bool(false))], swift: keys.replacingOccurrences(of: "%@", with: use))
            #expect(read.isEmpty, "\(use): \(read.map(\.description))")
        }
    }

    @Test func aLoopOverAnArrayOfKeysReadsEachAndTheirNearMisses() throws {
        // OneRM: `for fn in availableFormulas { bool(forKey: fn) }`, the array spelling two keys differently.
        let findings = try lint(
            [Self.toggle("formulaEpley"), Self.toggle("formulaMcglothin")],
            swift: """
                enum Key: String { case formulaEpley, formulaMcGlothin }
                let availableFormulas: [String] = [Key.formulaEpley.rawValue, Key.formulaMcGlothin.rawValue]
                func current() -> [String] {
                    var active: [String] = []
                    for fn in availableFormulas where UserDefaults.standard.bool(forKey: fn) { active.append(fn) }
                    for other in ["formulaEpley"] { _ = UserDefaults.standard.bool(forKey: other) }
                    return active
                }
                func registerAll() { UserDefaults.standard.register(defaults: ["formulaEpley": true, "formulaMcglothin": true]) }
                """)
        #expect(
            findings.map { "\($0.rule.rawValue) \($0.key ?? "")" }.sorted() == [
                "unknown-key formulaMcGlothin", "unread-key formulaMcglothin",
            ], "\(findings.map(\.description))")
    }

    @Test func aKeyBuiltFromAStartIsCheckedForRegistrationLikeAKeyReadWhole() throws {
        // LatestChatty: `[d boolForKey:[@"filter_" stringByAppendingString:self.category]]`, nothing registered.
        let findings = try lint(
            [Self.toggle("filter_nws"), Self.toggle("filter_stupid", .bool(false))], swift: "let x = 1\n",
            others: Self.objectiveC("    BOOL on = [d boolForKey:[@\"filter_\" stringByAppendingString:name]];"))
        #expect(findings.map(\.key) == ["filter_nws"], "\(findings.map(\.description))")
        #expect(findings.first?.rule == .unregisteredDefaults)
    }

    @Test func aReadOnlyComparedWithAnotherValueBehavesAsItsDefaultWhenUnset() throws {
        // LatestChatty: `[[d stringForKey:@"startup"] isEqualToString:@"chatty"]`, DefaultValue "stories".
        let start = Self.multiValue("startup", [.string("stories"), .string("chatty")], default: .string("stories"))
        let compared = "    if ([[d stringForKey:@\"startup\"] isEqualToString:@\"%@\"]) Open();"
        let other = try lint(
            [start], swift: "let x = 1\n",
            others: Self.objectiveC(compared.replacingOccurrences(of: "%@", with: "chatty")))
        #expect(other.isEmpty, "\(other.map(\.description))")
        let same = try lint(
            [start], swift: "let x = 1\n",
            others: Self.objectiveC(compared.replacingOccurrences(of: "%@", with: "stories")))
        #expect(same.map(\.rule) == [.unregisteredDefaults], "\(same.map(\.description))")
        let swift = try lint(
            [start], swift: "func f() -> Bool { UserDefaults.standard.string(forKey: \"startup\") == \"chatty\" }\n")
        #expect(swift.isEmpty, "\(swift.map(\.description))")
    }

    @Test func objectiveCFallbacksAfterAConversionOrWithMoreCasesAreTheCodesDefault() throws {
        // Scribbeo: `v = [[d objectForKey:@"slideTime"] floatValue]; if (v == 0) v = 5;` and
        // `if (!initials || [initials isEqualToString:@""]) initials = @"XXX";`.
        let slide = Self.multiValue("slideTime", [.string("5"), .string("10")], default: .string("5"))
        let converted = "    float v = [[d objectForKey:@\"slideTime\"] floatValue];\n    if (v == 0) v = %@;"
        let same = try lint(
            [slide], swift: "let x = 1\n", others: Self.objectiveC(converted.replacingOccurrences(of: "%@", with: "5")))
        #expect(same.isEmpty, "\(same.map(\.description))")
        let other = try lint(
            [slide], swift: "let x = 1\n", others: Self.objectiveC(converted.replacingOccurrences(of: "%@", with: "8")))
        #expect(other.map(\.rule) == [.codeDefault], "\(other.map(\.description))")
        #expect(other.first?.message.contains("objectForKey: floatValue") == true)
        let initials = try lint(
            [Self.multiValue("Initials", [.string("AAA")], default: .string("AAA"))], swift: "let x = 1\n",
            others: Self.objectiveC(
                "    NSString *i = [d objectForKey:@\"Initials\"];\n    if (!i || [i isEqualToString:@\"\"]) i = @\"XXX\";"
            ))
        #expect(initials.map(\.rule) == [.codeDefault], "\(initials.map(\.description))")
        // The fallback is the bundle's own value, read at run time: not a literal, still a fallback.
        let fromBundle = try lint(
            [Self.multiValue("server", [.string("http://a")], default: .string("http://a"))], swift: "let x = 1\n",
            others: Self.objectiveC(
                "    NSString *s;\n    if(!(s = [d stringForKey:@\"server\"]))\n        s = bundleDefaults[@\"server\"];"
            ))
        #expect(fromBundle.isEmpty, "\(fromBundle.map(\.description))")
        // ARIS: a message's argument is not its result (`[[NSBundle mainBundle] objectForInfoDictionaryKey:@"X"]`).
        let fromInfo = try lint(
            [Self.multiValue("server", [.string("http://a")], default: .string("http://a"))], swift: "let x = 1\n",
            others: Self.objectiveC(
                "    NSString *s = [d stringForKey:@\"server\"];\n    if (!s) s = [[NSBundle mainBundle] objectForInfoDictionaryKey:@\"URL\"];"
            ))
        #expect(fromInfo.isEmpty, "\(fromInfo.map(\.description))")
        let number = try lint(
            [Self.toggle("on")], swift: "let x = 1\n",
            others: Self.objectiveC(
                "    NSNumber *n = [d objectForKey:@\"on\"];\n    if (!n) n = [NSNumber numberWithBool:NO];"))
        #expect(number.map(\.rule) == [.codeDefault], "\(number.map(\.description))")
    }

    @Test func anObjectReadOfAKeyWhoseDefaultIsNoMakesNoRegistrationClaim() throws {
        // Newsyc: `NSNumber *confirm = [d objectForKey:@"confirm"]; if (confirm != nil && [confirm boolValue])`,
        // and `[[d objectForKey:@"logout"] boolValue]`: nil behaves as the DefaultValue NO.
        let findings = try lint(
            [Self.toggle("confirm", .bool(false)), Self.toggle("logout", .bool(false)), Self.toggle("on")],
            swift: "let x = 1\n",
            others: Self.objectiveC(
                """
                    NSNumber *confirm = [d objectForKey:@"confirm"];
                    BOOL logout = [[d objectForKey:@"logout"] boolValue];
                    NSNumber *on = [d objectForKey:@"on"];
                """))
        #expect(findings.map(\.key) == ["on"], "\(findings.map(\.description))")
        #expect(findings.first?.rule == .unregisteredDefaults)
    }
}
