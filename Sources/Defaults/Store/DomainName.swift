// TEMPORARY stand-in written by helper "api" until branch `store` lands; replaced by the store's file.
public enum DomainName {
    public static let global = ".GlobalPreferences"
    public static func validated(_ name: String) throws(DefaultsError) -> String {
        if ["NSGlobalDomain", "-g", "-globalDomain", global].contains(name) { return global }
        if name.isEmpty || name.contains("/") || name.hasPrefix(".") || name.contains("..") || name.contains("\0") {
            throw .invalidDomainName(name)
        }
        return name
    }
}
