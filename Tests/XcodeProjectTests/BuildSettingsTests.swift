import BundleTestSupport
import Foundation
import Testing

@testable import SettingsBundle
@testable import XcodeProject

/// Build-setting evaluation as Xcode does it: levels, `$(inherited)`, conditions, modifiers.
@Suite struct BuildSettingsTests {
    static func assignment(_ key: String, _ value: String) -> BuildSettingAssignment {
        BuildSettingAssignment(key: key, value: value, origin: .builtIn)!
    }

    static func settings(_ levels: [[(String, String)]], config: String = "Debug") -> BuildSettings {
        BuildSettings(
            levels: levels.map { $0.map { assignment($0.0, $0.1) } },
            context: ["config": config, "sdk": "iphoneos17.0", "arch": "arm64"])
    }

    @Test func referencesInEveryForm() {
        let settings = Self.settings([[("PRODUCT_NAME", "Demo"), ("PREFIX", "com.example"), ("SUFFIX_Demo", "x")]])
        #expect(settings.expand("$(PREFIX).$(PRODUCT_NAME)").value == "com.example.Demo")
        #expect(settings.expand("${PREFIX}.${PRODUCT_NAME}").value == "com.example.Demo")
        #expect(settings.expand("$PREFIX.$PRODUCT_NAME").value == "com.example.Demo")
        #expect(settings.expand("$(SUFFIX_$(PRODUCT_NAME))").value == "x")  // nested
        let missing = settings.expand("$(PREFIX).$(DEVELOPMENT_TEAM).$(NOPE)")
        #expect(missing.value == "com.example..")
        #expect(missing.undefined == ["DEVELOPMENT_TEAM", "NOPE"])
    }

    @Test func modifiers() {
        let settings = Self.settings([[("NAME", "My Great App 2"), ("DIGIT", "2fast"), ("FILE", "a/b/Info.plist")]])
        #expect(settings.expand("$(NAME:rfc1034identifier)").value == "My-Great-App-2")
        #expect(settings.expand("$(NAME:c99extidentifier)").value == "My_Great_App_2")
        // Xcode replaces a leading digit, it does not prefix it (swift-build: "7ab" gives "_ab").
        #expect(settings.expand("$(DIGIT:identifier)").value == "_fast")
        #expect(settings.expand("$(NAME:lower)").value == "my great app 2")
        #expect(settings.expand("$(NAME:upper:rfc1034identifier)").value == "MY-GREAT-APP-2")
        #expect(settings.expand("$(EMPTY:default=fallback)").value == "fallback")
        #expect(settings.expand("$(EMPTY:default=fallback)").undefined.isEmpty)
        #expect(
            settings.expand("$(FILE:base) $(FILE:file) $(FILE:dir) $(FILE:suffix)").value
                == "Info Info.plist a/b/ .plist")
    }

    /// `$(NAME_$(TARGET_NAME):default=$(inherited))`: a per-target override that falls back to the
    /// level below (seen in real projects).
    @Test func aNestedNameWithADefaultOfInherited() {
        let settings = Self.settings([
            [("TARGET_NAME", "App")], [("PRODUCT_BUNDLE_IDENTIFIER", "com.example.fallback")],
            [
                ("BUNDLE_App", "com.example.app"),
                ("PRODUCT_BUNDLE_IDENTIFIER", "$(BUNDLE_$(TARGET_NAME):default=$(inherited))"),
            ],
        ])
        #expect(settings.value(of: "PRODUCT_BUNDLE_IDENTIFIER") == .init(value: "com.example.app", undefined: []))
        let other = Self.settings([
            [("TARGET_NAME", "Widget")], [("PRODUCT_BUNDLE_IDENTIFIER", "com.example.fallback")],
            [
                ("BUNDLE_App", "com.example.app"),
                ("PRODUCT_BUNDLE_IDENTIFIER", "$(BUNDLE_$(TARGET_NAME):default=$(inherited))"),
            ],
        ])
        #expect(other.value(of: "PRODUCT_BUNDLE_IDENTIFIER") == .init(value: "com.example.fallback", undefined: []))
    }

    @Test func inheritedStacksTheLevels() {
        let settings = Self.settings([
            [("FLAGS", "builtin")], [("FLAGS", "$(inherited) project-xcconfig")], [("FLAGS", "$(inherited) project")],
            [("FLAGS", "$(inherited) target-xcconfig"), ("FLAGS", "$(inherited) again")],
            [("FLAGS", "$(inherited) target")],
        ])
        #expect(settings.value(of: "FLAGS").value == "builtin project-xcconfig project target-xcconfig again target")
    }

    /// A setting that names itself reads the level below, as `$(inherited)` does (swift-build's
    /// `nextValueForMacro`). Artificial-Pancreas/iAPS: the project's xcconfig sets
    /// `BUNDLE_IDENTIFIER`, the target sets `BUNDLE_IDENTIFIER = "$(BUNDLE_IDENTIFIER)"` and
    /// `PRODUCT_BUNDLE_IDENTIFIER = "$(BUNDLE_IDENTIFIER)"`.
    @Test func aSettingNamingItselfReadsTheLevelBelow() {
        let settings = Self.settings([
            [("DEVELOPER_TEAM", "TEAM"), ("BUNDLE_IDENTIFIER", "ru.artpancreas.$(DEVELOPMENT_TEAM).FreeAPS")],
            [
                ("BUNDLE_IDENTIFIER", "$(BUNDLE_IDENTIFIER)"), ("DEVELOPMENT_TEAM", "$(DEVELOPER_TEAM)"),
                ("PRODUCT_BUNDLE_IDENTIFIER", "$(BUNDLE_IDENTIFIER)"), ("FLAGS", "$(FLAGS:default=-a) -b"),
            ],
        ])
        #expect(
            settings.value(of: "PRODUCT_BUNDLE_IDENTIFIER")
                == .init(value: "ru.artpancreas.TEAM.FreeAPS", undefined: []))
        #expect(settings.value(of: "FLAGS").value == "-a -b")
        // With nothing below, it is empty and reported, as any setting nothing defines.
        let alone = Self.settings([[("NAME", "x$(NAME)")]])
        #expect(alone.value(of: "NAME") == .init(value: "x", undefined: ["NAME"]))
    }

    @Test func conditionsBeatPlainAssignmentsOfTheirLevel() {
        let levels: [[(String, String)]] = [
            [
                ("ID[config=Release]", "com.example.release"), ("ID", "com.example.plain"),
                ("ID[config=Release][sdk=iphonesimulator*]", "com.example.simulator"),
                ("ID[sdk=iphoneos*]", "$(inherited).device"),
            ]
        ]
        // Release: the release value (the simulator one does not match the device SDK), then the
        // later device one inheriting it.
        #expect(Self.settings(levels, config: "Release").value(of: "ID").value == "com.example.release.device")
        // Debug: the plain value, then the device one inheriting it.
        #expect(Self.settings(levels, config: "Debug").value(of: "ID").value == "com.example.plain.device")
    }

    @Test func aCycleEndsAndIsReported() {
        let settings = Self.settings([[("A", "$(B)"), ("B", "x$(A)")]])
        let expansion = settings.value(of: "A")
        #expect(expansion.value == "x")
        #expect(expansion.undefined == ["A"])
    }

    /// A setting made of two references to one made of two references, 40 levels deep (a hostile
    /// project): each is expanded once, and the text stops growing at the length limit.
    @Test func settingsThatDoubleAtEveryLevelExpandOnceAndStayBounded() {
        var level: [(String, String)] = (0..<40).map { ("S\($0)", "$(S\($0 + 1))$(S\($0 + 1))") }
        level.append(("S40", "ab"))
        let expansion = Self.settings([level]).value(of: "S0")
        #expect(expansion.value.utf8.count <= 65_536)
        #expect(expansion.value.hasPrefix("abab"))
        #expect(Self.settings([level]).value(of: "S30").value == String(repeating: "ab", count: 1024))
    }

    /// `$(A$(A$(A…)))` 30,000 deep took minutes and gigabytes (each level rescanned and copied the
    /// rest), then aborted: the text is parsed once, and nesting stops at the limit.
    @Test func referencesNestedThousandsDeepStopAtTheLimit() {
        let depth = 30_000
        let text = "com.x." + String(repeating: "$(A", count: depth) + String(repeating: ")", count: depth)
        let expansion = Self.settings([[("A", "a")]]).expand(text)
        #expect(expansion.tooDeeplyNested)
        let limit = BuildSettings.maximumNesting
        let atLimit = String(repeating: "$(A", count: limit) + String(repeating: ")", count: limit)
        let fine = Self.settings([[("A", "a"), ("Aa", "b"), ("Ab", "c")]]).expand(atLimit)
        #expect(!fine.tooDeeplyNested)
        // The innermost $(A) is "a", so the next is $(Aa) = "b", then $(Ab) = "c", then $(Ac): undefined.
        #expect(fine.value == "")
        #expect(fine.undefined == ["Ac"])
        let deeper = "$(" + atLimit + ")"
        #expect(Self.settings([[("A", "a")]]).expand(deeper).tooDeeplyNested)
        // Unclosed references stay literal text, the references inside them expanded.
        #expect(Self.settings([[("A", "a")]]).expand("$(x$(A)${y$A").value == "$(xa${ya")
        #expect(Self.settings([[("A", "a")]]).expand("$(A(B)C)").undefined == ["A(B)C"])
        #expect(BuildSettings.references(in: "$(A)-$(B:lower)-$(C$(D))-$E") == ["A", "B", "E"])
    }

    @Test func xcconfigFilesIncludeCommentsAndConditions() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        try BundleFixtures.write(
            folder, "Configs/Base.xcconfig",
            text:
                "// base\nPREFIX = com.example // trailing comment\nURL = \"https://example.com\"\n#include \"Base.xcconfig\"\n"
        )
        try BundleFixtures.write(
            folder, "Configs/App.xcconfig",
            text: """
                #include "Base.xcconfig"
                #include? "Missing.xcconfig"
                #include "$(SRCROOT)/Shared.xcconfig"
                PRODUCT_BUNDLE_IDENTIFIER[config=Release] = $(PREFIX).app;
                OTHER = a = b

                """)
        try BundleFixtures.write(folder, "Shared.xcconfig", text: "SHARED = yes\n")
        let file = XCConfigFile(
            url: folder.appendingPathComponent("Configs/App.xcconfig"), variables: ["SRCROOT": folder.path])
        let names = file.assignments.map { $0.name + ($0.conditions.isEmpty ? "" : "[]") + "=" + $0.value }
        #expect(
            names == [
                "PREFIX=com.example", "URL=\"https://example.com\"", "SHARED=yes",
                "PRODUCT_BUNDLE_IDENTIFIER[]=$(PREFIX).app", "OTHER=a = b",
            ])
        // The self-include is a cycle, reported; the optional missing include is not.
        #expect(file.problems.count == 1 && file.problems[0].contains("includes itself"))
    }

    /// Includes that double at every level (a hostile checkout) stop at a read budget with a
    /// problem, instead of reading 2^32 files.
    @Test func includesThatDoubleAtEveryLevelStopAtTheReadBudget() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        for level in 0..<30 {
            try BundleFixtures.write(
                folder, "L\(level).xcconfig",
                text: "#include \"L\(level + 1).xcconfig\"\n#include \"L\(level + 1).xcconfig\"\nA\(level) = x\n")
        }
        try BundleFixtures.write(folder, "L30.xcconfig", text: "LAST = yes\n")
        let file = XCConfigFile(url: folder.appendingPathComponent("L0.xcconfig"))
        #expect(file.problems.count == 1)
        #expect(file.problems.first?.contains("read \(XCConfigFile.maximumReads) files already") == true)
        #expect(file.assignments.contains { $0.name == "LAST" })
    }
}
