import ArgumentParser
import FoundationEssentials
import SettingsBundle
import SettingsCodegen
import SystemCalls
import TextOutput

/// `settings generate swift PATH`: typed keys and accessors for an app's Settings.bundle.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate code from a Settings bundle.",
        subcommands: [SwiftCommand.self])

    /// `settings generate swift`.
    struct SwiftCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "swift",
            abstract: "Write Swift keys, typed UserDefaults accessors and the registration of every default.",
            discussion: """
                One file: a type with a static key per keyed row (names from the keys), an enum for \
                choices that are simple strings or integers, a typed property on UserDefaults per key \
                (Bool for switches, Double for sliders, String? for text fields, the choices' enum for \
                multi-values and radio groups), and registerDefaults(in:), which registers every \
                default of the bundle, child panes and app-group pages included, in the view given \
                (--in-app: as InAppSettingsKit gathers them). The SettingsAccessors build-tool plugin \
                writes the same file at build time.
                """)

        @Argument(help: "An .app folder, a Settings.bundle folder, or a folder holding one bundle.")
        var path: String

        @Option(name: .shortAndLong, help: "Write the file here instead of printing it.")
        var output: String?

        @Option(help: "The access level of the generated code: public or internal.")
        var access: SwiftAccessorGenerator.Access = .internal

        @Option(help: "The name of the type holding the keys.")
        var typeName = "AppSettings"

        @OptionGroup var bundleOptions: BundleOptions

        func validate() throws {
            guard SwiftAccessorGenerator.isTypeName(typeName) else {
                throw ValidationError(
                    "--type-name takes a Swift type name (letters, digits and _; no keyword and no type the file uses, such as String), not '\(typeName)'"
                )
            }
        }

        func run() throws {
            let bundle = try GenerateCommand.reporting { () throws(SettingsToolError) in try bundleOptions.loadOne(path)
            }
            let source = SwiftAccessorGenerator(access: access, typeName: typeName).source(for: bundle)
            guard let output else {
                StandardStream.output.write(source)
                return
            }
            do {
                // Atomic: a temporary file renamed over the output, which replaces a link rather than
                // writing through it.
                try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                StandardStream.say(
                    "settings", "error", "cannot write \(output): \(FileErrorText.description(of: error))")
                throw ExitCode(1)
            }
        }
    }
}

extension SwiftAccessorGenerator.Access: ExpressibleByArgument {}
