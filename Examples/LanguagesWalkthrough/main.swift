// The search list of the NSUserDefaults reference (../shared/seeds/004_…: "NSArgumentDomain, the
// application's domain, NSGlobalDomain, separate domains for each of the user's preferred
// languages, NSRegistrationDomain"), runnable: one key per domain, each set in that domain and in
// every domain below it, so each lookup shows the first domain of the list that has the key.
//
//     swift run languages-walkthrough
//
// It works in a temporary configuration folder, so your own settings are not touched.

import Defaults
import Foundation
import PropertyList
import SystemCalls

let home = FileManager.default.temporaryDirectory.appendingPathComponent("languages-walkthrough-\(ProcessID.current)")
defer { try? FileManager.default.removeItem(at: home) }
let environment = DefaultsEnvironment(home: home.path, anyUserDirectory: home.appendingPathComponent("any").path)
let domain = "com.example.walkthrough"

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("languages-walkthrough: \(message)\n".utf8))
    exit(1)
}

// The domains in the reference's order; each holds its own key and the keys of the domains before
// it, so a key is found in its own domain only when every domain before it lacks it.
let keys = ["fromArgument", "fromApplication", "fromGlobal", "fromFrench", "fromGerman", "fromRegistration"]
func values(upTo last: Int, _ label: String) -> [PlistKey: PlistValue] {
    Dictionary(uniqueKeysWithValues: keys[...last].map { (PlistKey($0), PlistValue.string(label)) })
}

let writer = Defaults(applicationDomain: domain, environment: environment, arguments: [])
do {
    try writer.replacePersistentDomain(values(upTo: 1, "application"), forName: domain)
    var global = values(upTo: 2, "global")
    global["AppleLanguages"] = ["fr", "de"]
    try writer.replacePersistentDomain(global, forName: Defaults.globalDomain)
} catch {
    fail(error.description)
}

func walk(arguments: [String]) {
    let defaults = Defaults(applicationDomain: domain, environment: environment, arguments: arguments)
    // The application sets the languages domains and registers its defaults at launch.
    defaults.setVolatileDomain(values(upTo: 3, "French"), forName: "fr")
    defaults.setVolatileDomain(values(upTo: 4, "German"), forName: "de")
    defaults.register(values(upTo: 5, "registration"))

    print("Search list: " + defaults.searchList.map { "\($0.tag.rawValue) \($0.domain)" }.joined(separator: ", "))
    for key in keys {
        guard let found = defaults.lookup(key) else { fail("\(key) is in no domain") }
        let text = found.value.stringValue ?? "\(found.value)"
        let padded = key.padding(toLength: 17, withPad: " ", startingAt: 0)
        print(
            "  \(padded) = \(text.padding(toLength: 12, withPad: " ", startingAt: 0)) from \(found.source.tag.rawValue) (\(found.source.domain))"
        )
    }
    // The reference: setting a volatile domain whose name is taken is an error.
    do {
        try defaults.addVolatileDomain(["fromFrench": "again"], forName: "fr")
        fail("a second volatile domain named fr was accepted")
    } catch {
        print("  setting \"fr\" again: \(error)")
    }
    // The non-throwing variant reports the same error on standard error and changes nothing.
    defaults.setVolatileDomain(["fromFrench": "again"], forName: "fr")
    print("  fromFrench after setVolatileDomain of \"fr\" again: \(defaults.string(forKey: "fromFrench") ?? "nil")")
}

print("Launched with -fromArgument argument; AppleLanguages = (fr, de) in NSGlobalDomain:")
walk(arguments: ["walkthrough", "-fromArgument", "argument"])
print("")
print("Launched with -AppleLanguages '(de, fr)' (the argument domain's list wins):")
walk(arguments: ["walkthrough", "-AppleLanguages", "(de, fr)"])
