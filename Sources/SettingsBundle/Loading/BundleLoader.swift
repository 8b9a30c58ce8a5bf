import FoundationEssentials
import TextOutput

/// Loads a Settings.bundle: Root (or its device variant) and every page reachable from it
/// through child panes.
///
/// Pages are walked depth-first with an explicit stack, so a chain of any length cannot overflow
/// the call stack; ``LoadOptions/maximumDepth`` and ``LoadOptions/maximumPages`` bound the work.
/// Every `File` is resolved inside the bundle only (see ``ChildPaneProblem``); a pane that cannot
/// be followed keeps its row, with the problem, and a diagnostic says why.
public enum BundleLoader {
    /// Loads the bundle at `location` for `options`' idiom and languages.
    ///
    /// Throws only when the Settings.bundle folder itself is missing or unreadable; everything
    /// wrong inside it becomes a diagnostic on the result. An InAppSettingsKit-only app
    /// (``BundleLocation/isInAppOnly``) is read in the in-app view whatever `options` ask.
    public static func load(_ location: BundleLocation, options: LoadOptions = LoadOptions()) throws(BundleError)
        -> LoadedBundle
    {
        var options = options
        if location.isInAppOnly { options.view = .inApp }
        let fileSystem = try folder(for: location, options: options)
        var walker = Walker(
            fileSystem: fileSystem, options: options,
            parser: PageParser(
                fileSystem: fileSystem, idiom: options.idiom,
                localizer: Localizer(
                    fileSystem: fileSystem, languages: options.languages,
                    everyFolder: options.loadsEveryLocalization),
                view: options.view))
        walker.parser.hiddenKeys = options.hiddenKeys
        walker.parser.budget = options.budget
        walker.walk(rootTitle: LocalizedText(raw: location.name))
        var bundle = LoadedBundle(
            location: location, options: options, pages: walker.pages, pageOrder: walker.order,
            diagnostics: walker.parser.diagnostics, localizer: walker.parser.localizer, folder: fileSystem.root)
        bundle.hasInAppFiles = location.inAppSettingsBundle != nil || hasInAppPages(fileSystem)
        return bundle
    }

    /// Whether the bundle has `*.inApp.plist` pages at its root or in its `.lproj` folders (one
    /// listing each; never the whole tree).
    static func hasInAppPages(_ fileSystem: BundleFileSystem) -> Bool {
        let root = fileSystem.entries("")
        if root.contains(where: { $0.hasSuffix(".inApp.plist") }) { return true }
        return root.filter(LanguageFolder.isLanguageFolder).contains { folder in
            fileSystem.entries(folder).contains { $0.hasSuffix(".inApp.plist") }
        }
    }

    /// The bundle folder a view reads: Settings.bundle, or for the in-app view
    /// `InAppSettings.bundle` when it exists beside it and holds a root page (InAppSettingsKit looks
    /// there first).
    static func folder(for location: BundleLocation, options: LoadOptions) throws(BundleError) -> BundleFileSystem {
        if options.view == .inApp, let inApp = location.inAppSettingsBundle,
            let fileSystem = try? BundleFileSystem(root: inApp),
            case .success = resolvePage(named: "Root", fileSystem: fileSystem, options: options)
        {
            return fileSystem
        }
        return try BundleFileSystem(root: location.settingsBundle)
    }

    /// Loads every bundle a path names (see ``BundleLocator/locate(_:domain:configuration:target:searchDepth:)``).
    public static func load(
        path: String, domain: String? = nil, configuration: String? = nil, target: String? = nil,
        options: LoadOptions = LoadOptions()
    ) throws(BundleError) -> [LoadedBundle] {
        var result: [LoadedBundle] = []
        for location in try BundleLocator.locate(path, domain: domain, configuration: configuration, target: target) {
            result.append(try load(location, options: options))
        }
        return result
    }

    /// Parses page files outside the reachable set (for lint), each as a page of its own.
    package static func loadStandalonePages(_ files: [String], of bundle: LoadedBundle) -> (
        [Page], [Diagnostic], Localizer
    ) {
        guard let fileSystem = try? BundleFileSystem(root: bundle.folder) else {
            return ([], [], bundle.localizer)
        }
        var pages: [Page] = []
        var diagnostics: [Diagnostic] = []
        var localizer = bundle.localizer
        for file in files {
            // A `*.inApp.plist` file is InAppSettingsKit's: its types are known whatever the view.
            var options = bundle.options
            if file.hasSuffix(".inApp.plist") { options.view = .inApp }
            var parser = PageParser(
                fileSystem: fileSystem, idiom: options.idiom, localizer: localizer, view: options.view)
            parser.budget = options.budget
            let id = PageID(String(file.dropLast(".plist".count)))
            var page = parser.parsePage(id: id, file: file, title: LocalizedText(raw: id.rawValue), parent: nil)
            for index in page.specifiers.indices {
                guard case .childPane(var pane) = page.specifiers[index].kind else { continue }
                if case .failure(let problem) = resolvePage(named: pane.file, fileSystem: fileSystem, options: options)
                {
                    pane.problem = problem
                    parser.reportChildProblem(problem, pane: pane, specifier: page.specifiers[index], page: page)
                    page.specifiers[index].kind = .childPane(pane)
                    page.specifiers[index].notes.append(problem.description)
                }
            }
            pages.append(page)
            diagnostics += parser.diagnostics
            localizer = parser.localizer
        }
        return (pages, diagnostics, localizer)
    }

    /// Resolves a page name (`File`, or `"Root"`) to its id and the file to read for the options'
    /// idiom: `name~ipad.plist` (for iPad) before `name.plist`. In the in-app view, InAppSettingsKit's
    /// order: `.inApp.plist` before `.plist`, then the device suffix (`~ipad`, `~vision`, else
    /// `~iphone`) before none, then `<first language>.lproj/` before the bundle root.
    static func resolvePage(named name: String, fileSystem: BundleFileSystem, options: LoadOptions)
        -> Result<(id: PageID, file: String), ChildPaneProblem>
    {
        if name.trimmingWhitespace().isEmpty { return .failure(.invalidName(reason: "it is empty")) }
        if name.contains("\0") { return .failure(.invalidName(reason: "it contains a NUL character")) }
        if name.hasPrefix("/") { return .failure(.escapesBundle(reason: "\"\(name)\" is an absolute path")) }
        let parts = name.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if parts.contains("..") {
            return .failure(.escapesBundle(reason: "\"\(name)\" climbs out with \"..\""))
        }
        var plain = parts.filter { $0 != "." }.joined(separator: "/")
        if plain.hasSuffix(".plist") { plain = String(plain.dropLast(".plist".count)) }
        if plain.isEmpty { return .failure(.invalidName(reason: "it names no file")) }
        let id = PageID(plain)
        var candidates: [String] = []
        if options.view == .inApp {
            candidates = inAppCandidates(plain, options: options)
        } else {
            if let suffix = options.idiom.fileSuffix { candidates.append(plain + suffix + ".plist") }
            candidates.append(plain + ".plist")
        }
        var mismatch: String?
        for candidate in candidates {
            switch fileSystem.lookup(candidate, reportingCaseMismatch: candidate == plain + ".plist") {
            case .found(let file): return .success((id, file))
            case .escapes(let real):
                return .failure(.escapesBundle(reason: "\(plain) resolves through a symlink to \(real)"))
            case .caseMismatch(let found):
                mismatch = found
            case .missing: break
            }
        }
        if let mismatch { return .failure(.caseMismatch(expected: plain + ".plist", found: mismatch)) }
        return .failure(.missing(expected: plain + ".plist"))
    }

    /// InAppSettingsKit's candidate files for a page, in its order (`locateSettingsFile:`).
    static func inAppCandidates(_ plain: String, options: LoadOptions) -> [String] {
        let language = options.languages.first ?? "en"
        var result: [String] = []
        for fileExtension in [".inApp.plist", ".plist"] {
            for suffix in [options.idiom.inAppFileSuffix, ""] {
                for folder in [language + ".lproj/", ""] {
                    result.append(folder + plain + suffix + fileExtension)
                }
            }
        }
        return result
    }

    /// The depth-first walk over child panes.
    private struct Walker {
        let fileSystem: BundleFileSystem
        let options: LoadOptions
        var parser: PageParser
        var pages: [PageID: Page] = [:]
        var order: [PageID] = []

        init(fileSystem: BundleFileSystem, options: LoadOptions, parser: PageParser) {
            self.fileSystem = fileSystem
            self.options = options
            self.parser = parser
        }

        struct Frame {
            var id: PageID
            var children: [Int]
            var cursor = 0
        }

        enum Mark { case open, done }

        mutating func walk(rootTitle: LocalizedText) {
            let root: Page
            switch BundleLoader.resolvePage(named: "Root", fileSystem: fileSystem, options: options) {
            case .success(let target):
                root = parser.parsePage(id: .root, file: target.file, title: rootTitle, parent: nil)
            case .failure(let problem):
                root = Page(id: .root, file: nil, title: rootTitle)
                let advice: String
                switch problem {
                case .caseMismatch(_, let found):
                    advice =
                        "the bundle has no Root.plist, only \(found); iOS file names are case-sensitive, so rename it to Root.plist"
                case .escapesBundle(let reason):
                    advice = "Root.plist is outside the bundle (\(reason)); it is not read"
                default:
                    advice =
                        "the bundle has no Root.plist, so Settings shows no page for the app; add one with a PreferenceSpecifiers array"
                }
                parser.report("Root.plist", .error, .missingRoot, advice, page: .root)
            }
            pages[.root] = root
            order.append(.root)
            var marks: [PageID: Mark] = [.root: .open]
            var stack = [Frame(id: .root, children: Self.childIndices(root))]
            while !stack.isEmpty {
                let top = stack.count - 1
                guard stack[top].cursor < stack[top].children.count else {
                    marks[stack[top].id] = .done
                    stack.removeLast()
                    continue
                }
                let index = stack[top].children[stack[top].cursor]
                stack[top].cursor += 1
                let parentID = stack[top].id
                guard let specifier = pages[parentID]?.specifiers[index],
                    case .childPane(var pane) = specifier.kind
                else { continue }
                var opened: Page?
                switch BundleLoader.resolvePage(named: pane.file, fileSystem: fileSystem, options: options) {
                case .failure(let problem):
                    pane.problem = problem
                case .success(let target):
                    if pane.file.contains("/") || pane.file.hasSuffix(".plist") {
                        parser.reportFilePathNote(pane: pane, specifier: specifier, page: pages[parentID]!)
                    }
                    switch marks[target.id] {
                    case .open:
                        pane.problem = .cycle(chain: stack.map(\.id) + [target.id])
                    case .done:
                        pane.page = target.id
                    case nil:
                        if stack.count > options.maximumDepth {
                            pane.problem = .limitReached(
                                "it is nested more than \(options.maximumDepth) panes deep, the most this tool follows")
                        } else if pages.count >= options.maximumPages {
                            pane.problem = .limitReached(
                                "the bundle already has \(options.maximumPages) pages, the most this tool loads")
                        } else {
                            let title = specifier.title ?? LocalizedText(raw: pane.file)
                            let page = parser.parsePage(
                                id: target.id, file: target.file, title: title, parent: parentID)
                            pane.page = target.id
                            opened = page
                        }
                    }
                }
                if let problem = pane.problem {
                    parser.reportChildProblem(problem, pane: pane, specifier: specifier, page: pages[parentID]!)
                    pages[parentID]!.specifiers[index].notes.append(problem.description)
                }
                pages[parentID]!.specifiers[index].kind = .childPane(pane)
                if let opened {
                    pages[opened.id] = opened
                    order.append(opened.id)
                    marks[opened.id] = .open
                    stack.append(Frame(id: opened.id, children: Self.childIndices(opened)))
                }
            }
        }

        static func childIndices(_ page: Page) -> [Int] {
            page.specifiers.indices.filter {
                if case .childPane = page.specifiers[$0].kind { return true }
                return false
            }
        }
    }
}

extension PageParser {
    /// Reports why a child pane is not followed, with what to do about it.
    mutating func reportChildProblem(
        _ problem: ChildPaneProblem, pane: Specifier.ChildPane, specifier: Specifier, page: Page
    ) {
        report(
            page.file ?? "Root.plist", .error, LintWording.rule(for: problem),
            LintWording.childPane(title: specifier.title?.raw ?? "", file: pane.file, problem: problem),
            page: page.id, index: specifier.index, key: specifier.key)
    }

    /// Notes a `File` with path information or an extension (works, but not as Apple documents it).
    mutating func reportFilePathNote(pane: Specifier.ChildPane, specifier: Specifier, page: Page) {
        let what = pane.file.hasSuffix(".plist") ? "ends in .plist" : "contains a path"
        report(
            page.file ?? "Root.plist", .note, .childFilePath,
            "File \"\(pane.file)\" \(what); Apple's schema asks for a bare page name without extension, and older iOS versions may not find it",
            page: page.id, index: specifier.index, key: specifier.key)
    }
}
