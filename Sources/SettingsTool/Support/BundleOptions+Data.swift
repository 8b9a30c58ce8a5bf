import Defaults
import FoundationEssentials
import SettingsBinding
import SettingsBundle
import TextOutput

/// `--data PATH`: the stores of an app's real data (a Simulator device, a container, an
/// `.xcappdata` package, a preferences folder) instead of `~/.config`, through ``StoreRoot``.
extension BundleOptions {
    /// The `--data` folder, opened; nil without `--data`.
    func dataSource() throws(SettingsToolError) -> AppDataSource? {
        guard let data else { return nil }
        do throws(AppDataError) { return try AppDataSource.open(data) } catch { throw .data(error) }
    }

    /// The global domain of the `--data` folder (whose `AppleLanguages` choose the titles'
    /// language); nil without `--data` or when it cannot be opened (the commands report that).
    var dataGlobalEnvironment: DefaultsEnvironment? {
        guard let source = try? dataSource() else { return nil }
        return DefaultsEnvironment(storeRoot: source.globalStoreRoot)
    }

    /// Where the stores of the app `domain` are: its store root under `--data`, else the user's.
    func environment(forDomain domain: String) throws(SettingsToolError) -> DefaultsEnvironment {
        guard let source = try dataSource() else { return .current }
        let root: StoreRoot
        do throws(AppDataError) { root = try source.storeRoot(forDomain: domain) } catch { throw .data(error) }
        for note in root.notes { StandardStream.say("settings", "note", note) }
        return DefaultsEnvironment(storeRoot: root)
    }

    /// A loaded bundle bound to its domain (`domain`, else its own) and that domain's stores.
    func bind(
        _ bundle: LoadedBundle, domain: String?, launchArguments: [String] = [], argumentOrigins: [String] = []
    ) throws(SettingsToolError) -> BoundApp {
        let resolved: String
        do throws(BundleError) {
            if let domain { resolved = domain } else { resolved = try bundle.location.storeDomain() }
        } catch {
            throw .bundle(error)
        }
        let environment = try environment(forDomain: resolved)
        do throws(BundleError) {
            return try BoundApp(
                bundle: bundle, domain: domain, environment: environment, launchArguments: launchArguments,
                argumentOrigins: argumentOrigins)
        } catch {
            throw .bundle(error)
        }
    }

    /// The paths given; with none and `--data` on a Simulator device (or the folder of all
    /// devices), the installed apps that have a `Settings.bundle`.
    func pathsOrInstalledApps(_ paths: [String]) throws(SettingsToolError) -> [String] {
        guard paths.isEmpty, let source = try dataSource() else { return paths }
        do throws(AppDataError) {
            return try source.installedApps().map(\.path)
        } catch {
            throw .data(error)
        }
    }
}
