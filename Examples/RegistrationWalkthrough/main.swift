// The walkthrough of "Keeping User Defaults Synchronized with Settings.bundle", runnable:
// register the DefaultValues of a Settings.bundle (child panes included) in the registration
// domain, and see which domain every value comes from, with and without registration.
//
//     swift run registration-walkthrough [path/to/GameApp]
//
// It works in a temporary configuration folder, so your own settings are not touched.

import Defaults
import Foundation
import SettingsBinding
import SettingsBundle
import SystemCalls

let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let appPath = CommandLine.arguments.dropFirst().first ?? examples.appendingPathComponent("GameApp").path

let home = FileManager.default.temporaryDirectory.appendingPathComponent(
    "registration-walkthrough-\(ProcessID.current)")
defer { try? FileManager.default.removeItem(at: home) }
let environment = DefaultsEnvironment(home: home.path)

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("registration-walkthrough: \(message)\n".utf8))
    exit(1)
}

let bundle: LoadedBundle
do {
    guard let first = try BundleLoader.load(path: appPath).first else { fail("no Settings.bundle in \(appPath)") }
    bundle = first
} catch {
    fail(error.description)
}
let domain: String
do { domain = try bundle.location.resolvedDomain() } catch { fail(error.description) }
let defaults = Defaults(applicationDomain: domain, environment: environment, arguments: [])

func show(_ key: String) {
    if let found = defaults.lookup(key) {
        print(
            "  \(key) = \(found.value.stringValue ?? "\(found.value)")   (from the \(found.source.tag.rawValue) domain: \(found.source))"
        )
    } else {
        print("  \(key) = nil   (no domain holds it)")
    }
}

print("The user picked \"Hard\" in Settings, so the application domain \(domain) holds it:")
do { try defaults.write("Hard", forKey: "app_game_difficulty", inDomain: domain) } catch { fail(error.description) }
print("")

print("Scenario 1: the app registers the bundle's defaults at launch.")
let registration = defaults.registerDefaults(from: bundle)
print(
    "  registered \(registration.entries.map(\.key).sorted().joined(separator: ", ")) from \(bundle.pageOrder.count) page(s)"
)
show("app_player_name")
show("app_game_difficulty")
print("")

print("Scenario 2: the app registers nothing (a fresh launch without the registration step).")
defaults.setVolatileDomain([:], forName: Defaults.registrationDomain)
show("app_player_name")
show("app_game_difficulty")
print("")
print("Registered defaults only live in memory: register them at every launch, from every page.")
