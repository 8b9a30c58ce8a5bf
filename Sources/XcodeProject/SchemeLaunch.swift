import FoundationEssentials

/// The app as a scheme's Run action (or a test plan) launches it: the target, the build
/// configuration, the launch arguments (each entry's `$(VAR)` expanded with the target's build
/// settings, then split into words as a shell would) and the language and region, passed as
/// Xcode passes them (`-AppleLanguages (fr)`, `-AppleLocale fr_NO`).
public struct SchemeLaunch: Sendable, Hashable {
    /// One argument entry of the scheme or test plan.
    public struct Entry: Sendable, Hashable {
        /// `scheme "App"` or `test plan "Plan" (configuration "fr")`.
        public var source: String
        /// Its position in its list, from 1.
        public var number: Int
        /// As written.
        public var text: String
        /// Whether it is passed.
        public var isEnabled: Bool
        /// The arguments it becomes (after `$(VAR)` and splitting); empty when it cannot be split.
        public var words: [String]
        /// Why it cannot be used, when it cannot.
        public var problem: String?

        /// `scheme "App" argument 2 (-key value)`.
        public var label: String { "\(source) argument \(number) (\(text))" }
    }

    /// The scheme used, if any.
    public var scheme: XcodeScheme?
    /// The test plan used, if any, and its configuration.
    public var testPlan: XcodeTestPlan?
    /// The test plan configuration whose options are used.
    public var testConfiguration: String?
    /// The `.xcodeproj` of the target.
    public var project: URL?
    /// The app target it launches.
    public var target: String?
    /// The build configuration it builds (nil: the project's default).
    public var configuration: String?
    /// The argument entries, enabled or not, in order.
    public var entries: [Entry]
    /// `language`, as written.
    public var language: String?
    /// `region`, as written.
    public var region: String?
    /// What was noticed and did not stop the launch (an unknown language, a plan the scheme does
    /// not reference), one sentence each.
    public var notes: [String]

    /// The most argument entries read from one scheme or plan.
    public static let maximumEntries = 1_000

    /// The language arguments Xcode adds: `-AppleLanguages (fr)` for a language, `-AppleLocale
    /// fr_NO` for a region (with `en` when no language is set).
    public var languageArguments: [String] {
        var words: [String] = []
        if let language = Self.validLanguage(language) { words += ["-AppleLanguages", "(\(language))"] }
        if let region = Self.validRegion(region) {
            let base = Self.validLanguage(language)?.split(separator: "-").first.map(String.init) ?? "en"
            words += ["-AppleLocale", "\(base)_\(region)"]
        }
        return words
    }

    /// Every argument the app receives, language arguments first, with the label of what passed each.
    public var arguments: [(word: String, origin: String)] {
        var result: [(String, String)] = []
        let source = testPlan.map { "test plan \"\($0.name)\"" } ?? scheme.map { "scheme \"\($0.name)\"" } ?? "launch"
        for word in languageArguments { result.append((word, "\(source) language and region")) }
        for entry in entries where entry.isEnabled && entry.problem == nil {
            for word in entry.words { result.append((word, entry.label)) }
        }
        return result
    }

    /// A language code Xcode would pass (`fr`, `pt-BR`, `zh-Hans`), nil for anything else.
    static func validLanguage(_ text: String?) -> String? {
        guard let text, !text.isEmpty, text.count <= 35 else { return nil }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }),
            parts.dropFirst().allSatisfy({
                !$0.isEmpty && $0.count <= 8 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            })
        else { return nil }
        return text
    }

    /// A region code (`NO`, `419`), nil for anything else.
    static func validRegion(_ text: String?) -> String? {
        guard let text else { return nil }
        if text.count == 2, text.allSatisfy({ $0.isASCII && $0.isLetter }) { return text.uppercased() }
        if text.count == 3, text.allSatisfy({ $0.isASCII && $0.isNumber }) { return text }
        return nil
    }

    /// Works out the launch of `schemeName` and/or `testPlanName` in `catalog`.
    ///
    /// - A scheme alone: its Run action (a scheme that launches no app is refused, saying why).
    /// - A test plan: its default configuration, or `testConfiguration`; the scheme that references
    ///   it (or the one given) gives the Test action's configuration and target.
    public static func resolve(
        catalog: SchemeCatalog, scheme schemeName: String?, testPlan testPlanName: String?,
        testConfiguration: String? = nil
    ) throws(SchemeError) -> SchemeLaunch {
        var launch = SchemeLaunch(entries: [], notes: [])
        var plan: XcodeTestPlan?
        if let testPlanName { plan = try catalog.testPlan(named: testPlanName) }
        var scheme: XcodeScheme?
        if let schemeName {
            scheme = try catalog.scheme(named: schemeName)
        } else if let plan {
            let referencing = catalog.schemes.filter { candidate in
                candidate.location != .package
                    && (candidate.test?.testPlans ?? []).contains {
                        catalog.resolve(reference: $0, from: candidate.referenceBase)?.path
                            == plan.file.standardizedFileURL.path
                    }
            }
            // An app's scheme before an extension's that shares the plan (Threema's NotificationExtension
            // scheme sorts before its app's): its Run action names the app the tests launch.
            scheme =
                referencing.first { $0.launch?.noAppReason == nil && $0.launch?.runnable?.isApplication == true }
                ?? referencing.first
        }
        if testConfiguration != nil, plan == nil {
            throw .unusable(
                path: scheme?.file.path ?? catalog.root.path, reason: "--test-configuration needs --test-plan")
        }
        launch.scheme = scheme
        launch.testPlan = plan
        var reference: XcodeScheme.BuildableReference?
        var referenceBase = scheme?.referenceBase ?? catalog.root
        var rawArguments: [XcodeScheme.Argument] = []
        var source = ""
        if let plan {
            let (options, configurationName) = try plan.options(for: testConfiguration)
            launch.testConfiguration = configurationName
            if let scheme {
                let referenced = (scheme.test?.testPlans ?? []).contains {
                    catalog.resolve(reference: $0, from: scheme.referenceBase)?.path
                        == plan.file.standardizedFileURL.path
                }
                if !referenced {
                    launch.notes.append(
                        "the scheme \"\(scheme.name)\" does not reference the test plan \"\(plan.name)\"")
                }
                launch.configuration = scheme.test?.buildConfiguration
                reference = scheme.test?.runnable ?? scheme.launch?.runnable
            } else {
                launch.notes.append(
                    "no scheme references the test plan \"\(plan.name)\"; the project's default configuration is used")
                referenceBase = Self.containerBase(for: plan.file, root: catalog.root)
            }
            if reference == nil || reference?.isApplication == false, let expansion = options.targetForVariableExpansion
            {
                reference = expansion
            }
            rawArguments = options.arguments ?? []
            launch.language = options.language
            launch.region = options.region
            source = "test plan \"\(plan.name)\"" + (configurationName.map { " (configuration \"\($0)\")" } ?? "")
        } else if let scheme {
            guard let action = scheme.launch else {
                throw .unusable(path: scheme.file.path, reason: "it has no Run action")
            }
            if let why = action.noAppReason {
                throw .unusable(path: scheme.file.path, reason: why)
            }
            launch.configuration = action.buildConfiguration
            reference = action.runnable
            rawArguments = action.arguments
            launch.language = action.language
            launch.region = action.region
            source = "scheme \"\(scheme.name)\""
        }
        for (name, value, valid) in [
            ("language", launch.language, validLanguage(launch.language) != nil),
            ("region", launch.region, validRegion(launch.region) != nil),
        ] where value != nil && !valid {
            launch.notes.append("the \(name) \"\(value ?? "")\" is not one Xcode passes; it is ignored")
        }
        let file = plan?.file ?? scheme?.file
        let settings = try Self.target(reference, base: referenceBase, catalog: catalog, file: file, into: &launch)
        if rawArguments.count > maximumEntries {
            launch.notes.append("only the first \(maximumEntries) of \(rawArguments.count) arguments are read")
        }
        for (offset, argument) in rawArguments.prefix(maximumEntries).enumerated() {
            var entry = Entry(
                source: source, number: offset + 1, text: argument.text, isEnabled: argument.isEnabled, words: [])
            let expanded = settings?.expand(argument.text).value ?? argument.text
            do {
                entry.words = try ShellWords.split(expanded)
            } catch {
                entry.problem = "it cannot be split into arguments: \(error)"
            }
            launch.entries.append(entry)
        }
        return launch
    }

    /// The folder a plan's `container:` references are relative to: the nearest folder above it
    /// holding an `.xcodeproj` or `.xcworkspace`, inside the checkout.
    static func containerBase(for plan: URL, root: URL) -> URL {
        var folder = plan.deletingLastPathComponent().standardizedFileURL
        while folder.path.hasPrefix(root.path) {
            if SchemeCatalog.entries(folder).contains(where: {
                $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace")
            }) {
                return folder
            }
            if folder.path == root.path { break }
            folder = folder.deletingLastPathComponent()
        }
        return root
    }

    /// Finds the target `reference` names and returns its build settings in the launch's configuration.
    private static func target(
        _ reference: XcodeScheme.BuildableReference?, base: URL, catalog: SchemeCatalog, file: URL?,
        into launch: inout SchemeLaunch
    ) throws(SchemeError) -> BuildSettings? {
        let path = file?.path ?? catalog.root.path
        guard let reference else {
            launch.notes.append("no app target is named; $(VAR) in arguments expands to nothing")
            return nil
        }
        guard let container = catalog.resolve(reference: reference.referencedContainer, from: base) else {
            throw .unusable(
                path: path,
                reason:
                    "the target \(reference.blueprintName) is in \(reference.referencedContainer), outside the checkout"
            )
        }
        guard container.pathExtension == "xcodeproj" else {
            throw .unusable(
                path: path,
                reason:
                    "the target \(reference.blueprintName) is in \(container.lastPathComponent), not an Xcode project")
        }
        let project: XcodeProject
        do {
            project = try XcodeProject(bundle: container)
        } catch {
            throw .unusable(path: path, reason: "its project cannot be read: \(error)")
        }
        guard
            let target = project.targets.first(where: { $0.id == reference.blueprintIdentifier })
                ?? project.targets.first(where: { $0.name == reference.blueprintName })
        else {
            throw .unusable(
                path: path,
                reason:
                    "\(container.lastPathComponent) has no target \(reference.blueprintName) (\(reference.blueprintIdentifier))"
            )
        }
        guard target.isApplication else {
            throw .unusable(
                path: path, reason: "it names the target \(target.name), which is not an app (\(target.productType))")
        }
        launch.project = container
        launch.target = target.name
        var configuration = launch.configuration ?? project.defaultConfigurationName ?? "Debug"
        if !project.configurationNames.isEmpty, !project.configurationNames.contains(configuration) {
            launch.notes.append(
                "\(container.lastPathComponent) has no configuration \"\(configuration)\"; the project's default is used"
            )
            configuration = project.defaultConfigurationName ?? project.configurationNames[0]
            launch.configuration = nil
        }
        return ProjectDomainResolver().buildSettings(of: target, in: project, configuration: configuration)
    }
}
