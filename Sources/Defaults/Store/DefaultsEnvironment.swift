// TEMPORARY stand-in written by helper "api" until branch `store` lands; replaced by the store's file.
import Foundation

public struct DefaultsEnvironment: Sendable, Hashable {
    public var home: String?
    public var xdgConfigHome: String?
    public var anyUserDirectory: String
    public init(home: String?, xdgConfigHome: String? = nil, anyUserDirectory: String = "/usr/local/etc") {
        self.home = home
        self.xdgConfigHome = xdgConfigHome
        self.anyUserDirectory = anyUserDirectory
    }
    public static var current: DefaultsEnvironment {
        let env = ProcessInfo.processInfo.environment
        return DefaultsEnvironment(
            home: env["HOME"], xdgConfigHome: env["XDG_CONFIG_HOME"],
            anyUserDirectory: env["TERMINALSETTINGS_ANY_USER_DIR"] ?? "/usr/local/etc")
    }
    public var userDirectory: String? {
        if let x = xdgConfigHome, x.hasPrefix("/"), x.count > 1 { return x }
        if let h = home, !h.isEmpty { return h + "/.config" }
        return nil
    }
    public func fileURL(forDomain domain: String, byHost: Bool = false) throws(DefaultsError) -> URL {
        guard let dir = userDirectory else { throw .noUserDirectory }
        let name = try DomainName.validated(domain)
        if byHost { return URL(fileURLWithPath: dir + "/ByHost/" + name + "..plist") }
        return URL(fileURLWithPath: dir + "/" + name + ".plist")
    }
    public func anyUserFileURL(forDomain domain: String) -> URL {
        URL(fileURLWithPath: anyUserDirectory + "/" + domain + ".plist")
    }
}
