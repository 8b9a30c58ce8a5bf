// The tool the SettingsAccessors build-tool plugin runs: the Swift file `settings generate swift`
// prints, written to a path, with nothing of the terminal editor (no ncurses) in its dependencies.
//
//     settings-generate BUNDLE OUTPUT [--in-app] [--access public|internal] [--type-name NAME]
import FoundationEssentials
import SettingsBundle
import SettingsCodegen
import SystemCalls
import TextOutput

func fail(_ message: String) -> Never {
    StandardStream.say("settings-generate", "", message)
    ProcessEnvironment.exit(1)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var view = BundleView.settingsApp
var generator = SwiftAccessorGenerator()
var paths: [String] = []
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--in-app": view = .inApp
    case "--access":
        guard let value = arguments.first, let access = SwiftAccessorGenerator.Access(rawValue: value) else {
            fail("--access takes public or internal")
        }
        arguments.removeFirst()
        generator.access = access
    case "--type-name":
        guard let value = arguments.first, SwiftAccessorGenerator.isTypeName(value) else {
            fail("--type-name takes a Swift type name that is no keyword and no type the file uses, such as String")
        }
        arguments.removeFirst()
        generator.typeName = value
    default: paths.append(argument)
    }
}
guard paths.count == 2 else {
    fail("usage: settings-generate BUNDLE OUTPUT [--in-app] [--access public|internal] [--type-name NAME]")
}
let bundle: LoadedBundle
do {
    let bundles = try BundleLoader.load(
        path: paths[0], domain: nil, configuration: nil, options: LoadOptions(view: view))
    guard bundles.count == 1 else { fail("\(paths[0]) holds \(bundles.count) Settings bundles; name one") }
    bundle = bundles[0]
} catch {
    fail("\(error)")
}
// What the loader could not read (a page only Foundation's reader reads: this tool links no
// Foundation) is left out of the accessors: say so in the form a build log shows, as a warning, so
// the build goes on with what could be generated and the missing keys are not a silent surprise.
for diagnostic in bundle.diagnostics {
    var shown = diagnostic
    if shown.severity == .error { shown.severity = .warning }
    StandardStream.error.write(shown.description + "\n")
}
do {
    try Data(generator.source(for: bundle).utf8).write(to: URL(fileURLWithPath: paths[1]), options: .atomic)
} catch {
    fail("cannot write \(paths[1]): \(FileErrorText.description(of: error))")
}
