import Foundation

/// Lists the persistent domains that have store files.
public enum PersistentDomains {
    /// The domain names of the current user's store files, sorted: every regular file
    /// `<name>.plist` in the user directory (`byHost == false`), or every `<name>..plist` in its
    /// `ByHost` folder (`byHost == true`). The global domain appears as `.GlobalPreferences`; names
    /// that are not valid domain names (and temporary, lock and corrupt-copy files) are skipped.
    public static func names(environment: DefaultsEnvironment, byHost: Bool) -> [String] {
        guard let base = environment.userDirectory else { return [] }
        let directory = byHost ? base + "/ByHost" : base
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        let suffix = byHost ? "..plist" : ".plist"
        var names: [String] = []
        for entry in entries where entry.hasSuffix(suffix) && entry.count > suffix.count {
            let name = String(entry.dropLast(suffix.count))
            guard name == DomainName.global || (try? DomainName.validated(name)) == name else { continue }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory + "/" + entry, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            names.append(name)
        }
        return names.sorted()
    }
}
