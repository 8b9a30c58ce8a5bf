import Foundation
import Testing

/// The rules of the house that a reader of one file cannot see broken: how long a file may grow,
/// which module may call the operating system, and which layers may import which. Each reads the
/// package's own sources, so a change that breaks a rule fails here with the file that breaks it.
@Suite struct HouseRulesTests {
    /// The package root, found from this file's path.
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        fatalError("Package.swift not found above \(#filePath)")
    }()

    /// Every Swift file of the package (relative path and text), fixtures and build folders left out.
    static let swiftFiles: [(path: String, text: String)] = {
        var files: [(String, String)] = []
        for top in ["Sources", "Tests", "Benchmarks", "Examples", "Plugins"] {
            let folder = root.appendingPathComponent(top)
            guard let walker = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let relative as String in walker
            where relative.hasSuffix(".swift") && !relative.contains("/Fixtures/") && !relative.contains("Fixtures/")
                && !relative.contains("/Resources/")
            {
                let path = top + "/" + relative
                if let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) {
                    files.append((path, text))
                }
            }
        }
        return files.sorted { $0.0 < $1.0 }
    }()

    /// The modules a file imports (plain, `@testable` or `@_exported`).
    static func imports(_ text: String) -> Set<String> {
        var modules: Set<String> = []
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
            if words.count >= 2, words[0] == "import" { modules.insert(String(words[1])) }
        }
        return modules
    }

    static func files(in target: String) -> [(path: String, text: String)] {
        swiftFiles.filter { $0.path.hasPrefix("Sources/\(target)/") }
    }

    @Test func thereAreFilesToCheck() {
        #expect(Self.swiftFiles.count > 300)
        #expect(Self.files(in: "SettingsBundle").count > 40)
    }

    /// No source file over 450 lines: a file that long holds more than one job.
    @Test func noFileIsLongerThan450Lines() {
        let long = Self.swiftFiles.compactMap { file -> String? in
            let lines =
                file.text.split(separator: "\n", omittingEmptySubsequences: false).count
                - (file.text.hasSuffix("\n") ? 1 : 0)
            return lines > 450 ? "\(file.path): \(lines) lines" : nil
        }
        #expect(long.isEmpty, "split by concern: \(long.joined(separator: ", "))")
    }

    /// `Glibc` is imported only by the system module and by the ncurses edge.
    @Test func onlyTheSystemModuleAndTheTerminalEdgeImportGlibc() {
        let allowed = [
            "Sources/SystemCalls/", "Sources/TerminalUI/Terminal.swift", "Sources/TerminalUI/Painter.swift",
            "Sources/TerminalUI/TerminalLocale.swift", "Sources/TerminalUI/CrashRestore.swift",
        ]
        let offenders = Self.swiftFiles.filter { file in
            Self.imports(file.text).contains("Glibc") && !allowed.contains { file.path.hasPrefix($0) }
        }.map(\.path)
        #expect(offenders.isEmpty, "call SystemCalls instead: \(offenders.joined(separator: ", "))")
    }

    /// The bundle core knows nothing of stores, lint, comparison or the editor.
    @Test func theBundleCoreImportsOnlyTheLayersBelowIt() {
        let below: Set<String> = [
            "Foundation", "FoundationEssentials", "Synchronization", "PropertyList", "TextOutput", "SystemCalls",
            "XcodeProject",
        ]
        for file in Self.files(in: "SettingsBundle") {
            let extra = Self.imports(file.text).subtracting(below)
            #expect(extra.isEmpty, "\(file.path) imports \(extra.sorted())")
        }
    }

    /// Project resolution sits below the bundle core.
    @Test func projectResolutionImportsNoBundleCode() {
        let below: Set<String> = [
            "Foundation", "FoundationEssentials", "Synchronization", "PropertyList", "TextOutput", "SystemCalls",
        ]
        for file in Self.files(in: "XcodeProject") {
            let extra = Self.imports(file.text).subtracting(below)
            #expect(extra.isEmpty, "\(file.path) imports \(extra.sorted())")
        }
    }

    /// The build plugin's tool and every module under it are built on FoundationEssentials: one
    /// `import Foundation` anywhere in that graph links Foundation and ICU (34 MB of locale data)
    /// into `settings-generate` (issue 32). Foundation stays behind PropertyListFoundation and the tools.
    @Test func theBuildToolsGraphDoesNotImportFoundation() {
        let graph = [
            "SystemCalls", "TextOutput", "PropertyList", "XcodeProject", "SettingsBundle", "SettingsCodegen",
            "settings-generate",
        ]
        for module in graph {
            let files = Self.files(in: module)
            #expect(!files.isEmpty, "\(module) has no files")
            for file in files where Self.imports(file.text).contains("Foundation") {
                Issue.record("\(file.path) imports Foundation: use FoundationEssentials")
            }
        }
    }

    /// Where `import Foundation` may stay in Sources, each with why (issue 32): Foundation links ICU
    /// (34 MB of locale data) into every program that imports it anywhere; everything else builds
    /// on FoundationEssentials. A path ending in `/` allows a whole module. The modules that keep
    /// one such file build with `MemberImportVisibility` (Package.swift), so the others cannot use
    /// Foundation's members through it.
    static let foundationAllowed: [(path: String, reason: String)] = [
        (
            "Sources/PropertyListFoundation/",
            "PlistValue to and from Foundation objects, and PropertyListSerialization as the tests' reference; no tool links it"
        ),
        (
            "Sources/DefaultsFoundation/",
            "Defaults' UserDefaults API in Foundation's types (Any values, NSURL, didChangeNotification); no tool links it"
        ),
        ("Sources/foundation-probe/", "the oracle: Foundation's own UserDefaults, which our store files must match"),
    ]

    /// No source file imports Foundation unless ``foundationAllowed`` says why; an entry that no
    /// file needs any more fails too, so the list only shrinks.
    @Test func onlyTheListedSourcesImportFoundation() {
        var used: Set<String> = []
        for file in Self.swiftFiles
        where file.path.hasPrefix("Sources/") && Self.imports(file.text).contains("Foundation") {
            let entry = Self.foundationAllowed.first {
                file.path == $0.path || ($0.path.hasSuffix("/") && file.path.hasPrefix($0.path))
            }
            if let entry {
                used.insert(entry.path)
            } else {
                Issue.record("\(file.path) imports Foundation: use FoundationEssentials, or list it with the reason")
            }
        }
        for entry in Self.foundationAllowed where !used.contains(entry.path) {
            Issue.record("\(entry.path) no longer imports Foundation: take it off foundationAllowed")
        }
    }

    /// Outside the files allowed Foundation, no code asks for a time zone or locale by name:
    /// FoundationEssentials alone knows only GMT, so in a program without
    /// FoundationInternationalization (`settings-generate`) `TimeZone(identifier: "UTC")` is nil and
    /// `TimeZone.current` is GMT (checked with a probe on Swift 6.3.1). Use `.gmt`. (The date
    /// picker's `timeZone: TimeZone = .current` defaults are the user's zone only while the program
    /// links Foundation: Documentation/FoundationFootprint.md.)
    @Test func essentialsCodeNamesNoTimeZoneOrLocale() {
        let words = ["TimeZone(identifier:", "TimeZone.current", "Locale.current", "Locale(identifier:"]
        for file in Self.swiftFiles
        where file.path.hasPrefix("Sources/") && !Self.imports(file.text).contains("Foundation") {
            for word in words where file.text.contains(word) {
                Issue.record("\(file.path) uses \(word): FoundationEssentials alone knows only GMT")
            }
        }
    }

    /// The tools read and write property lists with our own readers alone (issue 32): neither they
    /// nor the libraries under them depend on the Foundation bridges, which link ICU. The bridges'
    /// only importers are each other, the tests, the benchmark and the examples.
    @Test func noToolLinksTheFoundationBridges() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let bridges = ["PropertyListFoundation", "DefaultsFoundation"]
        for target in ["Defaults", "DefaultsTool", "SettingsTool", "settings", "defaults", "SettingsBinding"] {
            let declarations = manifest.ranges(of: "name: \"\(target)\"").map { start in
                let rest = manifest[start.upperBound...]
                return rest[..<(rest.firstRange(of: "\n        .")?.lowerBound ?? rest.endIndex)]
            }
            #expect(!declarations.isEmpty, "Package.swift has no target \(target)")
            // A product of the same name lists its targets: it is not the target's dependencies.
            for declaration in declarations where !declaration.hasPrefix(", targets:") {
                for bridge in bridges where declaration.contains("\"\(bridge)\"") {
                    Issue.record("\(target) depends on \(bridge), which links Foundation and ICU")
                }
            }
        }
        for file in Self.swiftFiles where file.path.hasPrefix("Sources/") {
            let module = file.path.split(separator: "/")[1]
            let bad = Self.imports(file.text).intersection(bridges).subtracting([String(module)])
            guard !bad.isEmpty, module != "DefaultsFoundation", module != "foundation-probe" else { continue }
            Issue.record("\(file.path) imports \(bad.sorted())")
        }
    }

    /// A module with one file allowed Foundation builds with `MemberImportVisibility`: without it,
    /// that file's import lends Foundation's members (`padding(toLength:)`, `localizedDescription`)
    /// to every other file of the module, which then compile on Foundation unseen.
    @Test func modulesWithOneFoundationFileHideItsMembers() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let modules = Set(
            Self.foundationAllowed.filter { !$0.path.hasSuffix("/") }.map { $0.path.split(separator: "/")[1] })
        // Since issue 32 every entry is a whole module (the bridges and the probe), so this holds
        // for none today; it fails as soon as a single file of another module is allowed Foundation
        // without the setting.
        for module in modules {
            // The target's declaration: from its name to the next entry of the list (a product of the
            // same name is an entry of its own, without settings).
            let declarations = manifest.ranges(of: "name: \"\(module)\"").map { start in
                let rest = manifest[start.upperBound...]
                return rest[..<(rest.firstRange(of: "\n        .")?.lowerBound ?? rest.endIndex)]
            }
            #expect(!declarations.isEmpty, "Package.swift has no target \(module)")
            #expect(
                declarations.contains { $0.contains("MemberImportVisibility") },
                "\(module) keeps a Foundation file: enable MemberImportVisibility for it in Package.swift")
        }
    }

    /// The frame sits under both the editor and the terminal edge.
    @Test func theFrameImportsNeitherTheEditorNorNcurses() {
        for file in Self.files(in: "TerminalFrame") {
            let bad = Self.imports(file.text).intersection(["SettingsEditor", "TerminalUI", "CNcursesw", "Glibc"])
            #expect(bad.isEmpty, "\(file.path) imports \(bad.sorted())")
        }
    }

    /// Words of the defaults and bundle domain that the frame layer must not name, in code or in
    /// comments: it offers styles and drawing, and the editor maps what a cell means (a value's
    /// provenance, a switch's state) to a style.
    static let domainWords: Set<String> = [
        "domain", "domains", "provenance", "defaults", "status", "toggle", "slider", "checkmark", "specifier",
        "bundle", "plist", "registration", "suite", "byhost", "setting", "settings", "arg", "app", "global",
    ]

    /// The words of `text`, identifiers split at case changes (`statusArg` is `status`, `arg`), lowercased.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousIsLower = false
        for scalar in text.unicodeScalars {
            let isLetter = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
            let isUpper = scalar >= "A" && scalar <= "Z"
            if !isLetter || (isUpper && previousIsLower) {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
            }
            if isLetter { current.unicodeScalars.append(scalar) }
            previousIsLower = isLetter && !isUpper
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// The frame layer names no concept of the defaults or bundle domain (issue 31).
    @Test func theFrameNamesNoDomainConcept() throws {
        let folder = Self.root.appendingPathComponent("Sources/TerminalFrame")
        let names = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        let texts = names.filter { $0.hasSuffix(".swift") || $0.hasSuffix(".md") }.map {
            ($0, (try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) ?? "")
        }
        #expect(texts.count > 10)
        #expect(Self.words("Role.statusArg, byHost") == ["role", "status", "arg", "by", "host"])
        for (name, text) in texts {
            let found = Set(Self.words(text)).intersection(Self.domainWords)
            #expect(found.isEmpty, "Sources/TerminalFrame/\(name) names \(found.sorted()): keep it in the editor")
        }
    }

    /// The terminal edge draws frames; it does not know the editor that makes them.
    @Test func theTerminalEdgeDoesNotImportTheEditor() {
        for file in Self.files(in: "TerminalUI") {
            #expect(!Self.imports(file.text).contains("SettingsEditor"), "\(file.path) imports SettingsEditor")
        }
    }

    /// The value model (store key, resolved value, launch-argument formats) and its one resolver
    /// are in the binding, below every command: only the editor's own command and runner import the
    /// editor library, and the binding never does.
    @Test func commandsAndTheBindingDoNotImportTheEditor() {
        let files = Self.files(in: "SettingsBinding") + Self.files(in: "SettingsTool/Commands")
        #expect(!files.isEmpty)
        for file in files {
            #expect(!Self.imports(file.text).contains("SettingsEditor"), "\(file.path) imports SettingsEditor")
        }
    }

    /// Libraries never import a command-line tool, ncurses outside its edge, or the argument parser.
    @Test func librariesDoNotReachUpIntoTools() {
        let libraries = [
            "TextOutput", "SystemCalls", "PropertyList", "Defaults", "XcodeProject", "SettingsBundle",
            "SettingsBinding", "SettingsLint", "SettingsComparison", "AppSources", "SourceLint", "SettingsCodegen",
            "SettingsRender", "TerminalFrame", "SettingsEditor",
        ]
        let tools: Set<String> = ["SettingsTool", "DefaultsTool", "TerminalUI", "CNcursesw", "ArgumentParser"]
        for library in libraries {
            for file in Self.files(in: library) {
                let bad = Self.imports(file.text).intersection(tools)
                #expect(bad.isEmpty, "\(file.path) imports \(bad.sorted())")
            }
        }
    }
}
