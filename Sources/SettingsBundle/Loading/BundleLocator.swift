import FoundationEssentials
import SystemCalls
import TextOutput
import XcodeProject

/// Finds Settings bundles from a path the user gives: an `.app` folder, a `Settings.bundle`
/// folder, or a folder to search (an Xcode project tree, say).
public enum BundleLocator {
    /// Folder names a search never enters (besides hidden folders): those of `FolderWalk`.
    public static var skippedFolderNames: Set<String> { FolderWalk.skippedFolderNames }

    /// The folder InAppSettingsKit reads before `Settings.bundle`; an app may have only this one.
    public static let inAppBundleName = "InAppSettings.bundle"

    /// How deep a folder search goes by default.
    public static let defaultSearchDepth = 8

    /// The bundles `path` names.
    ///
    /// - An `.app` folder (or any folder holding both `Info.plist` and `Settings.bundle`) gives its
    ///   `Settings.bundle` (or `Contents/Resources/Settings.bundle`; failing both, an
    ///   InAppSettingsKit-only app's `InAppSettings.bundle`, see ``BundleLocation/isInAppOnly``),
    ///   its domain from `Info.plist`'s `CFBundleIdentifier`, its name from `CFBundleDisplayName`,
    ///   `CFBundleName` or the folder name.
    /// - A `Settings.bundle` folder (or any folder holding a `Root.plist`, or named `*.bundle`)
    ///   gives itself; its domain is `domain` when given, else the `Info.plist` beside it (or that
    ///   of the `.app` holding it).
    /// - Any other folder is searched breadth-first, `searchDepth` levels deep, not entering
    ///   hidden folders, ``skippedFolderNames``, or the bundles it finds. Several results are sorted
    ///   by path.
    ///
    /// The search is a `FolderWalk`: symlinked folders inside the folder given are followed
    /// (`Examples/Showcase` may link to a folder elsewhere in the project: that is why it is a
    /// link); a link that leads outside it is not, and is named once among what was skipped
    /// (``BundleError/linksNotFollowed(note:)``). Each folder is entered once and each bundle reported once (by device and inode), so a
    /// link back up the tree, a link to itself, or two links to one folder are each visited once;
    /// `searchDepth` bounds the rest. A dangling link is skipped.
    ///
    /// `domain`, when given, is the domain of every bundle found. Otherwise a built app's domain
    /// is its `Info.plist`'s `CFBundleIdentifier`; a bundle in a source tree takes the literal
    /// identifier of an `Info.plist` beside it, else the one its Xcode project gives the app that
    /// copies it (see `ProjectDomainResolver` in `XcodeProject`, evaluated for `configuration` and, when several
    /// application targets copy it, `target`), else a preview domain derived from its path
    /// (``previewDomain(for:)``). A `target` that does not copy a bundle found is an error naming the
    /// targets that do.
    ///
    /// A bundle under a folder whose name is not UTF-8 cannot be opened by a path: when nothing
    /// else is found, the first such bundle is thrown as ``BundleError/pathNotUTF8(path:)``; use
    /// ``locateAll(_:domain:configuration:target:searchDepth:)`` to have every one of them.
    public static func locate(
        _ path: String, domain: String? = nil, configuration: String? = nil, target: String? = nil,
        searchDepth: Int = defaultSearchDepth
    ) throws(BundleError) -> [BundleLocation] {
        try locateAll(path, domain: domain, configuration: configuration, target: target, searchDepth: searchDepth)
            .found
    }

    /// The bundles `path` names, as ``locate(_:domain:configuration:target:searchDepth:)`` finds them, and
    /// the bundles found that cannot be opened (``BundleError/pathNotUTF8(path:)``), so no bundle
    /// is left out unsaid. Projects are read through `projects`: pass the catalog the rest of the run
    /// uses (lint's), so that each project is parsed once.
    public static func locateAll(
        _ path: String, domain: String? = nil, configuration: String? = nil, target: String? = nil,
        searchDepth: Int = defaultSearchDepth, projects: ProjectCatalog = ProjectCatalog()
    ) throws(BundleError) -> (found: [BundleLocation], unreadable: [BundleError]) {
        var unreadable: [BundleError] = []
        let found = try locateWithoutProjects(path, domain: domain, searchDepth: searchDepth, unreadable: &unreadable)
        let resolver = ProjectDomainResolver(configuration: configuration, target: target, catalog: projects)
        return (try resolvingProjects(found, path: path, domain: domain, resolver: resolver), unreadable)
    }

    private static func resolvingProjects(
        _ found: [BundleLocation], path: String, domain: String?, resolver: ProjectDomainResolver
    ) throws(BundleError) -> [BundleLocation] {
        guard domain == nil else { return found }
        let root = URL(fileURLWithPath: path).standardizedFileURL
        return try found.map { location throws(BundleError) in
            guard case .preview(_, let reason) = location.domain, location.app?.pathExtension != "app" else {
                return location
            }
            var resolved = location
            switch resolver.resolve(bundle: location.settingsBundle, searchRoot: root) {
            case .resolved(let project):
                resolved.domain = .project(project)
                // The app's name as the project builds it, unless an Info.plist beside the bundle named it
                // (read once, when the bundle was located).
                if let productName = project.productName, !location.isNamedByInfoPlist {
                    resolved.name = productName
                }
            case .unresolved(let why):
                resolved.domain = .preview(previewDomain(for: location.settingsBundle), reason: reason + "; " + why)
            case .unknownTarget(let name, let candidates, let known):
                throw .unknownTarget(
                    name: name, bundle: location.settingsBundle.path, candidates: candidates, known: known)
            }
            return resolved
        }
    }

    /// The stand-in domain of a bundle nothing gives one: `preview.<folder>.<bundle>` from the
    /// names of its parent folder and of the bundle, letters, digits and `-` kept, the rest `-`.
    public static func previewDomain(for bundle: URL) -> String {
        func part(_ name: String) -> String {
            let mapped = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") ? $0 : "-" })
            return mapped.isEmpty ? "-" : String(mapped.prefix(80))
        }
        let standardized = bundle.standardizedFileURL
        let parent = standardized.deletingLastPathComponent().lastPathComponent
        return
            "preview.\(part(parent.isEmpty || parent == "/" ? "root" : parent)).\(part(standardized.deletingPathExtension().lastPathComponent))"
    }

    private static func locateWithoutProjects(
        _ path: String, domain: String?, searchDepth: Int, unreadable: inout [BundleError]
    ) throws(BundleError) -> [BundleLocation] {
        if let domain { try validate(domain: domain) }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw .notFound(path: path)
        }
        guard isDirectory else { throw .notADirectory(path: path) }
        if url.pathExtension == "app" {
            guard let location = appLocation(url, domain: domain) else { throw .noSettingsBundle(app: path) }
            return [location]
        }
        // A folder laid out like an app (Info.plist beside Settings.bundle), whatever its name.
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Info.plist").path),
            isFolder(url.appendingPathComponent("Settings.bundle"))
                || isFolder(url.appendingPathComponent(inAppBundleName)),
            let location = appLocation(url, domain: domain)
        {
            return [location]
        }
        if isSettingsBundle(url) { return [bundleLocation(url, domain: domain)] }
        let found = search(url, domain: domain, depth: searchDepth, unreadable: &unreadable)
        guard !found.isEmpty else {
            let cannotOpen = unreadable.first { if case .pathNotUTF8 = $0 { true } else { false } }
            let note = unreadable.lazy.compactMap { if case .linksNotFollowed(let note) = $0 { note } else { nil } }
                .first
            throw cannotOpen ?? .nothingFound(path: path, depth: searchDepth, linksNotFollowed: note)
        }
        return found
    }

    /// Why an empty domain is refused: `DomainName.problem(with: "")`'s words (a test keeps them the same).
    package static let emptyDomainReason = "the name is empty"

    /// Names that mean the global domain, which every app reads (`NSGlobalDomain`, `-g`,
    /// `-globalDomain`, `Apple Global Domain`, `.GlobalPreferences`), compared ignoring case as a
    /// case-insensitive file system would: never an app's own domain unless `--domain` says so.
    public static func namesGlobalDomain(_ domain: String) -> Bool {
        ["nsglobaldomain", "-g", "-globaldomain", "apple global domain", ".globalpreferences"].contains(
            domain.lowercased())
    }

    /// Checks a domain for what the bundle core can tell without `Defaults`: that there is one
    /// (not empty, in `Defaults`' words) and that it is not an unexpanded Xcode build setting.
    /// Whether it can name a store file is `Defaults`' one check and wording
    /// (`DomainName.problem(with:)`), made where the bundle is bound to its store
    /// (`BundleLocation.storeDomain()`, `BoundApp`): the bundle core does not depend on `Defaults`.
    public static func validate(domain: String) throws(BundleError) {
        if domain.isEmpty { throw .invalidDomain(value: domain, reason: emptyDomainReason) }
        if InfoPlist.isUnexpanded(domain) {
            throw .invalidDomain(value: domain, reason: "it is an unexpanded Xcode build setting")
        }
    }

    static func isSettingsBundle(_ url: URL) -> Bool {
        url.pathExtension == "bundle"
            || FileManager.default.fileExists(atPath: url.appendingPathComponent("Root.plist").path)
    }

    /// The location of the app folder `app`'s bundle; `info`: its `Info.plist` when the caller
    /// has already read it (each file is read once).
    static func appLocation(_ app: URL, domain: String?, info known: InfoPlist? = nil) -> BundleLocation? {
        let candidates = [
            app.appendingPathComponent("Settings.bundle"),
            app.appendingPathComponent("Contents/Resources/Settings.bundle"),
            app.appendingPathComponent(inAppBundleName),
            app.appendingPathComponent("Contents/Resources/" + inAppBundleName),
        ]
        guard let bundle = candidates.first(where: { isFolder($0) }) else { return nil }
        let info =
            known ?? InfoPlist(path: app.appendingPathComponent("Info.plist").path)
            ?? InfoPlist(path: app.appendingPathComponent("Contents/Info.plist").path)
        let name = info?.name ?? app.deletingPathExtension().lastPathComponent
        let resolution = domain.map { .explicit($0) } ?? info?.domain ?? preview(bundle, info: info)
        var location = BundleLocation(settingsBundle: bundle, app: app, name: name, domain: resolution)
        location.isNamedByInfoPlist = info?.name != nil
        return location
    }

    static func bundleLocation(_ bundle: URL, domain: String?) -> BundleLocation {
        let parent = bundle.deletingLastPathComponent()
        // The Info.plist beside the bundle, read once for both the app layout and the bare bundle.
        let info = InfoPlist(path: parent.appendingPathComponent("Info.plist").path)
        if parent.pathExtension == "app" || ["Settings.bundle", inAppBundleName].contains(bundle.lastPathComponent),
            info != nil || parent.pathExtension == "app"
                || FileManager.default.fileExists(atPath: parent.appendingPathComponent("Info.plist").path),
            let app = appLocation(parent, domain: domain, info: info), app.settingsBundle == bundle
        {
            return app
        }
        let parentName =
            parent.lastPathComponent.isEmpty || parent.path == "/"
            ? bundle.deletingPathExtension().lastPathComponent
            : parent.lastPathComponent
        let name = info?.name ?? parentName
        let resolution = domain.map { .explicit($0) } ?? info?.domain ?? preview(bundle, info: info)
        var location = BundleLocation(settingsBundle: bundle, app: nil, name: name, domain: resolution)
        location.isNamedByInfoPlist = info?.name != nil
        return location
    }

    /// The preview resolution of a bundle whose `Info.plist` (if any) gives no literal identifier.
    static func preview(_ bundle: URL, info: InfoPlist?) -> DomainResolution {
        let reason: String
        if let info, let identifier = info.identifier, !identifier.isEmpty {
            reason = "\(info.path) gives CFBundleIdentifier \(identifier), a build setting only a build fills in"
        } else {
            reason = "no Info.plist with a CFBundleIdentifier beside it"
        }
        return .preview(previewDomain(for: bundle), reason: reason)
    }

    static func search(_ root: URL, domain: String?, depth: Int, unreadable: inout [BundleError]) -> [BundleLocation] {
        var found: [BundleLocation] = []
        // The bundles reported so far, by device and inode, so none is reported twice. Apart from
        // the folders the walk entered: a bundle entered as a plain folder through a link of
        // another name (`link.bundle -> real/Settings.bundle`) is still reported under its own name.
        var reported: Set<FolderWalk.Identity> = []
        var notUTF8: [BundleError] = []
        let base = Array(FolderWalk.base(of: root).utf8)
        var outsideByBytes: [([UInt8], [UInt8])] = []
        // Foundation cannot open a name that is not UTF-8: each bundle under it is reported, not left out unsaid.
        func reportBundles(under path: [UInt8], levelsLeft: Int) {
            for bundle in BundleSearch.bundles(at: path, levels: levelsLeft, base: base, outside: &outsideByBytes) {
                notUTF8.append(.pathNotUTF8(path: TerminalText.sanitized(bytes: bundle)))
            }
        }
        var outside = FolderWalk.walk(root, depth: depth, notUTF8: reportBundles) { folder in
            if folder.url.pathExtension == "app" {
                guard reported.insert(folder.identity).inserted, let location = appLocation(folder.url, domain: domain)
                else { return .skip }
                // Its bundle, also reached by another name (a link to the app), is reported once.
                if let bundle = FolderWalk.Identity(of: location.settingsBundle), !reported.insert(bundle).inserted {
                    return .skip
                }
                found.append(location)
                return .skip
            }
            if folder.name == "Settings.bundle" {
                if reported.insert(folder.identity).inserted {
                    found.append(bundleLocation(folder.url, domain: domain))
                }
                return .skip
            }
            if folder.name == inAppBundleName {
                // Reached through the Settings.bundle beside it, when there is one.
                if reported.insert(folder.identity).inserted,
                    !isFolder(folder.parent.appendingPathComponent("Settings.bundle"))
                {
                    found.append(bundleLocation(folder.url, domain: domain))
                }
                return .skip
            }
            return .enter
        }
        unreadable += notUTF8
        outside += outsideByBytes.map {
            FolderWalk.OutsideLink(
                path: TerminalText.sanitized(bytes: $0.0), target: TerminalText.sanitized(bytes: $0.1))
        }
        if let note = FolderWalk.note(skipping: outside, under: root.path) {
            unreadable.append(.linksNotFollowed(note: note))
        }
        return found.sorted { $0.settingsBundle.path < $1.settingsBundle.path }
    }

    private static func isFolder(_ url: URL) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory
    }
}
