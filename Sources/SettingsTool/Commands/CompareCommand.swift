import ArgumentParser
import FoundationEssentials
import PropertyList
import SettingsBundle
import SettingsComparison
import TextOutput

/// `settings compare OLD NEW`: what a user would notice between two versions of a bundle.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "List what a user would notice between two versions of a Settings bundle.",
        discussion: """
            OLD and NEW are .app folders, Settings.bundle folders or folders holding one. With --git REV, \
            give one path: it is compared with its state at the git revision REV (settings compare --git \
            HEAD~1 App/Settings.bundle). Lists, pane by pane in screen order, rows added, removed or moved, \
            rows reordered in a group, groups added, removed, retitled or reordered, titles and footers \
            changed (in the --language given, or with --all-languages in every language too), choices \
            added, removed, reordered, renamed or storing another value, changed defaults with their \
            effect, keys whose stored type changed, panes added, removed or read from another file, and \
            app-group suite changes. --format html draws each changed pane before and after side by side \
            (as settings render does), the rows added, removed, changed or moved marked on the pictures, \
            with the list of changes beside them: one page that needs nothing else. Exits 1 when a change of a --fail-on class is found (default: \
            default,type: a default changed, or a stored value the new row cannot show), 0 otherwise, 2 \
            when a version cannot be read, 64 for a usage error.
            """)

    /// The formats `--format` takes.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json, html
    }

    /// The classes `--fail-on` takes.
    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        case `default`, type, removed, any, none
    }

    @Argument(help: "The old and the new bundle (one path with --git).")
    var paths: [String]

    @Option(help: "Compare the path with its state at this git revision.")
    var git: String?

    @Option(
        help:
            "Output format: text (the default), markdown, json, or html (each changed pane drawn before and after, changes marked)."
    )
    var format: Format = .text

    @Flag(help: "The same as --format json.")
    var json = false

    @Flag(
        name: .customLong("all-languages"),
        help: "Also compare titles, footers and choice titles in every language either version has (.lproj).")
    var allLanguages = false

    @Option(
        name: .customLong("fail-on"), parsing: .singleValue,
        help: "Exit 1 when a change of these classes is found, separated by commas: default, type, removed, any, none.")
    var failOn: [String] = []

    @OptionGroup var bundleOptions: BundleOptions

    func validate() throws {
        if let git {
            guard paths.count == 1 else { throw ValidationError("with --git, give one path") }
            // git would read it as one of its own options.
            guard !git.hasPrefix("-") else { throw ValidationError("--git takes a revision, not '\(git)'") }
        } else if paths.count != 2 {
            throw ValidationError("give two paths, OLD and NEW (or one path with --git REV)")
        }
        if json && format != .text && format != .json { throw ValidationError("pass --json or --format, not both") }
        _ = try failClasses()
    }

    /// The `--fail-on` classes (default and type when none is given).
    func failClasses() throws -> [ChangeCategory] {
        let names = failOn.flatMap {
            $0.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        }
        if names.isEmpty { return [.default, .type] }
        if names.contains("none") && names.count > 1 {
            throw ValidationError("--fail-on none cannot be combined with other classes")
        }
        var result: [ChangeCategory] = []
        for name in names {
            guard let value = FailOn(rawValue: name) else {
                throw ValidationError("unknown --fail-on class '\(name)'; use default, type, removed, any or none")
            }
            if let category = ChangeCategory(rawValue: value.rawValue) { result.append(category) }
        }
        return result
    }

    func run() throws {
        do {
            try compare()
        } catch let exit as ExitCode {
            throw exit
        } catch {
            StandardStream.say("settings", "", "\(error)")
            throw ExitCode(2)
        }
    }

    func compare() throws {
        var oldPath = paths[0]
        var oldName = paths[0]
        let newPath = paths.count == 2 ? paths[1] : paths[0]
        var snapshot: GitSnapshot?
        if let git {
            let made = try GitSnapshot(revision: git, path: paths[0])
            snapshot = made
            oldPath = made.path
            oldName = "\(git):\(paths[0])"
        }
        defer { snapshot?.remove() }
        // The scheme first: its language is among the load options. A snapshot holds only the path,
        // so with --git both versions take the scheme of the checkout the path is in.
        let schemePaths = (old: git == nil ? oldPath : newPath, new: newPath)
        _ = try bundleOptions.schemeLaunch(for: [schemePaths.old])
        _ = try bundleOptions.schemeLaunch(for: [schemePaths.new])
        let options = bundleOptions.loadOptions()
        let old = try loadOne(oldPath, shownAs: oldName, schemePath: schemePaths.old, options: options)
        let new = try loadOne(newPath, shownAs: newPath, schemePath: schemePaths.new, options: options)
        Self.warnUnreadablePages(of: old, shownAs: oldName)
        Self.warnUnreadablePages(of: new, shownAs: newPath)
        var changes = BundleComparison.compare(old, new)
        if allLanguages {
            changes += try languageChanges(
                old: (old, oldPath, oldName), new: (new, newPath), options: options, listed: changes)
        }
        let classes = try failClasses()
        let fails = changes.contains { change in classes.contains { $0.contains(change) } }
        let report = ComparisonReport(oldName: oldName, newName: newPath, changes: changes, fails: fails)
        switch json ? .json : format {
        case .text: StandardStream.output.write(report.text)
        case .markdown: StandardStream.output.write(report.markdown, as: .markdown)
        case .json: StandardStream.output.write(try report.json(), as: .json)
        case .html: StandardStream.output.write(report.html(old: old, new: new), as: .xml)
        }
        if fails { throw ExitCode(1) }
    }

    /// With `--all-languages`: each language folder added or removed, and the texts each language
    /// changes that are not among the changes already `listed`.
    func languageChanges(
        old: (bundle: LoadedBundle, path: String, name: String), new: (bundle: LoadedBundle, path: String),
        options: LoadOptions, listed: [SettingsChange]
    ) throws -> [SettingsChange] {
        // Folders are one language whatever their case or separator (`pt-PT` and `pt_pt`), as CFBundle matches them.
        let before = Self.languages(old.bundle.localizer.folders)
        let after = Self.languages(new.bundle.localizer.folders)
        let base = Set(listed.map(Identity.init))
        var result: [SettingsChange] = []
        for tag in Set(before.keys).union(after.keys).sorted() {
            let language = after[tag] ?? before[tag] ?? tag
            if (before[tag] == nil) != (after[tag] == nil) {
                let added = after[tag] != nil
                let page = new.bundle.rootPage
                result.append(
                    SettingsChange(
                        kind: added ? .languageAdded : .languageRemoved, page: page.id.rawValue,
                        pageTitle: page.title.text, language: language,
                        summary: added
                            ? "Language \(language) added: its texts are listed below as changes from the base language's"
                            : "Language \(language) removed: users who read it see the base language's texts"))
            }
            guard tag != options.languages.first.map(LanguageFolder.tag(of:)) else { continue }
            var only = options
            only.languages = [language]
            let translated = BundleComparison.compare(
                try loadOne(old.path, shownAs: old.name, schemePath: git == nil ? old.path : new.path, options: only),
                try loadOne(new.path, shownAs: new.path, schemePath: new.path, options: only))
            // A language reading the base language's table sees the base change, already listed;
            // two languages that see the same change each list it (their users each see it).
            var seen = base
            for var change in translated where Self.textKinds.contains(change.kind) {
                guard seen.insert(Identity(change)).inserted else { continue }
                change.language = language
                result.append(change)
            }
        }
        return result
    }

    /// The kinds of change that are texts a translation changes.
    static let textKinds: Set<SettingsChange.Kind> = [
        .paneTitleChanged, .groupTitleChanged, .footerChanged, .titleChanged, .choiceTitleChanged,
    ]

    /// The languages of `folders` by their normalized tag (`pt-pt` for `pt-PT.lproj` and
    /// `pt_pt.lproj`), each as its folder writes it (`LanguageFolder`'s rule, as lint lists it).
    static func languages(_ folders: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for folder in folders {
            guard let language = LanguageFolder(folder) else { continue }
            if result[language.tag] == nil { result[language.tag] = language.language }
        }
        return result
    }

    /// What makes two changes the same change, whatever language found it (keys compared exactly).
    struct Identity: Hashable {
        var kind: SettingsChange.Kind
        var page: String
        var key: PlistKey?
        var old: String?
        var new: String?

        init(_ change: SettingsChange) {
            (kind, page, key, old, new) = (
                change.kind, change.page, change.key.map { PlistKey($0) }, change.old, change.new
            )
        }
    }

    /// Says on stderr which pages could not be read: the comparison sees them without rows (as
    /// Settings shows them), which alone would not say why their rows are listed as removed or added.
    static func warnUnreadablePages(of bundle: LoadedBundle, shownAs name: String) {
        for diagnostic in bundle.diagnostics where [.unreadablePlist, .missingRoot].contains(diagnostic.rule) {
            StandardStream.say(
                "settings",
                "warning",
                "\(name): \(diagnostic.relativeFile): \(diagnostic.message) (compared as a page without rows)")
        }
    }

    /// The one bundle `path` names (a snapshot path is reported as `name`), with the domain of the
    /// target and configuration `--scheme` or `--test-plan` give in the checkout of `schemePath`, as
    /// every other command does (`--target` and `--configuration` win).
    func loadOne(_ path: String, shownAs name: String, schemePath: String, options: LoadOptions) throws
        -> LoadedBundle
    {
        let bundles: [LoadedBundle]
        do throws(BundleError) {
            let configuration = try bundleOptions.effectiveConfiguration(for: [schemePath])
            bundles = try bundleOptions.locateAll(path, configuration: configuration, paths: [schemePath]).found.map {
                location throws(BundleError) in try BundleLoader.load(location, options: options)
            }
        } catch {
            guard name != path else { throw SettingsToolError.bundle(error) }
            // The snapshot's temporary folder means nothing to the user: say which revision it is.
            let message = error.description.replacingScalars(of: path, with: name)
            throw GitSnapshot.Failure(description: message.contains(name) ? message : "\(name): \(message)")
        }
        guard bundles.count == 1, let bundle = bundles.first else {
            // Bundles found in a snapshot are named like it (`HEAD~1:App/Settings.bundle`), not by their temporary path.
            let found = bundles.map(\.location.settingsBundle.path).map { found in
                found.hasPrefix(path) ? name + found.dropFirst(path.count) : found
            }
            throw SettingsToolError.severalBundles(path: name, found: found)
        }
        return bundle
    }
}
