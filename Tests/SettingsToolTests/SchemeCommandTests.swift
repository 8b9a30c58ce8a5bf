import Defaults
import Foundation
import PropertyList
import SettingsBundle
import TestSupport
import Testing
import XcodeProject

/// `--scheme`, `--test-plan`, `settings schemes` and `settings args`, run as a user would on a copy
/// of the scheme fixtures (Awful.app's real schemes and test plan beside a stand-in project), and
/// the round trip through Foundation's own `UserDefaults.standard` (the `foundation-probe`).
@Suite(.serialized) struct SchemeCommandTests {
    let sandbox = Sandbox()
    let domain = "com.awfulapp.Awful"

    /// A copy of the checkout fixture in the sandbox.
    func checkout() throws -> String {
        let source = Sandbox.packageDirectory.appendingPathComponent(
            "Tests/SettingsBundleTests/Fixtures/Schemes/Checkout")
        let copy = sandbox.home + "/Checkout"
        if !FileManager.default.fileExists(atPath: copy) {
            try FileManager.default.copyItem(atPath: source.path, toPath: copy)
        }
        return copy
    }

    func settings(_ arguments: [String]) throws -> Sandbox.Result { try sandbox.run("settings", arguments) }

    /// `settings dump … --json`: the one app's rows by key, and the app.
    func dump(_ arguments: [String], launch: [String] = []) throws -> (
        app: [String: Any], rows: [String: [String: Any]]
    ) {
        let result = try settings(["dump"] + arguments + ["--json"] + (launch.isEmpty ? [] : ["--"] + launch))
        #expect(result.status == 0, "\(result.error)")
        let apps = try JSONSerialization.jsonObject(with: result.outputData) as? [[String: Any]] ?? []
        let app = try #require(apps.first)
        var rows: [String: [String: Any]] = [:]
        for page in app["pages"] as? [[String: Any]] ?? [] {
            for row in page["rows"] as? [[String: Any]] ?? [] {
                if let key = row["key"] as? String { rows[key] = row }
            }
        }
        return (app, rows)
    }

    @Test func schemeGivesConfigurationArgumentsAndLanguage() throws {
        let path = try checkout()
        let plain = try dump([path])
        #expect(plain.app["domain"] as? String == domain)  // the project's default: Release
        // Without --scheme, the detail names the shared schemes that run the bundle's target.
        #expect(
            (plain.app["domainDetail"] as? String)?.contains(
                "the shared schemes \"Awful Arguments\", Awful run it: pass one with --scheme") == true)
        // AwfulLite copies the bundle too: the scheme that runs it is named.
        #expect(
            (plain.app["domainDetail"] as? String)?.contains(
                "the other targets that copy it run with --scheme: AwfulLite by Lite") == true,
            "\(plain.app["domainDetail"] ?? "")")
        #expect((try dump([path, "--scheme", "Awful"]).app["domainDetail"] as? String)?.contains("run it") == false)
        let debug = try dump([path, "--scheme", "Awful"])
        #expect(debug.app["domain"] as? String == domain + ".debug")  // the scheme's Debug
        #expect(
            (debug.app["domainDetail"] as? String)?.contains(
                "configuration and launch arguments from the scheme \"Awful\"") == true)
        // A scheme that runs another target copying the bundle picks that target's domain.
        #expect(try dump([path, "--scheme", "Lite"]).app["domain"] as? String == "com.awfulapp.Lite")
        // --target wins over the scheme's target.
        #expect(
            try dump([path, "--scheme", "Lite", "--target", "Awful"]).app["domain"] as? String == domain + ".debug")
        #expect(debug.rows["username"]?["tag"] as? String == "default")  // its one argument is disabled

        let arguments = try dump([path, "--scheme", "Awful Arguments"])
        #expect(arguments.app["domain"] as? String == domain)  // Release
        let username = try #require(arguments.rows["username"])
        #expect(username["tag"] as? String == "arg")
        #expect(username["value"] as? String == "Grace Hopper")
        #expect(username["argument"] as? String == "scheme \"Awful Arguments\" argument 2 (-username \"Grace Hopper\")")
        #expect(username["title"] as? String == "Nom d'utilisateur")  // language fr
        #expect(arguments.rows["dark_theme"]?["value"] as? String == "NO")  // the later -dark_theme wins
        #expect(arguments.rows["font_scale"]?["display"] as? String == "Large")
        // Arguments typed after -- come after the scheme's, so they win.
        let typed = try dump([path, "--scheme", "Awful Arguments"], launch: ["-username", "Typed"])
        #expect(typed.rows["username"]?["value"] as? String == "Typed")
        #expect((typed.rows["username"]?["argument"] as? String)?.contains("after --") == true)
    }

    @Test func testPlanConfigurationReplacesArgumentsAndSetsTheRegion() throws {
        let path = try checkout()
        let english = try dump([path, "--test-plan", "Languages", "--test-configuration", "English"])
        #expect(english.app["domain"] as? String == domain + ".debug")  // the Test action's Debug
        #expect(english.rows["username"]?["value"] as? String == "Ada Lovelace")
        #expect(english.rows["dark_theme"]?["title"] as? String == "Mode sombre")
        #expect(english.rows["font_scale"]?["tag"] as? String == "default")  // disabled entry
        let norwegian = try dump([path, "--test-plan", "Languages", "--test-configuration", "Norwegian"])
        #expect(norwegian.rows["username"]?["value"] as? String == "Nora")
        #expect(norwegian.rows["dark_theme"]?["tag"] as? String == "default")  // defaults replaced
        #expect(norwegian.rows["dark_theme"]?["title"] as? String == "Dark Mode")  // nb: not in the bundle
    }

    @Test func unknownNamesListTheKnownAndBrokenFilesStillOpen() throws {
        let path = try checkout()
        let unknown = try settings(["dump", path, "--scheme", "Awfull"])
        #expect(unknown.status == 1)
        #expect(unknown.error.contains("no scheme named \"Awfull\"; known: \"Awful Arguments\", \"Awful\""))
        let plan = try settings(["get", path, "username", "--test-plan", "Nope"])
        #expect(plan.status == 1)
        #expect(plan.error.contains("known: \"Awful\", \"Languages\""))
        for broken in ["Broken", "Test Bundle", "Elsewhere", "Smilie Keyboard"] {
            let result = try settings(["dump", path, "--scheme", broken])
            #expect(result.status == 0, "\(broken): \(result.error)")
            #expect(result.error.contains("--scheme \(broken) is not applied"), "\(result.error)")
            #expect(result.output.contains("# \(domain) from project"))
        }
        #expect(try settings(["dump", path, "--scheme", "Broken"]).error.contains("Broken.xcscheme is not a valid"))
        let configurationAlone = try settings(["dump", path, "--test-configuration", "English"])
        #expect(configurationAlone.status == 1)
        #expect(configurationAlone.error.contains("--test-plan"))
    }

    @Test func aSchemeOfAnotherTargetGivesItsConfigurationAndSaysSo() throws {
        let path = try checkout()
        let result = try settings(["dump", path, "--scheme", "Beta"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("# \(domain).debug from project (target Awful, configuration Debug"))
        #expect(result.error.contains("Settings.bundle belongs to target Awful, not to AwfulBeta"))
    }

    @Test func setAndGetUseTheSchemesDomain() throws {
        let path = try checkout()
        let set = try settings(["set", path, "username", "Grace", "--scheme", "AwfulAdHoc"])
        #expect(set.status == 0, "\(set.error)")
        #expect(try sandbox.read(sandbox.file(domain + ".debug"))?["username"] == "Grace")
        #expect(try sandbox.read(sandbox.file(domain)) == nil)
        let get = try settings(["get", path, "username", "--scheme", "Awful Arguments"])
        #expect(get.output.hasPrefix("Grace Hopper\narg:"))
    }

    @Test func schemesListsWhatEachGives() throws {
        let path = try checkout()
        let text = try settings(["schemes", path])
        #expect(text.status == 0)
        #expect(
            text.output.contains(
                "Awful  [shared]: target Awful, Debug, domain com.awfulapp.Awful.debug, 1 argument (0 enabled)"))
        #expect(text.output.contains("Smilie Keyboard  [shared]: not used: its Run action asks which app to launch"))
        #expect(text.output.contains("AwfulCore  [package]: not used"))
        #expect(text.output.contains("Norwegian: target Awful, Debug, domain com.awfulapp.Awful.debug"))
        #expect(text.output.contains("Broken.xctestplan is not a valid Xcode file"))
        // A reference to a plan the checkout does not hold is reported, not fatal.
        #expect(text.output.contains("test plans: Config/Missing.xctestplan (not in the checkout)"))
        let json = try settings(["schemes", path, "--json"])
        let object = try JSONSerialization.jsonObject(with: json.outputData) as? [String: Any] ?? [:]
        let schemes = object["schemes"] as? [[String: Any]] ?? []
        let arguments = try #require(schemes.first { $0["name"] as? String == "Awful Arguments" })
        #expect(arguments["ignoredArguments"] as? [String] == ["UITestMode", "-FIRDebugEnabled"])
        #expect(arguments["region"] as? String == "NO")
        #expect((object["testPlans"] as? [[String: Any]])?.count == 2)
        let beta = try #require(schemes.first { $0["name"] as? String == "Beta" })
        #expect(beta["missingTestPlans"] as? [String] == ["Config/Missing.xctestplan"])
        #expect(beta["used"] as? Bool == true)
    }

    /// The options are in --help, every subcommand's help and the completion scripts (the man
    /// page is generated from the same ArgumentParser definitions).
    @Test func optionsAreInTheHelpAndTheCompletions() throws {
        let help = try settings(["--help"]).output
        for option in ["--scheme <scheme>", "--test-plan <test-plan>", "--test-configuration", "schemes", "args"] {
            #expect(help.contains(option), "\(option)")
        }
        for command in ["dump", "get", "set", "reset", "diff", "render", "register", "compare", "args"] {
            #expect(try settings(["help", command]).output.contains("--scheme"), "\(command)")
        }
        for shell in ["bash", "zsh", "fish"] {
            let script = try settings(["--generate-completion-script", shell]).output
            #expect(script.contains("test-plan") && script.contains("scheme"), "\(shell)")
            #expect(script.contains("xctestplan") && script.contains("simctl"), "\(shell)")
        }
    }

    // MARK: - Out: settings args, through Foundation

    /// Values of every kind, stored in the application domain, printed by `settings args --format
    /// shell`, passed through a real shell to a program using `UserDefaults.standard`: each typed
    /// accessor reads back the stored value.
    @Test func roundTripThroughFoundation() throws {
        let path = try checkout()
        let values: [PlistKey: PlistValue] = [
            "s_space": "with space", "s_quotes": "say \"hi\" 'there'", "s_parens": "(a, b) {c} <d> e=f; g",
            "s_number": "42", "s_real": "2.50", "s_yes": "YES", "s_no": "no", "s_dash": "-5", "s_empty": "",
            "s_padded": "  padded  ", "s_unicode": "café 日本 e\u{301}", "s_newline": "two\nlines\tand tab",
            "s_backslash": "a\\b", "s_dollar": "$HOME `x`",
            "b_true": .bool(true), "b_false": .bool(false),
            "i_zero": .integer(0), "i_neg": .integer(-7), "i_big": .integer(9_007_199_254_740_993),
            "r_half": .real(2.5), "r_neg": .real(-0.125), "r_small": .real(1e-7), "r_tenth": .real(0.1),
            "a_strings": ["a", "b c", "(d)", "", "-e"], "a_nested": [["x", "y"], ["k": "v"]], "a_empty": [],
            "d_strings": ["k": "v", "with space": "q\"uote", "nested": ["n": "1"]], "d_empty": [:],
            "data": .data(Data([0x0F, 0xBD, 0x00, 0xFF])), "data_empty": .data(Data()),
        ]
        try sandbox.write(values, to: sandbox.file(domain))
        let args = try settings(["args", path, "--format", "shell"])
        #expect(args.status == 0, "\(args.error)")
        let line = args.output.trimmingCharacters(in: .newlines)
        #expect(!line.contains("\n"))

        let keys = values.keys.sorted().map(\.string)
        let probe = Sandbox.productsDirectory.appendingPathComponent("foundation-probe").path
        let output = try Self.shell("exec '\(probe)' typed \(keys.joined(separator: ",")) \(line)")
        var readings: [String: [String: String]] = [:]
        for row in output.split(separator: "\n") {
            let parts = row.split(separator: " ", maxSplits: 1).map(String.init)
            readings[parts[0]] = Self.fields(parts.count > 1 ? parts[1] : "")
        }
        for (key, value) in values {
            let reading = try #require(readings[key.string], "no reading for \(key.string)")
            switch value {
            case .string(let s): #expect(reading["string"] == s.debugDescription, "\(key.string)")
            case .bool(let b): #expect(reading["bool"] == String(b), "\(key.string)")
            case .integer(let i): #expect(reading["integer"] == String(i), "\(key.string)")
            case .real(let r): #expect(reading["double"] == "real(\(r))", "\(key.string)")
            case .array: #expect(reading["array"] == Self.describe(value), "\(key.string)")
            case .dictionary: #expect(reading["dictionary"] == Self.describe(value), "\(key.string)")
            case .data: #expect(reading["data"] == Self.describe(value), "\(key.string)")
            default: Issue.record("unexpected \(value)")
            }
        }
    }

    @Test func aDateArrivesAsTextAndSaysSo() throws {
        let path = try checkout()
        try sandbox.write(["when": .date(Date(timeIntervalSince1970: 1_700_000_000))], to: sandbox.file(domain))
        let args = try settings(["args", path])
        #expect(args.output == "-when '\"2023-11-14 22:13:20 +0000\"'\n")
        #expect(args.error.contains("a date has no launch-argument form"))
        let probe = Sandbox.productsDirectory.appendingPathComponent("foundation-probe").path
        let output = try Self.shell("exec '\(probe)' typed when \(args.output)")
        #expect(output.contains("string=\"2023-11-14 22:13:20 +0000\""))
    }

    /// Every format carries the same words: the scheme and test plan forms read back through our
    /// own scheme and plan readers, the Swift literal as Swift strings.
    @Test func everyFormatCarriesTheSameArguments() throws {
        let path = try checkout()
        try sandbox.write(
            ["name": "Ada \"the\" <first> & 'only'", "flag": .bool(true), "list": ["a", "b c"]],
            to: sandbox.file(domain))
        let shell = try settings(["args", path, "--format", "shell"]).output.trimmingCharacters(in: .newlines)
        let words = try ShellWords.split(shell)
        #expect(words.count == 6)

        let xml = try settings(["args", path, "--format", "xcscheme"]).output
        let folder = URL(fileURLWithPath: sandbox.home).appendingPathComponent("Formats")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let schemeFile = folder.appendingPathComponent("Pasted.xcscheme")
        try Data("<Scheme><LaunchAction>\(xml)</LaunchAction></Scheme>".utf8).write(to: schemeFile)
        let scheme = try XcodeScheme(file: schemeFile, location: .shared, container: folder)
        let fromScheme = try (scheme.launch?.arguments ?? []).flatMap { try ShellWords.split($0.text) }
        #expect(fromScheme == words)

        let plan = try settings(["args", path, "--format", "xctestplan"]).output
        let planFile = folder.appendingPathComponent("Pasted.xctestplan")
        try Data("{\"defaultOptions\": \(plan)}".utf8).write(to: planFile)
        let options = try XcodeTestPlan(file: planFile).defaultOptions
        #expect(try (options.arguments ?? []).flatMap { try ShellWords.split($0.text) } == words)

        let simctl = try settings(["args", path, "--format", "simctl"]).output
        #expect(try ShellWords.split(simctl) == ["xcrun", "simctl", "launch", "booted", domain] + words)

        let swift = try settings(["args", path, "--format", "swift"]).output
        #expect(swift.hasPrefix("[\n    \"-flag\", \"YES\",\n"))
        #expect(swift.contains(#""-name", "\"Ada \\\"the\\\" <first> & 'only'\"","#))
        #expect(try settings(["args", path, "--format", "yaml"]).status != 0)
        // A value Xcode would expand as a build setting says so, in the Xcode formats only.
        try sandbox.write(["path": "$(HOME)/x"], to: sandbox.file(domain))
        #expect(try settings(["args", path, "--format", "xcscheme"]).error.contains("path: Xcode expands $(NAME)"))
        #expect(try !settings(["args", path, "--format", "shell"]).error.contains("Xcode expands"))
    }

    /// Our argument-domain parser and Foundation's agree on every argument of every fixture
    /// scheme and test plan (enabled or not), passed to Foundation as one launch.
    @Test func parserAgreesWithFoundationOnFixtureArguments() throws {
        let catalog = SchemeCatalog(root: URL(fileURLWithPath: try checkout()))
        var lists: [[String]] = []
        for scheme in catalog.schemes {
            for action in [scheme.launch, scheme.test].compactMap({ $0 }) {
                lists.append(action.arguments.flatMap { (try? ShellWords.split($0.text)) ?? [] })
            }
        }
        for plan in catalog.testPlans {
            for options in [plan.defaultOptions] + plan.configurations.map(\.options) {
                lists.append((options.arguments ?? []).flatMap { (try? ShellWords.split($0.text)) ?? [] })
            }
        }
        // The real schemes and plans copied beside the checkout (Threema's enabled CoreData flag).
        let real = Sandbox.packageDirectory.appendingPathComponent(
            "Tests/SettingsBundleTests/Fixtures/Schemes/RealSchemes")
        for name in try FileManager.default.contentsOfDirectory(atPath: real.path).sorted() {
            let file = real.appendingPathComponent(name)
            if name.hasSuffix(".xcscheme") {
                let scheme = try XcodeScheme(file: file, location: .shared, container: real)
                for action in [scheme.launch, scheme.test].compactMap({ $0 }) {
                    lists.append(action.arguments.flatMap { (try? ShellWords.split($0.text)) ?? [] })
                }
            } else if name.hasSuffix(".xctestplan") {
                let plan = try XcodeTestPlan(file: file)
                for options in [plan.defaultOptions] + plan.configurations.map(\.options) {
                    lists.append((options.arguments ?? []).flatMap { (try? ShellWords.split($0.text)) ?? [] })
                }
            }
        }
        lists = lists.filter { !$0.isEmpty }
        #expect(lists.count >= 4)
        #expect(
            lists.contains([
                "-com.apple.CoreData.SQLDebug", "1", "-com.apple.CoreData.ConcurrencyDebug", "1",
                "-FEATURE_DISTRIBUTION_LISTS_ENABLED", "1",
            ]))
        let probe = Sandbox.productsDirectory.appendingPathComponent("foundation-probe").path
        for words in lists {
            let output = try Self.run(probe, ["arguments"] + words)
            let ours = ParsedArguments(["arguments"] + words).values
            let expected = ours.keys.sorted().map { "\($0.string) = \(Self.describe(ours[$0]!))" }
            #expect(output.split(separator: "\n").map(String.init) == expected, "\(words)")
        }
    }

    // MARK: - Helpers

    /// The probe's stable form of a value (see foundation-probe's `describe`).
    static func describe(_ value: PlistValue) -> String {
        switch value {
        case .string(let s): s.debugDescription
        case .integer(let i): String(i)
        case .unsignedInteger(let u): String(u)
        case .real(let r): "real(\(r))"
        case .bool(let b): b ? "true" : "false"
        case .date(let d): "date(\(d.timeIntervalSince1970))"
        case .data(let d): "data(\(d.map { String(format: "%02x", $0) }.joined()))"
        case .array(let a): "[" + a.map(describe).joined(separator: ", ") + "]"
        case .dictionary(let d):
            "{" + d.keys.map(\.string).sorted().map { "\($0): \(describe(d[PlistKey($0)]!))" }.joined(separator: ", ")
                + "}"
        }
    }

    /// `name=value` fields of a probe line, values running to the next ` name=`.
    static func fields(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        let names = ["bool", "integer", "double", "string", "array", "dictionary", "data"]
        var rest = Substring(text)
        for (offset, name) in names.enumerated() {
            guard rest.hasPrefix(name + "=") else { break }
            rest = rest.dropFirst(name.count + 1)
            if offset + 1 < names.count, let end = rest.range(of: " " + names[offset + 1] + "=") {
                result[name] = String(rest[..<end.lowerBound])
                rest = rest[rest.index(after: end.lowerBound)...]
            } else {
                result[name] = String(rest)
            }
        }
        return result
    }

    static func shell(_ script: String) throws -> String { try run("/bin/sh", ["-c", script]) }

    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let ran = try TestProcess.run(
            executable, arguments,
            environment: ["PATH": "/usr/bin:/bin", "HOME": FileManager.default.temporaryDirectory.path])
        #expect(ran.status == 0)
        return ran.text
    }
}
