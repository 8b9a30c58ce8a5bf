import FoundationEssentials
import PropertyList
import SystemCalls

/// How the application domain's name is chosen when the caller gives none: the rule
/// swift-corelibs-foundation's CFPreferences uses on Linux (research defaults-semantics.md §1.1).
///
/// 1. Resolve the running executable through `/proc/self/exe` (so a symlink's target counts).
/// 2. If an `Info.plist` beside the executable has a non-empty `CFBundleIdentifier` string, that is
///    the domain (`com.example.app`).
/// 3. Otherwise the executable's file name is (`probe` for `/usr/local/bin/probe`).
///
/// Every program run as `swift script.swift` therefore shares the domain `swift-frontend`, which
/// is why tools should pass an explicit domain.
public enum ApplicationDomainName {
    /// The domain name for this process, computed once.
    public static var current: String { cached }

    private static let cached: String = resolve(executablePath: currentExecutablePath())

    /// The domain name for an executable at `executablePath` (already resolved), by the rule above.
    public static func resolve(executablePath: String?) -> String {
        guard let executablePath, !executablePath.isEmpty else { return fallbackName }
        let url = URL(fileURLWithPath: executablePath)
        let infoPlist = url.deletingLastPathComponent().appendingPathComponent("Info.plist")
        if let identifier = bundleIdentifier(inInfoPlistAt: infoPlist) {
            return identifier
        }
        let name = url.lastPathComponent
        return name.isEmpty ? fallbackName : name
    }

    /// The `CFBundleIdentifier` of an `Info.plist`, when the file is a readable dictionary holding a
    /// non-empty string under that key.
    public static func bundleIdentifier(inInfoPlistAt url: URL) -> String? {
        guard let data = try? Data(contentsOf: url),
            let (value, _) = try? PropertyListCoder.decode(data),
            case .string(let identifier)? = value.dictionaryValue?["CFBundleIdentifier"],
            !identifier.isEmpty
        else { return nil }
        return identifier
    }

    /// The running executable's path with symlinks resolved (`/proc/self/exe`), else `argv[0]`.
    static func currentExecutablePath() -> String? {
        ProcessEnvironment.executablePath ?? CommandLine.arguments.first
    }

    private static let fallbackName = "unknown-application"
}
