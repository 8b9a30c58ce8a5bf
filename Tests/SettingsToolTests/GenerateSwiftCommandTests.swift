import Foundation
import PropertyList
import Synchronization
import TestSupport
import Testing

/// `settings generate swift`: the generated file compiles with `swiftc`, and its accessors read the
/// registered defaults, then the stored values, through Foundation's own `UserDefaults`.
@Suite(.serialized) struct GenerateSwiftCommandTests {
    static let compiler = TimedProcess.find("swiftc")
    let sandbox = Sandbox()
    let showcase = Sandbox.packageDirectory.appendingPathComponent("Examples/Showcase").path

    /// The compiler's module cache where `swiftc` keeps it for this user (clang's modules of Glibc
    /// and Foundation), shared by every run: with the sandbox's `HOME` each test built its own,
    /// about 6 s of CPU each time. Empty when neither `XDG_CACHE_HOME` nor `HOME` is set.
    static let moduleCache: [String] = {
        let environment = ProcessInfo.processInfo.environment
        guard let base = environment["XDG_CACHE_HOME"] ?? environment["HOME"].map({ $0 + "/.cache" }) else {
            return []
        }
        return ["-module-cache-path", base + "/clang/ModuleCache"]
    }()

    /// Runs `swiftc` with `arguments` (and the shared module cache) in the sandbox; its exit status
    /// and what it said.
    func compile(_ arguments: [String]) throws -> (status: Int32?, said: String) {
        let outcome = try TimedProcess.run(
            try #require(Self.compiler), Self.moduleCache + arguments,
            environment: [
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": sandbox.home,
            ],
            limit: .seconds(600), scratch: URL(fileURLWithPath: sandbox.home))
        return (outcome.status, outcome.error)
    }

    /// Runs `swiftc` with `arguments` in the sandbox, failing the test with its errors.
    func swiftc(_ arguments: [String]) throws -> Bool {
        let outcome = try compile(arguments)
        #expect(outcome.status == 0, "swiftc \(arguments.last ?? ""): \(outcome.said)")
        return outcome.status == 0
    }

    @Test(.enabled(if: compiler != nil, "swiftc is not on PATH"))
    func accessorsReadTheRegisteredDefaultsThenTheStoredValues() throws {
        let folder = URL(fileURLWithPath: sandbox.home).appendingPathComponent("app")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let generated = folder.appendingPathComponent("AppSettings.swift")
        let result = try sandbox.run("settings", ["generate", "swift", showcase, "--output", generated.path])
        #expect(result.status == 0, "\(result.error)")
        try Data(
            """
            import Foundation

            let defaults = UserDefaults(suiteName: "com.example.generated")!
            AppSettings.registerDefaults(in: defaults)
            func show() -> String {
                [
                    "name=\\(defaults.profileName ?? "nil")", "sound=\\(defaults.notificationsSound)",
                    "badge=\\(defaults.notificationsBadge)", "enabled=\\(defaults.notificationsEnabled)",
                    "refresh=\\(defaults.refreshMinutes.map { "\\($0)" } ?? "nil")",
                    "theme=\\(defaults.appearanceTheme?.rawValue ?? "nil")", "volume=\\(defaults.soundVolume)",
                    "brightness=\\(defaults.displayBrightness)", "size=\\(defaults.appearanceTextSize.map { "\\($0)" } ?? "nil")",
                ].joined(separator: " ")
            }
            if CommandLine.arguments.dropFirst().first == "write" {
                defaults.profileName = "Grace Hopper"
                defaults.notificationsSound = true
                defaults.notificationsBadge = false
                defaults.refreshMinutes = .value60
                defaults.appearanceTheme = .highContrast
                defaults.soundVolume = 0.25
                _ = defaults.synchronize()
            }
            print(show())

            """.utf8
        ).write(to: folder.appendingPathComponent("main.swift"))
        let program = folder.appendingPathComponent("program").path
        guard
            try swiftc([
                "-o", program, generated.path, folder.appendingPathComponent("main.swift").path,
            ])
        else { return }
        func run(_ arguments: [String]) throws -> String {
            let outcome = try TimedProcess.run(
                program, arguments, environment: ["HOME": sandbox.home], limit: .seconds(60),
                scratch: URL(fileURLWithPath: sandbox.home))
            #expect(outcome.status == 0, "\(outcome.error)")
            return String(decoding: outcome.output, as: UTF8.self)
        }
        #expect(
            try run([])
                == "name=Ada Lovelace sound=false badge=true enabled=true refresh=value15 theme=system volume=0.5 "
                + "brightness=70.0 size=value2\n")
        let written =
            "name=Grace Hopper sound=true badge=false enabled=true refresh=value60 theme=high-contrast volume=0.25 "
            + "brightness=70.0 size=value2\n"
        #expect(try run(["write"]) == written)
        // A new process reads what the setters stored, in the form Settings shows: the switch
        // wrote its TrueValue "yes" and the badge its FalseValue 0.
        #expect(try run([]) == written)
        let stored = try #require(try sandbox.read(sandbox.userDirectory + "/com.example.generated.plist"))
        #expect(stored["notifications_sound"] == "yes")
        #expect(stored["notifications_badge"] == 0)
        #expect(stored["refresh_minutes"] == 60)
        #expect(stored["appearance_theme"] == "high-contrast")
    }

    /// Every corpus bundle, in both views, gives a file `swiftc` type-checks: keys that are Swift
    /// keywords, start with digits, collide once made camel case, or hold quotes and control characters.
    @Test(
        .enabled(if: compiler != nil, "swiftc is not on PATH"),
        .enabled(if: Sandbox.runsCorpusTests, "../shared/corpus is absent (set CI to make that a failure)"))
    func everyCorpusBundleCompiles() throws {
        let corpus = try #require(Sandbox.corpusDirectory, "../shared/corpus is missing (required when CI is set)")
        let bundles = (FileManager.default.enumerator(atPath: corpus.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix("Settings.bundle") }.sorted()
        #expect(bundles.count >= 19)
        var files: [(label: String, file: URL)] = []
        for (index, bundle) in bundles.enumerated() {
            for view in [[], ["--in-app"]] {
                let file = URL(fileURLWithPath: sandbox.home).appendingPathComponent(
                    "Bundle\(index)\(view.count).swift")
                let result = try sandbox.run(
                    "settings",
                    [
                        "generate", "swift", corpus.appendingPathComponent(bundle).path, "--output", file.path,
                        "--access", "public",
                    ] + view)
                #expect(result.status == 0, "\(bundle): \(result.error)")
                files.append(("\(bundle) \(view)", file))
            }
        }
        // Each file is a module of its own (two files' accessors on UserDefaults would clash), so
        // one compiler per file: two at a time, and the failures reported here, on the test's thread.
        let failures = Mutex<[String]>([])
        let jobs = files
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for (label, file) in jobs.enumerated().filter({ $0.offset % 2 == worker }).map(\.element) {
                let outcome = try? compile(["-typecheck", "-parse-as-library", file.path])
                if outcome?.status != 0 {
                    failures.withLock { $0.append("\(label): \(outcome?.said ?? "swiftc did not start")") }
                }
            }
        }
        for failure in failures.withLock({ $0 }) {
            Issue.record("swiftc -typecheck refused the source of \(failure)")
        }
    }

    @Test func aHostileBundleGivesSourceThatSaysWhatItHolds() throws {
        let bundle = URL(fileURLWithPath: sandbox.home).appendingPathComponent("Hostile/Settings.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let rows: [PlistValue] = [
            [
                "Type": "PSToggleSwitchSpecifier", "Title": "Evil\n} ; exit(1) //", "Key": "default",
                "DefaultValue": true,
            ],
            ["Type": "PSTextFieldSpecifier", "Title": "Quote", "Key": "a\"b\\c\u{202E}d", "DefaultValue": "x\"\n"],
            ["Type": "PSSliderSpecifier", "Key": "2fast", "MinimumValue": 0, "MaximumValue": 1, "DefaultValue": 0.5],
            ["Type": "PSTextFieldSpecifier", "Title": "Same", "Key": "enable-sounds"],
            ["Type": "PSTextFieldSpecifier", "Title": "Same", "Key": "enable_sounds"],
            ["Type": "PSTextFieldSpecifier", "Title": "Dictionary", "Key": "dictionary"],
        ]
        try PropertyListCoder.encodeXML(["PreferenceSpecifiers": .array(rows)]).write(
            to: bundle.appendingPathComponent("Root.plist"))
        let result = try sandbox.run("settings", ["generate", "swift", bundle.path, "--type-name", "Keys"])
        #expect(result.status == 0, "\(result.error)")
        let source = result.output
        #expect(source.contains("    static let `default` = \"default\"\n"))
        #expect(source.contains("static let aBCD = \"a\\\"b\\\\c\\u{202e}d\""))
        #expect(source.contains("static let _2fast = \"2fast\""))
        #expect(source.contains("static let enableSounds = \"enable-sounds\""))
        #expect(source.contains("static let enableSounds2 = \"enable_sounds\""))
        #expect(source.contains("static let dictionary2 = \"dictionary\""))
        #expect(source.contains("/// Evil } ; exit(1) // (page Root.plist)."))
        #expect(!source.unicodeScalars.contains { $0.value == 0x202E })
        #expect(source.contains("\"a\\\"b\\\\c\\u{202e}d\": \"x\\\"\\n\","))
        let bad = try sandbox.run("settings", ["generate", "swift", bundle.path, "--type-name", "class"])
        #expect(bad.status == 64)
    }

    /// Issue 33: a switch whose `TrueValue` is a string is on when the stored string is that value;
    /// `bool(forKey:)` would read `"on"` as false. Each kind of TrueValue is compared as stored.
    @Test func aSwitchWithStringValuesComparesTheStoredString() throws {
        let bundle = URL(fileURLWithPath: sandbox.home).appendingPathComponent("Switches/Settings.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        func toggle(_ key: String, _ on: PlistValue, _ off: PlistValue) -> PlistValue {
            [
                "Type": "PSToggleSwitchSpecifier", "Title": .string(key), "Key": .string(key), "DefaultValue": off,
                "TrueValue": on, "FalseValue": off,
            ]
        }
        let rows: [PlistValue] = [
            toggle("mode", "on", "off"), toggle("level", 1, 0), toggle("ratio", 0.5, 0.0),
            toggle("plain", true, false), toggle("halfbool", true, "off"),
        ]
        try PropertyListCoder.encodeXML(["PreferenceSpecifiers": .array(rows)]).write(
            to: bundle.appendingPathComponent("Root.plist"))
        let result = try sandbox.run("settings", ["generate", "swift", bundle.path, "--type-name", "Keys"])
        #expect(result.status == 0, "\(result.error)")
        let source = result.output
        #expect(source.contains("get { string(forKey: Keys.mode) == \"on\" }"), "\(source)")
        #expect(source.contains("set { set(newValue ? \"on\" : \"off\", forKey: Keys.mode) }"))
        #expect(source.contains("get { integer(forKey: Keys.level) == 1 }"))
        #expect(source.contains("get { double(forKey: Keys.ratio) == 0.5 }"))
        #expect(source.contains("get { bool(forKey: Keys.plain) }"))
        // TrueValue YES with a FalseValue that is not NO: the setter must write "off", not false.
        #expect(source.contains("set { set(newValue ? true : \"off\", forKey: Keys.halfbool) }"))
    }
}
