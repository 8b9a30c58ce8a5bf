import ArgumentParser
import SettingsBundle

/// Whose view of a bundle a command uses: the Settings app's (the default) or InAppSettingsKit's.
public struct ViewOptions: ParsableArguments {
    @Flag(
        name: .customLong("in-app"),
        help: ArgumentHelp(
            "Use InAppSettingsKit's in-app view of the bundle.",
            discussion:
                "InAppSettings.bundle before Settings.bundle, *.inApp.plist before *.plist, and InAppSettingsKit's row types and keys."
        ))
    public var inApp = false

    @Option(
        name: .customLong("hide"),
        help: ArgumentHelp(
            "Keys to hide as InAppSettingsKit's hiddenKeys does, separated by commas (needs --in-app).",
            valueName: "key,..."))
    public var hide: [String] = []

    public init() {}

    public func validate() throws {
        if !hide.isEmpty && !inApp {
            throw ValidationError("--hide is InAppSettingsKit's hiddenKeys; add --in-app")
        }
    }

    /// The view asked for.
    public var view: BundleView { inApp ? .inApp : .settingsApp }

    /// The hidden keys, split at commas.
    public var hiddenKeys: Set<String> {
        Set(hide.flatMap { $0.split(separator: ",").map(String.init) }.filter { !$0.isEmpty })
    }
}
