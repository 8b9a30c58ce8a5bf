import Defaults
import PropertyList
import SettingsBundle

extension Defaults {
    /// Registers the `DefaultValue`s of a loaded Settings.bundle in the registration domain: the
    /// one call an app makes at launch so that every key of every page (child panes included) has
    /// a value before the user ever opens Settings.
    ///
    /// Keys of app-group pages are registered too (the registration domain is shared by every
    /// suite's search list). Returns what was registered.
    @discardableResult
    public func registerDefaults(from bundle: LoadedBundle) -> RegistrationDictionary {
        let registration = bundle.registrationDictionary()
        register(registration.values)
        return registration
    }

    /// Loads the Settings.bundle at `path` (an `.app` folder or a `Settings.bundle` folder) for
    /// `options` and registers its `DefaultValue`s (see ``registerDefaults(from:)``). Returns what
    /// was registered, one dictionary per bundle found.
    @discardableResult
    public func registerDefaults(fromSettingsBundleAt path: String, options: LoadOptions = LoadOptions())
        throws(BundleError) -> [RegistrationDictionary]
    {
        try BundleLoader.load(path: path, options: options).map { registerDefaults(from: $0) }
    }
}
