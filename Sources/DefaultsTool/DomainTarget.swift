import Defaults
import Foundation
import PropertyList

/// The store file a `defaults` command acts on, resolved from its `<domain>` argument.
struct DomainTarget {
    /// The name printed in messages: the domain name, `NSGlobalDomain`, or the path given.
    var displayName: String
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
            let path = name.hasSuffix(".plist") ? name : name + ".plist"
            return DomainTarget(displayName: name, domain: nil, url: URL(fileURLWithPath: path))
        }
        do {
            let domain = try DomainName.validated(name == "Apple Global Domain" ? Defaults.globalDomain : name)
            let url = try environment.fileURL(forDomain: domain, byHost: byHost)
            let display = domain == DomainName.global ? Defaults.globalDomain : domain
            return DomainTarget(displayName: display, domain: domain, url: url)
        } catch {
            throw .store(error)
        }
    }

    private static func applicationDomain(_ path: String) throws(DefaultsToolError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .applicationNotFound(path)
        }
        if isDirectory.boolValue {
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
