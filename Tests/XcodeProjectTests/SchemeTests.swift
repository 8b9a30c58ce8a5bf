import BundleTestSupport
import Foundation
import Testing

@testable import SettingsBundle
@testable import XcodeProject

/// Reading schemes and test plans, and the launch they give, on real files (Awful.app's and
/// InAppSettingsKit's, see Fixtures/Schemes/README.md) and hand-made ones for what real files lack.
@Suite struct SchemeTests {
    static let checkout = BundleFixtures.fixture("Schemes/Checkout")
    static var catalog: SchemeCatalog { SchemeCatalog(root: checkout) }

    @Test func catalogListsSharedThenUserThenPackageSchemesAndEveryPlan() throws {
        let catalog = Self.catalog
        #expect(
            catalog.schemes.map(\.name) == [
                "Awful Arguments", "Awful", "Beta", "Elsewhere", "Lite", "Smilie Keyboard", "Test Bundle", "AwfulAdHoc",
                "AwfulCore",
            ])
        #expect(catalog.schemes.map(\.location) == Array(repeating: .shared, count: 7) + [.user, .package])
        #expect(catalog.testPlans.map(\.name) == ["Awful", "Languages"])
        // The two malformed files are reported, by path, and the rest are listed.
        let problems = catalog.problems.map(\.description)
        #expect(problems.count == 2)
        #expect(problems.contains { $0.contains("Broken.xcscheme") && $0.contains("not XML") })
        #expect(problems.contains { $0.contains("Broken.xctestplan") && $0.contains("not JSON") })
        #expect(catalog.usableSchemeNames.contains("AwfulAdHoc"))
        #expect(!catalog.usableSchemeNames.contains("AwfulCore"))
    }

    /// Awful.xcscheme as committed: Debug, the app target, one disabled argument, a test plan.
    @Test func realAwfulScheme() throws {
        let scheme = try Self.catalog.scheme(named: "Awful")
        #expect(scheme.launch?.buildConfiguration == "Debug")
        #expect(scheme.launch?.runnable?.blueprintIdentifier == "1D6058900D05DD3D006BFB54")
        #expect(scheme.launch?.arguments == [.init(text: "-com.apple.CoreData.SQLDebug 1", isEnabled: false)])
        #expect(scheme.test?.testPlans == ["container:Config/Awful.xctestplan"])
        let launch = try SchemeLaunch.resolve(catalog: Self.catalog, scheme: "Awful", testPlan: nil)
        #expect(launch.target == "Awful")
        #expect(launch.configuration == "Debug")
        #expect(launch.entries.map(\.words) == [["-com.apple.CoreData.SQLDebug", "1"]])
        #expect(launch.arguments.isEmpty)  // the only entry is disabled
        #expect(launch.languageArguments.isEmpty)
    }

    @Test func realUserSchemeAndRealTestPlan() throws {
        let adHoc = try SchemeLaunch.resolve(catalog: Self.catalog, scheme: "AwfulAdHoc", testPlan: nil)
        #expect(adHoc.target == "Awful")
        #expect(adHoc.scheme?.location == .user)
        let plan = try SchemeLaunch.resolve(catalog: Self.catalog, scheme: nil, testPlan: "Awful")
        #expect(plan.scheme?.name == "Awful")  // the scheme that references it
        #expect(plan.testConfiguration == "Configuration 1")
        #expect(plan.target == "Awful")
        #expect(plan.entries.map(\.isEnabled) == [false])
        #expect(plan.arguments.isEmpty)
    }

    /// When an extension's scheme and the app's both reference a plan (as Threema's do), the
    /// app's gives the launch, though the extension's sorts first.
    @Test func aPlanIsLaunchedByTheAppsSchemeBeforeAnExtensions() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        let root = folder.appendingPathComponent("Checkout")
        try FileManager.default.copyItem(at: Self.checkout, to: root)
        let schemes = root.appendingPathComponent("Awful.xcodeproj/xcshareddata/xcschemes")
        let keyboard = try String(
            contentsOf: schemes.appendingPathComponent("Smilie Keyboard.xcscheme"), encoding: .utf8)
        let referencing = keyboard.replacingOccurrences(
            of: "shouldUseLaunchSchemeArgsEnv = \"YES\">\n      <Testables>",
            with: "shouldUseLaunchSchemeArgsEnv = \"YES\">\n      <TestPlans>\n         <TestPlanReference\n"
                + "            reference = \"container:Config/Awful.xctestplan\">\n         </TestPlanReference>\n"
                + "      </TestPlans>\n      <Testables>")
        #expect(referencing != keyboard)
        // "Awful Keyboard.xcscheme" sorts before "Awful.xcscheme".
        try referencing.write(
            to: schemes.appendingPathComponent("Awful Keyboard.xcscheme"), atomically: true, encoding: .utf8)
        let catalog = SchemeCatalog(root: root)
        let names = catalog.schemes.map(\.name)
        let keyboardIndex = try #require(names.firstIndex(of: "Awful Keyboard"))
        #expect(keyboardIndex < (names.firstIndex(of: "Awful") ?? 0))
        let launch = try SchemeLaunch.resolve(catalog: catalog, scheme: nil, testPlan: "Awful")
        #expect(launch.scheme?.name == "Awful")
        #expect(launch.target == "Awful")
    }

    @Test func realInAppSettingsKitScheme() throws {
        let file = BundleFixtures.fixture("Schemes/RealSchemes/Sample App.xcscheme")
        let scheme = try XcodeScheme(file: file, location: .shared, container: file.deletingLastPathComponent())
        #expect(scheme.launch?.buildConfiguration == "Debug")
        #expect(scheme.launch?.runnable?.blueprintName == "IASKSampleAppStaticLibrary")
        #expect(scheme.launch?.runnable?.buildableName == "In App Settings Kit.app")
        #expect(scheme.launch?.noAppReason == nil)
        #expect(scheme.test?.buildConfiguration == "Debug")
    }

    /// Threema's real Run action passes one enabled `-key value` (CoreData's concurrency check);
    /// the other two are disabled.
    @Test func realThreemaSchemeWithAnEnabledArgument() throws {
        let file = BundleFixtures.fixture("Schemes/RealSchemes/Threema Green.xcscheme")
        let scheme = try XcodeScheme(file: file, location: .shared, container: file.deletingLastPathComponent())
        let launch = try #require(scheme.launch)
        #expect(launch.buildConfiguration == "Debug")
        #expect(launch.runnable?.blueprintName == "Threema Green")
        #expect(launch.runnable?.isApplication == true)
        #expect(launch.arguments.map(\.isEnabled) == [false, true, false])
        let words = try launch.arguments.filter(\.isEnabled).flatMap { try ShellWords.split($0.text) }
        #expect(words == ["-com.apple.CoreData.ConcurrencyDebug", "1"])
    }

    /// Smittestopp's real test plans: Main sets only the region, Norway ("NO" is a country, not a
    /// Boolean), so Xcode passes `-AppleLocale en_NO`; Snapshots' configurations set nb and en.
    @Test func realSmittestoppTestPlansWithRegionAndLanguages() throws {
        let main = try XcodeTestPlan(file: BundleFixtures.fixture("Schemes/RealSchemes/Main.xctestplan"))
        #expect(main.defaultOptions.region == "NO" && main.defaultOptions.language == nil)
        #expect(main.configurations.map(\.name) == ["Main configuration"])
        let options = try main.options(for: nil)
        #expect(options.name == "Main configuration" && options.options.region == "NO")
        let snapshots = try XcodeTestPlan(file: BundleFixtures.fixture("Schemes/RealSchemes/Snapshots.xctestplan"))
        #expect(snapshots.configurations.map(\.name) == ["Norwegian", "English"])
        #expect(try snapshots.options(for: "Norwegian").options.language == "nb")
        #expect(try snapshots.options(for: "English").options.language == "en")
        #expect(snapshots.testTargets == ["CoronaSnapshotTests"])
    }

    /// Issue 33: a Swift package's scheme is named as such, not launched; -AppleLocale takes the
    /// language without its region or script (`pt_PT` for pt-BR in Portugal).
    @Test func packageSchemesAreRefusedAndTheLocaleTakesTheBareLanguage() throws {
        #expect(throws: SchemeError.self) { try Self.catalog.scheme(named: "AwfulCore") }
        do {
            _ = try Self.catalog.scheme(named: "AwfulCore")
        } catch {
            #expect(error.description.contains("belongs to a Swift package"), "\(error)")
        }
        var launch = try SchemeLaunch.resolve(catalog: Self.catalog, scheme: "Awful Arguments", testPlan: nil)
        for (language, region, expected) in [
            ("pt-BR", "PT", ["-AppleLanguages", "(pt-BR)", "-AppleLocale", "pt_PT"]),
            ("zh-Hans", "SG", ["-AppleLanguages", "(zh-Hans)", "-AppleLocale", "zh_SG"]),
            (nil, "NO", ["-AppleLocale", "en_NO"]),
        ] {
            launch.language = language
            launch.region = region
            #expect(launch.languageArguments == expected)
        }
    }

    /// A test plan's argument without "enabled" is enabled (Xcode writes the key only when off);
    /// a configuration's own arguments replace the plan's, and one without keeps them.
    @Test func testPlanArgumentsAreEnabledUnlessSaidAndConfigurationsReplaceThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Plan.xctestplan")
        try Data(
            """
            {
              "configurations" : [
                { "name" : "Own", "options" : { "commandLineArgumentEntries" : [ { "argument" : "-own 1" } ] } },
                { "name" : "Inherits", "options" : { "region" : "FR" } }
              ],
              "defaultOptions" : {
                "commandLineArgumentEntries" : [
                  { "argument" : "-plain 1" }, { "argument" : "-off 1", "enabled" : false },
                  { "argument" : "-on 1", "enabled" : true }
                ]
              },
              "version" : 1
            }
            """.utf8
        ).write(to: file)
        let plan = try XcodeTestPlan(file: file)
        let defaults = try #require(plan.defaultOptions.arguments)
        #expect(defaults.map(\.text) == ["-plain 1", "-off 1", "-on 1"])
        #expect(defaults.map(\.isEnabled) == [true, false, true])
        #expect(try plan.options(for: "Own").options.arguments?.map(\.text) == ["-own 1"])
        let inherits = try plan.options(for: "Inherits").options
        #expect(inherits.arguments?.map(\.text) == ["-plain 1", "-off 1", "-on 1"])
        #expect(inherits.region == "FR")
    }

    @Test func argumentsAreExpandedSplitAndLabelled() throws {
        let launch = try SchemeLaunch.resolve(catalog: Self.catalog, scheme: "Awful Arguments", testPlan: nil)
        #expect(launch.configuration == "Release")
        #expect(launch.target == "Awful")
        #expect(launch.entries.count == 12)
        #expect(launch.entries[1].words == ["-username", "Grace Hopper"])
        #expect(launch.entries[2].words == ["-server", "forums.somethingawful.com", "-target", "Awful"])
        #expect(launch.entries[4].words == ["-tags", "(swift, \"ui tests\")"])
        #expect(launch.entries[9].isEnabled == false)
        #expect(launch.entries[11].problem?.contains("never closed") == true)
        #expect(launch.languageArguments == ["-AppleLanguages", "(fr)", "-AppleLocale", "fr_NO"])
        let words = launch.arguments.map(\.word)
        #expect(words.prefix(4) == ["-AppleLanguages", "(fr)", "-AppleLocale", "fr_NO"])
        #expect(!words.contains("-com.apple.CoreData.SQLDebug"))  // disabled
        #expect(!words.contains("-broken"))  // cannot be split
        #expect(launch.arguments.first { $0.word == "Grace Hopper" }?.origin.contains("argument 2") == true)
    }

    @Test func testPlanConfigurationsLanguageAndRegion() throws {
        let english = try SchemeLaunch.resolve(
            catalog: Self.catalog, scheme: "Awful Arguments", testPlan: "Languages", testConfiguration: "English")
        #expect(english.configuration == "Debug")  // the Test action's
        #expect(english.entries.map(\.text) == ["-dark_theme YES", "-username \"Ada Lovelace\"", "-font_scale 80"])
        #expect(english.entries.map(\.isEnabled) == [true, true, false])  // no "enabled" means enabled
        #expect(english.languageArguments == ["-AppleLanguages", "(fr)"])
        let norwegian = try SchemeLaunch.resolve(
            catalog: Self.catalog, scheme: nil, testPlan: "Languages", testConfiguration: "Norwegian")
        #expect(norwegian.scheme?.name == "Awful Arguments")
        #expect(norwegian.entries.map(\.text) == ["-username Nora"])  // replaces the defaults
        // `region: "NO"` is Norway, not a boolean.
        #expect(norwegian.languageArguments == ["-AppleLanguages", "(nb)", "-AppleLocale", "nb_NO"])
        #expect(throws: SchemeError.self) {
            try SchemeLaunch.resolve(
                catalog: Self.catalog, scheme: nil, testPlan: "Languages", testConfiguration: "German")
        }
    }

    @Test func unusableSchemesSayWhyAndUnknownNamesListTheKnown() throws {
        func message(_ scheme: String?, _ plan: String? = nil) -> String {
            do {
                _ = try SchemeLaunch.resolve(catalog: Self.catalog, scheme: scheme, testPlan: plan)
                return ""
            } catch {
                return error.description
            }
        }
        #expect(message("Smilie Keyboard").contains("asks which app to launch"))
        #expect(message("Test Bundle").contains("not an app"))
        #expect(message("Elsewhere").contains("outside the checkout"))
        #expect(message("AwfulCore").contains("Swift package"))
        let unknown = message("Awfull")
        #expect(
            unknown.contains("no scheme named \"Awfull\"") && unknown.contains("\"Awful\", \"Beta\", \"Elsewhere\""))
        #expect(message(nil, "Nope").contains("known: \"Awful\", \"Languages\""))
        // A malformed scheme asked for by name is reported as what is wrong with its file.
        #expect(message("Broken").contains("Broken.xcscheme is not a valid Xcode file (not XML"))
    }

    @Test func rootOfAPath() {
        let bundle = Self.checkout.appendingPathComponent("App/Settings.bundle")
        #expect(SchemeCatalog.root(for: bundle.path).path == Self.checkout.path)
        #expect(SchemeCatalog.root(for: Self.checkout.path).path == Self.checkout.path)
    }

    @Test func hostileXMLIsRefusedWithALine() throws {
        #expect(throws: XMLElementTree.SyntaxError.self) {
            try XMLElementTree.parse(Data("<!DOCTYPE x [<!ENTITY a \"b\">]><Scheme/>".utf8))
        }
        #expect(throws: XMLElementTree.SyntaxError.self) {
            try XMLElementTree.parse(Data("<Scheme a=\"&custom;\"/>".utf8))
        }
        let deep = String(repeating: "<a>", count: 500) + String(repeating: "</a>", count: 500)
        #expect(throws: XMLElementTree.SyntaxError.self) { try XMLElementTree.parse(Data(deep.utf8)) }
        let tree = try XMLElementTree.parse(
            Data("<?xml version=\"1.0\"?>\n<!-- c -->\n<S x = 'a &amp; &#x41;&#66;'><T/><!-- d --></S>".utf8))
        #expect(tree[attribute: "x"] == "a & AB")
        #expect(tree.children.map(\.name) == ["T"])
    }

    /// A container reached through a symbolic link that leads out of the checkout is not read.
    @Test func aLinkOutOfTheCheckoutIsNotFollowed() throws {
        let root = try BundleFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = try BundleFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: outside) }
        let checkout = root.appendingPathComponent("Checkout")
        try FileManager.default.copyItem(at: Self.checkout, to: checkout)
        try FileManager.default.copyItem(
            at: Self.checkout.appendingPathComponent("Awful.xcodeproj"),
            to: outside.appendingPathComponent("Awful.xcodeproj"))
        try FileManager.default.createSymbolicLink(
            at: checkout.appendingPathComponent("Linked.xcodeproj"),
            withDestinationURL: outside.appendingPathComponent("Awful.xcodeproj"))
        let scheme = checkout.appendingPathComponent("Awful.xcodeproj/xcshareddata/xcschemes/Awful.xcscheme")
        let text = try String(contentsOf: scheme, encoding: .utf8)
            .replacingOccurrences(of: "container:Awful.xcodeproj", with: "container:Linked.xcodeproj")
        try text.write(to: scheme, atomically: true, encoding: .utf8)
        #expect(throws: SchemeError.self) {
            try SchemeLaunch.resolve(catalog: SchemeCatalog(root: checkout), scheme: "Awful", testPlan: nil)
        }
        // The link itself is not walked into: its schemes are not listed twice.
        #expect(SchemeCatalog(root: checkout).schemes.filter { $0.name == "Awful" }.count == 1)
    }
}
