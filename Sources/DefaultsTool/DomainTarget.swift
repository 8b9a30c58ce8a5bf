import Defaults
import FoundationEssentials
import PropertyList
import SystemCalls

/// The store file a `defaults` command acts on, resolved from its `<domain>` argument.
struct DomainTarget {
    /// The name printed in messages, as macOS prints it: the domain name, the path given, or
    /// `kCFPreferencesAnyApplication` for the global domain ("The domain/default pair of
    /// (kCFPreferencesAnyApplication, K) does not exist").
    var displayName: String
    /// The name `defaults read` (all domains) and `defaults find` list the domain under:
    /// `Apple Global Domain` for the global domain, otherwise ``displayName``.
    var listingName: String { domain == DomainName.global ? "Apple Global Domain" : displayName }
    /// The domain name as the store knows it (`.GlobalPreferences` for the global domain), or nil
    /// for an explicit path.
    var domain: String?
    var url: URL
    var file: PersistentDomainFile { PersistentDomainFile(url: url) }

    /// Resolves `<domain>` (and, for `-app`, the argument after it) at `arguments[index]`,
    /// advancing `index` past what it used.
    ///
    /// - `-g`, `-globalDomain`, `NSGlobalDomain` (and `.GlobalPreferences`): the global domain.
    /// - `-app <path>`: the `CFBundleIdentifier` of `<path>/Info.plist` (or
    ///   `<path>/Contents/Info.plist`), or CF's rule for an executable file at `<path>`.
    /// - an absolute path: that file, `.plist` appended unless present (macOS's "path to a file").
    /// - anything else: a domain name, validated (`../x`, `a/b`, `.x` and empty names are refused).
    static func resolve(
        _ arguments: [String], at index: inout Int, environment: DefaultsEnvironment, byHost: Bool
    ) throws(DefaultsToolError) -> DomainTarget {
        guard index < arguments.count else { throw .usage("Missing <domain>.") }
        var name = arguments[index]
        index += 1
        if name == "-app" {
            guard index < arguments.count else { throw .usage("-app needs an application path.") }
            name = try applicationDomain(arguments[index])
            index += 1
        } else if name.hasPrefix("/") {
            return try pathTarget(name, environment: environment, byHost: byHost)
        }
        do {
            let domain = try DomainName.validated(name == "Apple Global Domain" ? Defaults.globalDomain : name)
            let url = try environment.fileURL(forDomain: domain, byHost: byHost)
            let display = domain == DomainName.global ? "kCFPreferencesAnyApplication" : domain
            return DomainTarget(displayName: display, domain: domain, url: url)
        } catch {
            throw .store(error)
        }
    }

    /// A path domain. macOS keeps a user's domain `D` in `~/Library/Preferences/D.plist` and the
    /// any-user domain `D` in `/Library/Preferences/D.plist`, and scripts name them by path
    /// (`defaults write ~/Library/Preferences/org.gpgtools.gpgmail K …`,
    /// `sudo defaults write /Library/Preferences/com.apple.alf K …`). On Linux those paths map to the
    /// same domains' store files: `$HOME/Library/Preferences/D` is the user domain `D`
    /// (`~/.config/D.plist`, or its ByHost file with `-currentHost`), `/Library/Preferences/D` the
    /// any-user domain `D` (`/usr/local/etc/D.plist`, root only). Any other path is that file
    /// (`.plist` appended unless present).
    private static func pathTarget(_ name: String, environment: DefaultsEnvironment, byHost: Bool)
        throws(DefaultsToolError) -> DomainTarget
    {
        let path = name.hasSuffix(".plist") ? String(name.dropLast(".plist".count)) : name
        func domainName(under folder: String) -> String? {
            guard path.hasPrefix(folder) else { return nil }
            let rest = String(path.dropFirst(folder.count))
            guard !rest.isEmpty, !rest.contains("/"), (try? DomainName.validated(rest)) != nil else { return nil }
            return rest
        }
        var home = environment.home ?? ""
        while home.hasSuffix("/") { home.removeLast() }
        if !home.isEmpty, let domain = domainName(under: home + "/Library/Preferences/") {
            do {
                let url = try environment.fileURL(forDomain: domain, byHost: byHost)
                return DomainTarget(displayName: name, domain: try DomainName.validated(domain), url: url)
            } catch {
                throw .store(error)
            }
        }
        if let domain = domainName(under: "/Library/Preferences/") {
            return DomainTarget(
                displayName: name, domain: nil, url: environment.anyUserFileURL(forDomain: domain, byHost: byHost))
        }
        return DomainTarget(displayName: name, domain: nil, url: URL(fileURLWithPath: path + ".plist"))
    }

    private static func applicationDomain(_ path: String) throws(DefaultsToolError) -> String {
        guard let status = FileSystem.statusIfPresent(of: path) else { throw .applicationNotFound(path) }
        if status.isDirectory {
            for plist in ["Info.plist", "Contents/Info.plist"] {
                let url = URL(fileURLWithPath: path).appendingPathComponent(plist)
                if let identifier = ApplicationDomainName.bundleIdentifier(inInfoPlistAt: url) { return identifier }
            }
            throw .applicationNotFound(path)
        }
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        return ApplicationDomainName.resolve(executablePath: resolved)
    }

    /// The domain's contents; an unreadable file is an error, never an empty domain.
    func contents() throws(DefaultsToolError) -> [PlistKey: PlistValue] {
        do {
            return try file.contents()
        } catch {
            throw .store(error)
        }
    }

    func commit(_ changes: [PlistKey: PlistValue?]) throws(DefaultsToolError) {
        do {
            try file.commit(changes.mapValues { $0?.normalizedForStorage })
        } catch {
            throw .store(error)
        }
    }

    /// Commits the changes `changes` computes from the contents read under the domain's lock; a
    /// `DefaultsToolError` thrown by `changes` leaves the domain unchanged and is rethrown.
    func commit(
        computing changes: ([PlistKey: PlistValue]) throws(DefaultsToolError) -> [PlistKey: PlistValue?]
    ) throws(DefaultsToolError) {
        var failure: DefaultsToolError?
        do {
            try file.commit { current in
                do throws(DefaultsToolError) {
                    return try changes(current)
                } catch {
                    failure = error
                    return [:]
                }
            }
        } catch {
            throw .store(error)
        }
        if let failure { throw failure }
    }

    func replace(with values: [PlistKey: PlistValue]?) throws(DefaultsToolError) {
        do {
            try file.replace(with: values?.mapValues(\.normalizedForStorage))
        } catch {
            throw .store(error)
        }
    }
}
